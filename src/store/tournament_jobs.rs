//! Tournament jobs (pairing a round, settling a round at its deadline): one row per
//! (tournament, round, kind), so scheduling twice does nothing; claimed with
//! `for update skip locked`, so however many processes run them, each runs once.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use super::tournament_kinds::TournamentJobKind;
use crate::engine::names::Named;

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

/// The earliest job due at `now`, locked for this transaction (jobs others hold are skipped).
pub async fn claim_due(
    conn: &mut PgConnection,
    now: OffsetDateTime,
) -> sqlx::Result<Option<TournamentJobRow>> {
    sqlx::query_as(
        "select id, kind, tournament_id, round, attempts from tournament_jobs \
         where done_at is null and due_at <= $1 order by due_at, id limit 1 for update skip locked",
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
    sqlx::query("update tournament_jobs set done_at = $2, outcome = $3 where id = $1")
        .bind(id)
        .bind(now)
        .bind(outcome)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records a failed run: tried again at `retry_at`, or given up when `give_up`.
pub async fn record_failure(
    conn: &mut PgConnection,
    id: i64,
    retry_at: OffsetDateTime,
    error: &str,
    give_up: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "update tournament_jobs set attempts = attempts + 1, last_error = $3, due_at = $2, \
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

/// When the next pending job is due, if any.
pub async fn next_due(conn: &mut PgConnection) -> sqlx::Result<Option<OffsetDateTime>> {
    sqlx::query_scalar("select min(due_at) from tournament_jobs where done_at is null")
        .fetch_one(conn)
        .await
}
