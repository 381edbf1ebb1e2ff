//! The computer's Hyper-Race (rule book 004): "Try to steer your words toward the Earth squares
//! at the bottom of the board. The closer the tiles are to the bottom, the faster you'll be able
//! to place a tile on an Earth square!" Points do not count, so plays are ranked by how far down
//! they reach.

use rand::Rng;

use super::{Choice, Level};
use crate::engine::game::{Game, Seat};
use crate::engine::layout::SpecialSquare;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{self, Move};
use crate::engine::race;
use crate::engine::tiles::BLANK;

/// How good a race play is: landing on Earth first, then the lowest row a new tile reaches,
/// then comets and saucers covered (a yellow blank helps later), then fewer tiles spent.
fn progress(game: &Game, m: &Move) -> (bool, u8, usize, i32) {
    let layout = &game.variant().layout;
    let mut lands = false;
    let mut lowest = 0;
    let mut bonus = 0;
    for (pos, _, new) in m.word() {
        if !new {
            continue;
        }
        let special = layout.square(pos).special;
        lands |= special == Some(SpecialSquare::Earth);
        lowest = lowest.max(pos.row);
        bonus += usize::from(matches!(
            special,
            Some(SpecialSquare::Comet | SpecialSquare::Saucer)
        ));
    }
    (lands, lowest, bonus, -(m.tiles_placed() as i32))
}

/// The computer's race play at `seat`: every legal word on its own side, the one that gets
/// furthest toward Earth (easy takes one from the middle of the ranking). With no word it
/// exchanges its tan tiles while the bag allows, else passes.
pub(super) fn steer_to_earth(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Choice {
    let own = game.own_side_board(seat);
    let rack = game.rack(seat);
    let mut moves: Vec<(_, Move)> = movegen::all_moves(game.variant(), lexicon, &own, rack)
        .into_iter()
        .filter(|m| {
            m.word()
                .all(|(pos, _, new)| !new || race::side_of(pos) == Some(seat))
        })
        .map(|m| (progress(game, &m), m))
        .collect();
    if moves.is_empty() {
        let tan: Vec<u8> = rack.tiles().into_iter().filter(|&t| t != BLANK).collect();
        let can_exchange = game.bag_len() >= usize::from(game.variant().exchange_min_bag);
        return if can_exchange && !tan.is_empty() {
            Choice::Exchange(tan)
        } else {
            Choice::Pass
        };
    }
    moves.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.start().cmp(&b.1.start())));
    let n = moves.len();
    let pick = match level {
        Level::Easy => rng.random_range(0..=(n / 2).min(n - 1)),
        Level::Medium | Level::Hard | Level::Expert => 0,
    };
    Choice::Play(moves[pick].1)
}
