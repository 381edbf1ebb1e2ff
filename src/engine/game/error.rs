//! Why a command was refused or a game could not be set up: messages written for players.

use crate::engine::placement::PlacementError;
use crate::engine::wording::{Value, Worded, Wording};

/// A command the rules do not allow right now. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    GameOver,
    UnknownPlayer(usize),
    Resigned,
    NotYourTurn,
    AwaitingFinalChallenge,
    /// The rack does not hold the tiles a play or an exchange needs (rules 1 and 7: tiles come
    /// from the player's own rack).
    TilesNotOnRack(Vec<Shortfall>),
    Placement(PlacementError),
    InvalidWords(Vec<String>),
    ExchangeNothing,
    ExchangeBagTooSmall {
        in_bag: usize,
        needed: usize,
    },
    Blocked(crate::engine::layout::Pos),
    NoBlocker,
    /// Blanks & Blockers' Pro versus Rookie game: "only Rookies may take Blocker tiles".
    RoleTakesNoBlockers(super::Role),
    BlockerOffBoard,
    BlockerOnFilledSquare(crate::engine::layout::Pos),
    ClosedSquare(crate::engine::layout::Pos),
    OffYourSide {
        at: crate::engine::layout::Pos,
        side: &'static str,
    },
    FirstWordOffStation,
    NotConnectedToYourSide,
    FreeForAll(crate::engine::free_for_all::FreeForAllError),
    YellowBlankKept,
    NoExchangeWithDice,
    ChallengesOff,
    NothingToChallenge,
    OwnPlay,
}

/// A tile a command needs more of than the rack holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortfall {
    /// The tile's label, `?` for a blank (or `#N` for a tile code `N` the set does not have).
    pub tile: String,
    /// How many the command needs.
    pub wanted: usize,
    /// How many the rack holds.
    pub held: usize,
}

/// Why a game could not be created.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount(usize),
    TooManyPlayers { players: usize, most: u8 },
    NoSuchFirstPlayer(usize),
}

impl Worded for SetupError {
    fn wording(&self) -> Wording {
        match self {
            SetupError::PlayerCount(players) => {
                Wording::new("cli-setup-player-count").number("players", *players)
            }
            SetupError::TooManyPlayers { players, most } => {
                Wording::new("cli-setup-too-many-players")
                    .number("most", *most)
                    .number("players", *players)
            }
            SetupError::NoSuchFirstPlayer(player) => {
                Wording::new("cli-setup-no-such-first-player").number("player", *player)
            }
        }
    }
}

crate::engine::english::said_in_english!(SetupError);

/// A refusal in the words of the catalogues: the classic rules' (`rule-*`), each variant's
/// own pieces' and Free for All's paths'.
impl Worded for GameError {
    fn wording(&self) -> Wording {
        use crate::engine::layout::Pos;
        let at = |key, pos: &Pos| Wording::new(key).put("square", &pos);
        match self {
            GameError::GameOver => Wording::new("rule-game-over"),
            GameError::UnknownPlayer(player) => {
                Wording::new("rule-unknown-player").number("player", *player)
            }
            GameError::Resigned => Wording::new("rule-resigned"),
            GameError::NotYourTurn => Wording::new("rule-not-your-turn"),
            GameError::AwaitingFinalChallenge => Wording::new("rule-awaiting-final-challenge"),
            GameError::TilesNotOnRack(missing) => shortfall(missing),
            GameError::Placement(error) => error.wording(),
            GameError::InvalidWords(words) => Wording::new("rule-invalid-words")
                .put("words", &words.join(", "))
                .number("count", words.len()),
            GameError::ExchangeNothing => Wording::new("rule-exchange-nothing"),
            GameError::ExchangeBagTooSmall { in_bag, needed } => {
                Wording::new("rule-exchange-bag-too-small")
                    .number("in_bag", *in_bag)
                    .number("needed", *needed)
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
            GameError::ChallengesOff => Wording::new("rule-challenges-off"),
            GameError::NothingToChallenge => Wording::new("rule-nothing-to-challenge"),
            GameError::OwnPlay => Wording::new("rule-own-play"),
        }
    }
}

crate::engine::english::said_in_english!(GameError);
crate::engine::wording::wraps!(GameError { Placement(PlacementError), FreeForAll(crate::engine::free_for_all::FreeForAllError) });

/// The tiles a play or an exchange needs that the rack lacks (rules 1 and 7): "you do not
/// have Z on your rack; you have only 2 E on your rack, not 3".
fn shortfall(missing: &[Shortfall]) -> Wording {
    let blank = |s: &Shortfall| s.tile == "?";
    let absent: Vec<Value> = missing
        .iter()
        .filter(|s| s.held == 0)
        .map(|s| match s.tile.strip_prefix('#') {
            Some(code) => Value::Said(Box::new(
                Wording::new("rule-tile-number").put("number", &code),
            )),
            None if blank(s) => Value::Said(Box::new(Wording::new("rule-a-blank"))),
            None => Value::Text(s.tile.clone()),
        })
        .collect();
    let mut clauses = Vec::new();
    if let Some(tiles) = listed("rule-list", absent) {
        clauses.push(Value::Said(Box::new(
            Wording::new("rule-not-on-rack").value("tiles", tiles),
        )));
    }
    for short in missing.iter().filter(|s| s.held > 0) {
        let key = if blank(short) {
            "rule-only-blanks"
        } else {
            "rule-only-tiles"
        };
        clauses.push(Value::Said(Box::new(
            Wording::new(key)
                .number("held", short.held)
                .put("tile", &short.tile)
                .number("wanted", short.wanted),
        )));
    }
    match listed("rule-clauses", clauses) {
        Some(Value::Said(wording)) => *wording,
        // No tile missing: nothing to say but the rack.
        _ => Wording::new("rule-not-on-rack").put("tiles", &""),
    }
}

/// `items` said one after the other by the message `key` (`{ $first }, { $then }`), or the
/// one item alone; `None` for none.
fn listed(key: &'static str, items: Vec<Value>) -> Option<Value> {
    let mut items = items.into_iter().rev();
    let last = items.next()?;
    Some(items.fold(last, |then, first| {
        Value::Said(Box::new(
            Wording::new(key).value("first", first).value("then", then),
        ))
    }))
}
