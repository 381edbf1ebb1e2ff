//! A puzzle's position: what a "find the best play" puzzle shows the solver.

use crate::engine::board::Board;
use crate::engine::rack::Rack;

/// A puzzle's position: the board, the rack to find a play for, every player's score (the
/// player to move first) and the tiles left in the bag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzlePosition {
    pub board: Board,
    pub rack: Rack,
    pub scores: Vec<i32>,
    pub bag_len: usize,
}
