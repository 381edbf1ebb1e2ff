//! `/games`: a player's active games on a server, those waiting for them first, then by
//! deadline, with channels, opponents, scores and deadlines.

use time::OffsetDateTime;

use crate::store::clocks;
use crate::store::games;

use super::Clocks;
use crate::service::errors::ServiceError;
use crate::service::loaded;
use crate::service::seat_name::SeatName;

/// One of a player's active games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActiveGame {
    pub game_id: i64,
    pub guild_id: Option<i64>,
    /// Where the game is played (link it as `<#channel_id>`).
    pub channel_id: i64,
    /// The game waits for this player.
    pub your_turn: bool,
    /// Whose turn it is.
    pub to_move: Option<SeatName>,
    /// When the player to move times out.
    pub deadline: Option<OffsetDateTime>,
    pub your_score: i32,
    pub opponents: Vec<Opponent>,
}

/// Another seat of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub name: SeatName,
    pub user_id: Option<i64>,
    pub score: i32,
}

impl Clocks {
    /// The user's active games on the server (`None`: on every server and in DMs), those
    /// waiting for them first, then by deadline. Games they resigned from are left out.
    #[tracing::instrument(skip_all, fields(guild_id, user_id))]
    pub async fn active_games(
        &self,
        guild_id: Option<i64>,
        user_id: i64,
    ) -> Result<Vec<ActiveGame>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let rows = clocks::active_games_of(&mut conn, user_id, guild_id).await?;
        let mut games_list = Vec::with_capacity(rows.len());
        for row in rows {
            let seats = games::seats(&mut conn, row.game_id).await?;
            let name_of = |seat: i16| seats.iter().find(|s| s.seat == seat).map(loaded::seat_name);
            games_list.push(ActiveGame {
                game_id: row.game_id,
                guild_id: row.guild_id,
                channel_id: row.channel_id,
                your_turn: row.to_move == Some(row.seat),
                to_move: row.to_move.and_then(name_of),
                deadline: row.turn_due_at,
                your_score: seats
                    .iter()
                    .find(|s| s.seat == row.seat)
                    .map_or(0, |s| s.score),
                opponents: seats
                    .iter()
                    .filter(|s| s.seat != row.seat)
                    .map(|s| Opponent {
                        name: loaded::seat_name(s),
                        user_id: s.user_id,
                        score: s.score,
                    })
                    .collect(),
            });
        }
        Ok(games_list)
    }
}
