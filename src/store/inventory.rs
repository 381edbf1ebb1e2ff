//! What a database holds, counted, for the operator's backup and restore reports; and whether
//! a database is empty enough to restore into.

use sqlx::PgConnection;

use crate::engine::names::Named;
use crate::kinds::GameStatus;

/// Counts of what an operator would miss after a restore.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Inventory {
    pub games: i64,
    pub games_in_progress: i64,
    pub ratings: i64,
    pub tournaments: i64,
    /// Outbox rows not yet delivered (nor given up).
    pub pending_posts: i64,
}

/// Counts what the database of the bot holds.
pub async fn count(conn: &mut PgConnection) -> sqlx::Result<Inventory> {
    sqlx::query_as(
        "select (select count(*) from games) as games, \
         (select count(*) from games where status = $1) as games_in_progress, \
         (select count(*) from ratings) as ratings, \
         (select count(*) from tournaments) as tournaments, \
         (select count(*) from outbox where done_at is null) as pending_posts",
    )
    .bind(GameStatus::Active.name())
    .fetch_one(conn)
    .await
}

/// Whether the database holds no table of its own yet (a fresh one, where a restore mixes
/// nothing and overwrites nothing).
pub async fn holds_no_tables(conn: &mut PgConnection) -> sqlx::Result<bool> {
    let tables: i64 = sqlx::query_scalar(
        "select count(*) from pg_catalog.pg_tables \
         where schemaname not in ('pg_catalog', 'information_schema')",
    )
    .fetch_one(conn)
    .await?;
    Ok(tables == 0)
}
