//! A server's settings (for new games: lexicon, challenge rule, turn time, rack delivery; the
//! moderator role; and the study tools: `/word` during games, who may review): read by everyone,
//! changed by moderators.

use crate::engine::game::ChallengeRule;
use crate::kinds::{Language, RackDelivery, ReviewAccess};
use crate::store::players::ServerSettingsRow;

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
    /// The language of the server's channel posts.
    pub language: Language,
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
            language: row.language,
        }
    }
}

impl ServerSettings {
    /// The row that stores these settings.
    pub(super) fn row(&self) -> ServerSettingsRow {
        ServerSettingsRow {
            challenge_rule: self.challenge_rule,
            turn_time_limit_secs: self.turn_time_limit_secs,
            rack_delivery: self.rack_delivery,
            lexicon: self.lexicon.clone(),
            moderator_role_id: self.moderator_role_id,
            words_in_games: self.words_in_games,
            review_access: self.review_access,
            language: self.language,
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
    pub language: Option<Language>,
}
