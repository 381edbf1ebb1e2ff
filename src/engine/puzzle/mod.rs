//! Daily puzzles, pure: the positions a "find the best play" puzzle can be made of (met in a
//! game's history, or in a game the computer plays against itself), choosing one, and ranking
//! an answer among every legal play by score.

mod choose;
mod rank;
mod self_play;

#[cfg(test)]
mod tests;

use super::board::Board;
use super::rack::Rack;

pub use choose::{Assessed, Candidate, assess, candidates_of, choose};
pub use rank::{Ranking, Solution, rank_play, solve};
pub use self_play::self_play_game;

/// A puzzle's position: the board, the rack to find a play for, every player's score (the
/// player to move first) and the tiles left in the bag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzlePosition {
    pub board: Board,
    pub rack: Rack,
    pub scores: Vec<i32>,
    pub bag_len: usize,
}
