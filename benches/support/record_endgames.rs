//! The full endgames of the real game records (`tests/fixtures/gcg`, the repository's copy of
//! the shared records): in each English record, the first position where the bag is empty, the
//! player to move holds seven tiles (as the record gives their rack) and the tiles they cannot
//! see, the opponent's rack, are seven too. Read with the engine's GCG reader and replayed with
//! its `Replay`. Shared by the endgame bench, `examples/endgame_times.rs` and
//! `tests/endgame_records.rs`.

use std::path::{Path, PathBuf};

use lexicord::engine::endgame::EndgamePosition;
use lexicord::engine::formats::gcg::{self, Action};
use lexicord::engine::rack::Rack;
use lexicord::engine::replay::{Replay, detect_tile_set};
use lexicord::engine::variant::Variant;

/// Tiles on each rack in a full endgame.
const FULL_RACK: usize = 7;

/// The records kept in the repository, sorted by name.
pub fn records() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcg");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gcg"))
        .collect();
    files.sort();
    files
}

/// One record's full endgame: the record's file stem and the position.
pub struct RecordEndgame {
    pub name: String,
    pub position: EndgamePosition,
}

/// Every record's full endgame, in file order (records in other tile sets than English, and
/// records that never reach one, give none).
pub fn record_endgames() -> Vec<RecordEndgame> {
    records()
        .iter()
        .filter_map(|path| {
            let position = first_full_endgame(path)?;
            let name = path.file_stem()?.to_string_lossy().into_owned();
            Some(RecordEndgame { name, position })
        })
        .collect()
}

/// The first position of the record at `path` where the bag is empty and both racks hold
/// seven tiles: the move line's rack is the mover's, the unseen tiles the opponent's.
pub fn first_full_endgame(path: &Path) -> Option<EndgamePosition> {
    let record = gcg::read(&gcg::decode(&std::fs::read(path).ok()?)).ok()?;
    let tiles = detect_tile_set(&record).ok()?;
    if tiles.name() != "english" {
        return None;
    }
    let variant = Variant::classic();
    let mut replay = Replay::new(variant.clone());
    let nicks: Vec<String> = record.players().iter().map(|p| p.nick.clone()).collect();
    for nick in &nicks {
        replay.add_player(nick);
    }
    let mut scoreless_turns = 0u8;
    for event in record.events() {
        if let Some(rack) = Rack::parse(&tiles, &event.rack).filter(|r| r.len() == FULL_RACK)
            && let Some(unseen) = unseen(&variant, &replay, &rack)
            && unseen.len() == FULL_RACK
        {
            let other = nicks.iter().find(|n| **n != event.nick);
            let scores = [
                replay.total(&event.nick),
                other.map_or(0, |n| replay.total(n)),
            ];
            return Some(EndgamePosition {
                board: replay.board.clone(),
                racks: [rack, unseen],
                scores,
                scoreless_turns,
            });
        }
        let turn = matches!(
            event.action,
            Action::Play { .. } | Action::Pass | Action::Exchange(_) | Action::Withdrawn
        );
        if turn {
            scoreless_turns = if event.score == 0 {
                scoreless_turns.saturating_add(1)
            } else {
                0
            };
        }
        replay.apply(event, None);
    }
    None
}

/// The tiles neither on the board nor on `rack`; `None` if the two hold more of a tile than
/// the set has (a record that does not fit the standard distribution).
fn unseen(variant: &Variant, replay: &Replay, rack: &Rack) -> Option<Rack> {
    let distribution = variant.tiles.distribution();
    let mut unseen = Rack::from_tiles(
        variant.tiles.letter_count(),
        &distribution
            .iter()
            .enumerate()
            .flat_map(|(tile, &count)| std::iter::repeat_n(tile as u8, usize::from(count)))
            .collect::<Vec<u8>>(),
    );
    let on_board = replay.board.tiles().map(|(_, placed)| placed.rack_tile());
    for tile in on_board.chain(rack.tiles()) {
        if !unseen.remove(tile) {
            return None;
        }
    }
    Some(unseen)
}
