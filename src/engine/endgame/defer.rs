//! Turns put off in a shared search: a thread marks the positions near the start it is
//! searching (see `busy`), and another, about to try a turn that leads to one of them, tries
//! its other turns first.

use super::order::Turn;
use super::plays::NodePlays;
use super::ply::Ply;
use super::search::Search;

/// Positions at most this many turns from the start are marked while searched, and a turn
/// whose next position is marked is put off: deeper down a search is too short to share.
pub(super) const BUSY_HEIGHT: u8 = 6;

/// The most turns of a position put off (the rest are searched in their turn).
pub(super) const MAX_DEFERRED: usize = 8;

impl Search<'_, '_> {
    /// Marks the position `key` (at `ply`) as being searched, if the search is shared and
    /// the position near enough the start; whether it was marked.
    pub(super) fn enter_busy(&self, ply: Ply, key: u64) -> bool {
        match self.busy {
            Some(busy) if ply.height <= BUSY_HEIGHT => {
                busy.enter(key);
                true
            }
            _ => false,
        }
    }

    /// Unmarks the position `key` if [`Search::enter_busy`] marked it.
    pub(super) fn leave_busy(&self, marked: bool, key: u64) {
        if let (true, Some(busy)) = (marked, self.busy) {
            busy.leave(key);
        }
    }

    /// Whether another thread is searching the position `turn` (of `node`, at `ply`) leads
    /// to: a turn to put off.
    pub(super) fn searched_elsewhere(&self, ply: Ply, node: &NodePlays, turn: Turn) -> bool {
        let Some(busy) = self.busy.filter(|_| ply.height < BUSY_HEIGHT) else {
            return false;
        };
        let next = match turn {
            Turn::Play { list, index } => Some(node.get(self.lists(), list, index)),
            Turn::Pass => None,
        };
        self.next_key(ply, next)
            .is_some_and(|key| busy.searching(key))
    }
}
