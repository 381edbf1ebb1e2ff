//! What `lexicord doctor` asks the database: the migrations it records as applied, and the
//! server channels with a game in progress.

use sqlx::{FromRow, PgConnection};

use crate::engine::names::Named;
use crate::kinds::GameStatus;

/// A migration the database records (sqlx's migrations table).
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct AppliedMigration {
    pub version: i64,
    /// False when it failed part way (the database is then "dirty").
    pub success: bool,
    pub checksum: Vec<u8>,
}

/// The migrations recorded in `table`, by version; `None` when there is no such table (the
/// database was never migrated).
pub async fn applied_migrations(
    conn: &mut PgConnection,
    table: &str,
) -> sqlx::Result<Option<Vec<AppliedMigration>>> {
    let exists: bool = sqlx::query_scalar("select to_regclass($1) is not null")
        .bind(table)
        .fetch_one(&mut *conn)
        .await?;
    if !exists {
        return Ok(None);
    }
    let sql = format!("select version, success, checksum from {table} order by version");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .fetch_all(conn)
        .await
        .map(Some)
}

/// A server channel where games are in progress.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct ChannelGames {
    pub guild_id: i64,
    pub channel_id: i64,
    /// How many games are in progress there.
    pub games: i64,
}

/// Every server channel with a game in progress, by server and channel.
pub async fn channels_with_games(conn: &mut PgConnection) -> sqlx::Result<Vec<ChannelGames>> {
    sqlx::query_as(
        "select guild_id, channel_id, count(*) as games from games \
         where status = $1 and guild_id is not null \
         group by guild_id, channel_id order by guild_id, channel_id",
    )
    .bind(GameStatus::Active.name())
    .fetch_all(conn)
    .await
}
