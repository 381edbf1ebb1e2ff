//! The computer players' strength, measured by self-play (docs/guide/benchmarks.md, "Computer
//! players"): for each pairing, games from seeds 1..=N/2 played twice with the seats swapped,
//! so both players see the same tile draws from both sides. Prints win rate (a draw counts
//! half), average scores and games per second:
//!
//! `cargo run --release --example strength -- --games 2000 [--threads 2] [--first-seed 1]
//! [--pairs easy-medium,...]
//! [--leaves leave_weights.rs]` (`--leaves`: hard values leaves with the weights of that file,
//! as `learn_leaves` writes it, instead of its built-in ones; `--first-seed`: the seeds are
//! S to S + games/2 - 1, so a long run can be split over processes and the tallies added)
//!
//! The expert level is measured only when named, with a playout budget per move instead of
//! its two seconds, so that the games are repeatable and finish:
//! `cargo run --release --example strength -- --games 1000 --pairs expert-hard --iterations 40
//! [--candidates 8] [--endgame-nodes 200000] [--plies 2] [--to-the-end 7]` (`--to-the-end 0`:
//! the pre-endgame simulated like the rest of the game). `--pairs expert-expert-without-pre-endgame`
//! measures the pre-endgame search (one tile in the bag) against playing it out.
//!
//! The "highest score" player always takes the top-scoring play (and exchanges all its tiles, or
//! passes, when it has none): this is the medium level.

use std::time::Instant;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::sim::{Budget, SimSettings};
use lexicord::engine::ai::{self, LeaveJudge, LeaveModel, Level, Position};
use lexicord::engine::game::{ChallengeRule, Command, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::tiles::TileSet;
use lexicord::engine::variant::Variant;

#[path = "support/tally.rs"]
mod tally;
use tally::Tally;

/// A player in a pairing: a level, shown by name.
#[derive(Clone, Copy)]
struct Player {
    name: &'static str,
    level: Level,
    /// For the expert: whether it searches every draw's endgame with one tile in the bag
    /// (`SimSettings::pre_endgame`) or plays it out like the rest of the pre-endgame.
    pre_endgame: bool,
}

const EASY: Player = Player {
    name: "easy",
    level: Level::Easy,
    pre_endgame: true,
};
const MEDIUM: Player = Player {
    name: "medium",
    level: Level::Medium,
    pre_endgame: true,
};
const HARD: Player = Player {
    name: "hard",
    level: Level::Hard,
    pre_endgame: true,
};
const EXPERT: Player = Player {
    name: "expert",
    level: Level::Expert,
    pre_endgame: true,
};
const EXPERT_WITHOUT_PRE_ENDGAME: Player = Player {
    name: "expert-without-pre-endgame",
    level: Level::Expert,
    pre_endgame: false,
};
const HIGHEST: Player = Player {
    name: "highest-score",
    level: Level::Medium,
    pre_endgame: true,
};

/// The pairings of the table in docs/guide/benchmarks.md.
const PAIRINGS: [(Player, Player); 6] = [
    (EASY, MEDIUM),
    (EASY, HARD),
    (MEDIUM, HARD),
    (EASY, HIGHEST),
    (MEDIUM, HIGHEST),
    (HARD, HIGHEST),
];

/// Pairings measured only when `--pairs` names them.
const ON_REQUEST: [(Player, Player); 3] = [
    (EXPERT, HARD),
    (EXPERT, EXPERT_WITHOUT_PRE_ENDGAME),
    (EXPERT_WITHOUT_PRE_ENDGAME, HARD),
];

/// How the players of one run play: hard's leave values if given, the expert's simulation.
#[derive(Clone, Copy)]
struct Setup<'a> {
    judge: Option<&'a LeaveJudge>,
    expert: &'a SimSettings,
}

/// Plays one game; returns the final scores by seat and whether seat 0 won, drew or lost
/// (1, 0.5, 0).
fn play_game(
    players: [Player; 2],
    seed: u64,
    lexicon: &Lexicon,
    setup: Setup<'_>,
) -> ([i32; 2], f64) {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let levels = players.map(|p| p.level);
    while let Some(seat) = game.to_move() {
        let command = if game.awaiting_final_challenge() {
            Command::Pass { player: seat }
        } else if let (Level::Hard, Some(judge)) = (levels[seat], setup.judge) {
            ai::choose_hard(&Position::of(&game, seat), lexicon, judge).command(seat)
        } else if levels[seat] == Level::Expert {
            let position = Position::of(&game, seat);
            let settings = SimSettings {
                pre_endgame: players[seat].pre_endgame,
                ..*setup.expert
            };
            ai::choose_expert(&position, lexicon, &settings, rng.random()).command(seat)
        } else {
            ai::command(&game, seat, levels[seat], lexicon, &mut rng)
        };
        game.apply(&command, lexicon)
            .expect("computer moves are legal");
    }
    let result = game.result().expect("the game is over");
    let scores = [result.final_scores[0], result.final_scores[1]];
    let first = match result.winners.as_slice() {
        [0] => 1.0,
        [1] => 0.0,
        _ => 0.5,
    };
    (scores, first)
}

/// Plays `games` games of `a` against `b` over `threads` threads, from seed `first_seed` on.
fn pairing(
    (a, b): (Player, Player),
    (games, first_seed): (u64, u64),
    threads: u64,
    lexicon: &Lexicon,
    setup: Setup<'_>,
) -> Tally {
    let seeds = games.div_ceil(2);
    let per_thread = seeds.div_ceil(threads);
    let parts: Vec<Tally> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let from = first_seed + t * per_thread;
                let to = (from + per_thread).min(first_seed + seeds);
                scope.spawn(move || {
                    let mut tally = Tally::default();
                    for seed in from..to {
                        // Seat 0 is `a` in one game and `b` in the other.
                        let (scores, first) = play_game([a, b], seed, lexicon, setup);
                        tally.add(scores, first);
                        let (scores, first) = play_game([b, a], seed, lexicon, setup);
                        tally.add([scores[1], scores[0]], 1.0 - first);
                    }
                    tally
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a game thread panicked"))
            .collect()
    });
    let mut total = Tally::default();
    for part in &parts {
        total.merge(part);
    }
    total
}

fn main() {
    let mut games = 2000u64;
    let mut threads = 2u64;
    let mut first_seed = 1u64;
    let mut only: Option<String> = None;
    let mut leaves: Option<String> = None;
    let mut exchange_cost = 0.0f32;
    let mut expert = SimSettings::within(Budget::iterations(40));
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match arg.as_str() {
            "--games" => games = value().parse().expect("--games N"),
            "--threads" => threads = value().parse().expect("--threads N"),
            "--first-seed" => first_seed = value().parse().expect("--first-seed S"),
            "--pairs" => only = Some(value()),
            "--leaves" => leaves = Some(value()),
            "--exchange-cost" => exchange_cost = value().parse().expect("--exchange-cost X"),
            "--iterations" => {
                expert.budget = Budget::iterations(value().parse().expect("--iterations N"))
                    .with_nodes(expert.budget.nodes);
            }
            "--candidates" => expert.candidates = value().parse().expect("--candidates N"),
            "--endgame-nodes" => expert.budget.nodes = value().parse().expect("--endgame-nodes N"),
            "--plies" => expert.plies = value().parse().expect("--plies N"),
            "--to-the-end" => expert.to_the_end = value().parse().expect("--to-the-end N"),
            other => panic!("unknown option {other}"),
        }
    }
    let lexicon = Lexicon::enable();
    // Leave values for hard from a file written by `learn_leaves` instead of the built-in ones.
    let judge = leaves.map(|path| {
        let text = std::fs::read_to_string(&path).expect("the --leaves file is readable");
        let weights = LeaveModel::weights_from_source(&text).expect("--leaves: an ENGLISH array");
        LeaveJudge::Learned(
            LeaveModel::new(&TileSet::english(), &weights).with_exchange_cost(exchange_cost),
        )
    });
    println!(
        "| pairing (A v B) | games | A wins | 95% interval | A average | B average | games/s |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    let setup = Setup {
        judge: judge.as_ref(),
        expert: &expert,
    };
    let named = |name: &str| {
        only.as_ref()
            .is_some_and(|o| o.split(',').any(|p| p == name))
    };
    let pairs = PAIRINGS
        .into_iter()
        .filter(|(a, b)| only.is_none() || named(&format!("{}-{}", a.name, b.name)))
        .chain(
            ON_REQUEST
                .into_iter()
                .filter(|(a, b)| named(&format!("{}-{}", a.name, b.name))),
        );
    for (a, b) in pairs {
        let start = Instant::now();
        let tally = pairing((a, b), (games, first_seed), threads, &lexicon, setup);
        let secs = start.elapsed().as_secs_f64();
        let n = f64::from(tally.games);
        let (rate, low, high) = tally.win_rate();
        println!(
            "| {} v {} | {} | {:.1}% | {:.1}-{:.1}% | {:.1} | {:.1} | {:.1} |",
            a.name,
            b.name,
            tally.games,
            100.0 * rate,
            100.0 * low,
            100.0 * high,
            tally.points[0] as f64 / n,
            tally.points[1] as f64 / n,
            n / secs
        );
    }
}
