//! What can go wrong in a use case: mistakes a player can fix (with text written for them) and
//! internal failures (logged, never shown).

use crate::engine::game::GameError;
use crate::engine::lexicon::QueryError;
use crate::engine::names::{UnknownName, quoted};
use crate::engine::notation::NotationError;
use crate::engine::placement::PlacementError;
use crate::engine::variant::{Feature, NotSupported, VariantError, VariantKind};

/// A request the rules or the game's state refuse. Nothing was written.
#[derive(Debug, thiserror::Error, Clone, PartialEq, Eq)]
pub enum UserError {
    #[error("There is no game in this channel. Start one with `/game new`.")]
    NoGameHere,
    #[error(
        "This channel already has a game. Finish it (or ask a moderator for `/game end`) before starting another."
    )]
    ChannelHasGame,
    #[error("You are not playing in this game.")]
    NotAPlayer,
    #[error("The game has not started yet: `/game start` deals the tiles.")]
    NotStarted,
    #[error("The game has already started.")]
    AlreadyStarted,
    #[error("You are already in this game.")]
    AlreadyJoined,
    #[error("The game is full ({0} players).")]
    GameFull(usize),
    #[error(
        "A game needs 2 to 4 players: {0} seated so far. Invite someone with `/game join`, or add a computer player with `/game add-bot`."
    )]
    NotEnoughPlayers(usize),
    #[error("Only a moderator, or every player together, can end a game.")]
    NotAllowedToEnd,
    #[error("Only a moderator can change the server's settings.")]
    NotAModerator,
    #[error("{0}")]
    Move(#[from] GameError),
    #[error("{0}")]
    Notation(#[from] NotationError),
    #[error(
        "I could not read the tiles {}: type the letters from your rack, and ? for a blank (for example `AEI?`).",
        quoted(.0)
    )]
    BadTiles(String),
    #[error("{0}")]
    Variant(#[from] VariantError),
    #[error(
        "There is no lexicon {name} on this bot. Available: {list}.",
        name = quoted(.0),
        list = .1
    )]
    UnknownLexicon(String, String),
    #[error("{0}")]
    Name(#[from] UnknownName),
    #[error("{0}")]
    Setting(#[from] super::setting_error::SettingError),
    #[error("`{0}` is not a square: write its column and row, e.g. I8")]
    BadSquare(String),
    #[error("There is no game #{0}.")]
    NoSuchGame(i64),
    /// The version of its word list the game was opened with is gone from the bot.
    #[error(
        "This game's word list ({}) is no longer on the bot as it was when the game began, so no play, exchange or challenge can be checked. The bot's operator can put the list back; a moderator can end the game with `/game end`.",
        quoted(.0)
    )]
    WordListGone(String),
    /// A move panel's button pressed after the game moved past what the panel showed.
    #[error(
        "This panel is out of date: the game moved on since it was shown. Nothing was changed."
    )]
    PanelOutOfDate,
    #[error("{0}")]
    Query(#[from] QueryError),
    #[error(
        "You have a game in progress on this server (<#{0}>), and the rules allow the dictionary for challenges only: `/word` answers you again when your games here are over. A moderator can allow it during games with `/settings server words_in_games:True`."
    )]
    WordsDuringGame(i64),
    #[error("That game is still going: its review comes when it is over.")]
    GameNotOver,
    #[error("That game is still going: its replay comes when it is over.")]
    ReplayBeforeEnd,
    /// A command, option or record this game's variant does not have; the text is the
    /// variant's own reason (see `Feature::refusal`).
    #[error("{}", feature.refusal(*variant))]
    NotInThisGame {
        feature: Feature,
        variant: VariantKind,
    },
    #[error("{0}")]
    BadFreeTiles(#[from] super::setting_error::FreeTilesError),
    #[error(
        "Your time ran out <t:{0}:R>: the turn passes to the next player in a moment, and your move was not played."
    )]
    TimeRanOut(i64),
    #[error(
        "Only the game's players can review it on this server (a moderator can open reviews to everyone with `/settings server reviews:anyone`)."
    )]
    NotYourReview,
    #[error("{0}")]
    Tournament(#[from] super::tournaments::TournamentError),
    #[error(
        "Puzzles belong to a server: there is none in DMs. Use `/puzzle show` in a channel of a server the bot is on."
    )]
    PuzzleNeedsServer,
    #[error(
        "There is no puzzle on this server today yet: `/puzzle show` brings it out, then answer it."
    )]
    NoPuzzleYet,
    #[error("{1}: today's puzzle rack is `{0}`")]
    PuzzleTiles(String, GameError),
    #[error("{0}")]
    PuzzlePlay(GameError),
    #[error(
        "You have no practice position to answer: `/practice` shows your next one, then answer it with `/practice word: at:`."
    )]
    NoPracticePosition,
    #[error("{1}: your practice rack is `{0}`")]
    PracticeTiles(String, GameError),
    #[error(
        "To answer your practice position give both `word:` and `at:`, written as for `/play`; `/practice` alone shows the position."
    )]
    PracticeNeedsBoth,
}

/// Advice added to a refusal where the mistake was in how a move or its tiles were written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// How a play is written: the square, then the word.
    WritingAPlay,
    /// Where to see one's tiles, and how a blank is typed.
    RackTiles,
}

impl Hint {
    /// The advice in English.
    pub fn english(self) -> &'static str {
        match self {
            Hint::WritingAPlay => {
                "Write the square then the word: `/play word:HORN at:8F` goes across from row 8, \
                 column F; `at:F8` goes down. A lower-case letter is a blank; tiles already on the \
                 board are typed as their letters (or `.`)."
            }
            Hint::RackTiles => {
                "`/rack` shows your tiles; type `?` or a lower-case letter for a blank."
            }
        }
    }
}

impl UserError {
    /// Advice to add after the error's text where the mistake was in how a move or its tiles
    /// were written; `None` where the text says it all (or says how to write it itself).
    pub fn hint(&self) -> Option<Hint> {
        match self {
            UserError::Notation(
                NotationError::UnreadableCoordinate(_) | NotationError::NotAPlay(_),
            ) => None,
            UserError::Notation(_)
            | UserError::Move(GameError::Placement(PlacementError::OffBoard(_))) => {
                Some(Hint::WritingAPlay)
            }
            UserError::Move(GameError::TilesNotOnRack(_)) => Some(Hint::RackTiles),
            _ => None,
        }
    }
}

/// A failed use case.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error(transparent)]
    User(#[from] UserError),
    #[error("internal error: {0:#}")]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for ServiceError {
    fn from(error: sqlx::Error) -> Self {
        ServiceError::Internal(error.into())
    }
}

impl From<NotSupported> for UserError {
    fn from(refused: NotSupported) -> Self {
        UserError::NotInThisGame {
            feature: refused.feature,
            variant: refused.variant,
        }
    }
}

impl From<NotSupported> for ServiceError {
    fn from(refused: NotSupported) -> Self {
        ServiceError::User(refused.into())
    }
}

impl From<super::tournaments::TournamentError> for ServiceError {
    fn from(error: super::tournaments::TournamentError) -> Self {
        ServiceError::User(UserError::Tournament(error))
    }
}

impl From<NotationError> for ServiceError {
    fn from(error: NotationError) -> Self {
        ServiceError::User(UserError::Notation(error))
    }
}

impl ServiceError {
    /// The player-facing error, if this is one.
    pub fn user(&self) -> Option<&UserError> {
        match self {
            ServiceError::User(e) => Some(e),
            ServiceError::Internal(_) => None,
        }
    }
}
