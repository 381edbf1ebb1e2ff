//! What the computer may spend thinking, as operators and players write it: a number of
//! playouts, a time, or both (`300/2s`). The engine spends work only; the service turns the
//! time into work from the rate it measured (`service::thinking`).

use std::time::Duration;

/// Playouts of each candidate, and (if given) a time for the whole search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThinkBudget {
    /// Most playouts of each candidate.
    pub iterations: u32,
    /// Most time, turned into work before the search starts.
    pub time: Option<Duration>,
}

impl ThinkBudget {
    /// At most `iterations` playouts of each candidate, whatever the time: repeatable.
    pub const fn iterations(iterations: u32) -> Self {
        Self {
            iterations,
            time: None,
        }
    }

    /// As much work as fits in `time` (at most 100,000 playouts of each candidate).
    pub const fn time(time: Duration) -> Self {
        Self {
            iterations: 100_000,
            time: Some(time),
        }
    }

    /// Reads a budget as people write it: a number of playouts (`300`, repeatable for a
    /// seed), a time (`500ms`, `2s`), or both (`300/2s`: 300 playouts, fewer if 2 s fits
    /// fewer).
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

/// The bot's budget per turn of a review: 200 playouts of each candidate, fewer if 250 ms fits
/// fewer (a turn with the bag empty may take three times that to solve the endgame), so a
/// game of 25 turns takes under 10 s however slow the machine.
pub const REVIEW_TURN_BUDGET: ThinkBudget = ThinkBudget {
    iterations: 200,
    time: Some(Duration::from_millis(250)),
};

/// The expert level's think time per move unless configured (`expert_think_ms`).
pub const EXPERT_THINK: Duration = Duration::from_secs(2);
