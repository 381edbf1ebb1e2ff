//! Game review: every turn looked at again against the highest-scoring play the rack allowed
//! and the best choice by equity (static, simulated or the exact endgame, within a budget),
//! with the points, equity and chance of winning the turn gave up, and whether the play made
//! is among the legal plays the move generator finds (or why not).

mod game;
mod judge;
mod progress;
mod record;
mod report;
mod scoreless;
mod settings;
mod text;
mod turn;

pub use game::{review_game, score_progress};
pub use progress::win_progress;
pub use record::{RecordReview, review_record};
pub use report::{EquityReview, JudgedBy, Played, RackSource, TurnReview, Verdict};
pub use settings::{REVIEW_CANDIDATES, REVIEW_ENDGAME_TURNS, ReviewDepth, ReviewSettings};
pub use text::move_text;

#[cfg(test)]
mod tests;
