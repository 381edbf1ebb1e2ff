//! What a solved endgame says: the best line of play for both sides to the end of the game,
//! how it ends, and the spread it comes to.

use crate::engine::movegen::Move;

/// A turn of the line: a play or a pass (with the bag empty there is no exchange, rule 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Play(Move),
    Pass,
}

/// One turn of the best line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Who makes it: 0 for the side to move in the position solved, 1 for the other.
    pub seat: usize,
    pub action: Action,
    /// Points it scores.
    pub points: i32,
}

/// How the game ends (rule 9).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// `seat` played their last tile: the other's unplayed tiles count twice in the spread
    /// (rule 18 under both conventions: the rule books' "minus for one, plus for the other",
    /// or the tournament's double for the player who went out).
    WentOut { seat: usize },
    /// The variant's limit of consecutive scoreless turns: each player loses the value of
    /// their own rack.
    ScorelessTurns,
    /// The line stops where a search cut by its budget looked no further (see
    /// [`Solution::proven`]): its spread is an estimate, the rest of the game played out
    /// greedily by both sides (a one-turn search, the answer of last resort, counts each
    /// side's rack against it as if both passed to the end).
    Unfinished,
}

/// A searched endgame: solved exactly ([`Solution::proven`]), or the best line of the deepest
/// search its budget finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// What the rest of the game adds to the spread of the side to move (their points less
    /// the other's, end adjustments included), with best play by both; unproven, the value of
    /// the line found [`Solution::depth`] turns ahead.
    pub spread: i32,
    /// The spread at the end of the game: the scores' difference now plus [`Solution::spread`].
    pub final_spread: i32,
    /// The best line, turn by turn, to the end of the game.
    pub line: Vec<Step>,
    pub ending: Ending,
    /// The end-of-game adjustment's part of the spread, from the side to move's view.
    pub adjustment: i32,
    /// Positions searched.
    pub nodes: u64,
    /// Whether the spread is exact: every line was searched to the end of the game. When the
    /// budget ended the search first, the line is that of the deepest search it finished.
    pub proven: bool,
    /// Turns ahead the deepest finished search looked (at least 1: the first, one turn
    /// ahead, is always finished).
    pub depth: u8,
}
