//! The transposition table: what a search learned about a position (a lower and an upper
//! bound on its value, equal when it is known exactly, and the best play found), kept by the
//! position's hash so that a position reached by plays in another order is not searched
//! twice, and a position searched again with another window starts from what the last
//! search proved.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// Beyond any spread.
pub(super) const INFINITY: i32 = 1 << 24;

/// The best play of a position: its line (direction times 32 plus line) and its index in the
/// line's kept list (`plays`), or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Best {
    Play { line: u8, index: u16 },
    Pass,
}

/// The depth of an entry searched to the end of the game (and of such a search).
pub(super) const COMPLETE: u8 = 63;

/// One remembered position.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    /// The value is at least this (`-INFINITY`: nothing known).
    pub(super) lower: i32,
    /// The value is at most this (`INFINITY`: nothing known).
    pub(super) upper: i32,
    pub(super) best: Best,
    /// How many turns ahead it was searched; [`COMPLETE`] if to the end of the game in every
    /// line (the bounds are then on the exact value).
    pub(super) depth: u8,
}

/// A table of `2^bits` slots, each the position's hash and its entry packed in a word; a new
/// entry replaces whatever shared its slot. Searches on several threads share one (lazy SMP):
/// each slot holds the packed entry and the hash xor the entry, each word read and written
/// whole, so that a slot two threads wrote at once reads as empty rather than as another
/// position's entry. Its memory is taken a block at a time, as the search first writes there,
/// so that a short search takes little.
pub(super) struct Table {
    blocks: Box<[OnceLock<Box<[Slot]>>]>,
    mask: u64,
}

/// One slot: the hash xor the packed entry, and the packed entry (zero: empty).
type Slot = [AtomicU64; 2];

/// Slots a block of the table holds (2^14: 256 kB).
const BLOCK_BITS: u32 = 14;

impl Table {
    pub(super) fn new(bits: u32) -> Self {
        let blocks = 1usize << bits.saturating_sub(BLOCK_BITS);
        Self {
            blocks: (0..blocks).map(|_| OnceLock::new()).collect(),
            mask: (1 << bits) - 1,
        }
    }

    fn slot(&self, key: u64) -> Option<&Slot> {
        let index = (key & self.mask) as usize;
        let block = self.blocks[index >> BLOCK_BITS].get()?;
        Some(&block[index & ((1 << BLOCK_BITS) - 1)])
    }

    pub(super) fn get(&self, key: u64) -> Option<Entry> {
        let [check, packed] = self.slot(key)?;
        let packed = packed.load(Ordering::Relaxed);
        (packed != 0 && check.load(Ordering::Relaxed) ^ packed == key).then(|| unpack(packed))
    }

    pub(super) fn put(&self, key: u64, entry: Entry) {
        let index = (key & self.mask) as usize;
        let block = self.blocks[index >> BLOCK_BITS].get_or_init(|| {
            let len = 1usize << BLOCK_BITS.min(self.mask.count_ones());
            (0..len).map(|_| Slot::default()).collect()
        });
        let [check, packed_slot] = &block[index & ((1 << BLOCK_BITS) - 1)];
        let packed = pack(entry);
        check.store(key ^ packed, Ordering::Relaxed);
        packed_slot.store(packed, Ordering::Relaxed);
    }
}

/// The most a bound may be and still be kept as a number (spreads are far inside).
const KEPT: i32 = i16::MAX as i32 - 1;

fn pack_bound(value: i32) -> u64 {
    u64::from(value.clamp(-KEPT - 1, KEPT + 1) as i16 as u16)
}

fn unpack_bound(bits: u64) -> i32 {
    match i32::from(bits as u16 as i16) {
        v if v > KEPT => INFINITY,
        v if v < -KEPT => -INFINITY,
        v => v,
    }
}

/// Lower bound in bits 0 to 15, upper in 16 to 31, depth in 32 to 37, the best play's line in
/// 38 to 45 and index in 46 to 61 (line 255 for a pass), bit 62 set (never all zero).
fn pack(entry: Entry) -> u64 {
    let (line, index) = match entry.best {
        Best::Play { line, index } => (line, index),
        Best::Pass => (u8::MAX, 0),
    };
    pack_bound(entry.lower)
        | pack_bound(entry.upper) << 16
        | u64::from(entry.depth & COMPLETE) << 32
        | u64::from(line) << 38
        | u64::from(index) << 46
        | 1 << 62
}

fn unpack(packed: u64) -> Entry {
    let line = (packed >> 38) as u8;
    let best = if line == u8::MAX {
        Best::Pass
    } else {
        Best::Play {
            line,
            index: (packed >> 46) as u16,
        }
    };
    Entry {
        lower: unpack_bound(packed),
        upper: unpack_bound(packed >> 16),
        best,
        depth: (packed >> 32) as u8 & COMPLETE,
    }
}
