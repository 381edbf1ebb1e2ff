//! Jobs with absolute due times (reminders, time-outs, and a computer seat's move, which runs as
//! its own step after the command that made the computer's turn): scheduling, claiming one due
//! job with `for update skip locked` (so several processes never run the same job), marking it
//! done, and cancelling a game's pending jobs when its turn changes.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use super::kinds::JobKind;
use crate::engine::names::Named;

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

pub async fn insert(conn: &mut PgConnection, job: &NewJob) -> sqlx::Result<()> {
    sqlx::query(
        "insert into jobs (kind, game_id, seat, game_version, due_at, payload) \
         values ($1, $2, $3, $4, $5, $6::jsonb)",
    )
    .bind(job.kind.name())
    .bind(job.game_id)
    .bind(job.seat)
    .bind(job.game_version)
    .bind(job.due_at)
    .bind(&job.payload)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes the game's pending jobs, except any that a runner holds right now (it will find the
/// game's version changed and do nothing). Skipping them keeps a command from waiting on a
/// runner that waits on the command's game lock.
pub async fn cancel_pending(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "delete from jobs where id in \
         (select id from jobs where game_id = $1 and done_at is null for update skip locked)",
    )
    .bind(game_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

/// The earliest job due at `now`, locked for this transaction; jobs other transactions hold are
/// skipped.
pub async fn claim_due(
    conn: &mut PgConnection,
    now: OffsetDateTime,
) -> sqlx::Result<Option<JobRow>> {
    sqlx::query_as(
        "select id, kind, game_id, seat, game_version, due_at, payload::text as payload, attempts \
         from jobs where done_at is null and due_at <= $1 \
         order by due_at, id limit 1 for update skip locked",
    )
    .bind(now)
    .fetch_optional(conn)
    .await
}

/// Marks a claimed job done with what running it did.
pub async fn mark_done(
    conn: &mut PgConnection,
    id: i64,
    now: OffsetDateTime,
    outcome: &str,
) -> sqlx::Result<()> {
    sqlx::query("update jobs set done_at = $2, outcome = $3 where id = $1")
        .bind(id)
        .bind(now)
        .bind(outcome)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records a failed run: the job is tried again at `retry_at`, or given up (done, `failed`) when
/// `give_up`. Does nothing if another process has run it meanwhile.
pub async fn record_failure(
    conn: &mut PgConnection,
    id: i64,
    retry_at: OffsetDateTime,
    error: &str,
    give_up: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "update jobs set attempts = attempts + 1, last_error = $3, due_at = $2, \
         done_at = case when $4 then $2 end, outcome = case when $4 then 'failed' end \
         where id = $1 and done_at is null",
    )
    .bind(id)
    .bind(retry_at)
    .bind(error)
    .bind(give_up)
    .execute(conn)
    .await?;
    Ok(())
}

/// The game's due computer job, locked for this transaction (none if another process holds it).
pub async fn claim_computer(
    conn: &mut PgConnection,
    game_id: i64,
    now: OffsetDateTime,
) -> sqlx::Result<Option<JobRow>> {
    sqlx::query_as(
        "select id, kind, game_id, seat, game_version, due_at, payload::text as payload, attempts \
         from jobs where done_at is null and due_at <= $2 and game_id = $1 and kind = 'computer' \
         order by due_at, id limit 1 for update skip locked",
    )
    .bind(game_id)
    .bind(now)
    .fetch_optional(conn)
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
