//! Move generation: every legal tile placement for a board and a rack, each with its exact
//! score (Appel and Jacobson's anchors and cross-checks, walked over the GADDAG as in Gordon's
//! paper), the best one alone, and the exchanges a rack allows.

mod exchanges;
mod frame;
mod generate;
mod left;
mod order;
mod packed;
mod play;
mod search;
mod sink;
mod unplaced;

pub use exchanges::exchanges;
pub use frame::{BoardCodes, tile_code};
pub use generate::{
    FrameScratch, LeftParts, all_moves, best_move, generate, generate_on_lines,
    generate_on_lines_with,
};
pub use order::{best_first_order, sort_best_first};
pub use packed::{PackedPlay, PackedPlays};
pub use play::{Candidate, Move};
pub use sink::{AllMoves, BestMove, MoveSink};

#[cfg(test)]
mod tests;
