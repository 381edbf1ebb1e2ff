//! How deeply a review judges each turn: by static equity alone, or searched within a budget
//! of work per turn (simulation while tiles are left to draw, the exact endgame once the bag is
//! empty between two players), from a seed.

use crate::engine::ai::sim::Budget;

/// How each turn is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewDepth {
    /// Static equity and the spread model's win chance: fast, and always the same.
    Static,
    /// Simulation, or the endgame search, within this budget per turn (a turn whose search
    /// cannot run is judged statically; an endgame not proven within it, by the best line
    /// its search found).
    Search(Budget),
}

/// What a review may spend, and how it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewSettings {
    pub depth: ReviewDepth,
    /// Candidates searched beside the turn made: the best by static equity.
    pub candidates: usize,
    /// Seed of the racks dealt in simulations (each turn's own, derived from it): the same
    /// seed and budget give the same review.
    pub seed: u64,
}

/// Candidates a review searches per turn, beside the turn made.
pub const REVIEW_CANDIDATES: usize = 8;

/// How many turns' time a turn with the bag empty may take to solve its endgame: few turns
/// have the bag empty, and those are worth solving. A caller turning a time per turn into work
/// gives the endgame's positions this many turns' worth.
pub const REVIEW_ENDGAME_TURNS: u32 = 3;

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
