//! Computer players: what a computer seat does when the game waits for it, and challenges of a
//! human's play. They act through the same engine commands as people.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::ai;
use crate::engine::game::{ChallengeRule, Command, Game, Seat, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::names::Named;

use super::Service;
use super::errors::ServiceError;
use super::loaded::LoadedGame;

/// How strong a computer player is (the engine's levels; names in `engine::names`).
pub use crate::engine::ai::Level;

/// The command a computer player gives now, if one is waiting for a computer: a challenge of a
/// human's play with a word not in the lexicon, then the computer's own turn.
pub(super) fn respond(
    loaded: &LoadedGame,
    game: &Game,
    service: &Service,
) -> Result<Option<Command>, ServiceError> {
    if game.is_over() {
        return Ok(None);
    }
    let lexicon = service.lexicons.get(&loaded.row.lexicon)?;
    if let Some(challenger) = challenger_of_phony(loaded, game, lexicon) {
        return Ok(Some(Command::Challenge { by: challenger }));
    }
    let Some(seat) = game.to_move() else {
        return Ok(None);
    };
    let Some(level) = loaded.seats[seat].bot_level.as_deref() else {
        return Ok(None);
    };
    if game.awaiting_final_challenge() {
        return Ok(Some(Command::Pass { player: seat }));
    }
    let level =
        Level::from_name(level).map_err(|e| anyhow::anyhow!("game {}: {e}", loaded.row.id))?;
    Ok(Some(choose(
        game,
        seat,
        level,
        lexicon,
        loaded.row.seed,
        loaded.log.len(),
    )))
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
    let TurnKind::Play { scored, .. } = &turn.kind else {
        return None;
    };
    let phony = scored
        .words
        .iter()
        .any(|w| !lexicon.contains_word(&w.word.letters()));
    if !phony {
        return None;
    }
    (0..game.player_count())
        .find(|&s| s != turn.player && loaded.is_computer(s) && game.can_challenge(s))
}

/// The computer's move for `seat`. Its randomness (the easy level's) is seeded from the game's
/// seed and the length of its log, so a replay of the same game makes the same choices.
fn choose(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    seed: i64,
    moves_so_far: usize,
) -> Command {
    let mut rng = ChaCha8Rng::seed_from_u64(
        (seed as u64) ^ (moves_so_far as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    ai::command(game, seat, level, lexicon, &mut rng)
}
