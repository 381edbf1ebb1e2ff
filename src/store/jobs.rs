//! Jobs with absolute due times (reminders, time-outs, and a computer seat's move, which runs as
//! its own step after the command that made the computer's turn): scheduling, claiming one due
//! job with a lease (the one queue implementation, [`queue`]: several processes never run the
//! same job), marking it done with its typed outcome, and cancelling a game's pending jobs when
//! its turn changes.

use std::time::Duration;

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::{Named, UnknownName};
use crate::kinds::JobKind;

use super::queue::{self, Backoff, Job, Lease, Only, Queue, QueueRow};

/// A failing job is tried again after 2 minutes, then twice as long each time (at most about
/// 17 hours), and given up after its fifth try.
pub const BACKOFF: Backoff = Backoff {
    first: Duration::from_mins(2),
    max: Duration::from_mins(1024),
    tries: 5,
};

/// What running a job did, as stored in its `outcome`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobOutcome {
    /// The player was reminded.
    Reminded,
    /// The player's turn timed out (passed).
    TimedOut,
    /// The player's turn timed out once too often: they forfeited.
    Forfeited,
    /// The computer seat moved.
    Moved,
    /// The game had moved on (another version, over, gone): nothing to do.
    Stale,
    /// The player does not want reminders.
    OptedOut,
    /// The reminder came after the turn's deadline: the time-out comes next.
    Late,
    /// Failed too often; given up.
    Failed,
}

impl Named for JobOutcome {
    const KIND: &'static str = "job outcome";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Reminded, "reminded"),
        (Self::TimedOut, "timed-out"),
        (Self::Forfeited, "forfeited"),
        (Self::Moved, "moved"),
        (Self::Stale, "stale"),
        (Self::OptedOut, "opted-out"),
        (Self::Late, "late"),
        (Self::Failed, "failed"),
    ];
}

impl TryFrom<String> for JobOutcome {
    type Error = UnknownName;

    fn try_from(text: String) -> Result<Self, UnknownName> {
        Self::from_name(&text)
    }
}

/// A job as stored.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct JobRow {
    pub id: i64,
    #[sqlx(try_from = "String")]
    pub kind: JobKind,
    pub game_id: i64,
    pub seat: i16,
    pub game_version: i32,
    pub due_at: OffsetDateTime,
    /// JSON text: `{"percent": 50}` for reminders.
    pub payload: String,
    pub attempts: i32,
}

impl Job for JobRow {
    type Outcome = JobOutcome;
    const BACKOFF: Backoff = BACKOFF;
    const FAILED: JobOutcome = JobOutcome::Failed;

    fn attempts(&self) -> i32 {
        self.attempts
    }
}

impl QueueRow for JobRow {
    const QUEUE: Queue = Queue::Jobs;
    const COLUMNS: &'static str = "t.id, t.kind, t.game_id, t.seat, t.game_version, t.due_at, \
         t.payload::text as payload, t.attempts";

    fn id(&self) -> i64 {
        self.id
    }
}

/// A job to schedule.
#[derive(Clone, Debug)]
pub struct NewJob {
    pub kind: JobKind,
    pub game_id: i64,
    pub seat: i16,
    pub game_version: i32,
    pub due_at: OffsetDateTime,
    pub payload: String,
}

/// Writes several jobs in one statement.
pub async fn insert_many(conn: &mut PgConnection, new_jobs: &[NewJob]) -> sqlx::Result<()> {
    insert_jobs(conn, None, new_jobs).await
}

/// Replaces a game's pending jobs with `new_jobs`, in one statement: the pending ones are
/// deleted as `cancel_pending` deletes them (a job a runner holds is left to find the game
/// moved on), and the new ones inserted.
pub async fn replace_pending(
    conn: &mut PgConnection,
    game_id: i64,
    new_jobs: &[NewJob],
) -> sqlx::Result<()> {
    insert_jobs(conn, Some(game_id), new_jobs).await
}

/// Inserts `new_jobs`, after deleting the pending jobs of `replacing`'s game when given.
async fn insert_jobs(
    conn: &mut PgConnection,
    replacing: Option<i64>,
    new_jobs: &[NewJob],
) -> sqlx::Result<()> {
    let kinds: Vec<&str> = new_jobs.iter().map(|j| j.kind.name()).collect();
    let games: Vec<i64> = new_jobs.iter().map(|j| j.game_id).collect();
    let seats: Vec<i16> = new_jobs.iter().map(|j| j.seat).collect();
    let versions: Vec<i32> = new_jobs.iter().map(|j| j.game_version).collect();
    let dues: Vec<OffsetDateTime> = new_jobs.iter().map(|j| j.due_at).collect();
    let payloads: Vec<&str> = new_jobs.iter().map(|j| j.payload.as_str()).collect();
    // A data-modifying `with` runs once whether or not the insert reads it; its delete does not
    // see the rows the insert adds.
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "with cancelled as ({}) \
         insert into jobs (kind, game_id, seat, game_version, due_at, payload) \
         select j.kind, j.game_id, j.seat, j.game_version, j.due_at, j.payload::jsonb \
         from unnest($1::text[], $2::bigint[], $3::smallint[], $4::integer[], \
         $5::timestamptz[], $6::text[]) as j(kind, game_id, seat, game_version, due_at, payload)",
        pending_of("$7")
    )))
    .bind(kinds)
    .bind(games)
    .bind(seats)
    .bind(versions)
    .bind(dues)
    .bind(payloads)
    .bind(replacing)
    .execute(conn)
    .await?;
    Ok(())
}

/// The delete of the pending jobs of the game `game` names (a bound parameter; none when null)
/// that no runner holds.
fn pending_of(game: &str) -> String {
    format!(
        "delete from jobs where id in (select o.id from jobs o where o.game_id = {game} \
         and o.done_at is null and {} for update skip locked)",
        queue::free("o")
    )
}

/// Deletes the game's pending jobs, except any that a runner holds right now (it will find the
/// game's version changed and do nothing, or it is the runner's own job). Skipping them keeps a
/// command from waiting on a runner that waits on the command's game lock.
pub async fn cancel_pending(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<u64> {
    let done = sqlx::query(sqlx::AssertSqlSafe(pending_of("$1")))
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

/// Claims the earliest job due at `now` with a lease of `secs` seconds (jobs others hold are
/// skipped).
pub async fn claim_due(
    conn: &mut PgConnection,
    now: OffsetDateTime,
    secs: i64,
) -> sqlx::Result<Option<(Lease, JobRow)>> {
    queue::claim(conn, Some(now), Only::Any, secs).await
}

/// Claims the game's due computer job with a lease of `secs` seconds (none if another process
/// holds it).
pub async fn claim_computer(
    conn: &mut PgConnection,
    game_id: i64,
    now: OffsetDateTime,
    secs: i64,
) -> sqlx::Result<Option<(Lease, JobRow)>> {
    queue::claim(
        conn,
        Some(now),
        Only::GameAndKind(game_id, JobKind::Computer.name()),
        secs,
    )
    .await
}

/// Whether another process holds the game's due computer job right now.
pub async fn computer_held(
    conn: &mut PgConnection,
    game_id: i64,
    now: OffsetDateTime,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "select exists (select 1 from jobs o where o.game_id = $1 and o.kind = $3 \
         and o.done_at is null and o.due_at <= $2 and {})",
        queue::held("o")
    )))
    .bind(game_id)
    .bind(now)
    .bind(JobKind::Computer.name())
    .fetch_one(conn)
    .await
}

/// When the next pending job is due, if any.
pub async fn next_due(conn: &mut PgConnection) -> sqlx::Result<Option<OffsetDateTime>> {
    sqlx::query_scalar("select min(due_at) from jobs where done_at is null")
        .fetch_one(conn)
        .await
}

/// Deletes jobs finished before `before`.
pub async fn purge_done(conn: &mut PgConnection, before: OffsetDateTime) -> sqlx::Result<u64> {
    let done = sqlx::query("delete from jobs where done_at < $1")
        .bind(before)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::queue::Retry;

    #[test]
    fn outcomes_read_back() {
        for &(outcome, text) in JobOutcome::TABLE {
            assert_eq!(JobOutcome::try_from(text.to_owned()).unwrap(), outcome);
        }
    }

    #[test]
    fn back_off_doubles_from_two_minutes_and_gives_up_at_the_fifth_try() {
        assert_eq!(BACKOFF.after(1), Retry::After(Duration::from_mins(2)));
        assert_eq!(BACKOFF.after(4), Retry::After(Duration::from_mins(16)));
        assert_eq!(BACKOFF.after(5), Retry::GiveUp);
        assert_eq!(BACKOFF.delay(30), Duration::from_mins(1024));
    }
}
