//! Enhanced transposition cutoffs: before a position's turns are searched, the table is
//! asked about the positions they lead to, and a turn it already proves good enough ends the
//! search of the position with none searched.

use super::plays::NodePlays;
use super::ply::Ply;
use super::search::Search;
use super::table::{Best, COMPLETE, Entry};

/// How many turns from the start enhanced transposition cutoffs are looked for: each costs a
/// table probe per play, a cache miss each. Measured on the records' 7-v-7 endgames, looking
/// for them only in the first two turns searched about as many positions as at every turn,
/// in about a fifth less time.
pub(super) const ETC_HEIGHT: u8 = 2;

/// The most plays (on the position's lines, fitting or not) whose next positions enhanced
/// transposition cutoffs look up: with a blank a rack has thousands, each a table probe (a
/// cache miss), repeated at each of the search's passes. Measured on `r9_randi` (a blank, 7
/// tiles a side): most of its time went to these probes.
pub(super) const ETC_MAX_PLAYS: usize = 500;

impl Search<'_, '_> {
    /// A turn whose value the table proves at least `beta` without searching it (enhanced
    /// transposition cutoff), from what it knows of the next position searched at least as
    /// deep as this search would: the value it proves, the turn, and whether that was proven
    /// to the end of the game.
    pub(super) fn transposed_cut(
        &self,
        ply: Ply,
        node: &NodePlays,
        beta: i32,
    ) -> Option<(i32, Best, bool)> {
        let deep_enough =
            |e: &Entry| e.depth == COMPLETE || (ply.depth != COMPLETE && e.depth + 1 >= ply.depth);
        if let Some(key) = self.next_key(ply, None)
            && let Some(child) = self.table.get(key).filter(deep_enough)
            && -child.upper >= beta
        {
            return Some((-child.upper, Best::Pass, child.depth == COMPLETE));
        }
        for (list, index) in node.fitting(self.lists()) {
            let kept = node.get(self.lists(), list, index);
            let points = kept.play.score() as i32;
            if let Some(key) = self.next_key(ply, Some(kept))
                && let Some(child) = self.table.get(key).filter(deep_enough)
                && points - child.upper >= beta
            {
                let best = Best::Play {
                    line: node.lists[usize::from(list)].0,
                    index,
                };
                return Some((points - child.upper, best, child.depth == COMPLETE));
            }
        }
        None
    }
}
