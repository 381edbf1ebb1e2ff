//! The GADDAG walk: from each anchor square, letters leftwards (reversed), the separator, then
//! letters rightwards, keeping the score as tiles go down. Blanks are decided when a word is
//! complete: the walk only tracks whether the rack can still pay for the letters, then every
//! way of taking them (real tiles or blanks) is offered with its own score.

use super::frame::{BLANK_FLAG, Frame, LETTER_BITS, MAX_LINE, NEW_FLAG, NO_CROSS};
use super::{Candidate, MoveSink};
use crate::engine::layout::Direction;
use crate::engine::lexicon::{Arc, Graph, Lexicon, Node, SEPARATOR};
use crate::engine::tiles::BLANK;
use crate::engine::variant::Variant;

/// The running score of a play being built, every new tile counted at its full value.
#[derive(Clone, Copy)]
struct Tally {
    /// Main word: sum of letter values (with letter premiums of new tiles).
    main: u32,
    /// Main word: product of word premiums under new tiles.
    multiplier: u32,
    /// Cross words made by the new tiles, already scored.
    cross: u32,
    placed: u8,
}

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
    sink: &'a mut S,
    values: [u32; 64],
    /// The rack, counted by tile (index 0: blanks).
    rack: [u8; 64],
    tiles: u8,
    letters: usize,
    /// New tiles placed so far, by letter.
    used: [u8; 64],
    /// Letters the rack still has a real tile for.
    free: u64,
    /// Blanks needed for the letters placed so far.
    blanks_needed: u8,
    bingo_min: u8,
    bingo_bonus: u32,
    first_play: bool,
    line_index: usize,
    line: Line,
    anchor: usize,
    /// Where the word starts once the walk has turned right.
    start: usize,
    word: [u8; MAX_LINE],
    /// While paying for a complete word: the rack left, and how many tiles the play places.
    leave: [u8; 64],
    placed: u8,
}

impl<'a, S: MoveSink> Search<'a, S> {
    pub fn new(
        variant: &Variant,
        lexicon: &'a Lexicon,
        frame: &'a Frame,
        rack: &[u8],
        sink: &'a mut S,
    ) -> Self {
        let mut values = [0u32; 64];
        for letter in variant.tiles.letters() {
            values[usize::from(letter)] = u32::from(variant.tiles.value(letter));
        }
        let mut counts = [0u8; 64];
        let mut free = 0u64;
        for (tile, &count) in rack.iter().enumerate().take(64) {
            counts[tile] = count;
            if tile != usize::from(BLANK) && count > 0 {
                free |= 1 << tile;
            }
        }
        Self {
            graph: lexicon.graph(),
            frame,
            sink,
            values,
            rack: counts,
            tiles: rack.iter().sum(),
            letters: variant.tiles.letter_count(),
            used: [0; 64],
            free,
            blanks_needed: 0,
            bingo_min: variant.bingo.min_tiles,
            bingo_bonus: u32::from(variant.bingo.bonus),
            first_play: frame.cells.iter().all(|&c| c == 0),
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
            start: 0,
            word: [0; MAX_LINE],
            leave: [0; 64],
            placed: 0,
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
                    let start = Tally {
                        main: 0,
                        multiplier: 1,
                        cross: 0,
                        placed: 0,
                    };
                    self.left(anchor, self.graph.root(), start);
                }
            }
        }
    }

    /// Adds an existing tile to the tally.
    #[inline]
    fn with_existing(&self, tally: Tally, code: u8) -> Tally {
        let value = if code & BLANK_FLAG == 0 {
            self.values[usize::from(code & LETTER_BITS)]
        } else {
            0
        };
        Tally {
            main: tally.main + value,
            ..tally
        }
    }

    /// Adds a new tile at `index` to the tally, scoring its cross word.
    #[inline]
    fn with_new(&self, tally: Tally, index: usize, letter: u8) -> Tally {
        let value = self.values[usize::from(letter)];
        let letter_mult = u32::from(self.line.letter_mult[index]);
        let word_mult = u32::from(self.line.word_mult[index]);
        let cross_sum = self.line.cross[index];
        let cross = if cross_sum == NO_CROSS {
            0
        } else {
            (cross_sum + value * letter_mult) * word_mult
        };
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
        let code = self.line.cells[index];
        if code != 0 {
            if let Some(arc) = self.graph.find(node, code & LETTER_BITS) {
                self.word[index] = code;
                self.after_left(index, arc, self.with_existing(tally, code));
            }
            return;
        }
        self.place::<false>(index, node, tally);
    }

    /// Puts each letter the rack can still pay for (with a real tile or a blank) and the
    /// cross-check allows on empty square `index`, then carries on leftwards or (`RIGHT`)
    /// rightwards.
    #[inline]
    fn place<const RIGHT: bool>(&mut self, index: usize, node: Node, tally: Tally) {
        if tally.placed == self.tiles {
            return;
        }
        let blank_left = self.blanks_needed < self.rack[usize::from(BLANK)];
        let payable = if blank_left { !0 } else { self.free };
        let allowed = self.line.mask[index] & payable & !1;
        if allowed == 0 {
            return;
        }
        for arc in self.graph.arcs_among(node, allowed) {
            let letter = arc.letter();
            let slot = usize::from(letter);
            let needs_blank = self.used[slot] >= self.rack[slot];
            self.used[slot] += 1;
            if needs_blank {
                self.blanks_needed += 1;
            } else if self.used[slot] == self.rack[slot] {
                self.free &= !(1 << letter);
            }
            self.word[index] = letter | NEW_FLAG;
            let tally = self.with_new(tally, index, letter);
            if RIGHT {
                self.after_right(index, arc, tally);
            } else {
                self.after_left(index, arc, tally);
            }
            self.used[slot] -= 1;
            if needs_blank {
                self.blanks_needed -= 1;
            } else {
                self.free |= 1 << letter;
            }
        }
    }

    /// The word now covers `index..=anchor`: record it if whole, go further left, or turn right.
    fn after_left(&mut self, index: usize, arc: Arc, tally: Tally) {
        let len = self.frame.len;
        let open_before = index == 0 || self.line.cells[index - 1] == 0;
        let open_after = self.anchor + 1 == len || self.line.cells[self.anchor + 1] == 0;
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
            if self.line.cells[before] != 0 || !self.line.anchor[before] {
                self.left(before, child, tally);
            }
        }
        if open_before && self.anchor + 1 < len {
            if let Some(separator) = self.graph.find(child, SEPARATOR) {
                self.start = index;
                self.right(self.anchor + 1, separator.child(), tally);
            }
        }
    }

    /// Fills square `index` right of the anchor (the word starts at `self.start`).
    fn right(&mut self, index: usize, node: Node, tally: Tally) {
        let code = self.line.cells[index];
        if code != 0 {
            if let Some(arc) = self.graph.find(node, code & LETTER_BITS) {
                self.word[index] = code;
                self.after_right(index, arc, self.with_existing(tally, code));
            }
            return;
        }
        self.place::<true>(index, node, tally);
    }

    /// The word now covers `self.start..=index`: record it if whole, then go further right.
    fn after_right(&mut self, index: usize, arc: Arc, tally: Tally) {
        let open_after = index + 1 == self.frame.len || self.line.cells[index + 1] == 0;
        if arc.accepts() && open_after {
            self.record(self.start, index, tally);
        }
        let child = arc.child();
        if index + 1 < self.frame.len && !child.is_none() {
            self.right(index + 1, child, tally);
        }
    }

    /// Offers the play covering `start..=end`, once for every way of paying for its letters,
    /// if it is legal and not found twice.
    fn record(&mut self, start: usize, end: usize, tally: Tally) {
        if end == start || (self.first_play && tally.placed < 2) {
            return;
        }
        // A single tile makes words both ways; it is listed once, across when it makes an
        // across word, else down.
        if tally.placed == 1
            && self.frame.dir == Direction::Down
            && self.line.cross[self.anchor] != NO_CROSS
        {
            return;
        }
        let bonus = if tally.placed >= self.bingo_min {
            self.bingo_bonus
        } else {
            0
        };
        let score = tally.main * tally.multiplier + tally.cross + bonus;
        let mut new = [0u8; MAX_LINE];
        let mut count = 0;
        for i in start..=end {
            if self.word[i] & NEW_FLAG != 0 {
                new[count] = i as u8;
                count += 1;
            }
        }
        self.leave[..=self.letters].copy_from_slice(&self.rack[..=self.letters]);
        self.placed = tally.placed;
        self.pay(&new[..count], start, end, score, tally.multiplier);
    }

    /// Takes each remaining new tile from a real tile or a blank (a blank loses the letter's
    /// points in the main word and its cross word), offering each complete choice.
    fn pay(&mut self, new: &[u8], start: usize, end: usize, score: u32, multiplier: u32) {
        let Some((&index, rest)) = new.split_first() else {
            let candidate = Candidate {
                score,
                frame: self.frame,
                line: self.line_index,
                start,
                end,
                word: &self.word,
                leave: &self.leave,
                placed: self.placed,
            };
            self.sink.offer(&candidate);
            return;
        };
        let index = usize::from(index);
        let slot = usize::from(self.word[index] & LETTER_BITS);
        if self.leave[slot] > 0 {
            self.leave[slot] -= 1;
            self.pay(rest, start, end, score, multiplier);
            self.leave[slot] += 1;
        }
        if self.leave[usize::from(BLANK)] > 0 {
            let lost = self.values[slot]
                * u32::from(self.line.letter_mult[index])
                * (multiplier
                    + if self.line.cross[index] == NO_CROSS {
                        0
                    } else {
                        u32::from(self.line.word_mult[index])
                    });
            self.leave[usize::from(BLANK)] -= 1;
            self.word[index] |= BLANK_FLAG;
            self.pay(rest, start, end, score - lost, multiplier);
            self.word[index] &= !BLANK_FLAG;
            self.leave[usize::from(BLANK)] += 1;
        }
    }
}
