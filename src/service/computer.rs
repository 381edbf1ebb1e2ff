//! Computer players: what a computer seat does when the game waits for it, and challenges of a
//! human's play. They act through the same engine commands as people.

use serde::{Deserialize, Serialize};

use crate::engine::game::{ChallengeRule, Command, Game, Seat, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen;

use super::errors::{ServiceError, UserError};
use super::loaded::LoadedGame;
use super::Service;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub fn parse(text: &str) -> Result<Self, UserError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            _ => Err(UserError::BadSetting(format!("{text:?} is not a level: choose easy, medium or hard."))),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

/// The command a computer player gives now, if one is waiting for a computer: a challenge of a
/// human's play with a word not in the lexicon, then the computer's own turn.
pub(super) fn respond(loaded: &LoadedGame, game: &Game, service: &Service) -> Result<Option<Command>, ServiceError> {
    if game.is_over() {
        return Ok(None);
    }
    let lexicon = service.lexicons.get(&loaded.row.lexicon)?;
    if let Some(challenger) = challenger_of_phony(loaded, game, lexicon) {
        return Ok(Some(Command::Challenge { by: challenger }));
    }
    let Some(seat) = game.to_move() else { return Ok(None) };
    let Some(level) = loaded.seats[seat].bot_level.as_deref() else { return Ok(None) };
    if game.awaiting_final_challenge() {
        return Ok(Some(Command::Pass { player: seat }));
    }
    let level = Level::parse(level).map_err(|e| anyhow::anyhow!("game {}: {e}", loaded.row.id))?;
    Ok(Some(choose(game, seat, level, lexicon, loaded.row.seed, loaded.log.len())))
}

/// The computer seat that challenges the last play, if it was a human's and has a word not in
/// the lexicon (computers check every play; under `void` there is nothing to challenge).
fn challenger_of_phony(loaded: &LoadedGame, game: &Game, lexicon: &Lexicon) -> Option<Seat> {
    if game.settings().challenge == ChallengeRule::Void {
        return None;
    }
    let turn = game.challengeable_play()?;
    if loaded.is_computer(turn.player) {
        return None;
    }
    let TurnKind::Play { scored, .. } = &turn.kind else { return None };
    let phony = scored.words.iter().any(|w| !lexicon.contains_word(&w.word.letters()));
    if !phony {
        return None;
    }
    (0..game.player_count()).find(|&s| s != turn.player && loaded.is_computer(s) && game.can_challenge(s))
}

/// The computer's move for `seat`.
fn choose(game: &Game, seat: Seat, level: Level, lexicon: &Lexicon, _seed: i64, _moves_so_far: usize) -> Command {
    let _ = level;
    let rack = game.rack(seat);
    match movegen::best_move(game.variant(), lexicon, game.board(), rack) {
        Some(best) => Command::Play { player: seat, placement: best.placement() },
        None => Command::Pass { player: seat },
    }
}
