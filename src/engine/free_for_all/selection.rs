//! The words a Free for All turn scores: words read along paths and the selection of up to
//! three of them.

use crate::engine::layout::Pos;
use crate::engine::tiles::Letter;

/// Most words a turn scores: "Score points for up to three words on each turn."
pub const MAX_WORDS: usize = 3;

/// A word read along a path of adjacent tiles, with its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathWord {
    /// The squares in reading order, no square twice ("You cannot use the same tile twice").
    pub path: Vec<Pos>,
    pub letters: Vec<Letter>,
    /// The face values of its tiles (blanks 0): the sheet has no premiums.
    pub score: u32,
    /// Which of the turn's new tiles it uses (bit `i` for the `i`th new tile).
    pub covers: u16,
}

/// The words a turn scores: "up to three words", each using a tile played this turn, every
/// tile played in at least one of them, no spelling twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    pub words: Vec<PathWord>,
    /// The words' scores added up (the bingo bonus is the game's to add).
    pub total: u32,
}
