//! Daily puzzles, pure: the positions a "find the best play" puzzle can be made of (met in a
//! game's history, or in a game the computer plays against itself), choosing one, and ranking
//! an answer among every legal play by score.

mod choose;
mod position;
mod rank;
mod self_play;

#[cfg(test)]
mod tests;

pub use choose::{Assessed, Candidate, assess, candidates_of, choose};
pub use position::PuzzlePosition;
pub use rank::{Ranking, Solution, rank_play, solve};
pub use self_play::self_play_game;
