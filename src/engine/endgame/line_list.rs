//! One line's kept plays for one side and one state of the line: sorted once in the order
//! plays are tried, with what each needs from the rack and its key beside it, and indexed by
//! need so that the plays taking a whole rack (going out) are found without reading them all.

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
/// ([`order_key`]).
pub(super) struct LineList {
    pub(super) rack: u32,
    pub(super) plays: Box<[Kept]>,
    /// Each play's `need`, apart so that filtering reads them alone.
    pub(super) needs: Box<[u32]>,
    /// Each play's order key, apart so that merging the lists reads them alone.
    pub(super) keys: Box<[i32]>,
    /// Each play's `need` and index, by need: the plays of a whole rack are found at once.
    by_need: Box<[(u32, u16)]>,
    /// The [`need_bit`]s of the plays' needs: a rack whose bit is not among them has none
    /// of its own here (most lines, for most racks), found without a search.
    need_filter: u64,
}

/// One of 64 bits for a play's or a rack's bits (a multiplicative hash).
fn need_bit(need: u32) -> u64 {
    1 << (u64::from(need).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58)
}

impl LineList {
    /// The list of `plays` (sorted in place), found for the rack whose bits are `rack`.
    pub(super) fn new(rack: u32, plays: &mut [Kept]) -> Self {
        // Stable: plays of equal keys keep the move generator's order.
        plays.sort_by_key(|kept| std::cmp::Reverse(order_key(kept)));
        let needs = plays.iter().map(|kept| kept.need).collect();
        let keys = plays.iter().map(order_key).collect();
        let mut by_need: Vec<(u32, u16)> = (plays.iter().enumerate())
            .map(|(i, kept)| (kept.need, i as u16))
            .collect();
        by_need.sort_unstable();
        let need_filter = by_need
            .iter()
            .fold(0, |bits, &(need, _)| bits | need_bit(need));
        Self {
            rack,
            plays: Box::from(&*plays),
            needs,
            keys,
            by_need: by_need.into(),
            need_filter,
        }
    }

    /// The indices of the plays that need exactly the rack whose bits are `rack`: those that
    /// take every tile of it.
    pub(super) fn whole_rack(&self, rack: u32) -> impl Iterator<Item = u16> + '_ {
        let from = if self.need_filter & need_bit(rack) == 0 {
            self.by_need.len()
        } else {
            self.by_need.partition_point(|&(need, _)| need < rack)
        };
        self.by_need[from..]
            .iter()
            .take_while(move |&&(need, _)| need == rack)
            .map(|&(_, index)| index)
    }
}
