//! The benchmark positions: every tile play of the English game records (board before the
//! play, the recorded rack) as CGP lines, in file order. `lexicord moves --all` and the
//! peer lister read them for the side-by-side comparison (docs/guide/benchmarks.md, "Listing
//! every play").
//!
//! `cargo run --release --example record_positions -- tests/fixtures/gcg > positions.cgp`

use std::path::PathBuf;

use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::formats::gcg::{self, Action};
use lexicord::engine::rack::Rack;
use lexicord::engine::replay::{Replay, detect_tile_set};
use lexicord::engine::variant::Variant;

fn main() -> anyhow::Result<()> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or("tests/fixtures/gcg".into()),
    );
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    files.retain(|p| p.extension().is_some_and(|e| e == "gcg"));
    files.sort();
    let mut count = 0;
    for file in files {
        let record = gcg::read(&gcg::decode(&std::fs::read(&file)?))?;
        let Ok(tiles) = detect_tile_set(&record) else {
            continue;
        };
        if tiles.name() != "english" || record.lexicon().is_some_and(|l| l.starts_with("OSPS")) {
            continue;
        }
        let mut replay = Replay::new(Variant::with_tiles(tiles.clone()));
        for player in record.players() {
            replay.add_player(&player.nick);
        }
        for event in record.events() {
            if let Action::Play { .. } = event.action
                && let Some(rack) = Rack::parse(&tiles, &event.rack)
            {
                let position = CgpPosition {
                    tiles: tiles.clone(),
                    board: replay.board.clone(),
                    racks: vec![rack],
                    scores: vec![0],
                    zero_turns: 0,
                    operations: Vec::new(),
                };
                println!("{position}");
                count += 1;
            }
            replay.apply(event, None);
        }
    }
    eprintln!("{count} positions");
    Ok(())
}
