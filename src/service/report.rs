//! What a command did, in a form the Discord layer shows and the store keeps for repeated
//! interactions: plain data, no engine types.

use super::seat_name::SeatName;
use serde::{Deserialize, Serialize};

use crate::engine::board::Board;
use crate::engine::game::{Game, Turn, TurnKind};

use super::loaded::LoadedGame;
use super::said::{ChallengeOutcome, Said, challenge_outcome, said_of};
use super::turn_event::TurnEventKind;

/// One thing that happened, for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub seat: usize,
    pub player: SeatName,
    pub user_id: Option<i64>,
    /// What the turn was.
    pub kind: TurnEventKind,
    /// The English line of a report stored before turns came as data (`said`); empty in
    /// reports made since, which are said in each reader's language from `said` alone.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
    /// Words formed with their scores ("PASTE 15"), for plays.
    pub words: Vec<String>,
    pub score: i32,
    pub total: i32,
    /// For a challenge's outcome: who challenged (`None` for anything else).
    #[serde(default)]
    pub challenger: Option<Challenger>,
    /// The game has no scoring (the variant's plays score nothing): no points or totals to
    /// show.
    #[serde(default)]
    pub unscored: bool,
    /// The turn as data, for the bot to say in its reader's language (`None` only in a report
    /// stored before turns had it: its `text` is said then).
    #[serde(default)]
    pub said: Option<Said>,
}

/// Who challenged a play, and what came of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenger {
    pub seat: usize,
    pub player: SeatName,
    pub user_id: Option<i64>,
    /// Whether the challenge held.
    pub upheld: bool,
    /// The English outcome of a report stored before turns came as data; empty since (the
    /// turn's `said` tells the outcome).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub outcome: String,
}

/// A seat's standing at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: usize,
    pub player: SeatName,
    pub user_id: Option<i64>,
    pub score: i32,
    pub before_adjustment: i32,
    pub winner: bool,
    /// The player resigned (they never win).
    #[serde(default)]
    pub resigned: bool,
    /// The game has no scoring (the variant's plays score nothing): the score is not shown.
    #[serde(default)]
    pub unscored: bool,
}

/// Who moves next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextPlayer {
    pub seat: usize,
    pub player: SeatName,
    pub user_id: Option<i64>,
    /// The last play ends the game and waits for a challenge or acceptance.
    pub final_challenge: bool,
    /// When their turn times out (Unix seconds), if their clock runs.
    #[serde(default)]
    pub deadline: Option<i64>,
}

/// The outcome of a command that changed a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub game_id: i64,
    pub channel_id: i64,
    pub events: Vec<Event>,
    pub next: Option<NextPlayer>,
    /// Final standings, best first, once the game is over.
    pub finished: Option<Vec<Standing>>,
    /// Users whose rack changed (they get a new rack by DM).
    pub racks_changed: Vec<i64>,
    /// The game's version (log length) after the command.
    pub version: i32,
}

/// Describes the turns one command made, for people; `board` is the board before the command.
/// Nothing here is private: an exchange says how many tiles, never which, and racks show only
/// once the game is over (the unplayed tiles counted at the end).
pub fn describe(loaded: &LoadedGame, game: &Game, turns: &[Turn], board: &Board) -> Vec<Event> {
    let first_index = game.history().len().saturating_sub(turns.len());
    turns
        .iter()
        .enumerate()
        .map(|(i, turn)| describe_turn(loaded, game, first_index + i, turn, board))
        .collect()
}

/// One turn for people, as data: plays (and pieces put down) as the engine words them for the
/// variant, everything else the same in every game.
fn describe_turn(
    loaded: &LoadedGame,
    game: &Game,
    turn_index: usize,
    turn: &Turn,
    board: &Board,
) -> Event {
    let unscored = !game.variant().is_scored();
    let challenger = challenge_of(loaded, game, turn);
    let kind = kind_of(&turn.kind, challenger.as_ref());
    let (words, line, worded) = match game.turn_in_words(turn_index, turn, board) {
        Some(said) => (said.words, said.line, Some(said.said)),
        None => (Vec::new(), None, None),
    };
    let mut event = event(loaded, turn, kind, words, challenger, unscored);
    event.said = said_of(loaded, game, turn, (line, worded.as_ref()));
    event
}

/// The event kind of a turn (`play`, `exchange`, ... `block`).
fn kind_of(kind: &TurnKind, challenger: Option<&Challenger>) -> TurnEventKind {
    match kind {
        TurnKind::Play { .. } => TurnEventKind::Play,
        TurnKind::Exchange { .. } => TurnEventKind::Exchange,
        TurnKind::Pass => TurnEventKind::Pass,
        TurnKind::TimeOut => TurnEventKind::TimeOut,
        TurnKind::LostTurn => TurnEventKind::LostTurn,
        TurnKind::ChallengedOff { .. } | TurnKind::ChallengeFailed { .. } => {
            if challenger.is_some_and(|by| by.upheld) {
                TurnEventKind::ChallengedOff
            } else {
                TurnEventKind::ChallengeFailed
            }
        }
        TurnKind::Resign => TurnEventKind::Resign,
        TurnKind::Blocked { .. } => TurnEventKind::Block,
        TurnKind::EndAdjustment { .. } => TurnEventKind::EndAdjustment,
    }
}

fn event(
    loaded: &LoadedGame,
    turn: &Turn,
    kind: TurnEventKind,
    words: Vec<String>,
    challenger: Option<Challenger>,
    unscored: bool,
) -> Event {
    let seat = &loaded.seats[turn.player];
    Event {
        seat: turn.player,
        player: super::loaded::seat_name(seat),
        user_id: seat.user_id,
        kind,
        text: String::new(),
        words,
        score: turn.score,
        total: turn.total,
        challenger,
        unscored,
        said: None,
    }
}

/// The challenger of a challenge's turn, and whether the challenge held (rule 8).
fn challenge_of(loaded: &LoadedGame, game: &Game, turn: &Turn) -> Option<Challenger> {
    let (seat, outcome) = challenge_outcome(loaded, game, turn)?;
    Some(Challenger {
        seat,
        player: loaded.seat_name(seat),
        user_id: loaded.seats[seat].user_id,
        upheld: matches!(outcome, ChallengeOutcome::TilesBack { .. }),
        outcome: String::new(),
    })
}

/// Who is to move now, if anyone.
pub fn next_player(loaded: &LoadedGame, game: &Game) -> Option<NextPlayer> {
    if game.is_over() {
        return None;
    }
    let seat = game.to_move()?;
    let row = &loaded.seats[seat];
    Some(NextPlayer {
        seat,
        player: super::loaded::seat_name(row),
        user_id: row.user_id,
        final_challenge: game.awaiting_final_challenge(),
        deadline: None,
    })
}

/// Final standings, best first.
pub fn standings(loaded: &LoadedGame, game: &Game) -> Option<Vec<Standing>> {
    let result = game.result()?;
    let mut standings: Vec<Standing> = loaded
        .seats
        .iter()
        .enumerate()
        .map(|(seat, row)| Standing {
            seat,
            player: super::loaded::seat_name(row),
            user_id: row.user_id,
            score: result.final_scores[seat],
            before_adjustment: result.scores_before_adjustment[seat],
            winner: result.winners.contains(&seat),
            resigned: game.has_resigned(seat),
            unscored: !game.variant().is_scored(),
        })
        .collect();
    standings.sort_by_key(|s| {
        (
            std::cmp::Reverse(s.winner),
            std::cmp::Reverse(s.score),
            s.seat,
        )
    });
    Some(standings)
}
