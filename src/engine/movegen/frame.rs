//! The board seen along one direction: lines of squares with their tiles, premiums, anchors
//! and cross-checks (which letters may go on an empty square given the tiles across it).

use crate::engine::board::Board;
use crate::engine::layout::{Direction, Pos};
use crate::engine::lexicon::{Arc, Graph, Lexicon, SEPARATOR};
use crate::engine::tiles::Letter;
use crate::engine::variant::Variant;

/// Flag in a square code: the tile is a blank.
pub const BLANK_FLAG: u8 = 0x40;
/// Flag in a square code: the tile is placed by the move.
pub const NEW_FLAG: u8 = 0x80;
/// Bits of a square code holding the letter.
pub const LETTER_BITS: u8 = 0x3f;
/// Longest line a layout can have.
pub const MAX_LINE: usize = 26;

/// No cross word through a square.
pub const NO_CROSS: u32 = u32::MAX;

/// One direction's view of the board. Line `i`, index `j` is the square `Pos(i, j)` across,
/// `Pos(j, i)` down; a word along the direction runs along a line.
pub struct Frame {
    pub dir: Direction,
    pub lines: usize,
    pub len: usize,
    /// Tile codes (letter, plus [`BLANK_FLAG`]); 0 for an empty square.
    pub cells: Vec<u8>,
    /// Letters allowed on each empty square by the tiles across it (bit `l` for letter `l`).
    pub cross_mask: Vec<u64>,
    /// Points of the tiles already across each empty square, or [`NO_CROSS`].
    pub cross_sum: Vec<u32>,
    /// Empty squares a play may be anchored on: next to a tile, or a start square on an empty
    /// board.
    pub anchor: Vec<bool>,
    pub letter_mult: Vec<u8>,
    pub word_mult: Vec<u8>,
}

impl Frame {
    /// The board square at `index` along `line`, in the frame's direction.
    pub fn pos(&self, line: usize, index: usize) -> Pos {
        match self.dir {
            Direction::Across => Pos::new(line as u8, index as u8),
            Direction::Down => Pos::new(index as u8, line as u8),
        }
    }

    /// Where `index` along `line` is in the frame's row-major arrays.
    #[inline]
    pub fn at(&self, line: usize, index: usize) -> usize {
        line * self.len + index
    }

    /// How many squares a left part from the anchor at `line`, `index` may cover beyond the
    /// anchor: the empty squares before it up to the next anchor or the edge. None if the
    /// square before holds a tile (the word must take it in).
    pub fn left_room(&self, line: usize, index: usize) -> Option<usize> {
        if index > 0 && self.cells[self.at(line, index - 1)] != 0 {
            return None;
        }
        let free = |&i: &usize| {
            let at = self.at(line, i);
            self.cells[at] == 0 && !self.anchor[at]
        };
        Some((0..index).rev().take_while(free).count())
    }

    /// For each letter, the longest left part (anchor included) starting with it on an anchor
    /// that allows it and has room for it (see [`Frame::left_room`]), raised into `reach`.
    pub fn left_reach(&self, reach: &mut [u8; 64]) {
        for line in 0..self.lines {
            for index in 0..self.len {
                let at = self.at(line, index);
                if !self.anchor[at] {
                    continue;
                }
                let Some(room) = self.left_room(line, index) else {
                    continue;
                };
                let longest = (room + 1).min(usize::from(u8::MAX)) as u8;
                let mut letters = self.cross_mask[at] & !1;
                while letters != 0 {
                    let letter = letters.trailing_zeros() as usize;
                    letters &= letters - 1;
                    reach[letter] = reach[letter].max(longest);
                }
            }
        }
    }

    /// Builds the view of `board` along `dir`, with anchors and cross-checks on the lines
    /// whose bit is set in `lines` only (bit `i` for line `i`): plays are found on those alone.
    pub fn new(
        variant: &Variant,
        lexicon: &Lexicon,
        board: &Board,
        dir: Direction,
        lines_wanted: u32,
    ) -> Self {
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        let (lines, len) = match dir {
            Direction::Across => (rows, cols),
            Direction::Down => (cols, rows),
        };
        let squares = lines * len;
        let mut frame = Frame {
            dir,
            lines,
            len,
            cells: vec![0; squares],
            cross_mask: vec![u64::MAX; squares],
            cross_sum: vec![NO_CROSS; squares],
            anchor: vec![false; squares],
            letter_mult: vec![1; squares],
            word_mult: vec![1; squares],
        };
        let mut values = [0u32; 64];
        for letter in variant.tiles.letters() {
            values[usize::from(letter)] = u32::from(variant.tiles.value(letter));
        }
        let mut empty_board = true;
        for line in 0..lines {
            // Premiums matter only where plays are found: on the wanted lines.
            let wanted = lines_wanted & 1 << line != 0;
            for index in 0..len {
                let pos = frame.pos(line, index);
                let at = frame.at(line, index);
                if wanted {
                    let square = variant.layout.square(pos);
                    frame.letter_mult[at] = square.letter_multiplier;
                    frame.word_mult[at] = square.word_multiplier;
                }
                if let Some(tile) = board.get(pos) {
                    frame.cells[at] = tile.letter | if tile.blank { BLANK_FLAG } else { 0 };
                    empty_board = false;
                }
            }
        }
        let graph = lexicon.graph();
        for line in (0..lines).filter(|&line| lines_wanted & 1 << line != 0) {
            for index in 0..len {
                let at = frame.at(line, index);
                if frame.cells[at] != 0 {
                    continue;
                }
                if empty_board {
                    frame.anchor[at] = variant.layout.square(frame.pos(line, index)).start;
                    continue;
                }
                let filled = |l: usize, i: usize| frame.cells[frame.at(l, i)] != 0;
                let beside = (index > 0 && filled(line, index - 1))
                    || (index + 1 < len && filled(line, index + 1));
                let across = (line > 0 && filled(line - 1, index))
                    || (line + 1 < lines && filled(line + 1, index));
                frame.anchor[at] = beside || across;
                if across {
                    let (mask, sum) = frame.cross_check(graph, &values, line, index);
                    frame.cross_mask[at] = mask;
                    frame.cross_sum[at] = sum;
                }
            }
        }
        frame
    }

    /// Which letters may go on the empty square at `line`, `index` given the tiles across it
    /// (on the neighbouring lines), and the points those tiles score.
    fn cross_check(
        &self,
        graph: Graph<'_>,
        values: &[u32; 64],
        line: usize,
        index: usize,
    ) -> (u64, u32) {
        let mut sum = 0u32;
        let mut letter_at = |l: usize| {
            let code = self.cells[self.at(l, index)];
            if code & BLANK_FLAG == 0 {
                sum += values[usize::from(code & LETTER_BITS)];
            }
            code & LETTER_BITS
        };
        // Letters before the square (nearest first) and after it (nearest first).
        let mut before = [0 as Letter; MAX_LINE];
        let mut after = [0 as Letter; MAX_LINE];
        let (mut n_before, mut n_after) = (0, 0);
        while n_before < line && self.cells[self.at(line - n_before - 1, index)] != 0 {
            before[n_before] = letter_at(line - n_before - 1);
            n_before += 1;
        }
        while line + n_after + 1 < self.lines && self.cells[self.at(line + n_after + 1, index)] != 0
        {
            after[n_after] = letter_at(line + n_after + 1);
            n_after += 1;
        }
        let (before, after) = (&before[..n_before], &after[..n_after]);
        let mut mask = 0u64;
        if before.is_empty() {
            // The word is L + after: its reversed entry is reversed(after) then L.
            if let Some(arc) = graph.walk(graph.root(), after.iter().rev().copied()) {
                for next in graph.arcs(arc.child()) {
                    if next.letter() != SEPARATOR && next.accepts() {
                        mask |= 1 << next.letter();
                    }
                }
            }
        } else {
            // The word is before + L + after: the entry split after `before` is
            // reversed(before), the separator, L, after.
            let head = graph.walk(graph.root(), before.iter().copied());
            if let Some(separator) = head.and_then(|arc| graph.find(arc.child(), SEPARATOR)) {
                for next in graph.arcs(separator.child()) {
                    let fits = if after.is_empty() {
                        next.accepts()
                    } else {
                        graph
                            .walk(next.child(), after.iter().copied())
                            .is_some_and(Arc::accepts)
                    };
                    if fits {
                        mask |= 1 << next.letter();
                    }
                }
            }
        }
        (mask, sum)
    }
}
