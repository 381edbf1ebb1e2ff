//! Why a Free for All play or its named words break the rules.

use crate::engine::layout::Pos;
use crate::engine::wording::{Worded, Wording};

/// Why a Free for All play or its named words break the rules. Written for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FreeForAllError {
    OutsideArea(Pos),
    FirstPlayOffCentre,
    FirstPlayTooShort,
    NotTouching,
    TooManyWords,
    SameWordTwice,
    NoWords,
    CannotRead(String),
    TileLeftOut(Pos),
    NoWordThrough,
}

crate::engine::english::said_in_english!(FreeForAllError);

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
