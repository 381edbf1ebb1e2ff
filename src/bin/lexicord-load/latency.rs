//! Latency samples by kind of service call, and their summary: count, percentiles, maximum.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

/// What was timed: the turn commands a player gives, the calls that set a game up, the read the
/// driver makes to see the board before each turn, and (not a service call) the player's own
/// choice of move, which is the same engine work as a computer seat's answer inside a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Call {
    Play,
    Exchange,
    Pass,
    CreateLobby,
    AddComputer,
    Start,
    Snapshot,
    Choice,
    /// A computer seat's move, its own step after the player's command.
    ComputerStep,
}

impl Call {
    pub fn name(self) -> &'static str {
        match self {
            Call::Play => "play",
            Call::Exchange => "exchange",
            Call::Pass => "pass",
            Call::CreateLobby => "create-lobby",
            Call::AddComputer => "add-computer",
            Call::Start => "start",
            Call::Snapshot => "snapshot",
            Call::Choice => "(choice)",
            Call::ComputerStep => "computer-step",
        }
    }

    /// A turn command: what the p95 target is about.
    pub fn is_turn(self) -> bool {
        matches!(self, Call::Play | Call::Exchange | Call::Pass)
    }
}

/// Durations of service calls, by kind.
#[derive(Default)]
pub struct Samples {
    by_call: BTreeMap<Call, Vec<Duration>>,
}

impl Samples {
    pub fn record(&mut self, call: Call, took: Duration) {
        self.by_call.entry(call).or_default().push(took);
    }

    /// All turn commands together.
    pub fn turns(&self) -> Vec<Duration> {
        self.by_call
            .iter()
            .filter(|(call, _)| call.is_turn())
            .flat_map(|(_, d)| d.iter().copied())
            .collect()
    }

    /// One line per kind of call, then the turn commands together.
    pub fn table(&self) -> String {
        let mut text = format!("{:<14}{}\n", "call", Summary::HEADER);
        for (call, durations) in &self.by_call {
            let _ = writeln!(
                text,
                "{:<14}{}",
                call.name(),
                Summary::of(durations.clone())
            );
        }
        let _ = writeln!(text, "{:<14}{}", "TURN COMMANDS", Summary::of(self.turns()));
        text
    }
}

/// Count, median, 95th and 99th percentiles and maximum of some durations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    pub count: usize,
    pub p50: Duration,
    pub p95: Duration,
    pub p99: Duration,
    pub max: Duration,
}

impl Summary {
    const HEADER: &'static str = "   count      p50      p95      p99      max";

    pub fn of(mut durations: Vec<Duration>) -> Self {
        durations.sort_unstable();
        Self {
            count: durations.len(),
            p50: percentile(&durations, 50),
            p95: percentile(&durations, 95),
            p99: percentile(&durations, 99),
            max: durations.last().copied().unwrap_or_default(),
        }
    }
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        write!(
            f,
            "{:>8} {:>6.1}ms {:>6.1}ms {:>6.1}ms {:>6.1}ms",
            self.count,
            ms(self.p50),
            ms(self.p95),
            ms(self.p99),
            ms(self.max)
        )
    }
}

/// The nearest-rank percentile of sorted durations (zero for none).
fn percentile(sorted: &[Duration], percent: usize) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = (percent * sorted.len()).div_ceil(100).max(1);
    sorted[rank - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let ms = Duration::from_millis;
        let durations: Vec<Duration> = (1..=100).rev().map(ms).collect();
        let summary = Summary::of(durations);
        assert_eq!(summary.count, 100);
        assert_eq!(
            (summary.p50, summary.p95, summary.p99, summary.max),
            (ms(50), ms(95), ms(99), ms(100))
        );
        assert_eq!(Summary::of(vec![ms(7)]).p95, ms(7));
        assert_eq!(Summary::of(Vec::new()).max, Duration::ZERO);
    }

    #[test]
    fn turn_commands_are_play_exchange_and_pass() {
        let mut samples = Samples::default();
        samples.record(Call::Play, Duration::from_millis(3));
        samples.record(Call::Pass, Duration::from_millis(1));
        samples.record(Call::Snapshot, Duration::from_millis(9));
        samples.record(Call::Exchange, Duration::from_millis(2));
        assert_eq!(samples.turns().len(), 3);
        assert!(samples.table().contains("snapshot"));
    }
}
