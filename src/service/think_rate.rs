//! The service owns the clock for the computer's thinking: the engine spends work (playouts,
//! endgame positions), never time, so its choice depends on the seed and the position alone.
//! A think time (the expert's time a move, a review's time a turn) becomes work here, from
//! this machine's rate, measured once per process on a fixed position.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::config::{EXPERT_THINK, ThinkBudget};
use crate::engine::ai::sim::{Budget, ENDGAME_NODES, SimSettings, simulate};
use crate::engine::ai::{self, Level, Position, REVIEW_ENDGAME_TURNS, ReviewSettings};
use crate::engine::endgame::{EndgamePosition, solve_until};
use crate::engine::game::{ChallengeRule, Game, GameSettings};
use crate::engine::lexicon::Lexicon;
use crate::engine::variant::Variant;

/// How fast this machine does each kind of work.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WorkRate {
    /// Playouts (of one candidate) a second.
    pub playouts_per_sec: f64,
    /// Positions the exact endgame search looks at a second once under way.
    pub nodes_per_sec: f64,
    /// Seconds an endgame search spends before it is under way (finding each side's plays
    /// line by line, the first turn's search): spent on every search, whatever its budget.
    pub endgame_setup_secs: f64,
}

/// The rate assumed when it cannot be measured: a slow machine's.
const FALLBACK: WorkRate = WorkRate {
    playouts_per_sec: 500.0,
    nodes_per_sec: 100_000.0,
    endgame_setup_secs: 0.0,
};

/// Turns of the seeded game the rate is measured after, and the work measured.
const MEASURED_AFTER_TURNS: usize = 6;
const MEASURED_PLAYOUTS: u32 = 6;
/// How long the measured endgame search runs (on the game's first position with the bag
/// empty): as long as the expert's default think time, because a search speeds up as it goes
/// (each side's plays are found line by line the first time a line's state is met, and most
/// are met early). Measured on the 2-core machine, on that position: 283,000 positions a
/// second over 0.25 s, 386,000 over 1 s, 468,000 over 2 s, 510,000 over 4 s; so a rate
/// measured over 0.25 s gave the expert's 2 s about three fifths of the positions it could
/// search. A build without optimisations (the tests') measures for 0.25 s only: its rate
/// means nothing anyway, and every process of the tests would wait.
const MEASURED_TIME: Duration = if cfg!(debug_assertions) {
    Duration::from_millis(250)
} else {
    EXPERT_THINK
};

impl WorkRate {
    /// This machine's rate, measured the first time it is asked for (about two seconds in an
    /// optimised build) and kept for the process.
    pub fn measured() -> Self {
        static RATE: OnceLock<WorkRate> = OnceLock::new();
        *RATE.get_or_init(|| {
            let rate = measure().unwrap_or(FALLBACK);
            tracing::info!(
                playouts_per_sec = rate.playouts_per_sec,
                nodes_per_sec = rate.nodes_per_sec,
                endgame_setup_secs = rate.endgame_setup_secs,
                "measured the computer players' rate of work"
            );
            rate
        })
    }

    /// The work `think` allows a search of `candidates` candidates: its playouts, fewer if its
    /// time fits fewer; and the endgame positions its time fits `endgame_turns` times over, the
    /// search's setup taken out first (at most [`ENDGAME_NODES`]).
    pub fn budget(&self, think: ThinkBudget, candidates: usize, endgame_turns: u32) -> Budget {
        let Some(time) = think.time else {
            return Budget::iterations(think.iterations);
        };
        let seconds = time.as_secs_f64();
        let playouts = self.playouts_per_sec * seconds / candidates.max(1) as f64;
        let searching = seconds * f64::from(endgame_turns) - self.endgame_setup_secs;
        let nodes = self.nodes_per_sec * searching.max(0.0);
        Budget::iterations(think.iterations.min((playouts as u32).max(1)))
            .with_nodes((nodes as u64).clamp(1, ENDGAME_NODES))
    }
}

/// The work `think` allows (see [`WorkRate::budget`]): a count of playouts as it is, a time
/// at this machine's rate (measured the first time one is asked for).
pub fn work_for(think: ThinkBudget, candidates: usize, endgame_turns: u32) -> Budget {
    match think.time {
        None => Budget::iterations(think.iterations),
        Some(_) => WorkRate::measured().budget(think, candidates, endgame_turns),
    }
}

/// How the expert level simulates within `think` a move.
pub fn expert_settings(think: ThinkBudget) -> SimSettings {
    let look = SimSettings::default();
    SimSettings {
        budget: work_for(think, look.candidates, 1),
        ..look
    }
}

/// How a review judges each turn within `think` a turn, dealing from `seed`: the best
/// candidates and the turn made share its time.
pub fn review_settings(think: ThinkBudget, seed: u64) -> ReviewSettings {
    let candidates = ReviewSettings::STATIC.candidates + 1;
    ReviewSettings::within(work_for(think, candidates, REVIEW_ENDGAME_TURNS), seed)
}

/// Times a simulation and an endgame search on a seeded hard-v-hard game's position.
fn measure() -> Option<WorkRate> {
    let lexicon = Lexicon::enable();
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, 1).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..MEASURED_AFTER_TURNS {
        let seat = game.to_move()?;
        let command = ai::command(&game, seat, Level::Hard, &lexicon, &mut rng);
        game.apply(&command, &lexicon).ok()?;
    }
    let seat = game.to_move()?;
    let position = Position::of(&game, seat);
    let look = SimSettings {
        min_iterations: MEASURED_PLAYOUTS,
        ..SimSettings::within(Budget::iterations(MEASURED_PLAYOUTS))
    };
    let start = Instant::now();
    let analysis = simulate(&position, &lexicon, &look, 1).ok()?;
    let playouts: u32 = analysis.candidates.iter().map(|j| j.iterations).sum();
    let playouts_per_sec = f64::from(playouts) / start.elapsed().as_secs_f64().max(1e-6);
    // The endgame rate on the same game's first position with the bag empty: a search early in
    // a game, with thousands of plays a position, runs several times slower than any endgame.
    while game.bag_len() > 0 && !game.is_over() {
        let seat = game.to_move()?;
        let command = ai::command(&game, seat, Level::Hard, &lexicon, &mut rng);
        game.apply(&command, &lexicon).ok()?;
    }
    let endgame = EndgamePosition::from_game(&game).ok()?;
    let (nodes_per_sec, endgame_setup_secs) = endgame_rate(game.variant(), &lexicon, &endgame)?;
    Some(WorkRate {
        playouts_per_sec,
        nodes_per_sec,
        endgame_setup_secs,
    })
}

/// Times an endgame search of `position` for [`MEASURED_TIME`] (or until it is solved, or
/// reaches [`ENDGAME_NODES`], the most any search is given): the rate once under way (from
/// its first check whether to stop to its last) and the setup before it (the time to that
/// first check less what its positions took at that rate).
fn endgame_rate(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
) -> Option<(f64, f64)> {
    let mut first: Option<(u64, Instant)> = None;
    let mut last = (0, Instant::now());
    let start = Instant::now();
    let mut stop = |nodes: u64| {
        let now = Instant::now();
        first.get_or_insert((nodes, now));
        last = (nodes, now);
        nodes >= ENDGAME_NODES || now.duration_since(start) >= MEASURED_TIME
    };
    solve_until(variant, lexicon, position, 1, &mut stop).ok()?;
    let finished = start.elapsed().as_secs_f64().max(1e-6);
    let Some((first_nodes, first_at)) = first else {
        // Finished before the first check: the checks' interval over the whole time.
        return Some((crate::engine::endgame::STOP_CHECK as f64 / finished, 0.0));
    };
    let under_way = last.1.duration_since(first_at).as_secs_f64();
    if last.0 <= first_nodes || under_way <= 0.0 {
        return Some((last.0 as f64 / finished, 0.0));
    }
    let rate = (last.0 - first_nodes) as f64 / under_way;
    let to_first = first_at.duration_since(start).as_secs_f64();
    Some((rate, (to_first - first_nodes as f64 / rate).max(0.0)))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    const RATE: WorkRate = WorkRate {
        playouts_per_sec: 1200.0,
        nodes_per_sec: 400_000.0,
        endgame_setup_secs: 0.0,
    };

    #[test]
    fn a_time_becomes_work_at_the_rate_and_a_count_stays_a_count() {
        let think = ThinkBudget::time(Duration::from_secs(2));
        // 2 s at 1,200 playouts a second over 12 candidates: 200 each; 800,000 positions.
        assert_eq!(
            RATE.budget(think, 12, 1),
            Budget::iterations(200).with_nodes(800_000)
        );
        let both = ThinkBudget::parse("50/2s").unwrap();
        assert_eq!(RATE.budget(both, 12, 3).iterations, 50);
        assert_eq!(RATE.budget(both, 12, 3).nodes, ENDGAME_NODES);
        assert_eq!(
            RATE.budget(ThinkBudget::iterations(7), 12, 1),
            Budget::iterations(7)
        );
    }

    #[test]
    fn an_endgame_search_setup_is_taken_out_of_its_time() {
        let rate = WorkRate {
            endgame_setup_secs: 0.25,
            ..RATE
        };
        let think = ThinkBudget::time(Duration::from_secs(2));
        // 1.75 s under way at 400,000 positions a second.
        assert_eq!(rate.budget(think, 12, 1).nodes, 700_000);
        // Three times 0.5 s for one search: 1.25 s under way.
        let half = ThinkBudget::time(Duration::from_millis(500));
        assert_eq!(rate.budget(half, 12, 3).nodes, 500_000);
        // A think time shorter than the setup still searches one turn ahead.
        let tiny = ThinkBudget::time(Duration::from_millis(100));
        assert_eq!(rate.budget(tiny, 12, 1).nodes, 1);
    }

    #[test]
    fn the_rate_is_measured_once() {
        let rate = WorkRate::measured();
        assert!(
            rate.playouts_per_sec > 0.0
                && rate.nodes_per_sec > 0.0
                && rate.endgame_setup_secs >= 0.0,
            "{rate:?}"
        );
        assert_eq!(WorkRate::measured(), rate);
    }
}
