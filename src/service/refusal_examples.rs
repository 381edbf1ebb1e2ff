//! One of each refusal the service and the tournaments word as data, with its English text,
//! for the test that holds the bot's English catalogue to those words.

use super::names::EventKind;
use super::setting_error::{FreeTilesError, SettingError};
use super::tournaments::{EventSetting, TournamentError};
use crate::engine::names::Named;
use crate::engine::wording::{Worded, Wording};
use crate::kinds::{Language, RackDelivery, ReviewAccess};
use crate::tournament::pairing::PairError;
use crate::tournament::pools::Pace;
use crate::tournament::round_pairing::RoundPairingError;
use crate::tournament::schedule::{MethodName, ScheduleError};

/// Each example: the English text, and its wording.
pub fn examples() -> Vec<(String, Wording)> {
    let mut out: Vec<(String, Wording)> = Vec::new();
    let mut add = |error: &dyn Example| out.push((error.to_string(), error.wording()));
    for error in [
        SettingError::TurnLimit,
        SettingError::PlayerCount,
        SettingError::PlayersOfVariant {
            variant: "classic".into(),
            most: 2,
        },
        SettingError::ReminderPoints,
        SettingError::TooManyReminders(5),
        SettingError::MissedTurns(10),
        SettingError::TimeBank,
    ] {
        add(&error);
    }
    for error in [
        FreeTilesError::NotAWord("Q1".into()),
        FreeTilesError::NotATile("H8".into()),
        FreeTilesError::NoTiles,
    ] {
        add(&error);
    }
    for error in [
        Language::from_name("x").unwrap_err(),
        RackDelivery::from_name("x").unwrap_err(),
        ReviewAccess::from_name("x").unwrap_err(),
        Pace::from_name("x").unwrap_err(),
        MethodName::from_name("x").unwrap_err(),
    ] {
        add(&error);
    }
    for error in tournament_errors() {
        add(&error);
    }
    out
}

/// What an example needs: its English text and its wording.
trait Example: Worded + std::fmt::Display {}
impl<T: Worded + std::fmt::Display> Example for T {}

/// Every tournament refusal, with each setting and pairing refusal inside.
fn tournament_errors() -> Vec<TournamentError> {
    use TournamentError as E;
    let mut errors = vec![
        E::NoTournamentHere,
        E::ChannelHasTournament,
        E::NotADirector,
        E::RegistrationClosed,
        E::AlreadyRegistered,
        E::PlayerAlreadyRegistered("Ann".into()),
        E::NotRegistered,
        E::NoSuchPlayer,
        E::AlreadyStarted,
        E::NotStarted,
        E::Finished,
        E::Paused,
        E::NotPaused,
        E::TooFewPlayers(1),
        E::TooFewForDivisions(3, 2),
        E::NoSuchRound(4),
        E::NoSuchBoard("Ann".into(), 2),
        E::ByeHasNoScores,
        E::RoundNotComplete(2),
        E::AllRoundsPaired(7),
        E::RoundStarted(3),
        E::NotLatestRound(1),
        E::TooManyRepeats("Ann".into(), "Bob".into(), 2),
        E::AlreadyWithdrawn,
        E::NoLeagueHere,
        E::ChannelHasLeague,
        E::AlreadyInLeague(2),
        E::NotInLeague(2),
        E::SeasonBeingPlayed(3),
        E::TooFewForSeason(1),
    ];
    errors.extend(event_settings().into_iter().map(E::BadSetting));
    errors.extend(pairing_errors().into_iter().map(E::BadPairings));
    errors
}

/// Every event setting refused.
fn event_settings() -> Vec<EventSetting> {
    let mut settings = vec![
        EventSetting::TournamentNeedsServer,
        EventSetting::LeagueNeedsServer,
        EventSetting::Rounds,
        EventSetting::RoundLength,
        EventSetting::Repeats,
        EventSetting::Divisions(8),
        EventSetting::Spreads,
        EventSetting::NameLength,
        EventSetting::TurnLimit,
        EventSetting::SeasonLength,
        EventSetting::DivisionSize,
        EventSetting::GamesAtOnce,
        EventSetting::Movers,
    ];
    for kind in [EventKind::Tournament, EventKind::League] {
        settings.push(EventSetting::NameControls(kind));
        settings.push(EventSetting::NameInvisible(kind));
    }
    for error in [
        ScheduleError::Method(MethodName::from_name("x").unwrap_err()),
        ScheduleError::Count("9999999999999999999999".into()),
        ScheduleError::TooLong {
            listed: 9,
            rounds: 7,
        },
        ScheduleError::Empty,
    ] {
        settings.push(EventSetting::Schedule(error));
    }
    settings
}

/// Every refusal of a round's pairing.
fn pairing_errors() -> Vec<RoundPairingError> {
    let mut errors = vec![
        RoundPairingError::ByHand,
        RoundPairingError::DifferentDivisions {
            first: "Ann".into(),
            second: "Bob".into(),
        },
        RoundPairingError::NotInEvent("Ann".into()),
        RoundPairingError::PairedTwice("Ann".into()),
        RoundPairingError::NotPaired("Ann".into()),
        RoundPairingError::TooManyRepeats {
            first: "Ann".into(),
            second: "Bob".into(),
            most: 1,
        },
    ];
    errors.extend(
        [
            PairError::NoPlayers,
            PairError::RoundRobinComplete { rounds: 5 },
            PairError::FontesEvenRounds { rounds: 4 },
            PairError::FontesOver {
                round: 5,
                rounds: 3,
            },
            PairError::FontesTooFew {
                rounds: 3,
                players: 4,
                needed: 8,
            },
            PairError::ManualUnknown(3),
            PairError::ManualTwice(3),
            PairError::ManualMissing(3),
        ]
        .map(RoundPairingError::Method),
    );
    errors
}
