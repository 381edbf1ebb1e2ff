//! The transposition table: what a search learned about a position (its value, or a bound on
//! it, and the best play found), kept by the position's hash so that a position reached by
//! plays in another order is not searched twice.

/// What an entry's value says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    /// The true value is at least this (the search stopped at a play good enough).
    Lower,
    /// The true value is at most this (no play reached the window).
    Upper,
}

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
    pub(super) value: i32,
    pub(super) bound: Bound,
    pub(super) best: Best,
    /// How many turns ahead it was searched; [`COMPLETE`] if to the end of the game in every
    /// line (the value is then exact, or a bound on the exact value).
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

/// Value in bits 0 to 31, bound in 32 and 33 (never all zero: 1 to 3), depth in 34 to 39, the
/// best play's line in 40 to 47 and index in 48 to 63 (line 255 for a pass).
fn pack(entry: Entry) -> u64 {
    let bound: u64 = match entry.bound {
        Bound::Exact => 1,
        Bound::Lower => 2,
        Bound::Upper => 3,
    };
    let (line, index) = match entry.best {
        Best::Play { line, index } => (line, index),
        Best::Pass => (u8::MAX, 0),
    };
    u64::from(entry.value as u32)
        | bound << 32
        | u64::from(entry.depth & COMPLETE) << 34
        | u64::from(line) << 40
        | u64::from(index) << 48
}

fn unpack(packed: u64) -> Entry {
    let bound = match (packed >> 32) & 3 {
        1 => Bound::Exact,
        2 => Bound::Lower,
        _ => Bound::Upper,
    };
    let line = (packed >> 40) as u8;
    let best = if line == u8::MAX {
        Best::Pass
    } else {
        Best::Play {
            line,
            index: (packed >> 48) as u16,
        }
    };
    Entry {
        value: packed as u32 as i32,
        bound,
        best,
        depth: (packed >> 34) as u8 & COMPLETE,
    }
}
