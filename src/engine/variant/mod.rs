//! Variants: a board layout, a tile set and the numbers the rule books vary, as data with
//! named constructors.

mod blanks_blockers;
mod classic;
mod dice;
mod features;
mod finish_line;
mod free_for_all;
mod hyper_race;
mod id;
mod nine_tile;
mod surprise;
mod words;

pub use features::{Feature, NotSupported};
pub use finish_line::FINISH_LINE_TARGETS;
pub use free_for_all::FREE_FOR_ALL_ROUNDS;
pub use id::{RANDOM_BOARD, VariantError, VariantId, VariantKind};
pub use words::LetterWords;

use super::layout::Layout;
use super::tiles::TileSet;

/// The bingo bonus: "any player who plays seven tiles on a turn scores a premium of 50 points,
/// after totaling his or her score" (rule 17); the 9-tile game pays it for 7, 8 or 9 tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BingoRule {
    pub bonus: u16,
    /// Fewest tiles placed in one turn that earn the bonus.
    pub min_tiles: u8,
}

/// Where players' letters come from and what they hold between turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LetterSupply {
    /// Tiles drawn from the bag onto a rack the player keeps, refilled after each play
    /// (rule books 000 and 001).
    Bag,
    /// The dice game (rule book 002): "draws 7 dice from the cup and rolls them" at the start of
    /// each turn; "after playing a word, the player places any remaining dice back in the cup".
    /// With `pass_unused` (advanced play), "any unused dice are passed (with the current letters
    /// up) to the next player". There is no exchange and nothing is counted at the end.
    Dice { pass_unused: bool },
}

/// What happens to the board once a play is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BoardAfterPlay {
    /// Tiles stay where they are played for the rest of the game.
    Stays,
    /// The dice game's "scrambled" rule: the letters on the mat at the start of the turn,
    /// except those in the new word, go back to the cup (see `dice::scrambled`).
    Scrambled,
}

/// How a play is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Letter values, premiums and the bingo bonus (rules 11 to 17).
    Classic,
    /// Hyper-Race: "there's no scoring!" Words are still checked; every play scores 0.
    Unscored,
    /// Free for All: up to three words read along paths of adjacent tiles in eight directions,
    /// each at the face value of its tiles, and the bingo bonus (see `free_for_all`).
    PathWords,
}

/// How a game is won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The highest score at the end (or the Finish Line target).
    Points,
    /// Hyper-Race: "the first player to place a tile on a bottom-row Earth square while making
    /// a word wins the game".
    ReachEarth,
    /// Free for All: "Keep playing until all players have taken three turns (three rounds of
    /// play). The player with the highest point total wins the game!"
    Rounds(u8),
}

/// Where a player's tiles may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayArea {
    /// Anywhere on the board (but closed squares).
    Whole,
    /// Hyper-Race: each player plays on their own side (see `race::side_of`); the first word
    /// covers one of their space-station squares, later words "connect crossword-style to
    /// words that you've played on your side of the board".
    OwnSide,
}

/// A game system: everything about a game that is fixed before it starts and is not a choice
/// of the players (challenge rule and end-of-game convention are per game, see `game`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub name: String,
    /// The kind of game this is (what players choose; the classic kind for a record's own
    /// tile set).
    pub kind: VariantKind,
    pub layout: Layout,
    pub tiles: TileSet,
    /// Tiles on a rack: 7 classic ("thus always keeping seven letters"), 9 in the 9-tile game.
    pub rack_size: u8,
    pub bingo: BingoRule,
    /// "You cannot exchange tiles if there are fewer than seven tiles left to draw."
    pub exchange_min_bag: u8,
    /// Consecutive scoreless turns (all players together) that end the game: six in tournament
    /// play, standing in for "when all possible plays have been made".
    pub scoreless_turn_limit: u8,
    /// Finish Line: the game ends when a player reaches this score.
    pub target_score: Option<u32>,
    /// Finish Line by level (rule book 003): each player's target comes from their level and
    /// the number of players (see `game::PlayerLevel`), instead of one `target_score`.
    pub targets_by_level: bool,
    /// Where the letters come from: the bag, or the dice cup.
    pub supply: LetterSupply,
    /// Whether plays stay on the board or are scrambled off.
    pub after_play: BoardAfterPlay,
    /// Yellow blanks in the pile beside the bag (rule book 004: "12 yellow Blank tiles"), taken
    /// by covering a Blank ("Wild") square; 0 for games without them.
    pub yellow_blanks: u8,
    /// Points for a play that joins the tiles on two stars (Surprise's optional rule); 0 off.
    pub stars_joined_bonus: u8,
    /// Blockers in their pile (Blanks & Blockers: "8 black Blocker tiles"), taken by covering
    /// a Blocker square; 0 for games without them.
    pub blockers: u8,
    pub scoring: Scoring,
    pub goal: Goal,
    pub play_area: PlayArea,
    /// Hyper-Race: covering a flying saucer draws a card from the 30-card deck ("play without
    /// using the card deck" turns this off).
    pub saucer_cards: bool,
    /// Most players at the table (Hyper-Race is "for 2 players").
    pub max_players: u8,
}

impl Variant {
    /// Whether a play is tiles in any shape with words named along paths (Free for All)
    /// rather than a line read across and down.
    pub fn reads_paths(&self) -> bool {
        self.scoring == Scoring::PathWords
    }

    /// Whether a player may exchange letters instead of playing: with tiles from a bag, not
    /// with dice rolled afresh each turn (rule book 002 has no exchange).
    pub fn has_exchanges(&self) -> bool {
        self.supply == LetterSupply::Bag
    }

    /// Whether the letters a play leaves unused pass face up to the next player ("any unused
    /// dice are passed (with the current letters up) to the next player", advanced play of
    /// rule book 002), so the table sees them.
    pub fn passes_unused_letters(&self) -> bool {
        self.supply == (LetterSupply::Dice { pass_unused: true })
    }

    /// Whether letters are dice rolled each turn (rule book 002) rather than tiles kept on a
    /// rack.
    pub fn uses_dice(&self) -> bool {
        matches!(self.supply, LetterSupply::Dice { .. })
    }

    /// The variant a stored or typed name stands for (`classic`, `nine-tile`,
    /// `finish-line-N`), if any.
    pub fn by_name(name: &str) -> Option<Self> {
        VariantId::parse(name).ok().map(VariantId::variant)
    }

    /// The bonus a play of `tiles_placed` tiles earns (rule 17).
    pub fn bingo_bonus(&self, tiles_placed: usize) -> u16 {
        if tiles_placed >= usize::from(self.bingo.min_tiles) {
            self.bingo.bonus
        } else {
            0
        }
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::names::Named;

    #[test]
    fn bingo_needs_the_variants_tile_count() {
        assert_eq!(Variant::classic().bingo_bonus(7), 50);
        assert_eq!(Variant::classic().bingo_bonus(6), 0);
        let nine = Variant::nine_tile();
        assert_eq!(nine.rack_size, 9);
        assert_eq!(
            (
                nine.bingo_bonus(7),
                nine.bingo_bonus(9),
                nine.bingo_bonus(6)
            ),
            (50, 50, 0)
        );
        assert_eq!(Variant::finish_line(120).target_score, Some(120));
        assert_eq!(Variant::by_name("nine-tile"), Some(Variant::nine_tile()));
        assert_eq!(
            Variant::by_name("finish-line-90"),
            Some(Variant::finish_line(90))
        );
        assert_eq!(Variant::by_name("finish-line-1"), None);
        assert_eq!(Variant::by_name("chess"), None);
    }

    #[test]
    fn every_catalogued_variant_can_be_opened() {
        for (name, line) in CATALOGUE {
            let written = if name.starts_with("free-for-all") {
                name.replace('N', "5")
            } else {
                name.replace('N', "150")
            };
            assert!(VariantId::parse(&written).is_ok(), "{name}");
            assert!(!line.is_empty());
        }
        // Every kind is in the catalogue.
        for kind in VariantKind::names() {
            assert!(CATALOGUE.iter().any(|(n, _)| n.starts_with(kind)), "{kind}");
        }
    }

    #[test]
    fn variant_names_round_trip_and_bad_ones_are_explained() {
        for id in [
            VariantId::Classic,
            VariantId::NineTile,
            VariantId::FinishLine { target: 150 },
            VariantId::FinishLineByLevel,
            VariantId::Dice { advanced: false },
            VariantId::Dice { advanced: true },
            VariantId::parse("surprise:3b@F6,7a@A1").unwrap(),
            VariantId::BlanksBlockers,
            VariantId::HyperRace { cards: true },
            VariantId::HyperRace { cards: false },
            VariantId::FreeForAll { rounds: 3 },
            VariantId::FreeForAll { rounds: 7 },
        ] {
            assert_eq!(VariantId::parse(&id.to_string()), Ok(id));
            assert_eq!(id.variant().name, id.to_string());
        }
        assert_eq!(
            VariantId::new(VariantKind::FinishLine, None),
            Ok(VariantId::FinishLineByLevel)
        );
        assert!(Variant::by_name("finish-line").is_some_and(|v| v.targets_by_level));
        assert_eq!(
            VariantId::new(VariantKind::FinishLine, Some(5)),
            Err(VariantError::BadTarget(5))
        );
        assert_eq!(
            VariantId::new(VariantKind::Classic, Some(100)),
            Err(VariantError::TargetWithoutFinishLine)
        );
        let error = VariantId::parse("chess").unwrap_err().to_string();
        assert_eq!(
            error,
            "\"chess\" is not a variant: choose classic, nine-tile, finish-line, dice, surprise, blanks-blockers, hyper-race or free-for-all"
        );
        let long = VariantId::parse(&"x".repeat(3000)).unwrap_err().to_string();
        // The typed text is cut short: the message stays one line whatever was typed.
        assert!(long.len() < 180, "{long}");
    }
}
