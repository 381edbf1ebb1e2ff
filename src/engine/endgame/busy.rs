//! Which positions a thread of a shared search is searching now, so that another thread,
//! coming to the same position as one of the turns it could try next, tries the others first
//! (the deferral of simplified ABDADA: threads spread over the tree instead of all searching
//! the same line, which lazy SMP alone leaves to chance).

use std::sync::atomic::{AtomicU64, Ordering};

/// Slots of the table of positions being searched (2^12: 32 kB).
const BUSY_BITS: u32 = 12;

/// The positions being searched, by their hash, in a small table (a position whose slot
/// another took reads as not being searched: that only costs a thread some shared work).
pub(super) struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Busy {
    pub(super) fn new() -> Self {
        Self {
            slots: (0..1 << BUSY_BITS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[(key & ((1 << BUSY_BITS) - 1)) as usize]
    }

    pub(super) fn enter(&self, key: u64) {
        self.slot(key).store(key, Ordering::Relaxed);
    }

    pub(super) fn leave(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }

    pub(super) fn searching(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }
}

#[cfg(test)]
mod tests {
    use super::Busy;

    #[test]
    fn a_position_reads_as_searched_from_enter_to_leave_and_another_in_its_slot_does_not_clear_it()
    {
        let busy = Busy::new();
        let (key, same_slot) = (0x1234_5678_9abc_0007, 0x7777_0000_0000_0007);
        assert!(!busy.searching(key));
        busy.enter(key);
        assert!(busy.searching(key));
        assert!(!busy.searching(same_slot), "only the position itself");
        busy.leave(same_slot);
        assert!(
            busy.searching(key),
            "leaving another position leaves it marked"
        );
        busy.leave(key);
        assert!(!busy.searching(key));
    }
}
