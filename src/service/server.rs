//! A server's settings (for new games: lexicon, challenge rule, turn time, rack delivery; the
//! moderator role; and the study tools: `/word` during games, who may review): read by everyone,
//! changed by moderators.

use crate::engine::game::ChallengeRule;
use crate::store::kinds::{RackDelivery, ReviewAccess};
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
    /// Whether `/word` answers a player who has a game in progress on the server (the rule
    /// books allow the dictionary for challenges only).
    pub words_in_games: bool,
    /// Who may ask for the review of a finished game.
    pub review_access: ReviewAccess,
}

impl From<ServerSettingsRow> for ServerSettings {
    fn from(row: ServerSettingsRow) -> Self {
        Self {
            challenge_rule: row.challenge_rule,
            turn_time_limit_secs: row.turn_time_limit_secs,
            rack_delivery: row.rack_delivery,
            lexicon: row.lexicon,
            moderator_role_id: row.moderator_role_id,
            words_in_games: row.words_in_games,
            review_access: row.review_access,
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
            words_in_games: self.words_in_games,
            review_access: self.review_access,
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
    pub words_in_games: Option<bool>,
    pub review_access: Option<ReviewAccess>,
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
            if !crate::config::TURN_LIMIT_SECS.contains(&limit) {
                return Err(UserError::BadSetting(
                    "The turn time limit must be between 30 seconds and 7 days.".into(),
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
        if let Some(allowed) = change.words_in_games {
            settings.words_in_games = allowed;
        }
        if let Some(access) = change.review_access {
            settings.review_access = access;
        }
        players::save_server_settings(&mut tx, guild, &settings.row()).await?;
        tx.commit().await?;
        Ok(settings)
    }
}
