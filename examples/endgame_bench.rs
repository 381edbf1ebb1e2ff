//! The expert's endgames on positions of its own games (docs/guide/benchmarks.md, "Endgames of
//! self-play"): seeded games of the expert against itself, played until the bag is empty; on
//! each game's first bag-empty position, the exact search's time (cut at `--limit` seconds),
//! and the move the expert plays there under the bot's default think time (its node budget
//! from this machine's measured rate), judged against the exact value: the spread it gives up.
//!
//! `cargo run --release --example endgame_bench -- --games 200 [--limit 10] [--first-seed 1]
//! [--iterations 20] [--think-ms MS] [--threads 2]`
//!
//! `--think-ms`: the expert's time a move (the bot's default, 2 s, unless given);
//! `--iterations`: the expert's playouts per candidate while it plays the games up to the
//! endgame (the games only make the positions); `--threads`: games played at once (the
//! searches are timed one at a time).

use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::config::{EXPERT_THINK, ThinkBudget};
use lexicord::engine::ai::sim::{Budget, SimSettings};
use lexicord::engine::ai::{self, Choice, Position};
use lexicord::engine::endgame::{
    Action, AfterTurn, EndgamePosition, Solution, after_turn, solve_until,
};
use lexicord::engine::game::{ChallengeRule, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::variant::Variant;
use lexicord::service::expert_settings;

/// One game's first bag-empty position.
struct Endgame {
    seed: u64,
    game: Game,
}

/// A seeded game of the expert against itself up to its first bag-empty position (`None` if
/// the game ended first).
fn endgame_of(seed: u64, lexicon: &Lexicon, settings: &SimSettings) -> Option<Endgame> {
    let game_settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), game_settings, 2, seed).ok()?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.bag_len() > 0 {
        let seat = game.to_move()?;
        let position = Position::of(&game, seat);
        let choice = ai::choose_expert(&position, lexicon, settings, rng.random());
        game.apply(&choice.command(seat), lexicon).ok()?;
    }
    (!game.is_over() && game.to_move().is_some()).then_some(Endgame { seed, game })
}

/// The exact search of `position`, given up after `limit`.
fn timed(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
    limit: Duration,
) -> (Solution, Duration) {
    let started = Instant::now();
    let mut stop = |_: u64| started.elapsed() >= limit;
    let solution = solve_until(variant, lexicon, position, &mut stop).expect("a classic endgame");
    (solution, started.elapsed())
}

fn main() {
    let mut games = 200u64;
    let mut limit = Duration::from_secs(10);
    let mut first_seed = 1u64;
    let mut iterations = 20u32;
    let mut think_ms = EXPERT_THINK.as_millis() as u64;
    let mut threads = 2u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match arg.as_str() {
            "--games" => games = value().parse().expect("--games N"),
            "--limit" => limit = Duration::from_secs_f64(value().parse().expect("--limit S")),
            "--first-seed" => first_seed = value().parse().expect("--first-seed S"),
            "--iterations" => iterations = value().parse().expect("--iterations N"),
            "--think-ms" => think_ms = value().parse().expect("--think-ms MS"),
            "--threads" => threads = value().parse().expect("--threads N"),
            other => panic!("unknown option {other}"),
        }
    }
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    let players = SimSettings::within(Budget::iterations(iterations));
    let expert = expert_settings(ThinkBudget::time(Duration::from_millis(think_ms)));
    println!(
        "expert under {think_ms} ms a move: {} endgame positions a search",
        expert.budget.nodes
    );
    let seeds: Vec<u64> = (first_seed..first_seed + games).collect();
    let per_thread = seeds.len().div_ceil(threads.max(1) as usize);
    let mut endgames: Vec<Endgame> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .chunks(per_thread.max(1))
            .map(|chunk| {
                let (lexicon, players) = (&lexicon, &players);
                scope.spawn(move || {
                    chunk
                        .iter()
                        .filter_map(|&seed| endgame_of(seed, lexicon, players))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a game thread panicked"))
            .collect()
    });
    endgames.sort_by_key(|e| e.seed);
    let mut times: Vec<Option<Duration>> = Vec::new();
    let mut given_up: Vec<i32> = Vec::new();
    let (mut seven_seven, mut unjudged) = (0, 0);
    for endgame in &endgames {
        let position = EndgamePosition::from_game(&endgame.game).expect("a bag-empty position");
        let sizes = (position.racks[0].len(), position.racks[1].len());
        seven_seven += usize::from(sizes == (7, 7));
        let (exact, elapsed) = timed(&variant, &lexicon, &position, limit);
        times.push(exact.proven.then_some(elapsed));
        let seat = endgame.game.to_move().expect("a player to move");
        let choice = ai::choose_expert(&Position::of(&endgame.game, seat), &lexicon, &expert, 1);
        let action = match choice {
            Choice::Play(play) => Action::Play(play),
            _ => Action::Pass,
        };
        let played = match after_turn(&variant, &position, &action) {
            AfterTurn::Over { spread } => Some(spread),
            AfterTurn::Continues { points, position } => {
                let (after, _) = timed(&variant, &lexicon, &position, limit);
                after.proven.then_some(points - after.spread)
            }
        };
        let lost = match (exact.proven, played) {
            (true, Some(played)) => Some(exact.spread - played),
            _ => None,
        };
        println!(
            "seed {:>4}: {}v{} {:>9} positions {} {}",
            endgame.seed,
            sizes.0,
            sizes.1,
            exact.nodes,
            if exact.proven {
                format!("solved in {:.3} s", elapsed.as_secs_f64())
            } else {
                format!("not solved within {:.0} s", limit.as_secs_f64())
            },
            lost.map_or("expert's move not judged".to_owned(), |l| format!(
                "expert's move gives up {l}"
            )),
        );
        match lost {
            Some(lost) => given_up.push(lost),
            None => unjudged += 1,
        }
    }
    let n = times.len();
    let solved = times.iter().filter(|t| t.is_some()).count();
    times.sort_unstable_by_key(|t| t.unwrap_or(Duration::MAX));
    let median = times.get(n / 2).copied().flatten();
    println!(
        "{n} positions from {games} games ({seven_seven} of them 7 v 7): solved within {:.0} s: {solved} ({:.1}%); median {}",
        limit.as_secs_f64(),
        100.0 * solved as f64 / n.max(1) as f64,
        median.map_or("over the limit".to_owned(), |m| format!(
            "{:.3} s",
            m.as_secs_f64()
        )),
    );
    let judged = given_up.len();
    let none_lost = given_up.iter().filter(|&&l| l == 0).count();
    let total: i32 = given_up.iter().sum();
    println!(
        "expert's moves judged: {judged} ({unjudged} not, their exact values not found within the limit): gave up nothing in {none_lost} ({:.1}%), mean given up {:.3}, most {}",
        100.0 * none_lost as f64 / judged.max(1) as f64,
        f64::from(total) / judged.max(1) as f64,
        given_up.iter().max().copied().unwrap_or(0)
    );
}
