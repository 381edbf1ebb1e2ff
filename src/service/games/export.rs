//! A server's finished games for `lexicord export` (a server leaving the bot takes its games
//! with it): which games there are, and each one's whole GCG record with its final scores.

use super::Tables;
use crate::engine::formats::gcg::{self, GcgRecord};
use crate::engine::variant::{Feature, VariantId};
use crate::service::errors::{ServiceError, UserError};
use crate::store::exports;

/// A finished game of a server: its id and when it ended (the store's row as it is).
pub use crate::store::exports::FinishedGameRow as FinishedGame;

/// A finished game as an export writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedRecord {
    pub id: i64,
    pub variant: VariantId,
    /// The whole record (every rack, the tiles of each exchange, the end's rack counts), or
    /// `None` for a variant whose plays GCG cannot write (plays along a path, not a line).
    pub record: Option<GcgRecord>,
    /// Each seat's score at the end, as the game counted it, first seat first.
    pub scores: Vec<i32>,
}

impl Tables {
    /// Server `guild_id`'s games played to their end, oldest first (lobbies, games still
    /// going and abandoned games are not among them).
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn finished_games_of(
        &self,
        guild_id: i64,
    ) -> Result<Vec<FinishedGame>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(exports::finished_games(&mut conn, guild_id).await?)
    }

    /// Finished game `game_id`'s whole record and final scores. Refused for a game that is
    /// not over: its racks are still its players' own.
    #[tracing::instrument(skip_all, fields(game_id))]
    pub async fn finished_record(&self, game_id: i64) -> Result<FinishedRecord, ServiceError> {
        let loaded = self.load_by_id(game_id).await?;
        let game = loaded.game.as_ref().ok_or(UserError::NotStarted)?;
        if !game.is_over() {
            return Err(UserError::NoSuchGame(game_id).into());
        }
        let names: Vec<String> = (0..loaded.seats.len())
            .map(|s| loaded.seat_name(s).record_name())
            .collect();
        let record = game
            .variant()
            .supports(Feature::GcgExport)
            .then(|| gcg::record_of(game, &names, &loaded.row.lexicon, gcg::Disclosure::Full));
        Ok(FinishedRecord {
            id: loaded.row.id,
            variant: loaded.row.variant,
            record,
            scores: (0..game.player_count()).map(|s| game.score(s)).collect(),
        })
    }
}
