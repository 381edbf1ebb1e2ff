//! A lobby as players see it before play (`LobbyView`), and what starting it did
//! (`StartReport`): values the lobby's use cases return and its notices carry in the outbox.

use serde::{Deserialize, Serialize};

use crate::kinds::GameStatus;

use super::report::Report;
use super::seat_name::SeatName;
use super::views::SeatView;

/// A lobby or game as players see it before play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyView {
    pub game_id: i64,
    pub status: GameStatus,
    /// The variant's name, as the catalogue writes it.
    pub variant: String,
    /// The challenge rule's name.
    pub challenge_rule: String,
    pub lexicon: String,
    /// The edition of the game's tiles when they are not English (its word list's), by its
    /// name (`french`): the bot names its language in the reader's. (Rows written before
    /// carry the language in English, `French`, which reads as the same name.)
    #[serde(default, alias = "tiles_language")]
    pub tiles: Option<String>,
    pub turn_time_limit_secs: i32,
    pub max_players: i16,
    pub seats: Vec<SeatView>,
    /// Whether the game will count for ratings: rated when opened, and no computer seated.
    #[serde(default = "rated_by_default")]
    pub rated: bool,
}

fn rated_by_default() -> bool {
    true
}

/// What starting a game did: the draw for first play, and the first turns if a computer began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartReport {
    pub lobby: LobbyView,
    /// Each round of the draw: (player, tile drawn, `?` for a blank).
    pub draw_rounds: Vec<Vec<(SeatName, String)>>,
    pub first: SeatName,
    /// Every player in the order of play, the first one first.
    #[serde(default)]
    pub order: Vec<SeatName>,
    pub report: Report,
}
