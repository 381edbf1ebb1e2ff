//! A game read for a view, by channel (its current or last game) or by id, on a short
//! connection: what every read of a table starts from.

use crate::store::games;

use super::Tables;
use crate::service::errors::{ServiceError, UserError};
use crate::service::loaded::{self, LoadedGame};

impl Tables {
    #[tracing::instrument(skip_all, fields(channel_id))]
    pub(crate) async fn load_latest(&self, channel_id: i64) -> Result<LoadedGame, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let row = games::latest_in_channel(&mut conn, channel_id)
            .await?
            .ok_or(UserError::NoGameHere)?;
        Ok(loaded::load(&mut conn, row, &self.lexicons).await?)
    }

    #[tracing::instrument(skip_all, fields(game_id))]
    pub(crate) async fn load_by_id(&self, game_id: i64) -> Result<LoadedGame, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let row = games::game(&mut conn, game_id)
            .await?
            .ok_or(UserError::NoSuchGame(game_id))?;
        Ok(loaded::load(&mut conn, row, &self.lexicons).await?)
    }
}
