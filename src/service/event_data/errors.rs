//! What a tournament command refuses, in words for the player or director. Nothing was written.

use crate::engine::wording::{Worded, Wording};

/// A tournament request refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentError {
    NoTournamentHere,
    ChannelHasTournament,
    NotADirector,
    RegistrationClosed,
    AlreadyRegistered,
    PlayerAlreadyRegistered(String),
    NotRegistered,
    NoSuchPlayer,
    AlreadyStarted,
    NotStarted,
    Finished,
    Paused,
    NotPaused,
    TooFewPlayers(usize),
    TooFewForDivisions(usize, i16),
    BadSetting(super::event_setting::EventSetting),
    NoSuchRound(i16),
    NoSuchBoard(String, i16),
    ByeHasNoScores,
    RoundNotComplete(i16),
    AllRoundsPaired(i16),
    RoundStarted(i16),
    NotLatestRound(i16),
    BadPairings(crate::tournament::round_pairing::RoundPairingError),
    TooManyRepeats(String, String, i16),
    AlreadyWithdrawn,
    NoLeagueHere,
    ChannelHasLeague,
    AlreadyInLeague(i32),
    NotInLeague(i32),
    SeasonBeingPlayed(i32),
    TooFewForSeason(usize),
}

crate::engine::english::said_in_english!(TournamentError);

impl Worded for TournamentError {
    fn wording(&self) -> Wording {
        use TournamentError as E;
        let round = |key, round: &i16| Wording::new(key).number("round", *round);
        let season = |key, season: &i32| Wording::new(key).number("season", *season);
        let registered = |key, n: &usize| Wording::new(key).number("registered", *n);
        match self {
            E::NoTournamentHere => Wording::new("event-no-tournament-here"),
            E::ChannelHasTournament => Wording::new("event-channel-has-tournament"),
            E::NotADirector => Wording::new("event-not-a-director"),
            E::RegistrationClosed => Wording::new("event-registration-closed"),
            E::AlreadyRegistered => Wording::new("event-already-registered"),
            E::PlayerAlreadyRegistered(player) => {
                Wording::new("event-player-already-registered").put("player", &player)
            }
            E::NotRegistered => Wording::new("event-not-registered"),
            E::NoSuchPlayer => Wording::new("event-no-such-player"),
            E::AlreadyStarted => Wording::new("event-already-started"),
            E::NotStarted => Wording::new("event-not-started"),
            E::Finished => Wording::new("event-finished"),
            E::Paused => Wording::new("event-paused"),
            E::NotPaused => Wording::new("event-not-paused"),
            E::TooFewPlayers(n) => registered("event-too-few-players", n),
            E::TooFewForDivisions(n, divisions) => registered("event-too-few-for-divisions", n)
                .number("divisions", *divisions)
                .number("needed", 2 * i64::from(*divisions)),
            E::BadSetting(setting) => setting.wording(),
            E::NoSuchRound(n) => round("event-no-such-round", n),
            E::NoSuchBoard(player, n) => round("event-no-such-board", n).put("player", &player),
            E::ByeHasNoScores => Wording::new("event-bye-has-no-scores"),
            E::RoundNotComplete(n) => round("event-round-not-complete", n),
            E::AllRoundsPaired(n) => Wording::new("event-all-rounds-paired").number("rounds", *n),
            E::RoundStarted(n) => round("event-round-started", n),
            E::NotLatestRound(n) => round("event-not-latest-round", n),
            E::BadPairings(error) => {
                Wording::new("event-bad-pairings").said("reason", error.wording())
            }
            E::TooManyRepeats(first, second, most) => Wording::new("event-too-many-repeats")
                .put("first", &first)
                .put("second", &second)
                .number("most", *most),
            E::AlreadyWithdrawn => Wording::new("event-already-withdrawn"),
            E::NoLeagueHere => Wording::new("event-no-league-here"),
            E::ChannelHasLeague => Wording::new("event-channel-has-league"),
            E::AlreadyInLeague(n) => season("event-already-in-league", n),
            E::NotInLeague(n) => season("event-not-in-league", n),
            E::SeasonBeingPlayed(n) => season("event-season-being-played", n),
            E::TooFewForSeason(n) => registered("event-too-few-for-season", n),
        }
    }
}
