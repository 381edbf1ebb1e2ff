//! A server's settings for new games (lexicon, challenge rule, turn time, rack delivery and the
//! moderator role): read by everyone, changed by moderators.

use crate::engine::game::ChallengeRule;
use crate::store::kinds::RackDelivery;
use crate::store::players::{self, ServerSettingsRow};

use super::errors::{ServiceError, UserError};
use super::{Request, Service};

/// A server's settings for new games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerSettings {
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
    pub rack_delivery: RackDelivery,
    /// The lexicon's name.
    pub lexicon: String,
    pub moderator_role_id: Option<i64>,
}

impl From<ServerSettingsRow> for ServerSettings {
    fn from(row: ServerSettingsRow) -> Self {
        Self {
            challenge_rule: row.challenge_rule,
            turn_time_limit_secs: row.turn_time_limit_secs,
            rack_delivery: row.rack_delivery,
            lexicon: row.lexicon,
            moderator_role_id: row.moderator_role_id,
        }
    }
}

impl ServerSettings {
    /// The row that stores these settings.
    fn row(&self) -> ServerSettingsRow {
        ServerSettingsRow {
            challenge_rule: self.challenge_rule,
            turn_time_limit_secs: self.turn_time_limit_secs,
            rack_delivery: self.rack_delivery,
            lexicon: self.lexicon.clone(),
            moderator_role_id: self.moderator_role_id,
        }
    }
}

/// Changes to a server's settings; `None` keeps the current value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub lexicon: Option<String>,
    pub challenge_rule: Option<ChallengeRule>,
    pub turn_time_limit_secs: Option<i32>,
    pub rack_delivery: Option<RackDelivery>,
    /// `Some(None)` removes the moderator role.
    pub moderator_role_id: Option<Option<i64>>,
}

impl Service {
    /// The server's settings, or the bot's defaults when it has none (or outside a server).
    pub async fn server_settings(
        &self,
        guild_id: Option<i64>,
    ) -> Result<ServerSettings, ServiceError> {
        let Some(guild) = guild_id else {
            return Ok(self.defaults.clone());
        };
        let mut conn = self.pool.acquire().await?;
        Ok(players::server_settings(&mut conn, guild)
            .await?
            .map_or_else(|| self.defaults.clone(), ServerSettings::from))
    }

    /// Changes the server's settings for new games (moderators only), checked as a whole.
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
        let mut settings = players::server_settings(&mut tx, guild)
            .await?
            .map_or_else(|| self.defaults.clone(), ServerSettings::from);
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
            if !(3600..=7 * 86_400).contains(&limit) {
                return Err(UserError::BadSetting(
                    "The turn time limit must be between 1 hour and 7 days.".into(),
                )
                .into());
            }
            settings.turn_time_limit_secs = limit;
        }
        if let Some(delivery) = change.rack_delivery {
            settings.rack_delivery = delivery;
        }
        if let Some(role) = change.moderator_role_id {
            settings.moderator_role_id = role;
        }
        players::save_server_settings(&mut tx, guild, &settings.row()).await?;
        tx.commit().await?;
        Ok(settings)
    }
}
