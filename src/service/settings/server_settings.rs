//! A server's settings as use cases: read by everyone, changed by moderators; and the channels
//! a moderator checks the bot's permissions in.

use super::Settings;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::server::{ServerSettings, SettingsChange};
use crate::store::channels::{self, Watched as WatchedChannel};
use crate::store::players::{self};

impl Settings {
    /// The channels of the asker's server where the bot must be able to post (games in
    /// progress, tournaments and leagues), for a moderator to check (moderators only).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn channels_to_check(
        &self,
        request: &Request,
    ) -> Result<Vec<WatchedChannel>, ServiceError> {
        let guild = request.guild_id.ok_or(UserError::NotAModerator)?;
        if !request.moderator {
            return Err(UserError::NotAModerator.into());
        }
        let mut conn = self.pool.acquire().await?;
        Ok(channels::watched(&mut conn, guild).await?)
    }

    /// Changes the server's settings for new games (moderators only), checked as a whole.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn change_server_settings(
        &self,
        request: &Request,
        change: &SettingsChange,
    ) -> Result<ServerSettings, ServiceError> {
        let guild = request.guild_id.ok_or(UserError::NotAModerator)?;
        if !request.moderator {
            return Err(UserError::NotAModerator.into());
        }
        let mut tx = self.pool.begin().await?;
        let mut settings = self.settings_of(&mut tx, Some(guild)).await?;
        if let Some(lexicon) = &change.lexicon {
            if !self.lexicons.contains(lexicon) {
                return Err(UserError::UnknownLexicon(
                    lexicon.clone(),
                    self.lexicons.names().join(", "),
                )
                .into());
            }
            settings.lexicon.clone_from(lexicon);
        }
        if let Some(rule) = change.challenge_rule {
            settings.challenge_rule = rule;
        }
        if let Some(limit) = change.turn_time_limit_secs {
            if !crate::config::TURN_LIMIT_SECS.contains(&limit) {
                return Err(UserError::from(crate::service::SettingError::TurnLimit).into());
            }
            settings.turn_time_limit_secs = limit;
        }
        if let Some(delivery) = change.rack_delivery {
            settings.rack_delivery = delivery;
        }
        if let Some(role) = change.moderator_role_id {
            settings.moderator_role_id = role;
        }
        if let Some(allowed) = change.words_in_games {
            settings.words_in_games = allowed;
        }
        if let Some(access) = change.review_access {
            settings.review_access = access;
        }
        if let Some(language) = change.language {
            settings.language = language;
        }
        players::save_server_settings(&mut tx, guild, &settings.row()).await?;
        tx.commit().await?;
        Ok(settings)
    }
}
