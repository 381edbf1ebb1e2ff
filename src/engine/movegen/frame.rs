//! The board seen along one direction: lines of squares with their tiles, premiums, anchors
//! and cross-checks (which letters may go on an empty square given the tiles across it).

use crate::engine::board::Board;
use crate::engine::key_hash::KeyMap;
use crate::engine::layout::{Direction, Pos};
use crate::engine::lexicon::{Arc, Graph, Lexicon, SEPARATOR};
use crate::engine::tiles::{Letter, Placed};
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
    /// Whether the board has no tile (the first play then covers a start square).
    pub empty_board: bool,
    /// Each letter's points (rule 2), by letter.
    pub values: [u32; 64],
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
        let codes = BoardCodes::of(board);
        let mut frame = Self::empty();
        frame.fill(variant, lexicon, &codes, dir, lines_wanted, None);
        frame
    }

    /// A frame of no squares, to [`Frame::fill`].
    pub fn empty() -> Self {
        Frame {
            dir: Direction::Across,
            lines: 0,
            len: 0,
            cells: Vec::new(),
            cross_mask: Vec::new(),
            cross_sum: Vec::new(),
            anchor: Vec::new(),
            letter_mult: Vec::new(),
            word_mult: Vec::new(),
            empty_board: true,
            values: [0; 64],
        }
    }

    /// Makes this the view along `dir` of the board whose squares are `codes`, with anchors
    /// and cross-checks on the lines whose bit is set in `lines_wanted` only (as
    /// [`Frame::new`]), reusing this frame's memory. The other lines keep their tiles and no
    /// anchor; their cross-checks and premiums are left as they were (nothing reads them).
    /// Premiums matter only where plays are found: on the wanted lines. With `known`, the
    /// letters allowed by the tiles across a square are looked up there first (and kept).
    pub fn fill(
        &mut self,
        variant: &Variant,
        lexicon: &Lexicon,
        codes: &BoardCodes<'_>,
        dir: Direction,
        lines_wanted: u32,
        mut known: Option<&mut CrossChecks>,
    ) {
        let (rows, cols) = (codes.rows, codes.cols);
        let (lines, len) = match dir {
            Direction::Across => (rows, cols),
            Direction::Down => (cols, rows),
        };
        let squares = lines * len;
        self.dir = dir;
        self.lines = lines;
        self.len = len;
        match dir {
            Direction::Across => {
                self.cells.clear();
                self.cells.extend_from_slice(&codes.cells[..squares]);
            }
            Direction::Down => {
                reset(squares, &mut self.cells, 0);
                for (row, codes) in codes.cells[..squares].chunks_exact(cols).enumerate() {
                    for (col, &code) in codes.iter().enumerate() {
                        self.cells[col * rows + row] = code;
                    }
                }
            }
        }
        reset(squares, &mut self.anchor, false);
        if self.cross_mask.len() != squares {
            reset(squares, &mut self.cross_mask, u64::MAX);
            reset(squares, &mut self.cross_sum, NO_CROSS);
            reset(squares, &mut self.letter_mult, 1);
            reset(squares, &mut self.word_mult, 1);
        }
        let empty_board = self.cells.iter().all(|&code| code == 0);
        self.empty_board = empty_board;
        self.values = [0; 64];
        for letter in variant.tiles.letters() {
            self.values[usize::from(letter)] = u32::from(variant.tiles.value(letter));
        }
        let values = self.values;
        let graph = lexicon.graph();
        for line in (0..lines).filter(|&line| lines_wanted & 1 << line != 0) {
            let squares = self.at(line, 0)..self.at(line, len);
            self.cross_mask[squares.clone()].fill(u64::MAX);
            self.cross_sum[squares].fill(NO_CROSS);
            for index in 0..len {
                let square = variant.layout.square(self.pos(line, index));
                let at = self.at(line, index);
                self.letter_mult[at] = square.letter_multiplier;
                self.word_mult[at] = square.word_multiplier;
                if self.cells[at] != 0 {
                    continue;
                }
                if empty_board {
                    self.anchor[at] = square.start;
                    continue;
                }
                let filled = |l: usize, i: usize| self.cells[self.at(l, i)] != 0;
                let beside = (index > 0 && filled(line, index - 1))
                    || (index + 1 < len && filled(line, index + 1));
                let across = (line > 0 && filled(line - 1, index))
                    || (line + 1 < lines && filled(line + 1, index));
                self.anchor[at] = beside || across;
                if across {
                    let known = known.as_deref_mut();
                    let (mask, sum) = self.cross_check(graph, &values, line, index, known);
                    self.cross_mask[at] = mask;
                    self.cross_sum[at] = sum;
                }
            }
        }
    }

    /// Which letters may go on the empty square at `line`, `index` given the tiles across it
    /// (on the neighbouring lines), and the points those tiles score; the letters looked up
    /// in `known` first, and kept there.
    fn cross_check(
        &self,
        graph: Graph<'_>,
        values: &[u32; 64],
        line: usize,
        index: usize,
        known: Option<&mut CrossChecks>,
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
        let key = known
            .is_some()
            .then(|| CrossChecks::key(before, after))
            .flatten();
        if let (Some(known), Some(key)) = (known.as_deref(), key)
            && let Some(&mask) = known.masks.get(&key)
        {
            return (mask, sum);
        }
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
        if let (Some(known), Some(key)) = (known, key) {
            known.masks.insert(key, mask);
        }
        (mask, sum)
    }
}

/// A tile's code in a frame: its letter, plus [`BLANK_FLAG`] for a blank (never 0, which is
/// an empty square).
pub fn tile_code(tile: Placed) -> u8 {
    tile.letter | if tile.blank { BLANK_FLAG } else { 0 }
}

/// A board's squares as tile codes, row by row (a letter, plus [`BLANK_FLAG`] for a blank; 0
/// for an empty square): what a [`Frame`] is filled from.
pub struct BoardCodes<'a> {
    pub rows: usize,
    pub cols: usize,
    pub cells: std::borrow::Cow<'a, [u8]>,
}

impl BoardCodes<'_> {
    /// The codes of `board`'s squares.
    pub fn of(board: &Board) -> Self {
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        let mut cells = vec![0; rows * cols];
        for (pos, tile) in board.tiles() {
            cells[usize::from(pos.row) * cols + usize::from(pos.col)] = tile_code(tile);
        }
        BoardCodes {
            rows,
            cols,
            cells: cells.into(),
        }
    }
}

/// Makes `v` hold `len` copies of `value`, in the memory it has.
fn reset<T: Copy>(len: usize, v: &mut Vec<T>, value: T) {
    v.clear();
    v.resize(len, value);
}

/// The letters the tiles across an empty square allow, kept by those tiles' letters (for one
/// lexicon): a caller filling frames for many boards that differ by a few tiles (the endgame
/// search) walks the lexicon for each arrangement once.
#[derive(Default)]
pub struct CrossChecks {
    masks: KeyMap<u128, u64>,
}

impl CrossChecks {
    /// The letters before and after a square (nearest first) packed exactly, six bits a
    /// letter with both counts; `None` when they do not fit (then nothing is kept).
    fn key(before: &[Letter], after: &[Letter]) -> Option<u128> {
        if before.len() + after.len() > 19 {
            return None;
        }
        let mut key = (before.len() as u128) << 5 | after.len() as u128;
        for &letter in before.iter().chain(after) {
            key = key << 6 | u128::from(letter & LETTER_BITS);
        }
        Some(key)
    }
}
