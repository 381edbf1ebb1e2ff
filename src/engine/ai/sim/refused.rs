//! Why a position is not simulated: what the simulation refuses, and the exact endgame's own
//! refusals.

use crate::engine::endgame::EndgameError;

/// Why a position is not simulated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotSimulated {
    #[error("a simulation is between two players, not {0}")]
    Players(usize),
    #[error("a simulation follows the classic rules, not {0}")]
    Variant(String),
    #[error("the player to move has no play to judge")]
    NoPlay,
    #[error("the exact endgame did not finish within the budget")]
    EndgameUnfinished,
    #[error(transparent)]
    Endgame(#[from] EndgameError),
}
