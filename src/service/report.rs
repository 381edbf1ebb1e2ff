//! What a command did, in a form the Discord layer shows and the store keeps for repeated
//! interactions: plain data, no engine types.

// Event texts are message text: the names in them are escaped (see `service::names`).
use super::names::markdown;
use super::seat_name::SeatName;
use serde::{Deserialize, Serialize};

use crate::engine::board::Board;
use crate::engine::game::{Game, Turn, TurnKind};

use super::loaded::LoadedGame;
use super::said::{ChallengeOutcome, Said, challenge_outcome, rack_owners, said_of};
use super::turn_event::TurnEventKind;

/// One thing that happened, for people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub seat: usize,
    pub player: SeatName,
    pub user_id: Option<i64>,
    /// What the turn was.
    pub kind: TurnEventKind,
    /// One line: "HORN at 8F for 14", "exchanged 3 tiles", ...
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
    /// The turn as data, for the bot to say in its reader's language (`None`: only `text`,
    /// the variant's own words, or a report stored before turns had it).
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
    /// "QX is not acceptable; the tiles go back (-24)", "every word is acceptable; alice gets
    /// +5".
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

/// One turn for people: plays (and pieces put down) in the engine's words for the variant,
/// everything else in the same words in every game.
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
    let (text, words, line, worded) = match game.turn_in_words(turn_index, turn, board) {
        Some(said) => (said.text, said.words, said.line, Some(said.said)),
        None => (
            common_turn_text(loaded, game, turn, challenger.as_ref(), unscored),
            Vec::new(),
            None,
            None,
        ),
    };
    let mut event = event(loaded, turn, kind, text, words, challenger, unscored);
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

/// The line for a turn that reads the same in every game (the engine words plays and pieces
/// put down, see `Game::turn_in_words`).
fn common_turn_text(
    loaded: &LoadedGame,
    game: &Game,
    turn: &Turn,
    challenger: Option<&Challenger>,
    unscored: bool,
) -> String {
    match &turn.kind {
        TurnKind::Exchange { tiles: swapped } => {
            format!("exchanged {}", count(swapped.len(), "tile"))
        }
        TurnKind::Pass => "passed".to_owned(),
        TurnKind::TimeOut => "ran out of time; the turn passes".to_owned(),
        TurnKind::LostTurn if unscored => "loses this turn".to_owned(),
        TurnKind::LostTurn => "loses this turn (failed challenge)".to_owned(),
        TurnKind::ChallengedOff { .. } | TurnKind::ChallengeFailed { .. } => {
            let by = challenger.expect("a challenge has a challenger");
            let verb = if by.upheld {
                "challenged off"
            } else {
                "challenged"
            };
            format!(
                "play {verb} by {}: {}",
                markdown(&by.player.record_name()),
                by.outcome
            )
        }
        TurnKind::Resign => "resigned".to_owned(),
        TurnKind::EndAdjustment { tiles: counted } => format!(
            "{:+} for the tiles left on {}: {}",
            turn.score,
            whose_tiles(loaded, game, turn),
            counted.to_text(&game.variant().tiles)
        ),
        TurnKind::Play { .. } | TurnKind::Blocked { .. } => String::new(),
    }
}

fn event(
    loaded: &LoadedGame,
    turn: &Turn,
    kind: TurnEventKind,
    text: String,
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
        text,
        words,
        score: turn.score,
        total: turn.total,
        challenger,
        unscored,
        said: None,
    }
}

/// "3 tiles", "1 tile".
fn count(n: usize, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// The challenger of a challenge's outcome, with what came of it in English (rule 8 and the
/// game's challenge rule).
fn challenge_of(loaded: &LoadedGame, game: &Game, turn: &Turn) -> Option<Challenger> {
    let (seat, outcome) = challenge_outcome(loaded, game, turn)?;
    let english = match &outcome {
        ChallengeOutcome::TilesBack { words, points } => format!(
            "{} {} not acceptable; the tiles go back ({points:+})",
            words.join(", "),
            if words.len() == 1 { "is" } else { "are" },
        ),
        ChallengeOutcome::ChallengerLosesTurn => {
            "every word is acceptable; the challenger loses a turn".to_owned()
        }
        ChallengeOutcome::Bonus { player, points } => {
            format!(
                "every word is acceptable; {} gets {points:+}",
                markdown(&player.record_name())
            )
        }
        ChallengeOutcome::NoPenalty => {
            "every word is acceptable; no penalty under this rule".to_owned()
        }
    };
    Some(Challenger {
        seat,
        player: loaded.seat_name(seat),
        user_id: loaded.seats[seat].user_id,
        upheld: matches!(outcome, ChallengeOutcome::TilesBack { .. }),
        outcome: english,
    })
}

/// Whose unplayed tiles an end adjustment counts, in English: the player's own ("alice's
/// rack"), or, for the player who went out, the opponents' ("bob's and carol's racks").
fn whose_tiles(loaded: &LoadedGame, game: &Game, turn: &Turn) -> String {
    let owners: Vec<String> = rack_owners(loaded, game, turn)
        .iter()
        .map(|name| format!("{}'s", markdown(&name.record_name())))
        .collect();
    match owners.as_slice() {
        [one] => format!("{one} rack"),
        [] => "the other racks".to_owned(),
        [rest @ .., last] => format!("{} and {last} racks", rest.join(", ")),
    }
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
