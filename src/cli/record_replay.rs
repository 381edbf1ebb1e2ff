//! A GCG record set up for replaying in the command line: its replay at the start with its
//! players, and the bag a drawn position shows. Shared by `render.rs` (one position) and
//! `render_replay.rs` (every turn), so neither imports the other.

use crate::engine::board::Board;
use crate::engine::formats::gcg;
use crate::engine::replay::{Replay, detect_tile_set};
use crate::engine::variant::Variant;

/// Tiles left in the bag: those not on the board, less a full rack for every player (racks
/// are full while the bag has tiles).
pub(super) fn bag_count(variant: &Variant, board: &Board, players: usize) -> usize {
    let unseen = variant.tiles.total_tiles() - board.tiles().count();
    unseen.saturating_sub(players * usize::from(variant.rack_size))
}

/// A replay of `record` at its start, with its players' (nick, name) pairs: the record's
/// players in order, then any nick only its move lines name (`events`), named by the nick.
pub(super) fn replay_of(
    record: &gcg::GcgRecord,
    events: &[&gcg::Event],
) -> anyhow::Result<(Replay, Vec<(String, String)>)> {
    let mut replay = Replay::new(Variant::with_tiles(detect_tile_set(record)?));
    let mut nicks: Vec<(String, String)> = record
        .players()
        .iter()
        .map(|p| (p.nick.clone(), p.name.clone()))
        .collect();
    for (nick, _) in &nicks {
        replay.add_player(nick);
    }
    for event in events {
        if !nicks.iter().any(|(nick, _)| *nick == event.nick) {
            nicks.push((event.nick.clone(), event.nick.clone()));
        }
    }
    Ok((replay, nicks))
}
