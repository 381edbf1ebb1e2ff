//! Practice from a player's own games, pure: the positions of their finished games where they
//! gave up the most equity by the hard level's static measure (missed bingos first), and
//! judging an answer to one by that measure.

mod answer;
mod assess;

#[cfg(test)]
mod tests;

pub use answer::{Judged, judge_answer};
pub use assess::{MIN_LOSS, Made, PracticeTurn, assess_turns, mistakes, practice_positions};
