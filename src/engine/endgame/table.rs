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

/// One remembered position.
#[derive(Clone, Copy, Debug)]
pub(super) struct Entry {
    key: u64,
    pub(super) value: i32,
    pub(super) bound: Bound,
    /// The best play's index in the position's list of plays; the list's length for a pass.
    pub(super) best: u16,
}

/// A table of `2^bits` entries; a new entry replaces whatever shared its slot.
pub(super) struct Table {
    entries: Vec<Option<Entry>>,
    mask: u64,
}

impl Table {
    pub(super) fn new(bits: u32) -> Self {
        Self {
            entries: vec![None; 1 << bits],
            mask: (1 << bits) - 1,
        }
    }

    pub(super) fn get(&self, key: u64) -> Option<Entry> {
        self.entries[(key & self.mask) as usize].filter(|e| e.key == key)
    }

    pub(super) fn put(&mut self, key: u64, value: i32, bound: Bound, best: u16) {
        self.entries[(key & self.mask) as usize] = Some(Entry {
            key,
            value,
            bound,
            best,
        });
    }
}
