//! Where a typed word can go: the squares and directions a `/play` of that word would be a
//! legal placement from the player's rack, with what it would score, best first (issue 28, the
//! `at:` option's autocomplete). Placement only: whether the word, or a cross word it forms, is
//! in the lexicon is never said — the rule books keep the dictionary for challenges ("no
//! looking up words during play", rule book 001).
//!
//! Every candidate is read by the notation `/play` uses ([`parse_play_at`]) and judged and
//! scored by the game itself ([`Game::play_score`]), so the variant's placement rules (the
//! start star or stars, connection, Hyper-Race's own side and station, closed squares,
//! blockers and a Rookie's right to replace them, the dice mat) and its scoring (premiums,
//! bingo by rack size, yellow blanks, joined stars, no points in a race) are the engine's own.
//!
//! How the bot should call it: the bot only holds views, so a service use case (say
//! `Tables::placements(request, word)`) loads the channel's game, finds the caller's seat and
//! calls [`placements_at`] with the text typed so far in `word:` and in `at:` (the places are
//! narrowed to the typed square before they are cut to Discord's 25); the bot's autocomplete for
//! `at:` turns each [`Suggestion`] into a choice named [`Suggestion::label`] with the value
//! [`Suggestion::value`]. A [`NotSupported`] (Free for All, whose tiles go down with `/place`)
//! can be shown as the one choice's name, or nothing shown.

mod blanks;
mod label;

#[cfg(test)]
mod tests;

use super::game::{Game, Seat};
use super::layout::{Direction, Pos};
use super::notation::{Coord, parse_play_at};
use super::variant::{Feature, NotSupported};

/// Most choices an autocomplete may offer (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;

/// One place the word can go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The square of the word's first letter.
    pub square: Pos,
    pub direction: Direction,
    /// What the play would score (0 in a race, which has no scoring).
    pub score: u32,
    /// The word as `/play word:` must be given for this play: the typed text, with the letters
    /// only a blank from the rack can supply in lower case (the notation's blanks).
    pub word: String,
    /// What the player is shown: `8F across — 24 points`, and `, word hORN` when the word
    /// must be typed with blanks.
    pub label: String,
    /// What `/play at:` takes: `8F` across, `F8` down.
    pub value: String,
}

/// The places `word` (as typed for `/play word:`: through tiles as their letters, `.` or in
/// parentheses, lower case for a blank) can go in `game` for the player at `seat`: each square
/// and direction where the whole word lies in one line — the squares just before and after it
/// empty, so the word is the play's main word — and a play of it would be legal by the
/// variant's placement rules (rules 1 to 3 of play) with the tiles already on the board where
/// it crosses them and tiles from `seat`'s rack for the rest. An upper-case letter the rack
/// does not hold may be a blank from the rack ("the two blank tiles may be used as any
/// letters", rule 6); where there is a choice of which letters are blanks, the highest score
/// is kept. Highest score first, then by square (row, column) with across before down; at most
/// [`MAX_SUGGESTIONS`]. Empty when the game is over, `seat` is not a seat or the word is
/// shorter than two squares. Reads only what that player may see: the board, their own rack
/// and held pieces, the variant.
pub fn placements(game: &Game, seat: Seat, word: &str) -> Result<Vec<Suggestion>, NotSupported> {
    placements_at(game, seat, word, "")
}

/// [`placements`] whose square, as `/play at:` takes it ([`Suggestion::value`]), starts with
/// `typed` (what the player has typed in `at:` so far, in any case, spaces around it ignored):
/// chosen among every place before the cap, so a place beyond the best [`MAX_SUGGESTIONS`] is
/// offered once its square is typed. Same order, at most [`MAX_SUGGESTIONS`].
pub fn placements_at(
    game: &Game,
    seat: Seat,
    word: &str,
    typed: &str,
) -> Result<Vec<Suggestion>, NotSupported> {
    let typed = typed.trim().to_ascii_uppercase();
    let mut found = all_placements(game, seat, word)?;
    found.retain(|s| s.value.to_ascii_uppercase().starts_with(&typed));
    found.truncate(MAX_SUGGESTIONS);
    Ok(found)
}

/// [`placements`] without the cap: every place, in the same order.
pub fn all_placements(
    game: &Game,
    seat: Seat,
    word: &str,
) -> Result<Vec<Suggestion>, NotSupported> {
    game.variant().require(Feature::LinePlays)?;
    let word = word.trim();
    let length = label::squares_covered(word);
    let mut found = Vec::new();
    if game.is_over() || seat >= game.player_count() || length < 2 {
        return Ok(found);
    }
    let board = game.board();
    for row in 0..board.rows() {
        for col in 0..board.cols() {
            for direction in [Direction::Across, Direction::Down] {
                let coord = Coord {
                    start: Pos::new(row, col),
                    dir: direction,
                };
                if let Some(found_here) = place(game, seat, coord, word, length) {
                    found.push(found_here);
                }
            }
        }
    }
    found.sort_by_key(|s| {
        (
            std::cmp::Reverse(s.score),
            s.square,
            s.direction == Direction::Down,
        )
    });
    Ok(found)
}

/// The suggestion for `word` from `coord`, if the word is whole there and its play legal.
fn place(game: &Game, seat: Seat, coord: Coord, word: &str, length: usize) -> Option<Suggestion> {
    let board = game.board();
    let empty_at = |steps: i16| !board.filled_at(coord.start, coord.dir, steps);
    if !empty_at(-1) || !empty_at(length as i16) {
        return None;
    }
    let placement = parse_play_at(&game.variant().tiles, board, coord, word).ok()?;
    let best = blanks::best_play(game, seat, &placement)?;
    let written = label::written_word(word, coord, &best.blanked);
    Some(Suggestion {
        square: coord.start,
        direction: coord.dir,
        score: best.score,
        label: label::label(
            coord,
            best.score,
            game.variant().is_scored(),
            &written,
            word,
        ),
        value: coord.to_string(),
        word: written,
    })
}
