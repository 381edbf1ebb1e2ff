//! What can go wrong in a use case: mistakes a player can fix (worded as a message of the
//! catalogues, which the bot says in the player's language) and internal failures (logged,
//! never shown).

use crate::engine::game::GameError;
use crate::engine::lexicon::QueryError;
use crate::engine::names::{UnknownName, quoted};
use crate::engine::notation::NotationError;
use crate::engine::placement::PlacementError;
use crate::engine::variant::{Feature, NotSupported, VariantError, VariantKind};
use crate::engine::wording::{Worded, Wording};

/// A request the rules or the game's state refuse. Nothing was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UserError {
    NoGameHere,
    ChannelHasGame,
    NotAPlayer,
    NotStarted,
    AlreadyStarted,
    AlreadyJoined,
    GameFull(usize),
    NotEnoughPlayers(usize),
    NotAllowedToEnd,
    NotAModerator,
    Move(GameError),
    Notation(NotationError),
    BadTiles(String),
    Variant(VariantError),
    UnknownLexicon(String, String),
    Name(UnknownName),
    Setting(super::setting_error::SettingError),
    BadSquare(String),
    NoSuchGame(i64),
    /// The version of its word list the game was opened with is gone from the bot.
    WordListGone(String),
    /// A move panel's button pressed after the game moved past what the panel showed.
    PanelOutOfDate,
    Query(QueryError),
    WordsDuringGame(i64),
    GameNotOver,
    ReplayBeforeEnd,
    /// A command, option or record this game's variant does not have; the text is the
    /// variant's own reason (see `Feature::refusal`).
    NotInThisGame {
        feature: Feature,
        variant: VariantKind,
    },
    BadFreeTiles(super::setting_error::FreeTilesError),
    TimeRanOut(i64),
    NotYourReview,
    Tournament(super::tournaments::TournamentError),
    PuzzleNeedsServer,
    NoPuzzleYet,
    PuzzleTiles(String, GameError),
    PuzzlePlay(GameError),
    NoPracticePosition,
    PracticeTiles(String, GameError),
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

/// A refusal in the words of the catalogues: the service's own (`err-*`), or the engine's,
/// the variant's, the settings' and the tournaments' wording of their refusal.
impl Worded for UserError {
    fn wording(&self) -> Wording {
        match self {
            UserError::NoGameHere => Wording::new("err-no-game-here"),
            UserError::ChannelHasGame => Wording::new("err-channel-has-game"),
            UserError::NotAPlayer => Wording::new("err-not-a-player"),
            UserError::NotStarted => Wording::new("err-not-started"),
            UserError::AlreadyStarted => Wording::new("err-already-started"),
            UserError::AlreadyJoined => Wording::new("err-already-joined"),
            UserError::GameFull(n) => Wording::new("err-game-full").number("players", *n),
            UserError::NotEnoughPlayers(n) => {
                Wording::new("err-not-enough-players").number("seated", *n)
            }
            UserError::NotAllowedToEnd => Wording::new("err-not-allowed-to-end"),
            UserError::NotAModerator => Wording::new("err-not-a-moderator"),
            UserError::BadTiles(tiles) => {
                Wording::new("err-bad-tiles").put("tiles", &quoted(tiles))
            }
            UserError::UnknownLexicon(name, available) => Wording::new("err-unknown-lexicon")
                .put("name", &quoted(name))
                .put("available", available),
            UserError::BadSquare(square) => Wording::new("err-bad-square").put("square", square),
            UserError::NoSuchGame(game) => Wording::new("err-no-such-game").put("game", game),
            UserError::PanelOutOfDate => Wording::new("err-panel-out-of-date"),
            UserError::WordListGone(name) => {
                Wording::new("err-word-list-gone").put("lexicon", &quoted(name))
            }
            UserError::WordsDuringGame(channel) => {
                Wording::new("err-words-during-game").put("channel", &format!("<#{channel}>"))
            }
            UserError::GameNotOver => Wording::new("err-game-not-over"),
            UserError::ReplayBeforeEnd => Wording::new("err-replay-before-end"),
            UserError::TimeRanOut(at) => {
                Wording::new("err-time-ran-out").put("when", &format!("<t:{at}:R>"))
            }
            UserError::NotYourReview => Wording::new("err-not-your-review"),
            UserError::PuzzleNeedsServer => Wording::new("err-puzzle-needs-server"),
            UserError::NoPuzzleYet => Wording::new("err-no-puzzle-yet"),
            UserError::NoPracticePosition => Wording::new("err-no-practice-position"),
            UserError::PracticeNeedsBoth => Wording::new("err-practice-needs-both"),
            UserError::NotInThisGame { feature, variant } => {
                Wording::new(feature.refusal_key(*variant))
            }
            UserError::Move(error) | UserError::PuzzlePlay(error) => error.wording(),
            UserError::Notation(error) => error.wording(),
            UserError::Variant(error) => error.wording(),
            UserError::Name(error) => error.wording(),
            UserError::Query(error) => error.wording(),
            UserError::Setting(error) => error.wording(),
            UserError::BadFreeTiles(error) => error.wording(),
            UserError::Tournament(error) => error.wording(),
            UserError::PuzzleTiles(rack, error) => on_rack("err-puzzle-tiles", rack, error),
            UserError::PracticeTiles(rack, error) => on_rack("err-practice-tiles", rack, error),
        }
    }
}

crate::engine::english::said_in_english!(UserError);
crate::engine::wording::wraps!(UserError { Move(GameError), Notation(NotationError), Variant(VariantError), Name(UnknownName), Setting(super::setting_error::SettingError), Query(QueryError), BadFreeTiles(super::setting_error::FreeTilesError), Tournament(super::tournaments::TournamentError) });

/// A puzzle's or a practice position's play refused, with the rack it was played from.
fn on_rack(key: &'static str, rack: &str, error: &GameError) -> Wording {
    Wording::new(key)
        .said("reason", error.wording())
        .put("rack", &rack)
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
