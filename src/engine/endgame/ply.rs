//! Where the search stands: whose turn, after how many scoreless turns, how deep.

use super::table::COMPLETE;

/// Where the search stands: whose turn, after how many scoreless turns, and how many turns
/// it may still look ahead ([`COMPLETE`]: to the end of the game).
#[derive(Clone, Copy, Debug)]
pub(super) struct Ply {
    pub(super) side: usize,
    pub(super) scoreless: u8,
    pub(super) depth: u8,
    /// Turns from the start.
    pub(super) height: u8,
}

impl Ply {
    /// The other side's turn after this one, `scoreless` scoreless turns just before.
    pub(super) fn next(self, scoreless: u8) -> Self {
        Self {
            side: 1 - self.side,
            scoreless,
            depth: if self.depth == COMPLETE {
                COMPLETE
            } else {
                self.depth - 1
            },
            height: self.height.saturating_add(1),
        }
    }
}
