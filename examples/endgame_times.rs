//! Times the exact endgame solver on the full endgames of the real game records (seven tiles
//! a side with the bag empty, see `benches/support/record_endgames.rs`): each position's time,
//! positions searched and spread, then the count, median and maximum.
//!
//! `cargo run --release --example endgame_times [-- --limit SECONDS] [NAME...]`
//!
//! Names (parts of record file names) pick positions; with none, all of them.
//!
//! With `--limit`, a search still running after that many seconds is given up and counted as
//! slower than every finished one (so the median stays exact while fewer than half are given
//! up, and the maximum reads "over the limit").

use std::time::{Duration, Instant};

use lexicord::engine::ai::move_text;
use lexicord::engine::endgame::{Action, EndgamePosition, Solution, solve_within};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::variant::Variant;

#[path = "../benches/support/record_endgames.rs"]
mod record_endgames;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let limit = args
        .iter()
        .position(|a| a == "--limit")
        .and_then(|i| args.get(i + 1))
        .map(|s| Duration::from_secs_f64(s.parse().expect("--limit takes seconds")));
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let names: Vec<&String> = args
        .iter()
        .skip(1)
        .enumerate()
        .filter(|&(i, a)| !a.starts_with("--") && args[i] != "--limit")
        .map(|(_, a)| a)
        .collect();
    let mut endgames = record_endgames::record_endgames();
    endgames.retain(|e| names.is_empty() || names.iter().any(|n| e.name.contains(n.as_str())));
    // A given-up search counts as `None`: slower than any time.
    let mut times: Vec<Option<Duration>> = Vec::new();
    for endgame in &endgames {
        let started = Instant::now();
        let mut stop = |_: u64| limit.is_some_and(|l| started.elapsed() >= l);
        let solved = solve_within(&variant, &lexicon, &endgame.position, &mut stop)
            .unwrap_or_else(|e| panic!("{}: {e}", endgame.name));
        let elapsed = started.elapsed();
        if let Some(solution) = solved {
            println!(
                "{:<60} {:>10.3} s {:>12} positions, spread {:+}",
                endgame.name,
                elapsed.as_secs_f64(),
                solution.nodes,
                solution.spread
            );
            if args.iter().any(|a| a == "--line") {
                print_line(&variant, &endgame.position, &solution);
            }
            times.push(Some(elapsed));
        } else {
            println!("{:<60} given up after {elapsed:.1?}", endgame.name);
            times.push(None);
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
        None => format!("over the {:?} limit", limit.unwrap_or_default()),
    };
    // The middle time; with an even count, the mean of the two middle ones.
    let n = times.len();
    let median = match (times[(n - 1) / 2], times[n / 2]) {
        (Some(a), Some(b)) => Some((a + b) / 2),
        _ => None,
    };
    println!(
        "{} positions: median {}, max {}, {} given up",
        times.len(),
        show(&median),
        show(times.last().unwrap()),
        times.iter().filter(|t| t.is_none()).count()
    );
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
