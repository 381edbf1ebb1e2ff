//! The pre-endgame with one tile in the bag: a play draws that tile, the bag is then empty and
//! both racks are known, so the play's value is the endgame after each tile the bag could hold,
//! searched with the opponent to move and weighed by how many of that tile are unseen.

use super::position::{EndgameError, EndgamePosition};
use super::search::solve_within;
use crate::engine::board::Board;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::Move;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// A two-player position with exactly one tile in the bag, as the player to move sees it: the
/// board, their rack, the tiles they cannot see (the opponent's rack and the bag's one tile)
/// and the scoreless turns so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreEndgamePosition {
    pub board: Board,
    pub rack: Rack,
    /// The opponent's rack and the bag's tile, which the player cannot tell apart.
    pub unseen: Rack,
    pub scoreless_turns: u8,
}

/// What a play is worth in a pre-endgame, over every tile the bag could hold (rule 8: the play
/// draws it; rule 9 and 18: the endgame after it, searched as `engine::endgame` does).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayValue {
    /// The mean spread the play and the rest of the game add for the player, the draws weighed
    /// by how many of each tile are unseen.
    pub spread: f64,
    /// The share of draws after which the player wins the game from `spread_now` (a draw
    /// counting half), weighed the same way.
    pub wins: f64,
    /// Whether every draw's endgame was solved exactly within the budget.
    pub proven: bool,
    /// The fewest turns ahead any unproven draw's search looked (`None` when all are proven).
    pub depth: Option<u8>,
    /// The distinct tiles the bag could hold, each searched once.
    pub draws: usize,
}

/// The value of `play` in `position` (see [`PlayValue`]): for each distinct tile the bag could
/// hold, the opponent holds the other unseen tiles, the player their rack less the play plus
/// that tile, and the endgame from there, the opponent to move, is searched within `nodes`
/// positions. `spread_now` is the player's score less the opponent's before the play.
pub fn value_of_play(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &PreEndgamePosition,
    play: &Move,
    spread_now: i32,
    nodes: u64,
) -> Result<PlayValue, EndgameError> {
    let mut board = position.board.clone();
    let mut kept = position.rack.clone();
    for (pos, tile, new) in play.word() {
        if new {
            board.set(pos, Some(tile));
            kept.remove(tile.rack_tile());
        }
    }
    let points = play.score() as i32;
    let scoreless_turns = if points > 0 {
        0
    } else {
        position.scoreless_turns.saturating_add(1)
    };
    let unseen = position.unseen.len() as f64;
    let mut value = PlayValue {
        spread: 0.0,
        wins: 0.0,
        proven: true,
        depth: None,
        draws: 0,
    };
    let mut distinct = position.unseen.tiles();
    distinct.dedup();
    for tile in distinct {
        let weight = f64::from(position.unseen.count(tile)) / unseen;
        let mut opponent = position.unseen.clone();
        opponent.remove(tile);
        let mut mine = kept.clone();
        mine.add(tile);
        let after = EndgamePosition {
            board: board.clone(),
            racks: [opponent, mine],
            scores: [0, 0],
            scoreless_turns,
        };
        let solution = solve_within(variant, lexicon, &after, nodes)?;
        let spread = points - solution.spread;
        value.spread += weight * f64::from(spread);
        value.wins += weight * outcome(spread_now + spread);
        if !solution.proven {
            value.proven = false;
            value.depth = Some(
                value
                    .depth
                    .map_or(solution.depth, |d| d.min(solution.depth)),
            );
        }
        value.draws += 1;
    }
    Ok(value)
}

/// A game's result for the player from its final spread: 1 won, ½ drawn, 0 lost.
fn outcome(final_spread: i32) -> f64 {
    match final_spread.signum() {
        1 => 1.0,
        0 => 0.5,
        _ => 0.0,
    }
}
