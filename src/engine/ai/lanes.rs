//! Late in the game a play that puts a tile in line with an empty triple-word square, with
//! nothing between, hands the opponent a lane to it.

use crate::engine::board::Board;
use crate::engine::layout::Direction;
use crate::engine::movegen::Move;
use crate::engine::variant::Variant;

/// Points a lane opened to a triple-word square is taken to cost.
const LANE_COST: i32 = 8;

/// How far a new tile can be from a triple-word square and still open a lane to it.
const REACH: i16 = 7;

/// What the lanes `play` opens to empty triple-word squares cost: a lane is opened when the
/// nearest tile in line with the square, within reach, is one of the play's new tiles.
pub fn opened(variant: &Variant, board: &Board, play: &Move) -> i32 {
    let new: Vec<_> = play.placement().tiles.iter().map(|&(p, _)| p).collect();
    let mut cost = 0;
    for square in variant.layout.positions() {
        if variant.layout.square(square).word_multiplier < 3 || board.get(square).is_some() {
            continue;
        }
        if new.contains(&square) {
            continue;
        }
        for dir in [Direction::Across, Direction::Down] {
            for sign in [-1i16, 1] {
                for step in 1..=REACH {
                    let Some(p) = board.step(square, dir, sign * step) else {
                        break;
                    };
                    if board.get(p).is_some() {
                        break;
                    }
                    if new.contains(&p) {
                        cost += LANE_COST;
                        break;
                    }
                }
            }
        }
    }
    cost
}
