//! What a simulation says about a position: each candidate with its static equity, its
//! simulated equity and standard error, and its chance of winning.

use super::super::choice::Choice;

/// One candidate, as the simulation judged it.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    pub choice: Choice,
    /// The hard level's value of it: score plus leave (or its endgame value).
    pub static_equity: f32,
    /// Mean points gained on the opponent over the playouts, plus the mover's leave less the
    /// opponent's at the end; with the bag empty, the spread the rest of the game adds (exact,
    /// or as far as the search looked: see [`Method`]).
    pub equity: f64,
    /// Standard error of [`Judged::equity`] (0 when exact).
    pub std_error: f64,
    /// Chance of winning the game after it (a draw counting half), 0 to 1.
    pub win: f64,
    /// Playouts it had (1 for an exact endgame value).
    pub iterations: u32,
    /// Whether it was dropped, far behind the best, before the budget ran out.
    pub pruned: bool,
}

/// How the candidates were judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Playouts against opponent racks dealt from the unseen tiles.
    Simulated,
    /// The bag empty: the exact endgame search, every value proven.
    Exact,
    /// The bag empty: the endgame search, cut by its budget before it proved every value:
    /// those of the deepest searches it finished, the shallowest of them `depth` turns ahead.
    Unproven { depth: u8 },
    /// One tile in the bag: each candidate play valued by the endgame after every one of the
    /// `draws` distinct tiles the bag could hold; `unproven_depth` is the fewest turns ahead an
    /// unproven search looked (`None`: every search proven).
    PreEndgame {
        draws: u8,
        unproven_depth: Option<u8>,
    },
}

/// A position's candidates, the best first (by equity, or in the pre-endgame by win chance;
/// those not dropped before the others).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub candidates: Vec<Judged>,
    pub method: Method,
    /// Rounds of playouts run (each round plays every remaining candidate once).
    pub rounds: u32,
}

impl Analysis {
    /// Orders the candidates: those still in first, then by equity, then by win chance; or,
    /// `by_win`, by win chance first (to a millionth: playouts that end the game give chances
    /// that tie), then by equity.
    pub(super) fn sorted(
        mut candidates: Vec<Judged>,
        method: Method,
        rounds: u32,
        by_win: bool,
    ) -> Self {
        let win = |j: &Judged| (j.win * 1e6).round();
        candidates.sort_by(|a, b| {
            let first = a.pruned.cmp(&b.pruned);
            if by_win {
                first
                    .then(win(b).total_cmp(&win(a)))
                    .then(b.equity.total_cmp(&a.equity))
            } else {
                first
                    .then(b.equity.total_cmp(&a.equity))
                    .then(b.win.total_cmp(&a.win))
            }
        });
        Self {
            candidates,
            method,
            rounds,
        }
    }

    /// The best candidate's choice, if there is any candidate.
    pub fn best(&self) -> Option<&Choice> {
        self.candidates.first().map(|j| &j.choice)
    }
}
