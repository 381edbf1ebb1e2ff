//! The GADDAG walk: from each anchor square, letters leftwards (reversed), the separator, then
//! letters rightwards. Blanks are decided when a word is complete: the walk only tracks whether
//! the rack can still pay for the letters, then every way of taking them (real tiles or
//! blanks) is offered with its own score. Scores are worked out only for complete words (far
//! fewer than the squares the walk tries), and a square is stepped onto only if the node's
//! letter set shows some way on, so dead ends cost a few bit tests and no call.

mod record;

use super::frame::{BLANK_FLAG, Frame, LETTER_BITS, MAX_LINE, NEW_FLAG, NO_CROSS};
use super::left::Step;
use super::play::Candidate;
use super::sink::MoveSink;
use super::unplaced::Unplaced;
use crate::engine::layout::Direction;
use crate::engine::lexicon::{Arc, Graph, Lexicon, Node, SEPARATOR};
use crate::engine::variant::Variant;

/// The line being walked, copied out of the frame.
struct Line {
    cells: [u8; MAX_LINE],
    mask: [u64; MAX_LINE],
    cross: [u32; MAX_LINE],
    letter_mult: [u8; MAX_LINE],
    word_mult: [u8; MAX_LINE],
    anchor: [bool; MAX_LINE],
}

/// One walk over the lines of a frame.
pub struct Search<'a, S: MoveSink> {
    graph: Graph<'a>,
    frame: &'a Frame,
    /// The left parts the rack allows where the squares left of an anchor are empty.
    left_parts: &'a [Step],
    sink: &'a mut S,
    values: [u32; 64],
    /// The rack, counted by tile (index 0: blanks).
    rack: [u8; 64],
    tiles: u8,
    /// The rack's tiles not yet placed.
    unplaced: Unplaced,
    /// Tiles placed so far.
    placed: u8,
    bingo_min: u8,
    bingo_bonus: u32,
    first_play: bool,
    line_index: usize,
    line: Line,
    anchor: usize,
    /// The square after the anchor is empty or off the board.
    open_after_anchor: bool,
    /// Where the word starts once the walk has turned right.
    start: usize,
    word: [u8; MAX_LINE],
    /// While paying for a complete word with blanks in the rack: the rack left.
    leave: [u8; 64],
}

impl<'a, S: MoveSink> Search<'a, S> {
    /// A search of `frame`'s lines for the rack's `counts`, offering each play to `sink`.
    pub fn new(
        variant: &Variant,
        lexicon: &'a Lexicon,
        frame: &'a Frame,
        rack: &[u8; 64],
        left_parts: &'a [Step],
        sink: &'a mut S,
    ) -> Self {
        Self {
            graph: lexicon.graph(),
            frame,
            left_parts,
            sink,
            values: frame.values,
            rack: *rack,
            tiles: rack.iter().sum(),
            unplaced: Unplaced::new(rack),
            placed: 0,
            bingo_min: variant.bingo.min_tiles,
            bingo_bonus: u32::from(variant.bingo.bonus),
            first_play: frame.empty_board,
            line_index: 0,
            line: Line {
                cells: [0; MAX_LINE],
                mask: [0; MAX_LINE],
                cross: [NO_CROSS; MAX_LINE],
                letter_mult: [1; MAX_LINE],
                word_mult: [1; MAX_LINE],
                anchor: [false; MAX_LINE],
            },
            anchor: 0,
            open_after_anchor: false,
            start: 0,
            word: [0; MAX_LINE],
            leave: [0; 64],
        }
    }

    /// Every play along the frame's direction.
    pub fn run(&mut self) {
        if self.tiles == 0 {
            return;
        }
        let len = self.frame.len;
        for line in 0..self.frame.lines {
            let from = self.frame.at(line, 0);
            let squares = from..from + len;
            if !self.frame.anchor[squares.clone()].contains(&true) {
                continue;
            }
            self.line_index = line;
            self.line.cells[..len].copy_from_slice(&self.frame.cells[squares.clone()]);
            self.line.mask[..len].copy_from_slice(&self.frame.cross_mask[squares.clone()]);
            self.line.cross[..len].copy_from_slice(&self.frame.cross_sum[squares.clone()]);
            self.line.letter_mult[..len].copy_from_slice(&self.frame.letter_mult[squares.clone()]);
            self.line.word_mult[..len].copy_from_slice(&self.frame.word_mult[squares.clone()]);
            self.line.anchor[..len].copy_from_slice(&self.frame.anchor[squares]);
            for anchor in 0..len {
                if self.line.anchor[anchor] {
                    self.anchor = anchor;
                    self.open_after_anchor = anchor + 1 == len || self.line.cells[anchor + 1] == 0;
                    match self.frame.left_room(line, anchor) {
                        Some(room) => self.replay_left(room + 1),
                        None => self.left(anchor, self.graph.root()),
                    }
                }
            }
        }
    }

    /// Letters the rack can still pay for, with a real tile or a blank.
    #[inline]
    fn payable(&self) -> u64 {
        self.unplaced.payable()
    }

    /// Whether square `index` can be filled from a node with arcs for `letters`: its tile has
    /// an arc, or it is empty and a rack tile the cross-check allows has one. Checked before
    /// stepping onto a square.
    #[inline]
    fn can_fill(&self, index: usize, letters: u64) -> bool {
        let code = self.line.cells[index];
        if code != 0 {
            letters & 1 << (code & LETTER_BITS) != 0
        } else {
            self.placed < self.tiles && letters & self.line.mask[index] & self.payable() & !1 != 0
        }
    }

    /// Tries every way to fill square `index` (at or left of the anchor) from `node`: the tile
    /// already there, or a rack tile the cross-check allows.
    fn left(&mut self, index: usize, node: Node) {
        let code = self.line.cells[index];
        if code != 0 {
            if let Some(arc) = self.graph.find(node, code & LETTER_BITS) {
                self.word[index] = code;
                self.after_left(index, arc);
            }
            return;
        }
        self.place::<false>(index, node);
    }

    /// Puts each letter the rack can still pay for (with a real tile or a blank) and the
    /// cross-check allows on empty square `index`, then carries on leftwards or (`RIGHT`)
    /// rightwards.
    // Measured: left to the compiler, the two-blank bench runs 15 percent more instructions.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn place<const RIGHT: bool>(&mut self, index: usize, node: Node) {
        if self.placed == self.tiles {
            return;
        }
        let allowed = self.line.mask[index] & self.payable() & !1;
        for arc in self.graph.arcs_among(node, allowed) {
            let letter = arc.letter();
            let real = self.take(letter);
            self.word[index] = letter | NEW_FLAG;
            if RIGHT {
                self.after_right(index, arc);
            } else {
                self.after_left(index, arc);
            }
            self.give_back(letter, real);
        }
    }

    /// Takes a tile for `letter` from the rack: a real one if there is one left (true), else
    /// a blank.
    #[inline]
    fn take(&mut self, letter: u8) -> bool {
        self.placed += 1;
        self.unplaced.take(letter)
    }

    /// Undoes [`Search::take`].
    #[inline]
    fn give_back(&mut self, letter: u8, real: bool) {
        self.placed -= 1;
        self.unplaced.give_back(letter, real);
    }

    /// The plays from the current anchor when the squares before it are empty: replays the
    /// shared left parts (see [`super::left`]) of at most `longest` letters whose first letter
    /// the anchor allows, doing what the walk in [`Search::after_left`] would do at each, and
    /// skipping the runs of steps that hold nothing this anchor can use.
    fn replay_left(&mut self, longest: usize) {
        let anchor = self.anchor;
        let after = anchor + 1;
        let first_allowed = self.line.mask[anchor];
        // A word may end at the anchor only if the square after it is empty or off the board;
        // a tail must start with the tile after the anchor, or with a letter the rack pays for
        // and the square after allows.
        let (words, tails, payable) = if after == self.frame.len {
            (true, 0, 0)
        } else if self.line.cells[after] != 0 {
            (false, 1 << (self.line.cells[after] & LETTER_BITS), 0)
        } else {
            (true, 0, self.line.mask[after])
        };
        let useful =
            |word: bool, t: u64, p: u64| (word && words) || t & tails != 0 || p & payable != 0;
        let mut taken = [(0u8, false); MAX_LINE + 1];
        let mut depth = 0;
        let mut i = 0;
        while let Some(&step) = self.left_parts.get(i) {
            i += 1;
            match step {
                Step::Enter {
                    letter,
                    depth: d,
                    word,
                    skip,
                    tails: t,
                    payable: p,
                } => {
                    let d = usize::from(d);
                    while depth >= d {
                        let (letter, real) = taken[depth];
                        self.give_back(letter, real);
                        depth -= 1;
                    }
                    if d > longest
                        || (d == 1 && first_allowed & 1 << letter == 0)
                        || !useful(word, t, p)
                    {
                        i = skip as usize;
                        continue;
                    }
                    depth = d;
                    taken[depth] = (letter, self.take(letter));
                    self.word[anchor + 1 - depth] = letter | NEW_FLAG;
                }
                Step::Word => {
                    if words {
                        self.record(anchor + 1 - depth, anchor);
                    }
                }
                Step::Turn {
                    depth: d,
                    node,
                    letters,
                    payable: p,
                } => {
                    while depth > usize::from(d) {
                        let (letter, real) = taken[depth];
                        self.give_back(letter, real);
                        depth -= 1;
                    }
                    if useful(false, letters, p) {
                        self.start = anchor + 1 - depth;
                        self.right(after, node);
                    }
                }
            }
        }
        while depth > 0 {
            let (letter, real) = taken[depth];
            self.give_back(letter, real);
            depth -= 1;
        }
    }

    /// The word now covers `index..=anchor`: record it if whole, go further left, or turn right.
    // Measured: left to the compiler, the two-blank bench runs 15 percent more instructions.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn after_left(&mut self, index: usize, arc: Arc) {
        let open_before = index == 0 || self.line.cells[index - 1] == 0;
        if arc.accepts() && open_before && self.open_after_anchor {
            self.record(index, self.anchor);
        }
        let child = arc.child();
        let letters = self.graph.letters(child);
        if letters == 0 {
            return;
        }
        if index > 0 {
            let before = index - 1;
            // Tiles to the left must all join the word; an empty square may take a tile unless
            // it is an anchor itself (that play is found from that anchor).
            if (self.line.cells[before] != 0 || !self.line.anchor[before])
                && self.can_fill(before, letters)
            {
                self.left(before, child);
            }
        }
        if open_before
            && self.anchor + 1 < self.frame.len
            && let Some(separator) = self.graph.find(child, SEPARATOR)
        {
            let (after, turn) = (self.anchor + 1, separator.child());
            if self.can_fill(after, self.graph.letters(turn)) {
                self.start = index;
                self.right(after, turn);
            }
        }
    }

    /// Fills square `index` right of the anchor (the word starts at `self.start`).
    fn right(&mut self, index: usize, node: Node) {
        let code = self.line.cells[index];
        if code != 0 {
            if let Some(arc) = self.graph.find(node, code & LETTER_BITS) {
                self.word[index] = code;
                self.after_right(index, arc);
            }
            return;
        }
        self.place::<true>(index, node);
    }

    /// The word now covers `self.start..=index`: record it if whole, then go further right.
    // Measured: left to the compiler, the two-blank bench runs 15 percent more instructions.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn after_right(&mut self, index: usize, arc: Arc) {
        let next = index + 1;
        let open_after = next == self.frame.len || self.line.cells[next] == 0;
        if arc.accepts() && open_after {
            self.record(self.start, index);
        }
        if next < self.frame.len {
            let child = arc.child();
            if self.can_fill(next, self.graph.letters(child)) {
                self.right(next, child);
            }
        }
    }
}
