//! Clock settings as use cases: a server's, chosen by moderators, and each player's reminder
//! opt-out.

use crate::service::errors::{ServiceError, UserError};
use crate::service::{Request, Service};
use crate::store::clocks::{self};
use sqlx::PgConnection;

use super::settings::{ClockSettings, checked};

impl Service {
    /// The clock settings new games on the server start with.
    pub async fn server_clock_settings(
        &self,
        guild_id: i64,
    ) -> Result<ClockSettings, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(self.clock_settings_of(&mut conn, Some(guild_id)).await?)
    }

    /// Changes the server's clock settings for new games (moderators only).
    pub async fn set_server_clock_settings(
        &self,
        request: &Request,
        settings: ClockSettings,
    ) -> Result<ClockSettings, ServiceError> {
        let guild_id = request.guild_id.ok_or(UserError::NotAModerator)?;
        if !request.moderator {
            return Err(UserError::NotAModerator.into());
        }
        let settings = checked(settings)?;
        let mut conn = self.pool.acquire().await?;
        clocks::save_server_clock_settings(&mut conn, guild_id, &settings.row()).await?;
        Ok(settings)
    }

    /// Turns the caller's turn reminders on or off (in every game).
    pub async fn set_reminders(&self, request: &Request, on: bool) -> Result<(), ServiceError> {
        let mut conn = self.pool.acquire().await?;
        clocks::set_reminders(&mut conn, request.user_id, &request.user_name, on).await?;
        Ok(())
    }

    /// The server's clock settings, or the bot's defaults.
    pub(crate) async fn clock_settings_of(
        &self,
        conn: &mut PgConnection,
        guild_id: Option<i64>,
    ) -> sqlx::Result<ClockSettings> {
        let stored = match guild_id {
            Some(guild) => clocks::server_clock_settings(conn, guild).await?,
            None => None,
        };
        Ok(stored.map_or_else(|| self.clock_defaults.clone(), ClockSettings::from))
    }
}
