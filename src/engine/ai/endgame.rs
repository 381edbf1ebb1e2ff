//! The endgame, when the bag is empty and the tiles the player cannot see are the opponents'
//! racks: a play is weighed by its score, less the best reply it leaves the opponent (one
//! opponent: their rack is known), with the unplayed tiles counted twice for whoever goes out
//! (the rules' end-of-game count swings by twice a rack's value).

use crate::engine::game::{Game, Seat};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{self, Move};

/// Plays looked at more closely, the highest-scoring first.
const CANDIDATES: usize = 24;

/// The play to make with the bag empty, among `plays` (the values given are ignored).
pub fn choose(game: &Game, seat: Seat, lexicon: &Lexicon, plays: Vec<(f32, Move)>) -> Option<Move> {
    let variant = game.variant();
    let rack = game.rack(seat);
    let unseen = game.unseen_by(seat);
    let unseen_value = unseen.value(&variant.tiles) as f32;
    let one_opponent = game.player_count() == 2;
    let mut scored: Vec<(f32, Move)> = plays
        .into_iter()
        .map(|(_, m)| {
            let out = m.tiles_placed() == rack.len();
            let bonus = if out { 2.0 * unseen_value } else { 0.0 };
            (m.score() as f32 + bonus, m)
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.truncate(CANDIDATES);
    if !one_opponent || unseen.is_empty() {
        return scored.first().map(|&(_, m)| m);
    }
    scored
        .into_iter()
        .map(|(value, m)| {
            if m.tiles_placed() == rack.len() {
                return (value, m);
            }
            let mut board = game.board().clone();
            for (pos, tile) in m.placement().tiles {
                board.set(pos, Some(tile));
            }
            let reply = movegen::best_move(variant, lexicon, &board, &unseen);
            let cost = reply.map_or(0.0, |r| {
                let mut kept = rack.clone();
                for t in m.rack_tiles() {
                    kept.remove(t);
                }
                let opponent_out = r.tiles_placed() == unseen.len();
                let bonus = if opponent_out {
                    2.0 * kept.value(&variant.tiles) as f32
                } else {
                    0.0
                };
                r.score() as f32 + bonus
            });
            (value - cost, m)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, m)| m)
}
