//! What `lexicord export` reads of one server: its finished games (with when each ended) and
//! its events, every tournament and league season, each with its league and season if it is
//! one. Read only, oldest first.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::kinds::GameStatus;

/// A finished game of the server: its id and when it ended.
#[derive(Clone, Debug, FromRow)]
pub struct FinishedGameRow {
    pub id: i64,
    pub finished_at: Option<OffsetDateTime>,
}

/// The server's games played to their end, oldest first.
pub async fn finished_games(
    conn: &mut PgConnection,
    guild_id: i64,
) -> sqlx::Result<Vec<FinishedGameRow>> {
    sqlx::query_as(
        "select id, finished_at from games where guild_id = $1 and status = $2 order by id",
    )
    .bind(guild_id)
    .bind(GameStatus::Finished.name())
    .fetch_all(conn)
    .await
}

/// An event of the server: a tournament, or a league's season (whose games are a tournament).
#[derive(Clone, Debug, FromRow)]
pub struct GuildEventRow {
    pub tournament_id: i64,
    /// The league and the season's number, for a league season.
    pub league_id: Option<i64>,
    pub season: Option<i32>,
}

/// The server's events, oldest first: every tournament row, a league season's with its league
/// and number (a season still taking sign-ups has no games, so no row yet).
pub async fn events(conn: &mut PgConnection, guild_id: i64) -> sqlx::Result<Vec<GuildEventRow>> {
    sqlx::query_as(
        "select t.id as tournament_id, s.league_id, s.season from tournaments t \
         left join league_seasons s on s.tournament_id = t.id \
         where t.guild_id = $1 order by t.id",
    )
    .bind(guild_id)
    .fetch_all(conn)
    .await
}
