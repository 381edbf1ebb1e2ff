//! Why a command was refused or a game could not be set up: messages written for players.

use crate::engine::placement::PlacementError;
use crate::engine::wording::{Worded, Wording};

/// A command the rules do not allow right now. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the game is over")]
    GameOver,
    #[error("there is no player {0} in this game")]
    UnknownPlayer(usize),
    #[error("you resigned from this game")]
    Resigned,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("the last play ends the game: challenge it, or pass to accept it")]
    AwaitingFinalChallenge,
    /// The rack does not hold the tiles a play or an exchange needs (rules 1 and 7: tiles come
    /// from the player's own rack).
    #[error("{}", shortfall_text(.0))]
    TilesNotOnRack(Vec<Shortfall>),
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
    #[error("{0} has a blocker on it: no tile can be played there")]
    Blocked(crate::engine::layout::Pos),
    #[error("you hold no blocker: cover a Blocker square to take one")]
    NoBlocker,
    /// Blanks & Blockers' Pro versus Rookie game: "only Rookies may take Blocker tiles".
    #[error(
        "the {} role takes no blockers: only rookies and standard players do",
        crate::engine::names::Named::name(*.0)
    )]
    RoleTakesNoBlockers(super::Role),
    #[error("a blocker goes on an empty square of the board")]
    BlockerOffBoard,
    #[error("{0} is not empty: a blocker goes on an empty square")]
    BlockerOnFilledSquare(crate::engine::layout::Pos),
    #[error("no tile can go on {0}: it is the line between the two sides")]
    ClosedSquare(crate::engine::layout::Pos),
    #[error("{at} is on your opponent's side: your words stay on your own side, columns {side}")]
    OffYourSide {
        at: crate::engine::layout::Pos,
        side: &'static str,
    },
    #[error("your first word must cover a square of your space station on the top row")]
    FirstWordOffStation,
    #[error("your word must connect to a word you have played on your side")]
    NotConnectedToYourSide,
    #[error(transparent)]
    FreeForAll(#[from] crate::engine::free_for_all::FreeForAllError),
    #[error("yellow blanks are kept beside your rack and cannot be exchanged")]
    YellowBlankKept,
    #[error("the dice game has no exchanges: play a word or pass")]
    NoExchangeWithDice,
    #[error("challenges are off in this game: words are checked when played")]
    ChallengesOff,
    #[error("there is no play to challenge")]
    NothingToChallenge,
    #[error("you cannot challenge your own play")]
    OwnPlay,
}

/// A tile a command needs more of than the rack holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortfall {
    /// The tile's label, `?` for a blank (or a description of a tile the set does not have).
    pub tile: String,
    /// How many the command needs.
    pub wanted: usize,
    /// How many the rack holds.
    pub held: usize,
}

impl Shortfall {
    /// The tile for players: "a blank", "E".
    fn named(&self) -> String {
        if self.tile == "?" {
            "a blank".to_owned()
        } else {
            self.tile.clone()
        }
    }

    /// How many the rack holds, for players: "1 blank", "2 blanks", "2 E".
    fn held_text(&self) -> String {
        match (self.tile.as_str(), self.held) {
            ("?", 1) => "1 blank".to_owned(),
            ("?", n) => format!("{n} blanks"),
            (tile, n) => format!("{n} {tile}"),
        }
    }
}

/// "you do not have Z on your rack; you have only 2 E on your rack, not 3".
fn shortfall_text(missing: &[Shortfall]) -> String {
    let absent: Vec<String> = missing
        .iter()
        .filter(|s| s.held == 0)
        .map(Shortfall::named)
        .collect();
    let mut clauses = Vec::new();
    if !absent.is_empty() {
        clauses.push(format!(
            "you do not have {} on your rack",
            absent.join(", ")
        ));
    }
    for short in missing.iter().filter(|s| s.held > 0) {
        clauses.push(format!(
            "you have only {} on your rack, not {}",
            short.held_text(),
            short.wanted
        ));
    }
    clauses.join("; ")
}

/// Why a game could not be created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a game needs 2 to 4 players, not {0}")]
    PlayerCount(usize),
    #[error("this game is for at most {most} players, not {players}")]
    TooManyPlayers { players: usize, most: u8 },
    #[error("player {0} cannot go first: there is no such player")]
    NoSuchFirstPlayer(usize),
}

impl GameError {
    /// The message of a refusal by one variant's own rules (blockers, the two sides, the dice,
    /// Free for All's paths), or `None` for the classic rules, which the bot words itself.
    pub fn variant_wording(&self) -> Option<Wording> {
        let at = |key, pos: &crate::engine::layout::Pos| Wording::new(key).put("square", &pos);
        Some(match self {
            GameError::UnknownPlayer(player) => {
                Wording::new("rule-unknown-player").number("player", *player)
            }
            GameError::Blocked(pos) => at("rule-blocked", pos),
            GameError::NoBlocker => Wording::new("rule-no-blocker"),
            GameError::RoleTakesNoBlockers(role) => Wording::new("rule-role-takes-no-blockers")
                .put("role", &crate::engine::names::Named::name(*role)),
            GameError::BlockerOffBoard => Wording::new("rule-blocker-off-board"),
            GameError::BlockerOnFilledSquare(pos) => at("rule-blocker-on-filled-square", pos),
            GameError::ClosedSquare(pos) => at("rule-closed-square", pos),
            GameError::OffYourSide { at: pos, side } => {
                at("rule-off-your-side", pos).put("side", &side)
            }
            GameError::FirstWordOffStation => Wording::new("rule-first-word-off-station"),
            GameError::NotConnectedToYourSide => Wording::new("rule-not-connected-to-your-side"),
            GameError::FreeForAll(error) => error.wording(),
            GameError::YellowBlankKept => Wording::new("rule-yellow-blank-kept"),
            GameError::NoExchangeWithDice => Wording::new("rule-no-exchange-with-dice"),
            _ => return None,
        })
    }
}
