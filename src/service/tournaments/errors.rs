//! What a tournament command refuses, in words for the player or director. Nothing was written.

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
    BadSetting(String),
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
    BadPairings(String),
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
