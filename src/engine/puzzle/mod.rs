//! Daily puzzles, pure: the positions a "find the best play" puzzle can be made of (met in a
//! game's history, or in a game the computer plays against itself), choosing one (a clear
//! single answer by equity first), and ranking an answer among every legal play by score.

mod choose;
mod position;
mod rank;
mod self_play;
mod turns;

#[cfg(test)]
mod tests;

pub use choose::{Assessed, Candidate, assess, candidates_of, choose};
pub use position::PuzzlePosition;
pub use rank::{Ranking, Solution, check_answer, rank_play, solve};
pub use self_play::self_play_game;
pub use turns::{TurnPosition, challenged_off, turn_positions};
