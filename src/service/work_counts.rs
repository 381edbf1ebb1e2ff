//! Counts of the work commands and deliveries cost, for tests and benches to read: how many
//! times a game was replayed from its log (per service), and how many SQL statements were sent
//! (each a round trip to PostgreSQL), counted by a tracing layer from sqlx's own statement
//! events.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer};

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

/// A tracing layer that counts the SQL statements sqlx logs (the pool must log statements, as
/// sqlx's default does; the bot's own pool does not). Install it where the statements run (a
/// test's `tracing::subscriber::set_default`) and read `count`.
#[derive(Clone, Debug, Default)]
pub struct StatementCount {
    pub count: Count,
}

impl<S: Subscriber> Layer<S> for StatementCount {
    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        if event.metadata().target() == "sqlx::query" {
            self.count.add_one();
        }
    }
}
