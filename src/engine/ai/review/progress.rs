//! A player's chance of winning over a reviewed two-player game: the spread model's chance
//! before the first turn, the chance after each turn as the review judged the turn made (from
//! the mover's side, turned to the player's), and the result once the game is over.

use super::report::TurnReview;
use crate::engine::ai::sim::win_chance;
use crate::engine::game::{Game, Seat};

/// `seat`'s chance of winning (0 to 1, a draw counting half) before the first reviewed turn
/// and after each of `reviews` (a turn the review could not judge keeps the chance before
/// it), then the result if the game is over. `None` unless the game has two players.
pub fn win_progress(game: &Game, reviews: &[TurnReview], seat: Seat) -> Option<Vec<f64>> {
    if game.player_count() != 2 {
        return None;
    }
    let other = 1 - seat;
    let first = game.history().first().map_or(seat, |t| t.player);
    let whole_set: usize = game
        .variant()
        .tiles
        .distribution()
        .iter()
        .map(|&n| usize::from(n))
        .sum();
    let mut chance = win_chance(0.0, whole_set, first == seat);
    let mut progress = vec![chance];
    for review in reviews {
        let mover = game.history()[review.at].player;
        if let Some(win) = review.equity.as_ref().and_then(|e| e.played_win) {
            chance = if mover == seat { win } else { 1.0 - win };
        }
        progress.push(chance);
    }
    if game.is_over() {
        let spread = game.score(seat) - game.score(other);
        progress.push(win_chance(f64::from(spread), 0, false));
    }
    Some(progress)
}
