//! Tournament jobs (pairing a round, settling a round at its deadline): one row per
//! (tournament, round, kind), so scheduling twice does nothing; claimed with a lease (the one
//! queue implementation, [`queue`]), so however many processes run them, each runs once.

use std::time::Duration;

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::{Named, UnknownName};
use crate::kinds::TournamentJobKind;

use super::queue::{self, Backoff, Job, Lease, Only, Queue, QueueRow};

/// A failing tournament job is tried again after 2 minutes, then twice as long each time, and
/// given up after its fifth try.
pub const BACKOFF: Backoff = Backoff {
    first: Duration::from_mins(2),
    max: Duration::from_mins(1024),
    tries: 5,
};

/// What running a tournament job did, as stored in its `outcome`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentJobOutcome {
    /// The round was paired.
    Paired,
    /// The round could not be paired by its job: the director was asked.
    ForDirector,
    /// The round's unfinished boards were settled at its deadline.
    Settled,
    /// At the deadline, only boards whose thread has not opened were left (their clock has not
    /// started).
    ThreadsWaiting,
    /// At the deadline, no board was still going.
    NothingOpen,
    /// The deadline was moved on (by a pause) before the job ran.
    Early,
    /// The event is paused: the job runs again on resume.
    Paused,
    /// Nothing to do any more (the round was paired already, the event is over or gone).
    Stale,
    /// Failed too often; given up.
    Failed,
}

impl Named for TournamentJobOutcome {
    const KIND: &'static str = "tournament job outcome";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Paired, "paired"),
        (Self::ForDirector, "for-director"),
        (Self::Settled, "settled"),
        (Self::ThreadsWaiting, "threads-waiting"),
        (Self::NothingOpen, "nothing-open"),
        (Self::Early, "early"),
        (Self::Paused, "paused"),
        (Self::Stale, "stale"),
        (Self::Failed, "failed"),
    ];
}

impl TryFrom<String> for TournamentJobOutcome {
    type Error = UnknownName;

    fn try_from(text: String) -> Result<Self, UnknownName> {
        Self::from_name(&text)
    }
}

/// A tournament job as stored.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct TournamentJobRow {
    pub id: i64,
    #[sqlx(try_from = "String")]
    pub kind: TournamentJobKind,
    pub tournament_id: i64,
    pub round: i16,
    pub attempts: i32,
}

impl Job for TournamentJobRow {
    type Outcome = TournamentJobOutcome;
    const BACKOFF: Backoff = BACKOFF;
    const FAILED: TournamentJobOutcome = TournamentJobOutcome::Failed;

    fn attempts(&self) -> i32 {
        self.attempts
    }
}

impl QueueRow for TournamentJobRow {
    const QUEUE: Queue = Queue::TournamentJobs;
    const COLUMNS: &'static str = "t.id, t.kind, t.tournament_id, t.round, t.attempts";

    fn id(&self) -> i64 {
        self.id
    }
}

/// Schedules a job unless the round already has one of this kind; `true` if it was new.
pub async fn schedule(
    conn: &mut PgConnection,
    kind: TournamentJobKind,
    tournament_id: i64,
    round: i16,
    due_at: OffsetDateTime,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "insert into tournament_jobs (kind, tournament_id, round, due_at) values ($1, $2, $3, $4) \
         on conflict (tournament_id, round, kind) do nothing",
    )
    .bind(kind.name())
    .bind(tournament_id)
    .bind(round)
    .bind(due_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Runs a job again at `due_at` (a round re-paired gets a new deadline; a job that found the
/// event paused runs on resume).
pub async fn rearm(
    conn: &mut PgConnection,
    kind: TournamentJobKind,
    tournament_id: i64,
    round: i16,
    due_at: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into tournament_jobs (kind, tournament_id, round, due_at) values ($1, $2, $3, $4) \
         on conflict (tournament_id, round, kind) do update \
         set due_at = excluded.due_at, done_at = null, outcome = null, attempts = 0",
    )
    .bind(kind.name())
    .bind(tournament_id)
    .bind(round)
    .bind(due_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// Claims the earliest job due at `now` with a lease of `secs` seconds (jobs others hold are
/// skipped).
pub async fn claim_due(
    conn: &mut PgConnection,
    now: OffsetDateTime,
    secs: i64,
) -> sqlx::Result<Option<(Lease, TournamentJobRow)>> {
    queue::claim(conn, Some(now), Only::Any, secs).await
}

/// When the next pending job is due, if any.
pub async fn next_due(conn: &mut PgConnection) -> sqlx::Result<Option<OffsetDateTime>> {
    sqlx::query_scalar("select min(due_at) from tournament_jobs where done_at is null")
        .fetch_one(conn)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_read_back() {
        for &(outcome, text) in TournamentJobOutcome::TABLE {
            assert_eq!(
                TournamentJobOutcome::try_from(text.to_owned()).unwrap(),
                outcome
            );
        }
    }
}
