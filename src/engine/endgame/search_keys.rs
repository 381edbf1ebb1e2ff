//! The keys of positions for the transposition table: of the position searched now, and of
//! the one a play or a pass leads to (for enhanced transposition cutoffs and for turns put
//! off in a shared search).

use super::keys::{rack_key, second_rack, turn_key};
use super::line_list::Kept;
use super::ply::Ply;
use super::search::Search;
use crate::engine::movegen::Move;

impl Search<'_, '_> {
    /// The key of the position searched now, `side` to move after `scoreless` scoreless turns.
    pub(super) fn key(&self, side: usize, scoreless: u8) -> u64 {
        self.board_hash
            ^ self.rack_hashes[0]
            ^ second_rack(self.rack_hashes[1])
            ^ turn_key(side, scoreless)
    }

    /// The key of the position after `side` makes `play` (whose board keys are `id`), with
    /// `scoreless` scoreless turns then.
    pub(super) fn key_after(&self, side: usize, play: &Move, id: u64, scoreless: u8) -> u64 {
        let mut rack = self.rack_hashes[side];
        let mut taken = [0u8; 64];
        for (_, tile, new) in play.word() {
            if new {
                let t = tile.rack_tile();
                rack ^= rack_key(t, self.racks[side].count(t) - taken[usize::from(t)]);
                taken[usize::from(t)] += 1;
            }
        }
        let racks = if side == 0 {
            rack ^ second_rack(self.rack_hashes[1])
        } else {
            self.rack_hashes[0] ^ second_rack(rack)
        };
        self.board_hash ^ id ^ racks ^ turn_key(1 - side, scoreless)
    }

    /// The key of the position `turn` (a kept play, or `None` for the pass) of the position
    /// at `ply` leads to, or `None` if that turn ends the game (the mover goes out, or the
    /// scoreless turns reach the limit): no position to look up then.
    pub(super) fn next_key(&self, ply: Ply, turn: Option<&Kept>) -> Option<u64> {
        let side = ply.side;
        let Some(kept) = turn else {
            return (ply.scoreless + 1 < self.limit).then(|| self.key(1 - side, ply.scoreless + 1));
        };
        let after = if kept.play.score() > 0 {
            0
        } else {
            ply.scoreless + 1
        };
        if after >= self.limit || kept.play.tiles_placed() == self.racks[side].len() {
            return None;
        }
        Some(self.key_after(side, &kept.play, kept.id, after))
    }
}
