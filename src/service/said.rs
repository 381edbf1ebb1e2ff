//! A turn as data, for the bot to say in its reader's language: the common turns (a play in a
//! line, an exchange, a pass, a challenge and its outcome, the end's count of unplayed tiles)
//! and the plays a variant words itself (as messages of the catalogues). Names here are plain
//! (the bot escapes them). This is the only form of a turn: it is said once per reader.

use serde::{Deserialize, Serialize};

use crate::engine::game::{ChallengeRule, Game, LinePlay, Turn, TurnKind};
use crate::engine::wording::Wording;

use super::loaded::LoadedGame;
use super::seat_name::SeatName;
use super::stored_wording::StoredWording;

/// A turn in data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "said", rename_all = "snake_case")]
pub enum Said {
    /// A word played in a line: where, its score and the bingo bonus in it.
    Play {
        word: String,
        at: String,
        score: u32,
        bingo: u32,
    },
    /// Tiles exchanged (how many, never which).
    Exchange {
        tiles: usize,
    },
    Pass,
    /// The turn's time ran out.
    TimeOut,
    /// A turn lost: to a failed challenge, or in an unscored game.
    LostTurn {
        to_challenge: bool,
    },
    /// A play challenged by `by`: taken back (`upheld`) or standing, and what came of it.
    Challenge {
        by: SeatName,
        upheld: bool,
        outcome: ChallengeOutcome,
    },
    Resign,
    /// A play, or a piece put down, in the variant's own words (as the engine words them).
    Worded {
        wording: StoredWording,
    },
    /// The tiles left at the end, counted: `points` for the tiles on the racks of `owners`
    /// (none: the other racks, all empty).
    EndAdjustment {
        points: i32,
        owners: Vec<SeatName>,
        tiles: String,
    },
}

/// What came of a challenge (rule 8 and the game's challenge rule).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum ChallengeOutcome {
    /// `words` are not acceptable: the tiles go back, the play's `points` taken off.
    TilesBack { words: Vec<String>, points: i32 },
    /// Every word is acceptable: the challenger loses a turn (double challenge).
    ChallengerLosesTurn,
    /// Every word is acceptable: `player` gets `points`.
    Bonus { player: SeatName, points: i32 },
    /// Every word is acceptable, and the rule costs nothing.
    NoPenalty,
}

/// The turn as data: a common one, a plain play in a line, or a play (or a piece put down)
/// in the engine's `worded` words.
pub fn said_of(
    loaded: &LoadedGame,
    game: &Game,
    turn: &Turn,
    (line, worded): (Option<LinePlay>, Option<&Wording>),
) -> Option<Said> {
    let worded = || {
        worded.map(|wording| Said::Worded {
            wording: wording.into(),
        })
    };
    Some(match &turn.kind {
        TurnKind::Play { .. } => match line {
            Some(line) => Said::Play {
                word: line.word,
                at: line.at,
                score: line.score,
                bingo: line.bingo,
            },
            None => return worded(),
        },
        TurnKind::Exchange { tiles } => Said::Exchange { tiles: tiles.len() },
        TurnKind::Pass => Said::Pass,
        TurnKind::TimeOut => Said::TimeOut,
        TurnKind::LostTurn => Said::LostTurn {
            to_challenge: game.variant().is_scored(),
        },
        TurnKind::ChallengedOff { .. } | TurnKind::ChallengeFailed { .. } => {
            let (by, outcome) = challenge_outcome(loaded, game, turn)?;
            Said::Challenge {
                by: loaded.seat_name(by),
                upheld: matches!(outcome, ChallengeOutcome::TilesBack { .. }),
                outcome,
            }
        }
        TurnKind::Resign => Said::Resign,
        TurnKind::EndAdjustment { tiles } => Said::EndAdjustment {
            points: turn.score,
            owners: rack_owners(loaded, game, turn),
            tiles: tiles.to_text(&game.variant().tiles),
        },
        TurnKind::Blocked { .. } => return worded(),
    })
}

/// The challenger of a challenge's turn and what came of it.
pub fn challenge_outcome(
    loaded: &LoadedGame,
    game: &Game,
    turn: &Turn,
) -> Option<(usize, ChallengeOutcome)> {
    match &turn.kind {
        TurnKind::ChallengedOff {
            challenger,
            invalid_words,
            ..
        } => Some((
            *challenger,
            ChallengeOutcome::TilesBack {
                words: invalid_words.clone(),
                points: turn.score,
            },
        )),
        TurnKind::ChallengeFailed { challenger } => Some((
            *challenger,
            match game.settings().challenge {
                ChallengeRule::Double => ChallengeOutcome::ChallengerLosesTurn,
                ChallengeRule::FivePoint | ChallengeRule::TenPoint => ChallengeOutcome::Bonus {
                    player: loaded.seat_name(turn.player),
                    points: turn.score,
                },
                ChallengeRule::Single | ChallengeRule::Void => ChallengeOutcome::NoPenalty,
            },
        )),
        _ => None,
    }
}

/// Whose unplayed tiles an end adjustment counts: the player's own, or, for the player who
/// went out, the opponents' that still hold tiles.
pub fn rack_owners(loaded: &LoadedGame, game: &Game, turn: &Turn) -> Vec<SeatName> {
    let TurnKind::EndAdjustment { tiles } = &turn.kind else {
        return Vec::new();
    };
    if turn.rack == *tiles && !tiles.is_empty() {
        return vec![loaded.seat_name(turn.player)];
    }
    (0..game.player_count())
        .filter(|&s| s != turn.player && !game.has_resigned(s))
        .filter(|&s| !game.rack(s).is_empty())
        .map(|s| loaded.seat_name(s))
        .collect()
}
