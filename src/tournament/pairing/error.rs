//! Why a round cannot be paired (`PairError`).

use thiserror::Error;

use crate::engine::wording::{Worded, Wording};

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

impl Worded for PairError {
    fn wording(&self) -> Wording {
        let player = |key, player: usize| Wording::new(key).number("player", player);
        match self {
            PairError::NoPlayers => Wording::new("pairing-no-players"),
            PairError::RoundRobinComplete { rounds } => {
                Wording::new("pairing-round-robin-complete").number("rounds", *rounds)
            }
            PairError::FontesEvenRounds { rounds } => {
                Wording::new("pairing-fontes-even-rounds").number("rounds", *rounds)
            }
            PairError::FontesOver { round, rounds } => Wording::new("pairing-fontes-over")
                .number("rounds", *rounds)
                .number("round", *round),
            PairError::FontesTooFew {
                rounds,
                players,
                needed,
            } => Wording::new("pairing-fontes-too-few")
                .number("rounds", *rounds)
                .number("needed", *needed)
                .number("players", *players),
            PairError::ManualUnknown(p) => player("pairing-manual-unknown", *p),
            PairError::ManualTwice(p) => player("pairing-manual-twice", *p),
            PairError::ManualMissing(p) => player("pairing-manual-missing", *p),
        }
    }
}
