//! What a command did, in a form the Discord layer shows and the store keeps for repeated
//! interactions: plain data, no engine types.

use serde::{Deserialize, Serialize};

use crate::engine::game::{Game, Turn, TurnKind};
use crate::engine::notation::{ThroughStyle, format_play};
use crate::engine::board::Board;

use super::loaded::LoadedGame;

/// One thing that happened, for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub seat: usize,
    pub player: String,
    pub user_id: Option<i64>,
    /// `play`, `exchange`, `pass`, `timeout`, `lost-turn`, `challenged-off`, `challenge-failed`,
    /// `resign`, `end-adjustment`.
    pub kind: String,
    /// One line: "HORN at 8F for 14", "exchanged 3 tiles", ...
    pub text: String,
    /// Words formed with their scores ("PASTE 15"), for plays.
    pub words: Vec<String>,
    pub score: i32,
    pub total: i32,
}

/// A seat's standing at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: usize,
    pub player: String,
    pub user_id: Option<i64>,
    pub score: i32,
    pub before_adjustment: i32,
    pub winner: bool,
}

/// Who moves next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextPlayer {
    pub seat: usize,
    pub player: String,
    pub user_id: Option<i64>,
    /// The last play ends the game and waits for a challenge or acceptance.
    pub final_challenge: bool,
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
pub fn describe(loaded: &LoadedGame, game: &Game, turns: &[Turn], board: &Board) -> Vec<Event> {
    let tiles = &game.variant().tiles;
    turns
        .iter()
        .map(|turn| {
            let seat = &loaded.seats[turn.player];
            let (kind, text, words) = match &turn.kind {
                TurnKind::Play { placement, scored } => {
                    let play = format_play(tiles, board, placement, ThroughStyle::Letters);
                    let words = scored.words.iter().map(|w| format!("{} {}", tiles.spell(&w.word.tiles), w.score)).collect();
                    let bingo = if scored.bonus > 0 { format!(" (bingo +{})", scored.bonus) } else { String::new() };
                    ("play", format!("{} at {} for {}{bingo}", play.word, play.coord, scored.score), words)
                }
                TurnKind::Exchange { tiles: swapped } => ("exchange", format!("exchanged {} tiles", swapped.len()), vec![]),
                TurnKind::Pass => ("pass", "passed".to_owned(), vec![]),
                TurnKind::TimeOut => ("timeout", "ran out of time; the turn passes".to_owned(), vec![]),
                TurnKind::LostTurn => ("lost-turn", "loses this turn (failed challenge)".to_owned(), vec![]),
                TurnKind::ChallengedOff { challenger, invalid_words, .. } => (
                    "challenged-off",
                    format!(
                        "play challenged off by {}: {} not acceptable",
                        loaded.seat_name(*challenger),
                        invalid_words.join(", ")
                    ),
                    vec![],
                ),
                TurnKind::ChallengeFailed { challenger } => (
                    "challenge-failed",
                    format!("play challenged by {}: every word is acceptable", loaded.seat_name(*challenger)),
                    vec![],
                ),
                TurnKind::Resign => ("resign", "resigned".to_owned(), vec![]),
                TurnKind::EndAdjustment { tiles: counted } => (
                    "end-adjustment",
                    format!("unplayed tiles {}: {:+}", counted.to_text(tiles), turn.score),
                    vec![],
                ),
            };
            Event {
                seat: turn.player,
                player: super::loaded::seat_name(seat),
                user_id: seat.user_id,
                kind: kind.to_owned(),
                text,
                words,
                score: turn.score,
                total: turn.total,
            }
        })
        .collect()
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
        })
        .collect();
    standings.sort_by_key(|s| (std::cmp::Reverse(s.winner), std::cmp::Reverse(s.score), s.seat));
    Some(standings)
}
