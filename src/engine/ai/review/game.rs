//! Reviewing a game from its history: each play, exchange, pass and time-out on the board it
//! was made on, with the rack the player held.

use super::report::TurnReview;
use super::scoreless::Scoreless;
use super::settings::ReviewSettings;
use super::turn::{Action, Turn, review_turn};
use crate::engine::board::Board;
use crate::engine::game::{Game, TurnKind};
use crate::engine::lexicon::Lexicon;

/// Reviews every play, exchange, pass and time-out of a game (finished or not), each judged
/// by equity within `settings`.
pub fn review_game(game: &Game, lexicon: &Lexicon, settings: &ReviewSettings) -> Vec<TurnReview> {
    let variant = game.variant();
    let history = game.history();
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let mut totals = vec![0; game.player_count()];
    let mut scoreless = Scoreless::default();
    let mut reviews = Vec::new();
    for (at, turn) in history.iter().enumerate() {
        let action = match &turn.kind {
            TurnKind::Play { placement, .. } => Some(Action::Play(placement.clone())),
            TurnKind::Exchange { tiles } => Some(Action::Exchange(
                tiles.len().to_string(),
                Some(tiles.clone()),
            )),
            TurnKind::Pass | TurnKind::TimeOut => Some(Action::Pass),
            _ => None,
        };
        if let Some(action) = action {
            // A play taken back is followed by its ChallengedOff entry, before that player's
            // next play.
            let challenged_off = match &turn.kind {
                TurnKind::Play { placement, .. } => history[at + 1..]
                    .iter()
                    .filter(|t| t.player == turn.player)
                    .take_while(|t| !t.kind.is_play())
                    .any(|t| {
                        matches!(&t.kind, TurnKind::ChallengedOff { placement: p, .. } if p == placement)
                    }),
                _ => false,
            };
            let best_other = (0..totals.len())
                .filter(|&s| s != turn.player)
                .map(|s| totals[s])
                .max()
                .unwrap_or(0);
            reviews.push(review_turn(
                Turn {
                    variant,
                    board: &board,
                    at,
                    player: turn.player.to_string(),
                    rack: Some(turn.rack.clone()),
                    opponents: game.player_count() - 1,
                    spread: totals[turn.player] - best_other,
                    scoreless_turns: scoreless.count(),
                    action,
                    recorded: turn.score,
                    challenged_off,
                },
                lexicon,
                settings,
            ));
        }
        totals[turn.player] = turn.total;
        match &turn.kind {
            TurnKind::Play { placement, .. } => {
                scoreless.play(turn.score);
                for &(pos, tile) in &placement.tiles {
                    board.set(pos, Some(tile));
                }
            }
            TurnKind::ChallengedOff { placement, .. } => {
                scoreless.taken_back();
                for &(pos, _) in &placement.tiles {
                    board.set(pos, None);
                }
            }
            TurnKind::Exchange { .. } | TurnKind::Pass | TurnKind::TimeOut | TurnKind::LostTurn => {
                scoreless.scoreless_turn();
            }
            _ => {}
        }
    }
    reviews
}

/// Every player's total before the first entry of the game's history and after each one (plays,
/// challenges, the end-of-game count), one list per seat: what a chart of the score draws.
pub fn score_progress(game: &Game) -> Vec<Vec<i32>> {
    let mut totals = vec![0; game.player_count()];
    let mut progress: Vec<Vec<i32>> = totals.iter().map(|&t| vec![t]).collect();
    for turn in game.history() {
        totals[turn.player] = turn.total;
        for (series, &total) in progress.iter_mut().zip(&totals) {
            series.push(total);
        }
    }
    progress
}
