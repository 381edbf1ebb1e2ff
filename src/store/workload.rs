//! What an operator watches in the database, read at each metrics scrape: the outbox's backlog,
//! how far past due the oldest pending jobs are, games in progress by variant, and which
//! migrations are applied. Short reads on the pending rows' partial indexes.

use sqlx::PgConnection;

use crate::engine::names::Named;
use crate::kinds::{GameStatus, JobKind, TournamentJobKind};

/// The outbox rows neither delivered nor given up.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct OutboxBacklog {
    pub pending: i64,
    /// How long the oldest of them has waited, in seconds (0 when there is none).
    pub oldest_secs: f64,
}

pub async fn outbox_backlog(conn: &mut PgConnection) -> sqlx::Result<OutboxBacklog> {
    let (pending, oldest_secs): (i64, f64) = sqlx::query_as(
        "select count(*), coalesce(extract(epoch from now() - min(created_at)), 0)::float8 \
         from outbox where done_at is null",
    )
    .fetch_one(conn)
    .await?;
    Ok(OutboxBacklog {
        pending,
        oldest_secs,
    })
}

/// For each kind of game job with a due job not yet done, how long past due the oldest is, in
/// seconds.
pub async fn job_lag(conn: &mut PgConnection) -> sqlx::Result<Vec<(JobKind, f64)>> {
    lag_in(conn, "jobs").await
}

/// [`job_lag`] for the tournaments' jobs.
pub async fn tournament_job_lag(
    conn: &mut PgConnection,
) -> sqlx::Result<Vec<(TournamentJobKind, f64)>> {
    lag_in(conn, "tournament_jobs").await
}

/// The lag by kind of the due, undone jobs of `table` (one of the two queues, named here).
async fn lag_in<K: Named>(
    conn: &mut PgConnection,
    table: &'static str,
) -> sqlx::Result<Vec<(K, f64)>> {
    let sql = format!(
        "select kind, extract(epoch from now() - min(due_at))::float8 from {table} \
         where done_at is null and due_at <= now() group by kind"
    );
    let rows: Vec<(String, f64)> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .fetch_all(conn)
        .await?;
    Ok(known(rows))
}

/// The rows whose kind is a known name (a newer version's kind is left out).
fn known<K: Named>(rows: Vec<(String, f64)>) -> Vec<(K, f64)> {
    rows.into_iter()
        .filter_map(|(kind, lag)| K::from_name(&kind).ok().map(|kind| (kind, lag)))
        .collect()
}

/// Games in progress by their stored variant (`classic`, `finish-line-150`, ...).
pub async fn games_in_progress(conn: &mut PgConnection) -> sqlx::Result<Vec<(String, i64)>> {
    sqlx::query_as("select variant, count(*) from games where status = $1 group by variant")
        .bind(GameStatus::Active.name())
        .fetch_all(conn)
        .await
}

/// The versions of the migrations applied to this database (sqlx's table).
pub async fn applied_migrations(conn: &mut PgConnection) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar("select version from _sqlx_migrations where success")
        .fetch_all(conn)
        .await
}
