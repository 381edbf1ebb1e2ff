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
    /// What the search that found it cost: the base-2 logarithm of the positions it searched
    /// (see [`work`]). The cheapest entry of a bucket is the one a new position replaces.
    pub(super) work: u8,
}

/// The base-2 logarithm of `nodes` positions searched, as an entry keeps it (0 to 31).
pub(super) fn work(nodes: u64) -> u8 {
    (u64::BITS - nodes.leading_zeros()).min(31) as u8
}

/// A table of `2^bits` slots in buckets of [`WAYS`], each slot the position's hash and its
/// entry packed in a word. A position may sit in any slot of the bucket its hash picks; a new
/// one takes an empty slot, else the slot of the entry that cost least to find, so that once
/// the table is full (a search of millions of positions fills it many times over) what took
/// long to prove stays and what a few positions prove again makes way. Searches on several
/// threads share one (lazy SMP): each slot holds the packed entry and the hash xor the entry,
/// each word read and written whole, so that a slot two threads wrote at once reads as empty
/// rather than as another position's entry. Its memory is taken a block at a time, as the
/// search first writes there, so that a short search takes little.
pub(super) struct Table {
    blocks: Box<[OnceLock<Box<[Bucket]>>]>,
    /// Masks the bucket's index from a hash.
    mask: u64,
}

/// One slot: the hash xor the packed entry, and the packed entry (zero: empty).
type Slot = [AtomicU64; 2];

/// The slots a position may sit in: one cache line.
const WAYS: usize = 4;

#[repr(align(64))]
#[derive(Default)]
struct Bucket([Slot; WAYS]);

/// Buckets a block of the table holds (2^12: 256 kB).
const BLOCK_BITS: u32 = 12;

impl Table {
    /// A table of about `2^bits` slots (at least one bucket).
    pub(super) fn new(bits: u32) -> Self {
        let bucket_bits = bits.saturating_sub(WAYS.trailing_zeros());
        let blocks = 1usize << bucket_bits.saturating_sub(BLOCK_BITS);
        Self {
            blocks: (0..blocks).map(|_| OnceLock::new()).collect(),
            mask: (1 << bucket_bits) - 1,
        }
    }

    /// The bucket `key` picks: its block and its index in the block.
    fn place(&self, key: u64) -> (usize, usize) {
        let index = (key & self.mask) as usize;
        (index >> BLOCK_BITS, index & ((1 << BLOCK_BITS) - 1))
    }

    pub(super) fn get(&self, key: u64) -> Option<Entry> {
        let (block, index) = self.place(key);
        let bucket = &self.blocks[block].get()?[index];
        bucket.0.iter().find_map(|[check, packed]| {
            let packed = packed.load(Ordering::Relaxed);
            (packed != 0 && check.load(Ordering::Relaxed) ^ packed == key).then(|| unpack(packed))
        })
    }

    /// Keeps `entry` as what is known of the position `key`, in place of what was.
    pub(super) fn put(&self, key: u64, entry: Entry) {
        let (bucket, way, _) = self.slot(key);
        write(&bucket[way], key, entry);
    }

    /// Keeps `entry` as what is known of the position `key`, together with what the table
    /// knew of it searched as deep, if the two agree: the narrower bounds of both, and the
    /// greater cost.
    pub(super) fn merge(&self, key: u64, mut entry: Entry) {
        let (bucket, way, old) = self.slot(key);
        if let Some(old) = old.filter(|old| old.depth == entry.depth)
            && old.lower.max(entry.lower) <= old.upper.min(entry.upper)
        {
            entry.lower = entry.lower.max(old.lower);
            entry.upper = entry.upper.min(old.upper);
            entry.work = entry.work.max(old.work);
        }
        write(&bucket[way], key, entry);
    }

    /// The bucket of `key`, the slot of it to write the position's entry in, and the entry
    /// kept there for the position if there is one: the position's own slot if it has one,
    /// else an empty one, else the cheapest entry's; looked over from a slot the hash picks,
    /// so that among entries as cheap the one replaced is any of them, not always the same
    /// slot's.
    fn slot(&self, key: u64) -> (&[Slot; WAYS], usize, Option<Entry>) {
        let (block, index) = self.place(key);
        let block = self.blocks[block].get_or_init(|| {
            let len = 1usize << BLOCK_BITS.min(self.mask.count_ones());
            (0..len).map(|_| Bucket::default()).collect()
        });
        let bucket = &block[index].0;
        let first = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 62) as usize;
        let mut victim = first;
        let mut victim_work = u8::MAX;
        for way in (first..first + WAYS).map(|way| way % WAYS) {
            let [check, packed] = &bucket[way];
            let packed = packed.load(Ordering::Relaxed);
            if packed == 0 {
                return (bucket, way, None);
            }
            if check.load(Ordering::Relaxed) ^ packed == key {
                return (bucket, way, Some(unpack(packed)));
            }
            let work = unpack_work(packed);
            if work < victim_work {
                (victim, victim_work) = (way, work);
            }
        }
        (bucket, victim, None)
    }
}

/// Writes `entry` for the position `key` in `slot`.
fn write([check, packed_slot]: &Slot, key: u64, entry: Entry) {
    let packed = pack(entry);
    check.store(key ^ packed, Ordering::Relaxed);
    packed_slot.store(packed, Ordering::Relaxed);
}

/// The most a bound may be and still be kept as a number (spreads are far inside): bounds
/// take 13 bits each.
const KEPT: i32 = (1 << 12) - 2;

/// A lower bound as kept: one below every number kept is "nothing known", and one beyond
/// them is kept as the largest (a lower bound may be lowered, never raised).
fn pack_lower(value: i32) -> u64 {
    // A clamp, not the same written with `if`: rustc 1.95 at opt-level 1 and above compiled
    // `if v > K { K + 1 } else { v.max(-K) }` to return `v` itself past `K`.
    u64::from(value.clamp(-KEPT - 1, KEPT) as u16) & BOUND_MASK
}

/// An upper bound as kept: one above every number kept is "nothing known", and one below
/// them is kept as the smallest (an upper bound may be raised, never lowered).
fn pack_upper(value: i32) -> u64 {
    u64::from(value.clamp(-KEPT, KEPT + 1) as u16) & BOUND_MASK
}

const BOUND_MASK: u64 = (1 << 13) - 1;

fn unpack_bound(bits: u64) -> i32 {
    // Sign-extended from 13 bits.
    let value = ((bits & BOUND_MASK) as i32) << 19 >> 19;
    match value {
        v if v > KEPT => INFINITY,
        v if v < -KEPT => -INFINITY,
        v => v,
    }
}

/// Lower bound in bits 0 to 12, upper in 13 to 25, depth in 26 to 31, the best play's line
/// in 32 to 39 and index in 40 to 55 (line 255 for a pass), work in 56 to 60, bit 62 set
/// (never all zero).
fn pack(entry: Entry) -> u64 {
    let (line, index) = match entry.best {
        Best::Play { line, index } => (line, index),
        Best::Pass => (u8::MAX, 0),
    };
    pack_lower(entry.lower)
        | pack_upper(entry.upper) << 13
        | u64::from(entry.depth & COMPLETE) << 26
        | u64::from(line) << 32
        | u64::from(index) << 40
        | u64::from(entry.work.min(31)) << 56
        | 1 << 62
}

fn unpack_work(packed: u64) -> u8 {
    (packed >> 56) as u8 & 31
}

fn unpack(packed: u64) -> Entry {
    let line = (packed >> 32) as u8;
    let best = if line == u8::MAX {
        Best::Pass
    } else {
        Best::Play {
            line,
            index: (packed >> 40) as u16,
        }
    };
    Entry {
        lower: unpack_bound(packed),
        upper: unpack_bound(packed >> 13),
        best,
        depth: (packed >> 26) as u8 & COMPLETE,
        work: unpack_work(packed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(lower: i32, upper: i32, work: u8) -> Entry {
        Entry {
            lower,
            upper,
            best: Best::Play {
                line: 37,
                index: 1234,
            },
            depth: COMPLETE,
            work,
        }
    }

    #[test]
    fn an_entry_reads_back_as_kept_and_out_of_range_bounds_only_weaken() {
        let table = Table::new(8);
        table.put(7, entry(-12, 40, 9));
        let kept = table.get(7).expect("just kept");
        assert_eq!((kept.lower, kept.upper, kept.work), (-12, 40, 9));
        assert_eq!(
            (kept.best, kept.depth),
            (
                Best::Play {
                    line: 37,
                    index: 1234
                },
                COMPLETE
            )
        );
        assert!(
            table.get(7 + 256).is_none(),
            "another position in the same bucket"
        );
        // Bounds past what 13 bits keep: a lower bound may only fall, an upper only rise.
        table.put(8, entry(-5000, 5000, 0));
        let wide = table.get(8).expect("just kept");
        assert_eq!((wide.lower, wide.upper), (-INFINITY, INFINITY));
        table.put(9, entry(5000, -5000, 0));
        let past = table.get(9).expect("just kept");
        assert_eq!((past.lower, past.upper), (KEPT, -KEPT));
        table.put(10, entry(-INFINITY, INFINITY, 0));
        let none = table.get(10).expect("just kept");
        assert_eq!((none.lower, none.upper), (-INFINITY, INFINITY));
    }

    #[test]
    fn a_merge_narrows_agreeing_bounds_of_the_same_depth_and_replaces_the_rest() {
        let table = Table::new(8);
        table.merge(5, entry(-10, 20, 7));
        table.merge(5, entry(0, 30, 3));
        let narrowed = table.get(5).expect("kept");
        assert_eq!((narrowed.lower, narrowed.upper, narrowed.work), (0, 20, 7));
        // Bounds that contradict what was kept (the position searched with another window
        // by another thread) replace it.
        table.merge(5, entry(25, 25, 2));
        let replaced = table.get(5).expect("kept");
        assert_eq!((replaced.lower, replaced.upper, replaced.work), (25, 25, 2));
        // So does an entry of another depth.
        table.merge(
            5,
            Entry {
                depth: 4,
                ..entry(-3, 40, 1)
            },
        );
        let shallower = table.get(5).expect("kept");
        assert_eq!(
            (shallower.lower, shallower.upper, shallower.depth),
            (-3, 40, 4)
        );
    }

    #[test]
    fn a_full_bucket_gives_up_its_cheapest_entry() {
        // One bucket: every key lands in it.
        let table = Table::new(2);
        let costly = 1 << 40;
        table.put(costly, entry(3, 3, 20));
        for key in 1..=100u64 {
            table.put(key, entry(0, 0, 1));
        }
        assert_eq!(
            table.get(costly).map(|e| e.lower),
            Some(3),
            "the costly entry stays"
        );
        assert!(table.get(100).is_some(), "the newest cheap entry got in");
        let kept = (1..=100u64).filter(|&key| table.get(key).is_some()).count();
        assert_eq!(kept, WAYS - 1, "the cheap entries share the other slots");
        // The same position again takes its own slot, not another's.
        table.put(costly, entry(4, 4, 2));
        assert_eq!(table.get(costly).map(|e| e.lower), Some(4));
        assert!(table.get(100).is_some());
    }
}
