//! Placements for a typed word (`engine::suggest`, the `/play at:` autocomplete) on real
//! mid-game positions: records of `tests/fixtures/gcg` after ten plays, with the rack and the
//! word the record plays next (typical lengths, through tiles as `.`, blanks in lower case).
//! Prints the median and the 95th percentile over every case before criterion's own runs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};

use lexicord::engine::game::Game;
use lexicord::engine::rack::Rack;
use lexicord::engine::suggest::placements;

#[path = "support/record_game.rs"]
mod record_game;

/// Plays on the board in a mid-game position.
const PLAYS_BEFORE: usize = 10;

/// Mid-game positions of the records: the game, and the word played next.
fn cases() -> Vec<(String, Game, String)> {
    let mut cases = Vec::new();
    for path in record_game::records() {
        let Some((variant, positions)) = record_game::positions(&path) else {
            continue;
        };
        let Some(position) = positions.iter().find(|p| p.plays.len() == PLAYS_BEFORE) else {
            continue;
        };
        let Some((rack, word)) = &position.next else {
            continue;
        };
        let Some(rack) = Rack::parse(&variant.tiles, rack).filter(|r| r.len() == 7) else {
            continue;
        };
        let game = record_game::game_at(&variant, &position.plays, &rack.tiles());
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        cases.push((name, game, word.clone()));
    }
    cases
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn suggest(c: &mut Criterion) {
    let cases = cases();
    let mut times = Vec::new();
    let mut found = 0;
    for (_, game, word) in &cases {
        let seat = game.to_move().unwrap();
        found += placements(game, seat, word).unwrap().len();
        for _ in 0..50 {
            let started = Instant::now();
            black_box(placements(black_box(game), seat, black_box(word)).unwrap());
            times.push(started.elapsed());
        }
    }
    times.sort_unstable();
    let lengths: Vec<usize> = cases.iter().map(|(_, _, w)| w.chars().count()).collect();
    eprintln!(
        "suggest: {} mid-game positions, words of {}..={} squares (mean {:.1}), {found} \
         suggestions; over {} calls median {:?}, p95 {:?}, max {:?}",
        cases.len(),
        lengths.iter().min().unwrap(),
        lengths.iter().max().unwrap(),
        lengths.iter().sum::<usize>() as f64 / lengths.len() as f64,
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        times.last().unwrap(),
    );
    for (name, game, word) in cases.iter().step_by(cases.len().div_ceil(4)) {
        let seat = game.to_move().unwrap();
        c.bench_function(&format!("placements {word} ({name})"), |b| {
            b.iter(|| placements(black_box(game), seat, black_box(word)).unwrap());
        });
    }
    c.bench_function("placements, every case in turn", |b| {
        b.iter(|| {
            for (_, game, word) in &cases {
                black_box(placements(game, game.to_move().unwrap(), word).unwrap());
            }
        });
    });
}

criterion_group!(benches, suggest);
criterion_main!(benches);
