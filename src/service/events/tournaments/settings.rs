//! A new tournament's options checked and completed, without a database (and the checks
//! leagues share: an event's name, a correspondence turn limit, a known lexicon).

use crate::engine::game::ChallengeRule;
use crate::engine::variant::{Feature, VariantId};
use crate::service::errors::UserError;
use crate::service::names::{self, EventKind};
use crate::service::{Lexicons, ServerSettings};
use crate::tournament::divisions::MAX_DIVISIONS;
use crate::tournament::schedule::{self, MethodName};

use super::TournamentError;
use crate::service::event_data::event_setting::EventSetting;

/// A director's choices for a new tournament; `None` takes the server's default (or tsh's).
#[derive(Clone, Debug, Default)]
pub struct TournamentOptions {
    pub name: String,
    pub rounds: i16,
    /// The pairing schedule as written (`swiss`, `round-robin, 2x swiss, koth`).
    pub schedule: String,
    pub variant: Option<VariantId>,
    pub lexicon: Option<String>,
    pub challenge_rule: Option<ChallengeRule>,
    pub turn_time_limit_secs: Option<i32>,
    /// How long each round lasts (default 7 days).
    pub round_secs: Option<i32>,
    /// Default +50.
    pub bye_spread: Option<i32>,
    /// Default -50.
    pub forfeit_spread: Option<i32>,
    /// Default 1.
    pub max_repeats: Option<i16>,
    /// Default on.
    pub gibsonize: Option<bool>,
    /// Default on: the next round is paired when every result is in.
    pub auto_advance: Option<bool>,
    /// Groups by rating, each paired and ranked on its own (default 1: none).
    pub divisions: Option<i16>,
}

/// A setting refused.
pub(crate) fn bad(setting: EventSetting) -> TournamentError {
    TournamentError::BadSetting(setting)
}

/// A tournament's settings, every option checked and every default filled in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TournamentSettings {
    pub name: String,
    pub rounds: i16,
    pub schedule: Vec<MethodName>,
    pub variant: VariantId,
    pub lexicon: String,
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
    pub round_secs: i32,
    pub bye_spread: i32,
    pub forfeit_spread: i32,
    pub max_repeats: i16,
    pub gibsonize: bool,
    pub auto_advance: bool,
    pub divisions: i16,
}

/// Checks a director's `options` against the server's `defaults` and the bot's `lexicons`, in
/// the order a director's mistakes are reported.
pub(crate) fn resolve(
    options: &TournamentOptions,
    defaults: ServerSettings,
    lexicons: &Lexicons,
) -> Result<TournamentSettings, UserError> {
    let name = event_name(EventKind::Tournament, &options.name)?;
    if !(1..=40).contains(&options.rounds) {
        return Err(bad(EventSetting::Rounds).into());
    }
    let schedule = schedule::parse(
        &options.schedule,
        usize::try_from(options.rounds).unwrap_or(1),
    )
    .map_err(|e| bad(EventSetting::Schedule(e)))?;
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
    let round_secs = options.round_secs.unwrap_or(7 * 86_400);
    if !(3600..=30 * 86_400).contains(&round_secs) {
        return Err(bad(EventSetting::RoundLength).into());
    }
    let (bye_spread, forfeit_spread) = spreads(options)?;
    let max_repeats = options.max_repeats.unwrap_or(1);
    if !(0..=40).contains(&max_repeats) {
        return Err(bad(EventSetting::Repeats).into());
    }
    let divisions = options.divisions.unwrap_or(1);
    if !(1..=i16::try_from(MAX_DIVISIONS).unwrap_or(8)).contains(&divisions) {
        return Err(bad(EventSetting::Divisions(MAX_DIVISIONS)).into());
    }
    Ok(TournamentSettings {
        name,
        rounds: options.rounds,
        schedule,
        variant: options.variant.unwrap_or(VariantId::Classic),
        lexicon,
        challenge_rule: options.challenge_rule.unwrap_or(defaults.challenge_rule),
        turn_time_limit_secs,
        round_secs,
        bye_spread,
        forfeit_spread,
        max_repeats,
        gibsonize: options.gibsonize.unwrap_or(true),
        auto_advance: options.auto_advance.unwrap_or(true),
        divisions,
    })
}

/// The bye and forfeit spreads: +50 and -50 unless chosen, 0 to 500 and -500 to 0.
fn spreads(options: &TournamentOptions) -> Result<(i32, i32), TournamentError> {
    let bye_spread = options.bye_spread.unwrap_or(50);
    let forfeit_spread = options.forfeit_spread.unwrap_or(-50);
    if !(0..=500).contains(&bye_spread) || !(-500..=0).contains(&forfeit_spread) {
        return Err(bad(EventSetting::Spreads));
    }
    Ok((bye_spread, forfeit_spread))
}

/// `lexicon` if this bot has it and `variant` can be played in its edition's tiles, else the
/// refusal: the lexicons it has, or the variants another language's tiles play.
pub(crate) fn known_lexicon(
    lexicons: &Lexicons,
    lexicon: String,
    variant: VariantId,
) -> Result<String, UserError> {
    if !lexicons.contains(&lexicon) {
        return Err(UserError::UnknownLexicon(
            lexicon,
            lexicons.names().join(", "),
        ));
    }
    if !lexicons.edition(&lexicon).is_english() {
        variant.variant().require(Feature::EditionTiles)?;
    }
    Ok(lexicon)
}

/// A tournament's or league's name (of `kind`), made plain (see `service::names`): refused with
/// the reason when it holds control characters or nothing visible; then 1 to 60 characters,
/// without the characters tsh files use as separators.
pub(crate) fn event_name(kind: EventKind, name: &str) -> Result<String, TournamentError> {
    if let Some(refusal) = names::event_name_refusal(kind, name) {
        return Err(bad(refusal));
    }
    let name = names::plain(name);
    if name.chars().count() > 60 || name.contains([';', '#']) {
        return Err(bad(EventSetting::NameLength));
    }
    Ok(name)
}

/// A correspondence event's turn limit: 1 hour to 7 days.
pub(crate) fn correspondence_limit(limit: i32) -> Result<i32, TournamentError> {
    if (3600..=7 * 86_400).contains(&limit) {
        Ok(limit)
    } else {
        Err(bad(EventSetting::TurnLimit))
    }
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
