//! The transposition table: what a search learned about a position (a lower and an upper
//! bound on its value, equal when it is known exactly, and the best play found), kept by the
//! position's hash so that a position reached by plays in another order is not searched
//! twice, and a position searched again with another window starts from what the last
//! search proved.

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

/// A table of `2^bits` slots, each the position's hash and its entry packed in a word (zero:
/// empty); a new entry replaces whatever shared its slot. Allocated zeroed, so that the pages
/// of a short search's small part of it are all the memory it takes.
pub(super) struct Table {
    slots: Vec<[u64; 2]>,
    mask: u64,
}

impl Table {
    pub(super) fn new(bits: u32) -> Self {
        Self {
            slots: vec![[0; 2]; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    pub(super) fn get(&self, key: u64) -> Option<Entry> {
        let [stored, packed] = self.slots[(key & self.mask) as usize];
        (stored == key && packed != 0).then(|| unpack(packed))
    }

    pub(super) fn put(&mut self, key: u64, entry: Entry) {
        self.slots[(key & self.mask) as usize] = [key, pack(entry)];
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
