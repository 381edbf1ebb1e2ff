//! The expert's endgames on positions of its own games (docs/guide/benchmarks.md, "Endgames of
//! self-play"): seeded games of the expert against itself, played until the bag is empty; on
//! each game's first bag-empty position, the exact search's time (cut at `--limit` seconds),
//! and the move the expert plays there under the bot's default think time (its node budget
//! from this machine's measured rate), judged against the exact value: the spread it gives up.
//!
//! `cargo run --release --example endgame_bench -- --games 200 [--limit 10] [--first-seed 1]
//! [--iterations 20] [--think-ms MS] [--threads 2] [--search-threads 1] [--positions FILE]
//! [--from FILE [--solve]] [--exact-only] [--nodes N]`
//!
//! `--think-ms`: the expert's time a move (the bot's default, 2 s, unless given);
//! `--iterations`: the expert's playouts per candidate while it plays the games up to the
//! endgame (the games only make the positions); `--threads`: games played at once (the
//! searches are timed one at a time); `--positions`: each position written to FILE, one a line
//! (seed, the board in CGP, the mover's rack, the exact spread or `unproven`), for a check
//! against another solver; `--from`: the positions of such a file instead of new games (the
//! exact values it holds are not searched again: only the expert's moves are judged, unless
//! `--solve` is given); `--search-threads`: the threads of each exact search (lazy SMP, see
//! `solve_until`); `--exact-only`: the exact searches alone, the expert's moves not judged;
//! `--nodes`: the expert's endgame positions a search, instead of its think time at this
//! machine's rate (to compare two builds on the same work).

use std::io::Write;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::config::{EXPERT_THINK, ThinkBudget};
use lexicord::engine::ai::sim::{Budget, SimSettings};
use lexicord::engine::ai::{self, Choice, Position};
use lexicord::engine::endgame::{
    Action, AfterTurn, EndgamePosition, Solution, after_turn, solve_until,
};
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::game::{ChallengeRule, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::variant::Variant;
use lexicord::service::{WorkRate, expert_settings};

/// One game's first bag-empty position, the mover first, and its exact value if it was read
/// from a file of positions.
struct Endgame {
    seed: u64,
    position: EndgamePosition,
    known: Option<Read>,
}

/// An exact value as a file of positions holds it.
#[derive(Clone, Copy)]
enum Read {
    Spread(i32),
    /// Not proven when the file was written.
    Unproven,
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
    let position = EndgamePosition::from_game(&game).ok()?;
    Some(Endgame {
        seed,
        position,
        known: None,
    })
}

/// The positions of a `--positions` file (seed, board, the mover's rack, the exact spread or
/// `unproven`; the opponent holds the unseen tiles, the scores and the scoreless turns are 0).
fn read_positions(path: &str, variant: &Variant, solve_again: bool) -> Vec<Endgame> {
    let text = std::fs::read_to_string(path).expect("--from FILE");
    text.lines()
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let [seed, board, rack, spread] = fields[..] else {
                panic!("four fields a line: {line}");
            };
            let cgp = CgpPosition::read(&format!("{board} {rack}/ 0/0 0")).expect("a position");
            Endgame {
                seed: seed.parse().expect("a seed"),
                position: EndgamePosition::from_cgp(&cgp, variant).expect("a bag-empty position"),
                known: (!solve_again).then(|| spread.parse().map_or(Read::Unproven, Read::Spread)),
            }
        })
        .collect()
}

/// `position`'s board in CGP, the mover's rack, and the exact spread for the mover (or
/// `unproven`), tab-separated.
fn position_line(variant: &Variant, position: &EndgamePosition, spread: Option<i32>) -> String {
    let tiles = &variant.tiles;
    let cgp = CgpPosition {
        tiles: tiles.clone(),
        board: position.board.clone(),
        racks: position.racks.to_vec(),
        scores: position.scores.to_vec(),
        zero_turns: u32::from(position.scoreless_turns),
        operations: Vec::new(),
    }
    .to_string();
    let board = cgp.split_whitespace().next().unwrap_or_default();
    let rack = position.racks[0].to_text(tiles);
    let spread = spread.map_or("unproven".to_owned(), |s| s.to_string());
    format!("{board}\t{rack}\t{spread}")
}

/// The exact search of `position`, given up after `limit`.
fn timed(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
    (limit, threads): (Duration, usize),
) -> (Solution, Duration) {
    let started = Instant::now();
    let mut stop = |_: u64| started.elapsed() >= limit;
    let solution =
        solve_until(variant, lexicon, position, threads, &mut stop).expect("a classic endgame");
    (solution, started.elapsed())
}

fn main() {
    let mut games = 200u64;
    let mut limit = Duration::from_secs(10);
    let mut first_seed = 1u64;
    let mut iterations = 20u32;
    let mut think_ms = EXPERT_THINK.as_millis() as u64;
    let mut threads = 2u64;
    let mut positions_file: Option<std::fs::File> = None;
    let mut from: Option<String> = None;
    let mut solve_again = false;
    let mut exact_only = false;
    let mut expert_nodes: Option<u64> = None;
    let mut search_threads = 1usize;
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
            "--from" => from = Some(value()),
            "--solve" => solve_again = true,
            "--exact-only" => exact_only = true,
            "--nodes" => expert_nodes = Some(value().parse().expect("--nodes N")),
            "--search-threads" => {
                search_threads = value().parse().expect("--search-threads N");
            }
            "--positions" => {
                positions_file = Some(std::fs::File::create(value()).expect("--positions FILE"));
            }
            other => panic!("unknown option {other}"),
        }
    }
    let lexicon = Lexicon::enable();
    let variant = Variant::classic();
    let players = SimSettings::within(Budget::iterations(iterations));
    let mut expert = expert_settings(ThinkBudget::time(Duration::from_millis(think_ms)));
    if let Some(nodes) = expert_nodes {
        expert.budget = expert.budget.with_nodes(nodes);
    }
    let rate = WorkRate::measured();
    println!(
        "expert under {think_ms} ms a move: {} endgame positions a search (this machine: {:.0} positions a second under way, {:.3} s to set a search up)",
        expert.budget.nodes, rate.nodes_per_sec, rate.endgame_setup_secs
    );
    let mut endgames = match &from {
        Some(path) => read_positions(path, &variant, solve_again),
        None => play_games(first_seed, games, threads, &lexicon, &players),
    };
    endgames.sort_by_key(|e| e.seed);
    let mut times: Vec<Option<Duration>> = Vec::new();
    let mut given_up: Vec<i32> = Vec::new();
    let (mut seven_seven, mut unjudged) = (0, 0);
    for endgame in &endgames {
        let position = &endgame.position;
        let sizes = (position.racks[0].len(), position.racks[1].len());
        seven_seven += usize::from(sizes == (7, 7));
        let exact = match endgame.known {
            Some(Read::Spread(spread)) => Some(spread),
            Some(Read::Unproven) => None,
            None => {
                let (exact, elapsed) = timed(&variant, &lexicon, position, (limit, search_threads));
                times.push(exact.proven.then_some(elapsed));
                exact.proven.then_some(exact.spread)
            }
        };
        if let Some(file) = positions_file.as_mut() {
            let line = position_line(&variant, position, exact);
            writeln!(file, "{}\t{line}", endgame.seed).expect("writing --positions");
        }
        if exact_only {
            let solved = times.last().copied().flatten();
            println!(
                "seed {:>4}: {}v{} {}",
                endgame.seed,
                sizes.0,
                sizes.1,
                solved.map_or("not solved".to_owned(), |t| format!(
                    "solved in {:.3} s",
                    t.as_secs_f64()
                ))
            );
            continue;
        }
        let mover = Position {
            spread: position.scores[0] - position.scores[1],
            scoreless_turns: position.scoreless_turns,
            ..Position::inferred(&variant, &position.board, &position.racks[0], 1)
        };
        let action = match ai::choose_expert(&mover, &lexicon, &expert, 1) {
            Choice::Play(play) => Action::Play(play),
            _ => Action::Pass,
        };
        let played = match after_turn(&variant, position, &action) {
            AfterTurn::Over { spread } => Some(spread),
            AfterTurn::Continues { points, position } => {
                let (after, _) = timed(&variant, &lexicon, &position, (limit, search_threads));
                after.proven.then_some(points - after.spread)
            }
        };
        let lost = exact.zip(played).map(|(exact, played)| exact - played);
        let solved = match (endgame.known, times.last().copied().flatten()) {
            (Some(Read::Spread(_)), _) => "exact value read".to_owned(),
            (Some(Read::Unproven), _) => "exact value not found before".to_owned(),
            (None, Some(elapsed)) => format!("solved in {:.3} s", elapsed.as_secs_f64()),
            (None, None) => format!("not solved within {:.0} s", limit.as_secs_f64()),
        };
        println!(
            "seed {:>4}: {}v{} {solved} {}",
            endgame.seed,
            sizes.0,
            sizes.1,
            lost.map_or("expert's move not judged".to_owned(), |l| format!(
                "expert's move gives up {l}"
            )),
        );
        match lost {
            Some(lost) => given_up.push(lost),
            None => unjudged += 1,
        }
    }
    summary(&times, endgames.len(), seven_seven, limit);
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

/// How many positions were solved within `limit` and the median time (when they were solved
/// here, not read from a file).
fn summary(times: &[Option<Duration>], positions: usize, seven_seven: usize, limit: Duration) {
    if times.is_empty() {
        println!("{positions} positions read ({seven_seven} of them 7 v 7)");
        return;
    }
    let mut times = times.to_vec();
    let n = times.len();
    let solved = times.iter().filter(|t| t.is_some()).count();
    times.sort_unstable_by_key(|t| t.unwrap_or(Duration::MAX));
    let median = times.get(n / 2).copied().flatten();
    println!(
        "{n} positions ({seven_seven} of them 7 v 7): solved within {:.0} s: {solved} ({:.1}%); median {}",
        limit.as_secs_f64(),
        100.0 * solved as f64 / n.max(1) as f64,
        median.map_or("over the limit".to_owned(), |m| format!(
            "{:.3} s",
            m.as_secs_f64()
        )),
    );
}

/// Seeded games of the expert against itself (`players`), `games` from `first_seed`, on
/// `threads` threads: their first bag-empty positions.
fn play_games(
    first_seed: u64,
    games: u64,
    threads: u64,
    lexicon: &Lexicon,
    players: &SimSettings,
) -> Vec<Endgame> {
    let seeds: Vec<u64> = (first_seed..first_seed + games).collect();
    let per_thread = seeds.len().div_ceil(threads.max(1) as usize);
    std::thread::scope(|scope| {
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
    })
}
