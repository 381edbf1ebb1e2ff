//! Running the generator: both directions of a board searched for a rack, every legal play
//! offered to a sink, and the two questions asked most (every play, the best play).

use std::cell::Cell;

use super::frame::{BoardCodes, CrossChecks, Frame, MAX_LINE};
use super::left::{self, Step};
use super::play::Move;
use super::search::Search;
use super::sink::{AllMoves, BestMove, MoveSink};
use crate::engine::board::Board;
use crate::engine::layout::Direction;
use crate::engine::lexicon::Lexicon;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

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
    generate_on_lines(variant, lexicon, board, rack, [u32::MAX; 2], sink);
}

/// [`generate`] for the plays along some lines only: those whose bit is set in `lines[0]`
/// (bit `i` for row `i`, plays across) and `lines[1]` (bit `i` for column `i`, plays down).
/// The plays of one line depend on the board only through that line's tiles and the tiles
/// across its empty squares, so a caller that knows which lines a change touched can keep
/// the others' plays. Each play is offered by the line its main word reads along (a single
/// tile, offered once, by its row if it makes an across word, else by its column).
pub fn generate_on_lines(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    rack: &Rack,
    lines: [u32; 2],
    sink: &mut impl MoveSink,
) {
    assert!(
        usize::from(board.rows()) <= MAX_LINE && usize::from(board.cols()) <= MAX_LINE,
        "layouts have at most 26 rows and columns"
    );
    let counts = rack_counts(rack);
    let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
    if tiles == 0 {
        return;
    }
    let frames = wanted_frames(variant, lexicon, board, lines);
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

/// The shared left parts of a rack walked for every anchor's room and letters, so that a
/// caller generating for the same rack on many boards walks them once (see
/// [`generate_on_lines_with`]).
pub struct LeftParts {
    rack: [u8; 64],
    steps: Vec<Step>,
}

impl LeftParts {
    /// Walks `rack`'s left parts, of any length the rack allows.
    pub fn new(lexicon: &Lexicon, rack: &Rack) -> Self {
        let counts = rack_counts(rack);
        let tiles: usize = counts.iter().map(|&n| usize::from(n)).sum();
        let reach = [tiles.min(usize::from(u8::MAX)) as u8; 64];
        let mut steps = Vec::new();
        left::left_parts(lexicon.graph(), &counts, &reach, &mut steps);
        Self {
            rack: counts,
            steps,
        }
    }
}

/// The memory of the two directions' frames and the cross-checks worked out, kept from one
/// call of [`generate_on_lines_with`] to the next (always with the same lexicon).
pub struct FrameScratch {
    frames: [Frame; 2],
    /// The cross-checks worked out so far (for the one lexicon the caller asks about).
    known: CrossChecks,
}

impl Default for FrameScratch {
    fn default() -> Self {
        Self {
            frames: [Frame::empty(), Frame::empty()],
            known: CrossChecks::default(),
        }
    }
}

/// [`generate_on_lines`] on the board whose squares are `codes`, for the rack whose left
/// parts are `left` (walked for every anchor: each anchor replays only those that fit its
/// room and letters, so the plays are the same), in the frames of `scratch`: a caller asking
/// about many boards in turn (the endgame search) builds no frame or left part anew.
pub fn generate_on_lines_with(
    variant: &Variant,
    lexicon: &Lexicon,
    codes: &BoardCodes<'_>,
    left: &LeftParts,
    lines: [u32; 2],
    scratch: &mut FrameScratch,
    sink: &mut impl MoveSink,
) {
    assert!(
        codes.rows <= MAX_LINE && codes.cols <= MAX_LINE,
        "layouts have at most 26 rows and columns"
    );
    if left.rack.iter().all(|&n| n == 0) {
        return;
    }
    let directions = [Direction::Across, Direction::Down];
    for ((frame, dir), wanted) in scratch.frames.iter_mut().zip(directions).zip(lines) {
        if wanted != 0 {
            frame.fill(
                variant,
                lexicon,
                codes,
                dir,
                wanted,
                Some(&mut scratch.known),
            );
            Search::new(variant, lexicon, frame, &left.rack, &left.steps, sink).run();
        }
    }
}

/// The rack's tile counts by tile (index 0: blanks).
fn rack_counts(rack: &Rack) -> [u8; 64] {
    let mut counts = [0u8; 64];
    for (count, &n) in counts.iter_mut().zip(rack.counts()) {
        *count = n;
    }
    counts
}

/// The frames of the directions with a line wanted (the others have no plays to find).
fn wanted_frames(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    lines: [u32; 2],
) -> Vec<Frame> {
    [(Direction::Across, lines[0]), (Direction::Down, lines[1])]
        .into_iter()
        .filter(|&(_, wanted)| wanted != 0)
        .map(|(dir, wanted)| Frame::new(variant, lexicon, board, dir, wanted))
        .collect()
}

thread_local! {
    /// The shared left-part steps of the thread's last call (about a megabyte with two
    /// blanks), kept so the next call reuses the memory instead of faulting in fresh pages.
    static SPARE_STEPS: Cell<Vec<Step>> = const { Cell::new(Vec::new()) };
    /// How many plays the thread's last [`all_moves`] found: the next list starts that large,
    /// since a bot asks about racks of the same kind again and again.
    static LAST_COUNT: Cell<usize> = const { Cell::new(0) };
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
