//! How deeply a review judges each turn: by static equity alone, or searched within a budget
//! per turn (simulation while tiles are left to draw, the exact endgame once the bag is empty
//! between two players), from a seed.

use crate::engine::ai::sim::Budget;

/// How each turn is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewDepth {
    /// Static equity and the spread model's win chance: fast, and always the same.
    Static,
    /// Simulation, or the exact endgame, within this budget per turn (a turn whose search
    /// cannot run, or does not finish, is judged statically).
    Search(Budget),
}

/// What a review may spend, and how it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewSettings {
    pub depth: ReviewDepth,
    /// Candidates searched beside the turn made: the best by static equity.
    pub candidates: usize,
    /// Seed of the racks dealt in simulations (each turn's own, derived from it): with a
    /// budget of playouts and no time limit, the same seed gives the same review.
    pub seed: u64,
}

/// Candidates a review searches per turn, beside the turn made.
pub const REVIEW_CANDIDATES: usize = 8;

/// The bot's budget per turn of a review: 200 playouts of each candidate, stopped at 250 ms
/// (a turn with the bag empty may take three times that to solve the endgame), so a game of
/// 25 turns takes under 10 s however slow the machine.
pub const REVIEW_TURN_BUDGET: Budget = Budget {
    iterations: 200,
    time: Some(std::time::Duration::from_millis(250)),
};

impl ReviewSettings {
    /// Static equity only.
    pub const STATIC: Self = Self {
        depth: ReviewDepth::Static,
        candidates: REVIEW_CANDIDATES,
        seed: 0,
    };

    /// Each turn searched within `budget`, dealing from `seed`.
    pub const fn within(budget: Budget, seed: u64) -> Self {
        Self {
            depth: ReviewDepth::Search(budget),
            candidates: REVIEW_CANDIDATES,
            seed,
        }
    }

    /// The seed of the turn at `at` (its place in the history or the record).
    pub(super) fn seed_at(&self, at: usize) -> u64 {
        self.seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(at as u64)
    }
}
