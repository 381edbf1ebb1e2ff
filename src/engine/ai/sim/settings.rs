//! What a simulation may spend and how it looks: the budget (playouts and time), how many
//! candidates it plays out, how many turns deep, when it drops a candidate.

use std::time::{Duration, Instant};

/// How much a simulation may spend: at most `iterations` playouts of each candidate, and
/// (if given) at most `time` of wall-clock time from its start. With no time limit the result
/// depends on the seed alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Budget {
    /// Most playouts of each candidate.
    pub iterations: u32,
    /// Most wall-clock time for the whole simulation.
    pub time: Option<Duration>,
}

impl Budget {
    /// At most `iterations` playouts of each candidate, with no time limit: repeatable.
    pub const fn iterations(iterations: u32) -> Self {
        Self {
            iterations,
            time: None,
        }
    }

    /// As many playouts as fit in `time` (at most 100,000 of each candidate).
    pub const fn time(time: Duration) -> Self {
        Self {
            iterations: 100_000,
            time: Some(time),
        }
    }

    /// When a simulation started at `start` must stop, if it has a time limit.
    pub fn deadline(&self, start: Instant) -> Option<Instant> {
        self.time.map(|t| start + t)
    }

    /// Reads a budget as people write it: a number of playouts (`300`, repeatable for a
    /// seed), a time (`500ms`, `2s`), or both (`300/2s`: 300 playouts, stopped at 2 s).
    pub fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let number = |digits: &str| digits.trim().parse::<u64>().ok().filter(|&n| n > 0);
        let time = |t: &str| {
            let t = t.trim();
            if let Some(ms) = t.strip_suffix("ms") {
                number(ms).map(Duration::from_millis)
            } else {
                t.strip_suffix('s')
                    .and_then(number)
                    .map(Duration::from_secs)
            }
        };
        let playouts = |n: &str| number(n).and_then(|n| u32::try_from(n).ok());
        let budget = match text.split_once('/') {
            Some((n, t)) => playouts(n).zip(time(t)).map(|(iterations, time)| Self {
                iterations,
                time: Some(time),
            }),
            None => time(text)
                .map(Self::time)
                .or_else(|| playouts(text).map(Self::iterations)),
        };
        budget.ok_or_else(|| {
            format!(
                "{text:?} is not a budget: give a number of playouts (300), a time (500ms, \
                 2s) or both (300/2s)"
            )
        })
    }
}

/// The expert level's budget per move: two seconds.
pub const EXPERT_BUDGET: Budget = Budget::time(Duration::from_secs(2));

/// How a simulation looks at a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SimSettings {
    /// Candidates played out: the best by the hard level's static equity.
    pub candidates: usize,
    /// Turns each playout lasts, the candidate included (2: the candidate and one reply).
    pub plies: u8,
    pub budget: Budget,
    /// Playouts of every candidate before any is dropped.
    pub min_iterations: u32,
    /// A candidate is dropped when the best one's mean equity is ahead of its own by more than
    /// this many standard errors of the difference (2.58: about one chance in 200 of dropping
    /// a candidate that is in fact as good, for normally distributed means).
    pub prune_z: f64,
    /// With the bag empty (the exact endgame), most positions searched per candidate.
    pub endgame_nodes: u64,
    /// With at most this many tiles in the bag (the pre-endgame), the playouts go on to the
    /// end of the game, whatever `plies` says, and the candidates are ranked by their chance
    /// of winning first, by equity among those whose chances are the same.
    pub to_the_end: usize,
}

impl SimSettings {
    /// The default look (12 candidates, 2 turns deep, 2.58 standard errors after 24 playouts,
    /// 2 million endgame positions, to the end of the game with at most 7 tiles in the bag)
    /// within `budget`.
    pub const fn within(budget: Budget) -> Self {
        Self {
            candidates: 12,
            plies: 2,
            budget,
            min_iterations: 24,
            prune_z: 2.58,
            endgame_nodes: 2_000_000,
            to_the_end: 7,
        }
    }
}

impl Default for SimSettings {
    /// The expert level's: [`SimSettings::within`] the [`EXPERT_BUDGET`].
    fn default() -> Self {
        Self::within(EXPERT_BUDGET)
    }
}
