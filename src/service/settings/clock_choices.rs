//! Clock settings as use cases: a server's, chosen by moderators, and each player's reminder
//! opt-out.

use super::Settings;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::store::clocks::{self};

use crate::service::clocks::{ClockSettings, checked};

impl Settings {
    /// The clock settings new games on the server start with.
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn server_clock_settings(
        &self,
        guild_id: i64,
    ) -> Result<ClockSettings, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(self.clock_settings_of(&mut conn, Some(guild_id)).await?)
    }

    /// Changes the server's clock settings for new games (moderators only).
    #[tracing::instrument(skip_all, fields(request = %request))]
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
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn set_reminders(&self, request: &Request, on: bool) -> Result<(), ServiceError> {
        let mut conn = self.pool.acquire().await?;
        clocks::set_reminders(&mut conn, request.user_id, &request.user_name, on).await?;
        Ok(())
    }
}
