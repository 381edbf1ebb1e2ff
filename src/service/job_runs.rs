//! Ending a claimed job's run, the same for both job queues (`jobs` and `tournament_jobs`): the
//! job's work and its outcome commit together in the job's own transaction, and only while its
//! lease is still this runner's (a runner that lost it undoes its work and reports nothing:
//! another process runs the job); a failure is recorded for a retry with the queue's back-off.

use sqlx::{Postgres, Transaction};
use time::OffsetDateTime;

use crate::store::queue::{self, Job, Lease};

use super::Service;
use super::errors::ServiceError;

impl Service {
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
