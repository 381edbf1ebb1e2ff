//! Why a Free for All play or its named words break the rules.

use crate::engine::layout::Pos;
use crate::engine::wording::{Worded, Wording};

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

impl Worded for FreeForAllError {
    fn wording(&self) -> Wording {
        let at = |key, pos: &Pos| Wording::new(key).put("square", &pos);
        match self {
            FreeForAllError::OutsideArea(pos) => at("paths-outside-area", pos),
            FreeForAllError::FirstPlayOffCentre => Wording::new("paths-first-play-off-centre"),
            FreeForAllError::FirstPlayTooShort => Wording::new("paths-first-play-too-short"),
            FreeForAllError::NotTouching => Wording::new("paths-not-touching"),
            FreeForAllError::TooManyWords => Wording::new("paths-too-many-words"),
            FreeForAllError::SameWordTwice => Wording::new("paths-same-word-twice"),
            FreeForAllError::NoWords => Wording::new("paths-no-words"),
            FreeForAllError::CannotRead(word) => {
                Wording::new("paths-cannot-read").put("word", &word)
            }
            FreeForAllError::TileLeftOut(pos) => at("paths-tile-left-out", pos),
            FreeForAllError::NoWordThrough => Wording::new("paths-no-word-through"),
        }
    }
}
