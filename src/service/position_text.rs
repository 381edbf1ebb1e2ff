//! A position written as one CGP line for storage: the rack of the player to move first and
//! every other rack empty (nobody else's tiles are kept), the scores, the lexicon's name.
//! Puzzles and practice positions are stored this way.

use crate::engine::formats::cgp::{CgpPosition, Operation};
use crate::engine::puzzle::PuzzlePosition;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// The position as a CGP line: the rack to find a play for first, the others unknown.
pub fn cgp_of(variant: &Variant, position: &PuzzlePosition, lexicon: &str) -> String {
    let letters = variant.tiles.letter_count();
    let mut racks = vec![position.rack.clone()];
    racks.resize(position.scores.len().max(1), Rack::empty(letters));
    CgpPosition {
        tiles: variant.tiles.clone(),
        board: position.board.clone(),
        racks,
        scores: position.scores.clone(),
        zero_turns: 0,
        operations: vec![Operation {
            code: "lex".to_owned(),
            operands: vec![lexicon.to_owned()],
        }],
    }
    .to_string()
}
