//! Counts of the work commands and deliveries cost, for tests and benches to read: how many
//! times a game was replayed from its log (per service).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// A shared count (clones count together).
#[derive(Clone, Debug, Default)]
pub struct Count(Arc<AtomicU64>);

impl Count {
    /// The count so far.
    pub fn get(&self) -> u64 {
        self.0.load(Ordering::Relaxed)
    }

    pub(super) fn add_one(&self) {
        self.0.fetch_add(1, Ordering::Relaxed);
    }
}
