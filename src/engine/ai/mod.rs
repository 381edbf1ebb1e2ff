//! Computer players. Four levels that play differently: `easy` picks a modest play with a
//! short word at random, `medium` takes the highest score, `hard` weighs the score against the
//! tiles it keeps and avoids opening triple-word lanes late in the game, `expert` plays the
//! hard level's best candidates out against sampled racks (simulation). Each answers with a
//! command the game accepts from any player.

mod choice;
mod choose;
mod endgame;
pub mod equity;
mod hard;
mod lanes;
mod leave;
mod leave_weights;
mod level;
mod model;
mod position;
mod race;
mod review;
pub mod sim;

pub use choice::Choice;
pub use choose::{choose, choose_at, choose_at_with, choose_with, command, command_with};
pub use equity::{best_by_equity, placed_equity, play_equity, static_equity, static_win};
pub use hard::choose_hard;
pub use leave::LeaveJudge;
pub use level::Level;
pub use model::LeaveModel;
pub use position::Position;
pub use review::{
    EquityReview, JudgedBy, Played, REVIEW_CANDIDATES, REVIEW_ENDGAME_TURNS, RackSource,
    RecordReview, ReviewDepth, ReviewSettings, TurnReview, Verdict, move_text, review_game,
    review_record, score_progress, win_progress,
};
pub use sim::choose_expert;

#[cfg(test)]
mod tests;
