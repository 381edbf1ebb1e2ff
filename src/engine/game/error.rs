//! Why a command was refused or a game could not be set up: messages written for players.

use crate::engine::names::excerpt;
use crate::engine::placement::PlacementError;

/// A command the rules do not allow right now. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no player {0} in this game")]
    UnknownPlayer(usize),
    #[error("you have left this game")]
    Resigned,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the last play ends the game: challenge it, or pass to accept it")]
    AwaitingFinalChallenge,
    #[error("you do not have {} on your rack", excerpt(.0, 40))]
    TilesNotOnRack(String),
    #[error(transparent)]
    Placement(#[from] PlacementError),
    #[error("not in the dictionary: {}", .0.join(", "))]
    InvalidWords(Vec<String>),
    #[error("choose at least one tile to exchange (or pass)")]
    ExchangeNothing,
    #[error(
        "you cannot exchange with only {in_bag} tiles left in the bag (at least {needed} needed)"
    )]
    ExchangeBagTooSmall { in_bag: usize, needed: usize },
    #[error("challenges are off in this game: words are checked when played")]
    ChallengesOff,
    #[error("there is no play to challenge")]
    NothingToChallenge,
    #[error("you cannot challenge your own play")]
    OwnPlay,
}

/// Why a game could not be created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a game needs 2 to 4 players, not {0}")]
    PlayerCount(usize),
    #[error("player {0} cannot go first: there is no such player")]
    NoSuchFirstPlayer(usize),
}
