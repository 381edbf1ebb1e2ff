//! Players' records and server leaderboards as the service hands them out (the store's rows
//! stay in the store).

use crate::store::records as rows;

use super::Study;
use crate::service::errors::ServiceError;

/// A player's record on a server (or everywhere when no server is given), from finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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

impl From<rows::PlayerRecord> for PlayerRecord {
    fn from(row: rows::PlayerRecord) -> Self {
        Self {
            games: row.games,
            wins: row.wins,
            losses: row.losses,
            draws: row.draws,
            average: row.average,
            high_game: row.high_game,
            high_play: row.high_play,
            bingos: row.bingos,
        }
    }
}

/// One player's line on a server's leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardLine {
    pub user_id: i64,
    pub display_name: String,
    pub games: i64,
    pub wins: i64,
    pub average: i64,
    pub high_game: i32,
}

impl From<rows::LeaderboardLine> for LeaderboardLine {
    fn from(row: rows::LeaderboardLine) -> Self {
        Self {
            user_id: row.user_id,
            display_name: row.display_name,
            games: row.games,
            wins: row.wins,
            average: row.average,
            high_game: row.high_game,
        }
    }
}

impl Study {
    /// A player's record on this server.
    #[tracing::instrument(skip_all, fields(guild_id, user_id))]
    pub async fn player_record(
        &self,
        guild_id: Option<i64>,
        user_id: i64,
    ) -> Result<PlayerRecord, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(rows::player_record(&mut conn, guild_id, user_id)
            .await?
            .into())
    }

    /// The server's leaderboard.
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn leaderboard(
        &self,
        guild_id: i64,
        limit: i64,
    ) -> Result<Vec<LeaderboardLine>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(rows::leaderboard(&mut conn, guild_id, limit)
            .await?
            .into_iter()
            .map(LeaderboardLine::from)
            .collect())
    }
}
