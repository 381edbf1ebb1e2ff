//! The catalogue: every variant a game can be opened with, as written, for `/help` and
//! `lexicord variants`.

/// Every variant a game can be opened with, as written, and a line saying what it is
/// (`lexicord variants`, `/help`).
pub const CATALOGUE: &[(&str, &str)] = &[
    (
        "classic",
        "the classic game (rule books 000 and 001): 15x15 board, 7 tiles, until the bag and a rack are empty",
    ),
    (
        "nine-tile",
        "9 tiles on the rack, 50 points for playing 7, 8 or 9 of them (rule book 003)",
    ),
    (
        "finish-line-N",
        "the classic game, over when a player reaches N points, N from 10 to 1000 (rule book 003)",
    ),
    (
        "finish-line",
        "Finish Line by level: each player plays to their level's score (2 players 70/120/200, 3 players 60/100/180, 4 players 50/90/160 for beginner/intermediate/expert; rule book 003)",
    ),
    (
        "blanks-blockers",
        "Blanks & Blockers: covering a Blank square gives a yellow blank, a Blocker square a blocker to close any empty square; roles pro, rookie, intermediate (rule book 004)",
    ),
    (
        "surprise",
        "Surprise: the classic game on a board you design from 9 two-sided mini-boards (Wild squares give yellow blanks, quadruple squares, several stars; rule book 004)",
    ),
    (
        "hyper-race",
        "Hyper-Race, 2 players: race words from your space station at the top to Earth at the bottom of your own side; comets give yellow blanks, flying saucers draw cards; no scoring (rule book 004)",
    ),
    (
        "hyper-race-no-cards",
        "Hyper-Race without the card deck: flying saucers do nothing (rule book 004's shorter game)",
    ),
    (
        "free-for-all",
        "Free for All: tiles in any shape in the 9x9 centre, up to three words a turn read across, down or diagonally in any combination, three rounds (rule book 004)",
    ),
    (
        "free-for-all-N",
        "Free for All over N rounds, N from 3 to 10 (the book's \"more than three rounds\")",
    ),
    (
        "dice",
        "the dice game: 12 letter dice rolled each turn on a 9x9 mat, 60 seconds a turn, the mat scrambled after every play, first to 200 wins (rule book 002)",
    ),
    (
        "dice-advanced",
        "the dice game's advanced play: unused dice pass face up to the next player, who rolls only the new ones (rule book 002)",
    ),
];
