//! The exact endgame solver's time on real endgames: each game record of `tests/fixtures/gcg`
//! (English tile set) replayed up to the first turn where the bag is empty and the rack of
//! the player to move is known, the other rack being the tiles that player cannot see, and
//! solved from there. Before criterion's samples, one solve of each position is timed and the
//! median over the positions printed (the target: at most a second).

use std::path::PathBuf;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

use lexicord::engine::endgame::{EndgamePosition, solve, unseen};
use lexicord::engine::formats::gcg::{self, Action};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::rack::Rack;
use lexicord::engine::replay::{Replay, detect_tile_set};
use lexicord::engine::tiles::TileSet;
use lexicord::engine::variant::Variant;

/// The first position of `text`'s game where the bag is empty and the player to move's rack is
/// known; `None` for other tile sets and for games that never get there.
fn endgame_of(text: &str, variant: &Variant) -> Option<EndgamePosition> {
    let record = gcg::read(text).ok()?;
    if detect_tile_set(&record).ok()? != TileSet::english() {
        return None;
    }
    let mut replay = Replay::new(variant.clone());
    for player in record.players() {
        replay.add_player(&player.nick);
    }
    for event in record.events() {
        let rack = Rack::parse(&variant.tiles, &event.rack).filter(|r| !r.is_empty());
        if let (Some(rack), Action::Play { .. } | Action::Pass) = (rack, &event.action) {
            let other = unseen(&variant.tiles, &replay.board, &rack);
            if other.len() <= usize::from(variant.rack_size) && !other.is_empty() {
                return Some(EndgamePosition {
                    board: replay.board.clone(),
                    racks: [rack, other],
                    scores: [0, 0],
                    scoreless_turns: 0,
                });
            }
        }
        replay.apply(event, None);
    }
    None
}

/// Every record's endgame, named by its file.
fn endgames(variant: &Variant) -> Vec<(String, EndgamePosition)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcg");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the records are in the repository")
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gcg"))
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let text = gcg::decode(&std::fs::read(&path).unwrap());
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            endgame_of(&text, variant).map(|position| (name, position))
        })
        .collect()
}

fn endgame(c: &mut Criterion) {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let positions = endgames(&variant);
    assert!(positions.len() >= 10, "only {} endgames", positions.len());
    let mut times = Vec::new();
    for (name, position) in &positions {
        let started = Instant::now();
        let solution = solve(&variant, &lexicon, position).unwrap();
        let took = started.elapsed();
        println!(
            "{name}: {} v {} tiles, spread {:+}, {} turns, {} nodes, {:.3} s",
            position.racks[0].len(),
            position.racks[1].len(),
            solution.spread,
            solution.line.len(),
            solution.nodes,
            took.as_secs_f64()
        );
        times.push(took.as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{} record endgames: median {:.3} s, slowest {:.3} s",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1]
    );
    let mut group = c.benchmark_group("endgame");
    group.sample_size(10);
    for (name, position) in &positions {
        group.bench_function(name, |b| {
            b.iter(|| solve(&variant, &lexicon, black_box(position)).unwrap());
        });
    }
    group.finish();
}

criterion_group!(benches, endgame);
criterion_main!(benches);
