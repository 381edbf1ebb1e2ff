//! What a tournament command refuses, in words for the player or director. Nothing was written.

use crate::engine::wording::{Worded, Wording};

/// A tournament request refused.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum TournamentError {
    #[error(
        "There is no tournament in this channel. A director opens one with `/tournament create`."
    )]
    NoTournamentHere,
    #[error(
        "This channel already has a tournament. It must finish (or a director `/tournament end`s it) before another opens here."
    )]
    ChannelHasTournament,
    #[error("Only the tournament's director (a moderator of this server) can do that.")]
    NotADirector,
    #[error("Registration is closed.")]
    RegistrationClosed,
    #[error("You are already registered.")]
    AlreadyRegistered,
    #[error("{0} is already registered.")]
    PlayerAlreadyRegistered(String),
    #[error("You are not registered in this tournament.")]
    NotRegistered,
    #[error("That player is not in this tournament.")]
    NoSuchPlayer,
    #[error("The tournament has already started.")]
    AlreadyStarted,
    #[error("The tournament has not started yet.")]
    NotStarted,
    #[error("The tournament is over.")]
    Finished,
    #[error("The tournament is paused: a director resumes it with `/tournament resume`.")]
    Paused,
    #[error("The tournament is not paused.")]
    NotPaused,
    #[error("A tournament needs at least 2 players: {0} registered so far.")]
    TooFewPlayers(usize),
    #[error("{1} divisions need at least {n} players (2 a division): {0} registered so far.", n = 2 * .1)]
    TooFewForDivisions(usize, i16),
    #[error("{0}")]
    BadSetting(super::event_setting::EventSetting),
    #[error("Round {0} is not paired yet.")]
    NoSuchRound(i16),
    #[error("There is no board of {0} in round {1}.")]
    NoSuchBoard(String, i16),
    #[error("That is a bye: its result is the bye spread.")]
    ByeHasNoScores,
    #[error(
        "Round {0} is still being played: every result must be in (or entered with `/tournament result`) before the next is paired."
    )]
    RoundNotComplete(i16),
    #[error("Every round is paired already ({0} rounds).")]
    AllRoundsPaired(i16),
    #[error(
        "Round {0} has started (a move was played): only a round nobody has moved in can be re-paired."
    )]
    RoundStarted(i16),
    #[error("Round {0} is not the latest round; only the latest can be re-paired.")]
    NotLatestRound(i16),
    #[error("Those pairings do not work: {0}.")]
    BadPairings(crate::tournament::round_pairing::RoundPairingError),
    #[error("{0} and {1} would meet more than the {2} time(s) this tournament allows.")]
    TooManyRepeats(String, String, i16),
    #[error("The player is already withdrawn.")]
    AlreadyWithdrawn,
    #[error("There is no league in this channel. A moderator opens one with `/league create`.")]
    NoLeagueHere,
    #[error("This channel already has a league.")]
    ChannelHasLeague,
    #[error("You are already registered for season {0}.")]
    AlreadyInLeague(i32),
    #[error("You are not registered for season {0}.")]
    NotInLeague(i32),
    #[error("Season {0} is still being played: the next starts when it is over.")]
    SeasonBeingPlayed(i32),
    #[error("A season needs at least 2 players: {0} registered so far.")]
    TooFewForSeason(usize),
}

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
