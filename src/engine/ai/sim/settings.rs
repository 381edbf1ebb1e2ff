//! What a simulation may spend and how it looks: the budget in work (playouts of each
//! candidate, positions of the exact endgame), how many candidates it plays out, how many turns
//! deep, when it drops a candidate. The engine never reads a clock: a caller with a time to
//! spend turns it into work first (the service, from the rate it measured).

/// Positions each exact endgame search may look at, unless a budget says fewer.
pub const ENDGAME_NODES: u64 = 2_000_000;

/// How much a simulation may spend, in work alone: at most `iterations` playouts of each
/// candidate and `nodes` positions for each exact endgame search. The same budget, seed and
/// position give the same result on any machine, however loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// Most playouts of each candidate.
    pub iterations: u32,
    /// Most positions each exact endgame search looks at.
    pub nodes: u64,
}

impl Budget {
    /// At most `iterations` playouts of each candidate, and [`ENDGAME_NODES`] positions for
    /// each endgame search.
    pub const fn iterations(iterations: u32) -> Self {
        Self {
            iterations,
            nodes: ENDGAME_NODES,
        }
    }

    /// This budget with at most `nodes` positions for each endgame search.
    pub const fn with_nodes(self, nodes: u64) -> Self {
        Self { nodes, ..self }
    }
}

/// The expert level's budget per move where no caller turned a think time into work (the
/// engine's own callers and tests): 100 playouts of each candidate, [`ENDGAME_NODES`] positions.
pub const EXPERT_BUDGET: Budget = Budget::iterations(100);

/// How a simulation looks at a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SimSettings {
    /// Candidates played out: the best by the hard level's static equity.
    pub candidates: usize,
    /// Turns each playout lasts, the candidate included (2: the candidate and one reply).
    pub plies: u8,
    /// What it may spend: playouts of each candidate, positions of each endgame search.
    pub budget: Budget,
    /// Playouts of every candidate before any is dropped.
    pub min_iterations: u32,
    /// A candidate is dropped when the best one's mean equity is ahead of its own by more than
    /// this many standard errors of the difference (2.58: about one chance in 200 of dropping
    /// a candidate that is in fact as good, for normally distributed means).
    pub prune_z: f64,
    /// With at most this many tiles in the bag (the pre-endgame), the playouts go on to the
    /// end of the game, whatever `plies` says, and the candidates are ranked by their chance
    /// of winning first, by equity among those whose chances are the same.
    pub to_the_end: usize,
    /// With one tile in the bag, value each candidate play by the endgame after every tile the
    /// bag could hold (searched within the budget's positions, shared among them) instead of
    /// playouts.
    pub pre_endgame: bool,
    /// Threads each round's playouts are shared among (1: this one alone). The result is the
    /// same on any number: each candidate's playout of a round is its own.
    pub threads: usize,
}

impl SimSettings {
    /// The default look (12 candidates, 2 turns deep, 2.58 standard errors after 24 playouts,
    /// to the end of the game with at most 7 tiles in the bag, every draw searched with one) within
    /// `budget`.
    pub const fn within(budget: Budget) -> Self {
        Self {
            candidates: 12,
            plies: 2,
            budget,
            min_iterations: 24,
            prune_z: 2.58,
            to_the_end: 7,
            pre_endgame: true,
            threads: 1,
        }
    }
}

impl Default for SimSettings {
    /// The expert level's: [`SimSettings::within`] the [`EXPERT_BUDGET`].
    fn default() -> Self {
        Self::within(EXPERT_BUDGET)
    }
}
