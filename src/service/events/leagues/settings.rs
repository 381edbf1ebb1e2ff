//! A new league's options checked and completed, without a database.

use crate::engine::game::ChallengeRule;
use crate::engine::variant::VariantId;
use crate::service::errors::UserError;
use crate::service::events::tournaments::EventSetting;
use crate::service::events::tournaments::settings::{
    bad, correspondence_limit, event_name, known_lexicon,
};
use crate::service::names::EventKind;
use crate::service::{Lexicons, ServerSettings};

/// A moderator's choices for a new league; `None` takes the default.
#[derive(Clone, Debug, Default)]
pub struct LeagueOptions {
    pub name: String,
    /// Default 28 days.
    pub season_days: Option<i16>,
    /// Most players in a division (default 8).
    pub division_size: Option<i16>,
    /// Games a player has going at once (default 2).
    pub games_at_once: Option<i16>,
    /// Promoted and relegated per division (default: one in six, rounded up).
    pub movers: Option<i16>,
    pub variant: Option<VariantId>,
    pub lexicon: Option<String>,
    pub challenge_rule: Option<ChallengeRule>,
    pub turn_time_limit_secs: Option<i32>,
}

/// A league's settings, every option checked and every default filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LeagueSettings {
    pub name: String,
    pub season_days: i16,
    pub division_size: i16,
    pub games_at_once: i16,
    pub movers: Option<i16>,
    pub variant: VariantId,
    pub lexicon: String,
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
}

/// Checks a moderator's `options` against the server's `defaults` and the bot's `lexicons`, in
/// the order the mistakes are reported.
pub(crate) fn resolve(
    options: &LeagueOptions,
    defaults: ServerSettings,
    lexicons: &Lexicons,
) -> Result<LeagueSettings, UserError> {
    let name = event_name(EventKind::League, &options.name)?;
    let season_days = options.season_days.unwrap_or(28);
    if !(1..=180).contains(&season_days) {
        return Err(bad(EventSetting::SeasonLength).into());
    }
    let division_size = options.division_size.unwrap_or(8);
    if !(2..=32).contains(&division_size) {
        return Err(bad(EventSetting::DivisionSize).into());
    }
    let games_at_once = options.games_at_once.unwrap_or(2);
    if !(1..=10).contains(&games_at_once) {
        return Err(bad(EventSetting::GamesAtOnce).into());
    }
    if options.movers.is_some_and(|m| !(0..=16).contains(&m)) {
        return Err(bad(EventSetting::Movers).into());
    }
    let lexicon = known_lexicon(
        lexicons,
        options.lexicon.clone().unwrap_or(defaults.lexicon),
        options.variant.unwrap_or(VariantId::Classic),
    )?;
    let turn_time_limit_secs = correspondence_limit(
        options
            .turn_time_limit_secs
            .unwrap_or(defaults.turn_time_limit_secs),
    )?;
    Ok(LeagueSettings {
        name,
        season_days,
        division_size,
        games_at_once,
        movers: options.movers,
        variant: options.variant.unwrap_or(VariantId::Classic),
        lexicon,
        challenge_rule: options.challenge_rule.unwrap_or(defaults.challenge_rule),
        turn_time_limit_secs,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::resolve_testing::{defaults, lexicons};

    fn options() -> LeagueOptions {
        LeagueOptions {
            name: "Ladder".into(),
            ..LeagueOptions::default()
        }
    }

    #[test]
    fn defaults_fill_every_option() {
        let settings = resolve(&options(), defaults(), &lexicons()).unwrap();
        assert_eq!(settings.name, "Ladder");
        assert_eq!(
            (
                settings.season_days,
                settings.division_size,
                settings.games_at_once
            ),
            (28, 8, 2)
        );
        assert_eq!(settings.movers, None);
        assert_eq!(settings.lexicon, "TWL");
    }

    #[test]
    fn a_bad_option_is_refused_with_its_reason() {
        let options = LeagueOptions {
            games_at_once: Some(11),
            ..options()
        };
        let error = resolve(&options, defaults(), &lexicons()).unwrap_err();
        let reason = "A player has 1 to 10 games going at once.";
        assert_eq!(error.to_string(), reason);
    }
}
