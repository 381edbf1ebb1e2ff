//! How a game ended: the reason (rule 9 and the variants' own endings) and the final account,
//! with the rule books' tie-break.

use super::record::Seat;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// "All letters have been drawn and one player uses his or her last letter" (rule 9).
    WentOut { player: Seat },
    /// The variant's number of consecutive scoreless turns, all players together, standing in
    /// for "when all possible plays have been made".
    ScorelessTurns,
    /// Finish Line (rule book 003): a player reached the target score, "no matter how many tiles
    /// are left". No unplayed tiles are counted.
    TargetReached { player: Seat },
    /// Every player but one resigned. No unplayed tiles are counted.
    Resignation,
    /// Free for All: every player has taken the game's number of turns ("Keep playing until
    /// all players have taken three turns"). No unplayed tiles are counted.
    RoundsPlayed,
    /// Hyper-Race: `player` placed a tile on an Earth square while making a word and wins.
    ReachedEarth { player: Seat },
}

/// The final account of a finished game, by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub reason: EndReason,
    /// Scores when the game ended, before unplayed tiles were counted (the tie-break).
    pub scores_before_adjustment: Vec<i32>,
    /// What the unplayed tiles added or took away.
    pub adjustments: Vec<i32>,
    pub final_scores: Vec<i32>,
    /// "The player with the highest final score wins the game. In case of a tie, the player with
    /// the highest score before adding or deducting unplayed letters wins." More than one seat
    /// here is a draw. Players who resigned never win.
    pub winners: Vec<Seat>,
}

impl GameResult {
    /// Whether several players share the win after the tie-break.
    pub fn is_draw(&self) -> bool {
        self.winners.len() > 1
    }
}
