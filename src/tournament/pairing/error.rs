//! Why a round cannot be paired (`PairError`).

use crate::engine::wording::{Worded, Wording};

/// Why a round cannot be paired this way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PairError {
    NoPlayers,
    RoundRobinComplete {
        rounds: usize,
    },
    FontesEvenRounds {
        rounds: usize,
    },
    FontesOver {
        round: usize,
        rounds: usize,
    },
    FontesTooFew {
        rounds: usize,
        players: usize,
        needed: usize,
    },
    ManualUnknown(usize),
    ManualTwice(usize),
    ManualMissing(usize),
}

crate::engine::english::said_in_english!(PairError);

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
