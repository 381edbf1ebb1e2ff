//! Times the exact endgame solver on the full endgames of the real game records (seven tiles
//! a side with the bag empty, see `benches/support/record_endgames.rs`): each position's time,
//! positions searched and spread, then the count, median and maximum.
//!
//! `cargo run --release --example endgame_times [-- --limit SECONDS] [--nodes N] [--threads T]
//! [--given-up] [--line] [NAME...]`
//!
//! Names (parts of record file names) pick positions; with none, all of them.
//!
//! With `--limit`, a search still running after that many seconds is cut (all of it the
//! search to the end, `solve_until`); with `--nodes` instead, each search may look at that
//! many positions (the engine's own budget, as the expert level spends it, `solve_within`:
//! the search to the end, then deepening). `--threads`: the searches by time on that many
//! threads (lazy SMP, see `solve_until`; 1 unless given). A cut search is counted as slower than every
//! proven one (so the median stays exact while fewer than half are cut, and the maximum reads
//! "over the limit"), and its answer, the best line of the deepest search it finished, is
//! shown with that depth. With
//! `--given-up`, each cut position is then solved without a limit, and so is the position
//! after the play the cut search chose, to print the spread that play gives up against the
//! exact value (0: it was a best play).

use std::time::{Duration, Instant};

use lexicord::engine::ai::move_text;
use lexicord::engine::endgame::{
    Action, AfterTurn, EndgamePosition, Solution, after_turn, solve, solve_until, solve_within,
};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::variant::Variant;

#[path = "../benches/support/record_endgames.rs"]
mod record_endgames;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value_of = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
    };
    let limit = value_of("--limit")
        .map(|s| Duration::from_secs_f64(s.parse().expect("--limit takes seconds")));
    let nodes: Option<u64> = value_of("--nodes").map(|s| s.parse().expect("--nodes takes a count"));
    let threads: usize =
        value_of("--threads").map_or(1, |s| s.parse().expect("--threads takes a count"));
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let names: Vec<&String> = args
        .iter()
        .skip(1)
        .enumerate()
        .filter(|&(i, a)| {
            !a.starts_with("--") && !["--limit", "--nodes", "--threads"].contains(&args[i].as_str())
        })
        .map(|(_, a)| a)
        .collect();
    let mut endgames = record_endgames::record_endgames();
    endgames.retain(|e| names.is_empty() || names.iter().any(|n| e.name.contains(n.as_str())));
    // A cut search counts as `None`: slower than any time.
    let mut times: Vec<Option<Duration>> = Vec::new();
    let mut given_up = Vec::new();
    for endgame in &endgames {
        let started = Instant::now();
        let mut stop = |_: u64| limit.is_some_and(|l| started.elapsed() >= l);
        let solution = match nodes {
            Some(nodes) => solve_within(&variant, &lexicon, &endgame.position, nodes),
            None => solve_until(&variant, &lexicon, &endgame.position, threads, &mut stop),
        }
        .unwrap_or_else(|e| panic!("{}: {e}", endgame.name));
        let elapsed = started.elapsed();
        if solution.proven {
            println!(
                "{:<60} {:>10.3} s {:>12} positions, spread {:+}",
                endgame.name,
                elapsed.as_secs_f64(),
                solution.nodes,
                solution.spread
            );
            times.push(Some(elapsed));
        } else {
            println!(
                "{:<60} cut after {elapsed:.1?} ({} positions): {} turns ahead, {}, spread {:+}",
                endgame.name,
                solution.nodes,
                solution.depth,
                first_turn(&variant, &solution),
                solution.spread
            );
            times.push(None);
            if args.iter().any(|a| a == "--given-up") {
                let lost = spread_given_up(&variant, &lexicon, &endgame.position, &solution);
                println!("  gives up {lost} against the exact value");
                given_up.push(lost);
            }
        }
        if args.iter().any(|a| a == "--line") {
            print_line(&variant, &endgame.position, &solution);
        }
    }
    times.sort_unstable_by(|a, b| match (a, b) {
        (Some(a), Some(b)) => a.cmp(b),
        (Some(_), None) => std::cmp::Ordering::Less,
        (None, Some(_)) => std::cmp::Ordering::Greater,
        (None, None) => std::cmp::Ordering::Equal,
    });
    let show = |t: &Option<Duration>| match t {
        Some(t) => format!("{:.3} s", t.as_secs_f64()),
        None => "over the limit".to_owned(),
    };
    // The middle time; with an even count, the mean of the two middle ones.
    let n = times.len();
    let median = match (times[(n - 1) / 2], times[n / 2]) {
        (Some(a), Some(b)) => Some((a + b) / 2),
        _ => None,
    };
    println!(
        "{} positions: median {}, max {}, {} cut",
        times.len(),
        show(&median),
        show(times.last().unwrap()),
        times.iter().filter(|t| t.is_none()).count()
    );
    if !given_up.is_empty() {
        let total: i32 = given_up.iter().sum();
        println!(
            "cut positions: {} of {} played a best play; {} given up in all ({:?})",
            given_up.iter().filter(|&&g| g == 0).count(),
            given_up.len(),
            total,
            given_up
        );
    }
}

/// The first turn of `solution`'s line, in words.
fn first_turn(variant: &Variant, solution: &Solution) -> String {
    match solution.line.first().map(|s| s.action) {
        Some(Action::Play(play)) => move_text(&variant.tiles, &play),
        _ => "pass".to_owned(),
    }
}

/// The spread the first turn of `solution` gives up against the exact value of `position`:
/// both solved without a limit (the turn's by solving the position after it).
fn spread_given_up(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
    solution: &Solution,
) -> i32 {
    let exact = solve(variant, lexicon, position).unwrap().spread;
    let first = solution.line.first().map_or(Action::Pass, |s| s.action);
    let value = match after_turn(variant, position, &first) {
        AfterTurn::Over { spread } => spread,
        AfterTurn::Continues { points, position } => {
            points - solve(variant, lexicon, &position).unwrap().spread
        }
    };
    exact - value
}

/// The position (racks, spread) and the best line, one turn a line.
fn print_line(variant: &Variant, position: &EndgamePosition, solution: &Solution) {
    let tiles = &variant.tiles;
    println!(
        "  racks {} / {}, scoreless {}",
        position.racks[0].to_text(tiles),
        position.racks[1].to_text(tiles),
        position.scoreless_turns
    );
    for step in &solution.line {
        let turn = match step.action {
            Action::Play(play) => format!("{} {}", move_text(tiles, &play), step.points),
            Action::Pass => "pass".to_owned(),
        };
        println!("  player {}: {turn}", step.seat + 1);
    }
    println!(
        "  {:?}, adjustment {:+}",
        solution.ending, solution.adjustment
    );
}
