//! A new lobby's options checked and completed, without a database: what `/game new` asked for
//! (typed, unchecked) becomes the game's settings, or the refusal the player reads.

use crate::config::TURN_LIMIT_SECS;
use crate::engine::game::{ChallengeRule, EndAdjustment, PlayerLevel, Role};
use crate::engine::tiles::Edition;
use crate::engine::variant::{Feature, VariantId};

use super::lobby_options::LobbyOptions;
use crate::service::clocks::ClockSettings;
use crate::service::errors::UserError;
use crate::service::events::tournaments::settings::known_lexicon;
use crate::service::setting_error::SettingError;
use crate::service::{Lexicons, ServerSettings};

/// A lobby's settings, every option checked and every default filled in.
#[derive(Clone, Debug)]
pub(crate) struct LobbySettings {
    pub variant: VariantId,
    pub challenge: ChallengeRule,
    pub adjustment: EndAdjustment,
    pub lexicon: String,
    /// The edition whose tiles the lexicon spells its words in.
    pub tiles: Edition,
    pub turn_time_limit_secs: i32,
    pub max_players: i16,
    pub clock: ClockSettings,
    pub rated: bool,
    /// The creator's own choices for their seat.
    pub level: Option<PlayerLevel>,
    pub my_turn_time_limit_secs: Option<i32>,
    pub role: Option<Role>,
}

/// Checks `options` against the server's `defaults`, the bot's `lexicons` and the server's
/// `clock` settings, in the order a player's mistakes are reported.
pub(crate) fn resolve(
    options: &LobbyOptions,
    defaults: ServerSettings,
    lexicons: &Lexicons,
    clock: ClockSettings,
) -> Result<LobbySettings, UserError> {
    let variant = options.variant.unwrap_or(VariantId::Classic);
    let challenge = options.challenge_rule.unwrap_or(defaults.challenge_rule);
    let lexicon = options.lexicon.clone().unwrap_or(defaults.lexicon);
    let lexicon = known_lexicon(lexicons, lexicon, variant)?;
    let tiles = lexicons.edition(&lexicon);
    // A turn timer the variant's rules set (the engine knows which).
    let variant_limit = variant.variant().turn_timer_secs();
    let limit = options
        .turn_time_limit_secs
        .or(variant_limit)
        .unwrap_or(defaults.turn_time_limit_secs);
    if !TURN_LIMIT_SECS.contains(&limit) {
        return Err(SettingError::TurnLimit.into());
    }
    if options
        .my_turn_time_limit_secs
        .is_some_and(|l| !TURN_LIMIT_SECS.contains(&l))
    {
        return Err(SettingError::TurnLimit.into());
    }
    let clock = options.clock.over(clock)?;
    if options.level.is_some() {
        variant.variant().require(Feature::Levels)?;
    }
    if options.role.is_some() {
        variant.variant().require(Feature::Roles)?;
    }
    let max_players = max_players(options, variant)?;
    let adjustment = if options.tournament_adjustment {
        EndAdjustment::Tournament
    } else {
        EndAdjustment::RuleBook
    };
    Ok(LobbySettings {
        variant,
        challenge,
        adjustment,
        lexicon,
        tiles,
        turn_time_limit_secs: limit,
        max_players,
        clock,
        rated: !options.unrated,
        level: options.level,
        my_turn_time_limit_secs: options.my_turn_time_limit_secs,
        role: options.role,
    })
}

/// The seats a lobby takes: 2 to 4, and no more than the variant is played by.
fn max_players(options: &LobbyOptions, variant: VariantId) -> Result<i16, UserError> {
    let most = i16::from(variant.variant().max_players);
    let max_players = options.max_players.unwrap_or(most);
    if !(2..=4).contains(&max_players) {
        return Err(SettingError::PlayerCount.into());
    }
    if max_players > most {
        return Err(SettingError::PlayersOfVariant {
            variant: variant.to_string(),
            most,
        }
        .into());
    }
    Ok(max_players)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::variant::VariantKind;
    use crate::service::clocks::ClockOptions;
    use crate::service::resolve_testing::{defaults, lexicons};

    fn resolved(options: &LobbyOptions) -> Result<LobbySettings, UserError> {
        resolve(options, defaults(), &lexicons(), ClockSettings::default())
    }

    #[test]
    fn defaults_fill_every_option() {
        let settings = resolved(&LobbyOptions::default()).unwrap();
        assert_eq!(settings.variant, VariantId::Classic);
        assert_eq!(settings.lexicon, "TWL");
        assert_eq!(settings.max_players, 4);
        assert_eq!(settings.adjustment, EndAdjustment::RuleBook);
        assert!(settings.rated);
    }

    #[test]
    fn an_unknown_lexicon_is_refused_with_the_known_ones() {
        let options = LobbyOptions {
            lexicon: Some("XYZ".into()),
            ..LobbyOptions::default()
        };
        let error = resolved(&options).unwrap_err();
        assert_eq!(error, UserError::UnknownLexicon("XYZ".into(), "TWL".into()));
    }

    #[test]
    fn a_role_where_the_variant_has_none_is_refused() {
        let options = LobbyOptions {
            role: Some(Role::Pro),
            clock: ClockOptions::default(),
            ..LobbyOptions::default()
        };
        let error = resolved(&options).unwrap_err();
        assert_eq!(
            error,
            UserError::NotInThisGame {
                feature: Feature::Roles,
                variant: VariantKind::Classic,
            }
        );
    }

    #[test]
    fn a_five_player_game_is_refused() {
        let options = LobbyOptions {
            max_players: Some(5),
            ..LobbyOptions::default()
        };
        assert!(matches!(resolved(&options), Err(UserError::Setting(_))));
    }
}
