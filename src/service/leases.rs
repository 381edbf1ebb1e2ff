//! Keeping a claimed queue row's lease (`store::queue`) alive while its work runs: renewed in
//! the background every third of its length, for at most [`MAX_HOLD`], until the work marks
//! the row or the claim is dropped. A process that dies stops renewing, its lease runs out, and
//! the row is claimable again.

use std::time::Duration;

use sqlx::PgPool;

use crate::store::queue::{self, Lease};

/// How long a claim holds its row before another process may take it (renewed while the work
/// goes on, up to [`MAX_HOLD`]).
pub const LEASE_SECS: i64 = 15;
/// Work still under way after this long lets its lease run out.
const MAX_HOLD: Duration = Duration::from_mins(5);

/// A lease being renewed; dropping it stops the renewal.
pub(crate) struct Renewal(tokio::task::JoinHandle<()>);

impl Renewal {
    /// Stops renewing (the work is about to mark its row).
    pub(crate) fn stop(&self) {
        self.0.abort();
    }
}

impl Drop for Renewal {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Renews `lease` for [`LEASE_SECS`] every third of that, in the background.
pub(crate) fn keep(pool: &PgPool, lease: Lease) -> Renewal {
    let pool = pool.clone();
    Renewal(tokio::spawn(async move {
        let every = Duration::from_secs((LEASE_SECS / 3).cast_unsigned());
        let until = tokio::time::Instant::now() + MAX_HOLD;
        while tokio::time::Instant::now() < until {
            tokio::time::sleep(every).await;
            let renewed = match pool.acquire().await {
                Ok(mut conn) => queue::renew(&mut conn, lease, LEASE_SECS).await,
                Err(error) => Err(error),
            };
            match renewed {
                Ok(true) => {}
                Ok(false) => break,
                Err(error) => {
                    tracing::warn!(queue = lease.queue.table(), id = lease.id, %error, "cannot renew a lease");
                }
            }
        }
    }))
}
