//! Players' records and server leaderboards as the service hands them out (the store's rows
//! stay in the store).

use crate::store::records as rows;

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
