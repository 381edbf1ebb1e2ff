//! One line's kept plays for one side and one state of the line: sorted once in the order
//! plays are tried, with what each needs from the rack and its key beside it, and indexed by
//! need so that the plays taking a whole rack (going out) are found without reading them all;
//! every list's plays one after another in one store, a list a range of it.

use crate::engine::movegen::Move;

/// A play as kept: the move, the rack tiles it needs (see `plays::RackBits`) and their face value,
/// and what it changes in the board's hash (the same play wherever it is made).
#[derive(Clone, Copy, Debug)]
pub(super) struct Kept {
    pub(super) play: Move,
    pub(super) need: u32,
    pub(super) tile_value: u8,
    pub(super) id: u64,
}

/// How much each point of the tiles a play puts down weighs in the order plays are tried:
/// measured on the records' 7-v-7 endgames, 7 searched about a fifth fewer positions than 1
/// (the value of tiles kept counts against a player at the end).
const TILE_WEIGHT: i32 = 7;

/// How much each tile a play puts down adds to its place in the order (measured: 2 a tile
/// searched about a tenth fewer positions than none, 4 more).
const PLACED_WEIGHT: i32 = 2;

/// A play's place in the order of the plays that do not go out: higher first.
pub(super) fn order_key(kept: &Kept) -> i32 {
    kept.play.score() as i32
        + TILE_WEIGHT * i32::from(kept.tile_value)
        + PLACED_WEIGHT * kept.play.tiles_placed() as i32
}

/// The plays of one side on one line in one state, found for the rack whose bits are `rack`
/// (any rack among those bits can filter them), best first in the order plays are tried
/// ([`order_key`]): a place in the [`ListStore`] that holds every list, and what filters it
/// without reading it. A copy is as good as the list while the store is not trimmed.
#[derive(Clone, Copy, Debug)]
pub(super) struct LineList {
    pub(super) rack: u32,
    /// Where its plays start in the store's arrays, and how many there are.
    start: u32,
    len: u16,
    /// The [`need_bit`]s of the plays' needs: a rack whose bit is not among them has none
    /// of its own here (most lines, for most racks), found without a search.
    need_filter: u64,
}

/// Every kept list's plays in a few arrays, one list after another (a list is a range of
/// them): a list costs no allocation of its own, and the store is freed at once.
#[derive(Default)]
pub(super) struct ListStore {
    plays: Vec<Kept>,
    /// Each play's `need`, apart so that filtering reads them alone.
    needs: Vec<u32>,
    /// Each play's order key, apart so that merging the lists reads them alone.
    keys: Vec<i32>,
    /// Each list's plays' `need` and index in the list, by need: the plays of a whole rack
    /// are found at once.
    by_need: Vec<(u32, u16)>,
}

/// One of 64 bits for a play's or a rack's bits (a multiplicative hash).
fn need_bit(need: u32) -> u64 {
    1 << (u64::from(need).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

impl ListStore {
    /// Keeps `plays` (sorted in place) as a list found for the rack whose bits are `rack`.
    pub(super) fn add(&mut self, rack: u32, plays: &mut [Kept]) -> LineList {
        // Stable: plays of equal keys keep the move generator's order.
        plays.sort_by_key(|kept| std::cmp::Reverse(order_key(kept)));
        let start = self.plays.len();
        self.plays.extend_from_slice(plays);
        self.needs.extend(plays.iter().map(|kept| kept.need));
        self.keys.extend(plays.iter().map(order_key));
        self.by_need
            .extend((plays.iter().enumerate()).map(|(i, kept)| (kept.need, i as u16)));
        self.by_need[start..].sort_unstable();
        let need_filter = plays
            .iter()
            .fold(0, |bits, kept| bits | need_bit(kept.need));
        LineList {
            rack,
            start: start as u32,
            len: plays.len() as u16,
            need_filter,
        }
    }

    /// How many plays it keeps.
    pub(super) fn len(&self) -> usize {
        self.plays.len()
    }

    /// Forgets every list (their copies mean nothing after it).
    pub(super) fn clear(&mut self) {
        self.plays.clear();
        self.needs.clear();
        self.keys.clear();
        self.by_need.clear();
    }
}

impl LineList {
    fn range(&self) -> std::ops::Range<usize> {
        self.start as usize..self.start as usize + usize::from(self.len)
    }

    /// How many plays it holds.
    pub(super) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(super) fn plays<'s>(&self, store: &'s ListStore) -> &'s [Kept] {
        &store.plays[self.range()]
    }

    pub(super) fn needs<'s>(&self, store: &'s ListStore) -> &'s [u32] {
        &store.needs[self.range()]
    }

    pub(super) fn keys<'s>(&self, store: &'s ListStore) -> &'s [i32] {
        &store.keys[self.range()]
    }

    /// The indices of the plays that need exactly the rack whose bits are `rack`: those that
    /// take every tile of it.
    pub(super) fn whole_rack<'s>(
        &self,
        store: &'s ListStore,
        rack: u32,
    ) -> impl Iterator<Item = u16> + 's {
        let by_need = if self.need_filter & need_bit(rack) == 0 {
            &[][..]
        } else {
            &store.by_need[self.range()]
        };
        let from = by_need.partition_point(|&(need, _)| need < rack);
        by_need[from..]
            .iter()
            .take_while(move |&&(need, _)| need == rack)
            .map(|&(_, index)| index)
    }
}
