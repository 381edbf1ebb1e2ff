//! Move generation: every legal tile placement for a board and a rack, each with its exact
//! score (Appel and Jacobson's anchors and cross-checks, walked over the GADDAG as in Gordon's
//! paper), the best one alone, and the exchanges a rack allows.

mod frame;
mod left;
mod order;
mod packed;
mod play;
mod search;
mod unplaced;

use std::cell::Cell;

use super::board::Board;
use super::layout::Direction;
use super::lexicon::Lexicon;
use super::rack::Rack;
use super::variant::Variant;
use frame::{Frame, MAX_LINE};
use left::Step;
use search::Search;

pub use order::best_first_order;
pub use packed::{PackedPlay, PackedPlays};
pub use play::{Candidate, Move};

/// Receives the plays a generator finds, one at a time.
pub trait MoveSink {
    /// Called once for every legal play; turn it into a [`Move`] only if you keep it.
    fn offer(&mut self, play: &Candidate<'_>);
}

/// Runs the generator over both directions, handing every legal play to `sink`. Plays follow
/// the placement rules (rules 1 and 3: one line, no gaps, touching the tiles on the board or
/// covering a start square with two or more tiles on the first play), every word formed is in
/// `lexicon`, and each score is the rules' score (rules 11 to 17). A blank is tried as every
/// letter. A single tile is offered once: across if it makes an across word, else down.
pub fn generate(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    rack: &Rack,
    sink: &mut impl MoveSink,
) {
    assert!(
        usize::from(board.rows()) <= MAX_LINE && usize::from(board.cols()) <= MAX_LINE,
        "layouts have at most 26 rows and columns"
    );
    let mut counts = [0u8; 64];
    for (count, &n) in counts.iter_mut().zip(rack.counts()) {
        *count = n;
    }
    let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
    if tiles == 0 {
        return;
    }
    let frames =
        [Direction::Across, Direction::Down].map(|dir| Frame::new(variant, lexicon, board, dir));
    // How long a left part starting with each letter may be: anchors that do not allow a
    // letter, or have little room, spare the shared walk the longer left parts.
    let mut reach = [0u8; 64];
    for frame in &frames {
        frame.left_reach(&mut reach);
    }
    for longest in &mut reach {
        *longest = (*longest).min(tiles.min(usize::from(u8::MAX)) as u8);
    }
    // Taken out of the thread's spare buffer (and put back) rather than borrowed, so that a
    // sink that generates moves itself simply gets a fresh one.
    let mut left_parts = SPARE_STEPS.take();
    left::left_parts(lexicon.graph(), &counts, &reach, &mut left_parts);
    for frame in &frames {
        Search::new(variant, lexicon, frame, &counts, &left_parts, sink).run();
    }
    SPARE_STEPS.set(left_parts);
}

thread_local! {
    /// The shared left-part steps of the thread's last call (about a megabyte with two
    /// blanks), kept so the next call reuses the memory instead of faulting in fresh pages.
    static SPARE_STEPS: Cell<Vec<Step>> = const { Cell::new(Vec::new()) };
    /// How many plays the thread's last [`all_moves`] found: the next list starts that large,
    /// since a bot asks about racks of the same kind again and again.
    static LAST_COUNT: Cell<usize> = const { Cell::new(0) };
}

/// Collects every play.
#[derive(Default)]
pub struct AllMoves {
    pub moves: Vec<Move>,
}

impl MoveSink for AllMoves {
    fn offer(&mut self, play: &Candidate<'_>) {
        self.moves.push(play.to_move());
    }
}

/// Keeps the highest-scoring play (the first found among equals).
#[derive(Default)]
pub struct BestMove {
    pub best: Option<Move>,
}

impl MoveSink for BestMove {
    fn offer(&mut self, play: &Candidate<'_>) {
        if self.best.as_ref().is_none_or(|b| play.score() > b.score()) {
            self.best = Some(play.to_move());
        }
    }
}

/// Every legal tile placement with its score, in the order found (see [`sort_best_first`]).
pub fn all_moves(variant: &Variant, lexicon: &Lexicon, board: &Board, rack: &Rack) -> Vec<Move> {
    let mut all = AllMoves {
        moves: Vec::with_capacity(LAST_COUNT.get()),
    };
    generate(variant, lexicon, board, rack, &mut all);
    LAST_COUNT.set(all.moves.len());
    if all.moves.len() < all.moves.capacity() / 2 {
        all.moves.shrink_to_fit();
    }
    all.moves
}

/// The highest-scoring tile placement, without building the list of all of them.
pub fn best_move(variant: &Variant, lexicon: &Lexicon, board: &Board, rack: &Rack) -> Option<Move> {
    let mut best = BestMove::default();
    generate(variant, lexicon, board, rack, &mut best);
    best.best
}

/// Sorts plays best first: highest score, then more tiles, then by square and word so the
/// order never depends on how they were found.
pub fn sort_best_first(moves: &mut [Move]) {
    let mut order = Vec::new();
    best_first_order(moves, &mut order);
    let sorted: Vec<Move> = order.iter().map(|&i| moves[i as usize]).collect();
    moves.copy_from_slice(&sorted);
}

/// Every different set of tiles the rack could put back in an exchange (rule 7), each as rack
/// tiles (0 = blank); whether an exchange is allowed now (enough tiles in the bag) is the
/// game's call.
pub fn exchanges(rack: &Rack) -> Vec<Vec<u8>> {
    let counts = rack.counts();
    let mut found = vec![Vec::new()];
    for (tile, &count) in counts.iter().enumerate() {
        let mut next = Vec::with_capacity(found.len() * (usize::from(count) + 1));
        for partial in &found {
            for n in 0..=count {
                let mut with = partial.clone();
                with.extend(std::iter::repeat_n(tile as u8, usize::from(n)));
                next.push(with);
            }
        }
        found = next;
    }
    found.retain(|e| !e.is_empty());
    found
}

#[cfg(test)]
mod tests;
