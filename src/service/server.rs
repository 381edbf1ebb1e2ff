//! A server's settings for new games (lexicon, challenge rule, turn time, rack delivery and the
//! moderator role): read by everyone, changed by moderators.

use crate::store::players::{self, ServerSettings};

use super::errors::{ServiceError, UserError};
use super::{Request, Service, rules_text};

/// Changes to a server's settings; `None` keeps the current value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub lexicon: Option<String>,
    pub challenge_rule: Option<String>,
    pub turn_time_limit_secs: Option<i32>,
    /// `dm` or `command`.
    pub rack_delivery: Option<String>,
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
            .unwrap_or_else(|| self.defaults.clone()))
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
            .unwrap_or_else(|| self.defaults.clone());
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
        if let Some(rule) = &change.challenge_rule {
            let rule = rules_text::challenge_rule(rule)?;
            rules_text::challenge_rule_name(rule).clone_into(&mut settings.challenge_rule);
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
        if let Some(delivery) = &change.rack_delivery {
            match delivery.trim().to_ascii_lowercase().as_str() {
                "dm" => "dm".clone_into(&mut settings.rack_delivery),
                "command" => "command".clone_into(&mut settings.rack_delivery),
                _ => {
                    return Err(UserError::BadSetting(format!(
                        "{delivery:?} is not a rack delivery: choose dm or command."
                    ))
                    .into());
                }
            }
        }
        if let Some(role) = change.moderator_role_id {
            settings.moderator_role_id = role;
        }
        players::save_server_settings(&mut tx, guild, &settings).await?;
        tx.commit().await?;
        Ok(settings)
    }
}
