//! Ending a claimed job's run, the same for both job queues (`jobs` and `tournament_jobs`): the
//! job's work and its outcome commit together in the job's own transaction, and only while its
//! lease is still this runner's (a runner that lost it undoes its work and reports nothing:
//! another process runs the job); a failure is recorded for a retry with the queue's back-off.
//! And how long a runner of either queue sleeps until its next job is due.

use sqlx::{Postgres, Transaction};
use time::{Duration, OffsetDateTime};

use crate::store::queue::{self, Job, Lease};

use super::errors::ServiceError;
use super::shared::Shared;

impl Shared {
    /// Ends the run of `job` in its transaction `tx` with what the work gave, `ran`: its
    /// outcome and what to report. A failure of the work is recorded and given back inside
    /// `Ok`; only an error recording the end is an `Err`.
    pub(crate) async fn finish_job<J: Job, T>(
        &self,
        mut tx: Transaction<'_, Postgres>,
        lease: Lease,
        job: &J,
        now: OffsetDateTime,
        ran: Result<(J::Outcome, Option<T>), ServiceError>,
    ) -> Result<Result<Option<T>, ServiceError>, ServiceError> {
        match ran {
            Ok((outcome, value)) => {
                if queue::finish::<J>(&mut tx, lease, now, outcome).await? {
                    tx.commit().await?;
                    Ok(Ok(value))
                } else {
                    let queue = lease.queue.table();
                    tracing::warn!(
                        queue,
                        job = lease.id,
                        "a job ended after its lease was taken over"
                    );
                    Ok(Ok(None))
                }
            }
            Err(error) => {
                drop(tx);
                let mut conn = self.pool.acquire().await?;
                let retry = queue::fail_job(&mut conn, lease, job, now, &error.to_string()).await?;
                let queue = lease.queue.table();
                let attempts = job.attempts() + 1;
                tracing::error!(queue, ?job, attempts, ?retry, %error, "job failed");
                Ok(Err(error))
            }
        }
    }
}

/// How long a runner may sleep from `now` until `due` (the next job's time, as read), at most
/// `poll`; `poll` when nothing is pending or the time cannot be read (logged).
pub(crate) fn pause_until(
    due: Result<Option<OffsetDateTime>, ServiceError>,
    now: OffsetDateTime,
    poll: std::time::Duration,
) -> std::time::Duration {
    match due {
        Ok(Some(due)) => std::time::Duration::try_from((due - now).max(Duration::ZERO))
            .unwrap_or(poll)
            .min(poll),
        Ok(None) => poll,
        Err(error) => {
            tracing::warn!(%error, "cannot see when the next job is due");
            poll
        }
    }
}
