//! Variants: a board layout, a tile set and the numbers the rule books vary, as data with
//! named constructors.

mod blanks_blockers;
mod catalogue;
mod classic;
mod dice;
mod features;
mod finish_line;
mod free_for_all;
mod hyper_race;
mod id;
mod kind;
mod nine_tile;
mod rules;
mod surprise;
mod words;

pub use catalogue::CATALOGUE;
pub use features::{Feature, NotSupported};
pub use id::{FINISH_LINE_TARGETS, FREE_FOR_ALL_ROUNDS, RANDOM_BOARD, VariantError, VariantId};
pub use kind::VariantKind;
pub use rules::{BingoRule, BoardAfterPlay, Goal, LetterSupply, PlayArea, Scoring, Variant};
pub use words::LetterWords;

#[cfg(test)]
mod tests;
