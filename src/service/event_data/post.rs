//! What a tournament says on Discord (`TournamentPost`), as the outbox carries it, and a board
//! as a post shows it (`BoardLine`).

use serde::{Deserialize, Serialize};

use crate::kinds::{SettledBy, TournamentState};
use crate::store::tournaments::BoardRow;
use crate::tournament::league::Move;

use super::loaded::Loaded;
use super::standings_view::StandingsView;

/// One board of a round, as posted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardLine {
    pub first: String,
    pub first_id: i64,
    /// `None`: a bye (or a withdrawn player's forfeit).
    pub second: Option<(String, i64)>,
    /// `(first's, second's)` once in.
    pub scores: Option<(i32, i32)>,
    pub settled_by: Option<SettledBy>,
    pub thread_id: Option<i64>,
}

/// A tournament post.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum TournamentPost {
    /// The tournament changed state (opened, closed, started, paused, resumed, ended).
    State {
        name: String,
        state: TournamentState,
        /// The event was ended before its last round.
        early: bool,
    },
    /// A player signed up or left (`joined` false), with how many are registered now.
    Registration {
        name: String,
        player: String,
        joined: bool,
        count: usize,
    },
    /// A round's pairings (text and a picture).
    Pairings {
        name: String,
        round: i16,
        rounds: i16,
        /// When the round's unfinished games are settled, in Unix seconds.
        deadline: i64,
        boards: Vec<BoardLine>,
    },
    /// In a board's thread: both players pinged, who goes first.
    BoardOpened {
        name: String,
        round: i16,
        first: (String, i64),
        second: (String, i64),
        deadline: i64,
    },
    /// A board settled otherwise than by play: the deadline or the director.
    Settled {
        round: i16,
        board: BoardLine,
        /// At the deadline: the player on move, who forfeited.
        forfeited: Option<String>,
    },
    /// A board's thread could not be made yet (it is being retried): which game waits, and
    /// why, for the director.
    ThreadWaiting {
        name: String,
        round: i16,
        board_id: i64,
        board: BoardLine,
        /// Discord refused for good (the bot may not make threads there), not a passing error.
        refused: bool,
        /// The game's clock (the round's deadline) starts only when its thread opens.
        clock_waits: bool,
    },
    /// Every result of a round is in; the next waits for the director's `/tournament pair`.
    AwaitingDirector { name: String, round: i16 },
    /// The standings (final once the event is over).
    Standings { view: StandingsView, last: bool },
    /// A league season began: each division's players, when the season ends, and how many
    /// games a player has going at once.
    SeasonStarted {
        league: String,
        season: i32,
        divisions: Vec<Vec<String>>,
        ends: i64,
        games_at_once: i16,
    },
    /// A league season is over: each division's final order with who goes up and down, and the
    /// next season, open for registration.
    SeasonOver {
        league: String,
        season: i32,
        divisions: Vec<Vec<(String, Move)>>,
        next: i32,
    },
}

/// What the event's channel is told when a board's thread cannot be made at the first try,
/// written with the thread's row (the event as it was when the round was paired).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreadWaitingNotice {
    pub name: String,
    pub round: i16,
    pub board: BoardLine,
    /// The game's clock (the round's deadline) starts only when its thread opens.
    pub clock_waits: bool,
}

impl ThreadWaitingNotice {
    /// The post for board `board_id`, Discord having refused for good (`refused`) or failed.
    pub fn post(&self, board_id: i64, refused: bool) -> TournamentPost {
        TournamentPost::ThreadWaiting {
            name: self.name.clone(),
            round: self.round,
            board_id,
            board: self.board.clone(),
            refused,
            clock_waits: self.clock_waits,
        }
    }
}

/// The board as posted.
pub(crate) fn line(loaded: &Loaded, b: &BoardRow) -> BoardLine {
    BoardLine {
        first: loaded.name_of(b.first_player),
        first_id: loaded.user_of(b.first_player),
        second: b
            .second_player
            .map(|s| (loaded.name_of(s), loaded.user_of(s))),
        scores: b.first_score.map(|f| (f, b.second_score.unwrap_or(0))),
        settled_by: b.settled_by.0,
        thread_id: b.thread_id,
    }
}
