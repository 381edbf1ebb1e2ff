//! The threads that help a search to the end of the game (lazy SMP): the same search on
//! each, one transposition table shared among them, the first proof ending them all.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

/// The threads that help a search to the end (lazy SMP): each searches the same position
/// from the same first guess with its own plays and killers, sharing the transposition
/// table, so that each finds the others' results and moves on to what is not yet searched.
/// Measured on the 200-game benchmark's positions (`examples/endgame_bench.rs`), two threads
/// solved them in about two thirds of the time (median 0.37 s against 0.55 s); helpers
/// starting one point above and below the first guess did no better than one thread on the
/// records' endgames.
pub(super) struct Helpers {
    threads: usize,
    /// Set once the search is over (proven by one of them, or given up by the first thread).
    pub(super) done: AtomicBool,
    /// The value a helper proved first.
    pub(super) proven: Mutex<Option<i32>>,
    /// Positions the helpers searched.
    pub(super) nodes: AtomicU64,
}

impl Helpers {
    pub(super) fn new(threads: usize) -> Self {
        Self {
            threads,
            done: AtomicBool::new(false),
            proven: Mutex::new(None),
            nodes: AtomicU64::new(0),
        }
    }

    /// Runs `first` (the first thread's search to the end) here and `helper` (the same
    /// search, its own, given the flag that says to give up) on each other thread: `first`'s
    /// value, or, when it gave up, whatever it reached, a helper's proof then in `proven`.
    /// A helper returns its value, the positions it searched and whether it proved the value.
    pub(super) fn prove(
        &self,
        first: impl FnOnce() -> i32,
        helper: impl Fn(&AtomicBool) -> (i32, u64, bool) + Sync,
    ) -> i32 {
        if self.threads <= 1 {
            return first();
        }
        std::thread::scope(|scope| {
            for _ in 1..self.threads {
                scope.spawn(|| {
                    let (value, nodes, proved) = helper(&self.done);
                    self.nodes.fetch_add(nodes, Ordering::Relaxed);
                    if proved {
                        let mut proven = self.proven.lock().unwrap_or_else(PoisonError::into_inner);
                        proven.get_or_insert(value);
                        self.done.store(true, Ordering::Relaxed);
                    }
                });
            }
            let value = first();
            self.done.store(true, Ordering::Relaxed);
            value
        })
    }
}
