//! What a turn leaves in an endgame: the game over with its spread, or the position the other
//! player then moves in.

use super::position::EndgamePosition;
use super::solution::Action;
use crate::engine::variant::Variant;

/// What a turn by the side to move leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AfterTurn {
    /// The game is over: the spread the turn and the end adjustment add for the side that
    /// made it (rule 9: going out, the other's tiles counted twice; or the last scoreless
    /// turn allowed, each player losing their own rack's value).
    Over { spread: i32 },
    /// The game goes on: the turn scored `points`, and the other player moves in `position`
    /// (its racks the other's first).
    Continues {
        points: i32,
        position: EndgamePosition,
    },
}

/// The turn `action` of the side to move in `position` (a play the move generator found
/// there, or a pass), as the rules end or continue the game after it.
pub fn after_turn(variant: &Variant, position: &EndgamePosition, action: &Action) -> AfterTurn {
    let tiles = &variant.tiles;
    let mut board = position.board.clone();
    let mut rack = position.racks[0].clone();
    let points = match action {
        Action::Play(play) => {
            for (pos, tile, new) in play.word() {
                if new {
                    board.set(pos, Some(tile));
                    rack.remove(tile.rack_tile());
                }
            }
            play.score() as i32
        }
        Action::Pass => 0,
    };
    let theirs = position.racks[1].value(tiles) as i32;
    if rack.is_empty() {
        return AfterTurn::Over {
            spread: points + 2 * theirs,
        };
    }
    let scoreless_turns = if points > 0 {
        0
    } else {
        position.scoreless_turns.saturating_add(1)
    };
    if scoreless_turns >= variant.scoreless_turn_limit {
        return AfterTurn::Over {
            spread: points - rack.value(tiles) as i32 + theirs,
        };
    }
    AfterTurn::Continues {
        points,
        position: EndgamePosition {
            board,
            racks: [position.racks[1].clone(), rack],
            scores: [position.scores[1], position.scores[0] + points],
            scoreless_turns,
        },
    }
}
