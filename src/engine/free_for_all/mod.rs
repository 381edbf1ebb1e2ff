//! Free for All (rule book 004): tiles in any shape inside the 9x9 area at the centre, words
//! read along paths of adjacent tiles across, down or diagonally, up to three scored a turn.
//!
//! The book's sheet did not survive beyond "the 9x9 grid bordered by the white double line";
//! its worked examples (DIET, EDIT and TIDE for 15; STRIDE, TRIED and RIDES for 19) add up to
//! the tiles' face values, so the sheet is defined here with no premium squares, the centre
//! square H8 as the start, and every square outside the area closed.

mod choose;
mod computer;
mod paths;
#[cfg(test)]
mod tests;

pub use choose::{best_three, named};
pub use computer::best_play;
pub use paths::{paths_spelling, words_through_new};

use super::board::Board;
use super::layout::{Layout, Pos};
use super::tiles::{Letter, Placed};

/// Rows and columns of the 9x9 area: D4 to L12 on the 15x15 grid.
pub const AREA: std::ops::RangeInclusive<u8> = 3..=11;

/// "The first word must cover the center square."
pub const CENTRE: Pos = Pos::new(7, 7);

/// Most words a turn scores: "Score points for up to three words on each turn."
pub const MAX_WORDS: usize = 3;

/// The Free for All sheet: `#` outside the area (no tile goes there), `+` the centre.
const SHEET: [&str; 15] = [
    "###############",
    "###############",
    "###############",
    "###.........###",
    "###.........###",
    "###.........###",
    "###.........###",
    "###....+....###",
    "###.........###",
    "###.........###",
    "###.........###",
    "###.........###",
    "###############",
    "###############",
    "###############",
];

/// The Free for All sheet (see the module's documentation).
pub fn sheet() -> Layout {
    Layout::from_map("free-for-all", &SHEET).expect("the Free for All sheet's map is valid")
}

/// Whether `pos` is inside the 9x9 area: "Players cannot play tiles outside of this grid."
pub fn in_area(pos: Pos) -> bool {
    AREA.contains(&pos.row) && AREA.contains(&pos.col)
}

/// The up to eight squares next to `pos`: "horizontally, vertically or diagonally".
pub fn neighbours(pos: Pos) -> impl Iterator<Item = Pos> {
    const STEPS: [(i8, i8); 8] = [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];
    STEPS.into_iter().filter_map(move |(dr, dc)| {
        let row = pos.row.checked_add_signed(dr)?;
        let col = pos.col.checked_add_signed(dc)?;
        let next = Pos::new(row, col);
        in_area(next).then_some(next)
    })
}

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

/// Why a Free for All play or its named words break the rules. Written for players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FreeForAllError {
    #[error("{0} is outside the 9x9 area in the middle of the board (D4 to L12)")]
    OutsideArea(Pos),
    #[error("the first play must cover the centre square H8")]
    FirstPlayOffCentre,
    #[error("the first play needs at least two tiles")]
    FirstPlayTooShort,
    #[error("the play must touch a tile already on the board (across, down or diagonally)")]
    NotTouching,
    #[error("name at most three words")]
    TooManyWords,
    #[error("name each word once")]
    SameWordTwice,
    #[error("name at least one word, or ask for the best three")]
    NoWords,
    #[error("{0} cannot be read along adjacent tiles through a tile you played")]
    CannotRead(String),
    #[error("your words leave the tile on {0} out: every tile you play must be in one of them")]
    TileLeftOut(Pos),
    #[error("no words of two letters or more go through the tiles you played")]
    NoWordThrough,
}

/// Checks where a play's tiles go: inside the area (empty squares are the placement's own
/// check), the first play on the centre with two tiles or more, later plays touching a tile
/// already on the board in one of the eight directions.
pub fn check_shape(board: &Board, new: &[(Pos, Placed)]) -> Result<(), FreeForAllError> {
    if let Some(&(pos, _)) = new.iter().find(|(pos, _)| !in_area(*pos)) {
        return Err(FreeForAllError::OutsideArea(pos));
    }
    if board.is_empty() {
        if !new.iter().any(|&(pos, _)| pos == CENTRE) {
            return Err(FreeForAllError::FirstPlayOffCentre);
        }
        if new.len() < 2 {
            return Err(FreeForAllError::FirstPlayTooShort);
        }
    } else if !new
        .iter()
        .any(|&(pos, _)| neighbours(pos).any(|n| board.get(n).is_some()))
    {
        return Err(FreeForAllError::NotTouching);
    }
    Ok(())
}
