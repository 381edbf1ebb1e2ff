//! The GADDAG walk: from each anchor square, letters leftwards (reversed), the separator, then
//! letters rightwards, keeping the score as tiles go down.

use super::frame::{BLANK_FLAG, Frame, LETTER_BITS, MAX_LINE, NEW_FLAG, NO_CROSS};
use super::{Candidate, MoveSink};
use crate::engine::lexicon::{Arc, Lexicon, Node, SEPARATOR};
use crate::engine::tiles::BLANK;
use crate::engine::variant::Variant;

/// The running score of a play being built.
#[derive(Clone, Copy, Default)]
struct Tally {
    /// Main word: sum of letter values (with letter premiums of new tiles).
    main: u32,
    /// Main word: product of word premiums under new tiles.
    multiplier: u32,
    /// Cross words made by the new tiles, already scored.
    cross: u32,
    placed: u8,
}

/// One walk over one line of a frame.
pub struct Search<'a, S: MoveSink> {
    pub lexicon: &'a Lexicon,
    pub frame: &'a Frame,
    pub values: [u32; 64],
    pub rack: [u8; 64],
    pub rack_len: u8,
    pub bingo_min: u8,
    pub bingo_bonus: u32,
    pub first_play: bool,
    pub sink: &'a mut S,
    line: usize,
    anchor: usize,
    /// Where the word starts once the walk has turned right.
    start: usize,
    word: [u8; MAX_LINE],
}

impl<'a, S: MoveSink> Search<'a, S> {
    pub fn new(variant: &Variant, lexicon: &'a Lexicon, frame: &'a Frame, rack: &[u8], sink: &'a mut S) -> Self {
        let mut values = [0u32; 64];
        for letter in variant.tiles.letters() {
            values[usize::from(letter)] = u32::from(variant.tiles.value(letter));
        }
        let mut counts = [0u8; 64];
        for (tile, &count) in rack.iter().enumerate().take(64) {
            counts[tile] = count;
        }
        Self {
            lexicon,
            frame,
            values,
            rack: counts,
            rack_len: rack.iter().map(|&c| c).sum(),
            bingo_min: variant.bingo.min_tiles,
            bingo_bonus: u32::from(variant.bingo.bonus),
            first_play: frame.cells.iter().all(|&c| c == 0),
            sink,
            line: 0,
            anchor: 0,
            start: 0,
            word: [0; MAX_LINE],
        }
    }

    /// Every play along the frame's direction.
    pub fn run(&mut self) {
        if self.rack_len == 0 {
            return;
        }
        for line in 0..self.frame.lines {
            self.line = line;
            for anchor in 0..self.frame.len {
                if self.frame.anchor[self.frame.at(line, anchor)] {
                    self.anchor = anchor;
                    self.left(anchor, self.lexicon.root(), Tally { multiplier: 1, ..Tally::default() });
                }
            }
        }
    }

    #[inline]
    fn cell(&self, index: usize) -> u8 {
        self.frame.cells[self.frame.at(self.line, index)]
    }

    /// Adds an existing tile to the tally.
    #[inline]
    fn with_existing(&self, tally: Tally, code: u8) -> Tally {
        let value = if code & BLANK_FLAG == 0 { self.values[usize::from(code & LETTER_BITS)] } else { 0 };
        Tally { main: tally.main + value, ..tally }
    }

    /// Adds a new tile at `index` to the tally, scoring its cross word.
    #[inline]
    fn with_new(&self, tally: Tally, index: usize, letter: u8, blank: bool) -> Tally {
        let at = self.frame.at(self.line, index);
        let value = if blank { 0 } else { self.values[usize::from(letter)] };
        let letter_mult = u32::from(self.frame.letter_mult[at]);
        let word_mult = u32::from(self.frame.word_mult[at]);
        let cross_sum = self.frame.cross_sum[at];
        let cross = if cross_sum == NO_CROSS { 0 } else { (cross_sum + value * letter_mult) * word_mult };
        Tally {
            main: tally.main + value * letter_mult,
            multiplier: tally.multiplier * word_mult,
            cross: tally.cross + cross,
            placed: tally.placed + 1,
        }
    }

    /// Tries every way to fill square `index` (at or left of the anchor) from `node`: the tile
    /// already there, or a rack tile the cross-check allows.
    fn left(&mut self, index: usize, node: Node, tally: Tally) {
        let code = self.cell(index);
        if code != 0 {
            if let Some(arc) = self.lexicon.find(node, code & LETTER_BITS) {
                self.word[index] = code;
                self.after_left(index, arc, self.with_existing(tally, code));
            }
            return;
        }
        self.place::<false>(index, node, tally);
    }

    /// Puts each fitting rack tile (and the blank as each fitting letter) on empty square
    /// `index`, then carries on leftwards or (`RIGHT`) rightwards.
    #[inline]
    fn place<const RIGHT: bool>(&mut self, index: usize, node: Node, tally: Tally) {
        if self.rack_len == 0 {
            return;
        }
        let mask = self.frame.cross_mask[self.frame.at(self.line, index)];
        let blanks = self.rack[usize::from(BLANK)];
        for arc in self.lexicon.arcs(node) {
            let letter = arc.letter();
            if letter == SEPARATOR || mask & (1 << letter) == 0 {
                continue;
            }
            let slot = usize::from(letter);
            if self.rack[slot] > 0 {
                self.rack[slot] -= 1;
                self.rack_len -= 1;
                self.word[index] = letter | NEW_FLAG;
                self.next::<RIGHT>(index, arc, self.with_new(tally, index, letter, false));
                self.rack[slot] += 1;
                self.rack_len += 1;
            }
            if blanks > 0 {
                self.rack[usize::from(BLANK)] -= 1;
                self.rack_len -= 1;
                self.word[index] = letter | NEW_FLAG | BLANK_FLAG;
                self.next::<RIGHT>(index, arc, self.with_new(tally, index, letter, true));
                self.rack[usize::from(BLANK)] += 1;
                self.rack_len += 1;
            }
        }
    }

    #[inline]
    fn next<const RIGHT: bool>(&mut self, index: usize, arc: Arc, tally: Tally) {
        if RIGHT {
            self.after_right(index, arc, tally);
        } else {
            self.after_left(index, arc, tally);
        }
    }

    /// The word now covers `index..=anchor`: record it if whole, go further left, or turn right.
    fn after_left(&mut self, index: usize, arc: Arc, tally: Tally) {
        let len = self.frame.len;
        let open_before = index == 0 || self.cell(index - 1) == 0;
        let open_after = self.anchor + 1 == len || self.cell(self.anchor + 1) == 0;
        if arc.accepts() && open_before && open_after {
            self.record(index, self.anchor, tally);
        }
        let child = arc.child();
        if child.is_none() {
            return;
        }
        if index > 0 {
            let before = index - 1;
            // Tiles to the left must all join the word; an empty square may take a tile unless
            // it is an anchor itself (that play is found from that anchor).
            if self.cell(before) != 0 || !self.frame.anchor[self.frame.at(self.line, before)] {
                self.left(before, child, tally);
            }
        }
        if open_before && self.anchor + 1 < len {
            if let Some(separator) = self.lexicon.arcs(child).next().filter(|a| a.letter() == SEPARATOR) {
                self.start = index;
                self.right(self.anchor + 1, separator.child(), tally);
            }
        }
    }

    /// Fills square `index` right of the anchor (the word starts at `self.start`).
    fn right(&mut self, index: usize, node: Node, tally: Tally) {
        let code = self.cell(index);
        if code != 0 {
            if let Some(arc) = self.lexicon.find(node, code & LETTER_BITS) {
                self.word[index] = code;
                self.after_right(index, arc, self.with_existing(tally, code));
            }
            return;
        }
        self.place::<true>(index, node, tally);
    }

    /// The word now covers `self.start..=index`: record it if whole, then go further right.
    fn after_right(&mut self, index: usize, arc: Arc, tally: Tally) {
        let open_after = index + 1 == self.frame.len || self.cell(index + 1) == 0;
        if arc.accepts() && open_after {
            self.record(self.start, index, tally);
        }
        let child = arc.child();
        if index + 1 < self.frame.len && !child.is_none() {
            self.right(index + 1, child, tally);
        }
    }

    /// Offers the play covering `start..=end` to the sink if it is legal and not found twice.
    fn record(&mut self, start: usize, end: usize, tally: Tally) {
        if end == start {
            return;
        }
        if self.first_play && tally.placed < 2 {
            return;
        }
        // A single tile makes words both ways; it is listed once, across when it makes an
        // across word, else down.
        if tally.placed == 1
            && self.frame.dir == crate::engine::layout::Direction::Down
            && self.frame.cross_sum[self.frame.at(self.line, self.anchor)] != NO_CROSS
        {
            return;
        }
        let bonus = if tally.placed >= self.bingo_min { self.bingo_bonus } else { 0 };
        let score = tally.main * tally.multiplier + tally.cross + bonus;
        let candidate = Candidate {
            score,
            frame: self.frame,
            line: self.line,
            start,
            end,
            word: &self.word,
            leave: &self.rack,
            placed: tally.placed,
        };
        self.sink.offer(&candidate);
    }
}
