//! Free for All (rule book 004): tiles in any shape inside the 9x9 area at the centre, words
//! read along paths of adjacent tiles across, down or diagonally, up to three scored a turn.
//!
//! The book's sheet did not survive beyond "the 9x9 grid bordered by the white double line";
//! its worked examples (DIET, EDIT and TIDE for 15; STRIDE, TRIED and RIDES for 19) add up to
//! the tiles' face values, so the sheet is defined here with no premium squares, the centre
//! square H8 as the start, and every square outside the area closed.

mod area;
mod choose;
mod computer;
mod error;
mod paths;
mod selection;
#[cfg(test)]
mod tests;

pub use area::{AREA, CENTRE, check_shape, in_area, neighbours, sheet};
pub use choose::{best_three, named};
pub use computer::best_play;
pub use error::FreeForAllError;
pub use paths::{paths_spelling, words_through_new};
pub use selection::{MAX_WORDS, PathWord, Selection};
