//! Why a round cannot be paired (`PairError`).

use thiserror::Error;

/// Why a round cannot be paired this way.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PairError {
    #[error("there are no players")]
    NoPlayers,
    #[error("the round robin is complete after {rounds} rounds")]
    RoundRobinComplete { rounds: usize },
    #[error("initial Fontes needs an odd number of rounds, not {rounds}")]
    FontesEvenRounds { rounds: usize },
    #[error("initial Fontes pairs only the first {rounds} rounds, not round {round}")]
    FontesOver { round: usize, rounds: usize },
    #[error("initial Fontes over {rounds} rounds needs at least {needed} players, not {players}")]
    FontesTooFew {
        rounds: usize,
        players: usize,
        needed: usize,
    },
    #[error("manual pairings: player {0} is not in the event")]
    ManualUnknown(usize),
    #[error("manual pairings: player {0} is paired more than once")]
    ManualTwice(usize),
    #[error("manual pairings: player {0} is not paired")]
    ManualMissing(usize),
}
