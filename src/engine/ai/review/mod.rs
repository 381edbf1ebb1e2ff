//! Game review: every turn looked at again against the highest-scoring play the rack allowed
//! and the hard computer level's choice, with the points the turn gave up, and whether the play
//! made is among the legal plays the move generator finds (or why not).

mod game;
mod record;
mod report;
mod text;
mod turn;

pub use game::{review_game, score_progress};
pub use record::{RecordReview, review_record};
pub use report::{Played, RackSource, TurnReview, Verdict};
pub use text::move_text;
