//! Player records and server leaderboards, from the seats of finished games.

use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgConnection};

use crate::engine::names::Named;
use crate::kinds::{GameStatus, SeatResult};

/// A player's record on a server (or everywhere when no server is given).
#[derive(Clone, Debug, Default, PartialEq, Eq, FromRow, Serialize, Deserialize)]
pub struct PlayerRecord {
    pub games: i64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
    /// Average final score, rounded.
    pub average: i64,
    pub high_game: i32,
    pub high_play: i32,
    pub bingos: i64,
}

pub async fn player_record(
    conn: &mut PgConnection,
    guild_id: Option<i64>,
    user_id: i64,
) -> sqlx::Result<PlayerRecord> {
    sqlx::query_as(
        "select count(*) as games, \
                count(*) filter (where s.result = $3) as wins, \
                count(*) filter (where s.result = $4) as losses, \
                count(*) filter (where s.result = $5) as draws, \
                coalesce(round(avg(s.score)), 0)::bigint as average, \
                coalesce(max(s.score), 0) as high_game, \
                coalesce(max(s.high_play), 0) as high_play, \
                coalesce(sum(s.bingos), 0)::bigint as bingos \
         from seats s join games g on g.id = s.game_id \
         where s.user_id = $1 and g.status = $6 and ($2::bigint is null or g.guild_id = $2)",
    )
    .bind(user_id)
    .bind(guild_id)
    .bind(SeatResult::Win.name())
    .bind(SeatResult::Loss.name())
    .bind(SeatResult::Draw.name())
    .bind(GameStatus::Finished.name())
    .fetch_one(conn)
    .await
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq, Eq, FromRow, Serialize, Deserialize)]
pub struct LeaderboardLine {
    pub user_id: i64,
    pub display_name: String,
    pub games: i64,
    pub wins: i64,
    pub average: i64,
    pub high_game: i32,
}

/// The server's best players: most wins, then best average.
pub async fn leaderboard(
    conn: &mut PgConnection,
    guild_id: i64,
    limit: i64,
) -> sqlx::Result<Vec<LeaderboardLine>> {
    sqlx::query_as(
        "select p.user_id, p.display_name, count(*) as games, \
                count(*) filter (where s.result = $3) as wins, \
                round(avg(s.score))::bigint as average, max(s.score) as high_game \
         from seats s join games g on g.id = s.game_id join players p on p.user_id = s.user_id \
         where g.guild_id = $1 and g.status = $4 \
         group by p.user_id, p.display_name \
         order by wins desc, average desc, p.user_id limit $2",
    )
    .bind(guild_id)
    .bind(limit)
    .bind(SeatResult::Win.name())
    .bind(GameStatus::Finished.name())
    .fetch_all(conn)
    .await
}
