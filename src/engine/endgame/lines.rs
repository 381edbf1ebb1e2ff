//! The board's lines as the move generator sees them: a line's plays depend only on its own
//! squares and, for each of its empty squares, the tiles across it (which letters fit there
//! and what they add, rules 11 to 17). Each line's state is kept as a hash, updated for the
//! few lines a play touches, so that plays found on a line are reused wherever that line is
//! the same (`generate_on_lines`).

use std::borrow::Cow;

use super::keys::{line_key, run_key, run_step};
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::movegen::{BoardCodes, tile_code};
use crate::engine::tiles::Placed;

/// The board's tiles as codes, and every line's state hash (with each square's part of it)
/// with what to restore when a play is taken back.
pub(super) struct Lines {
    /// Row by row; 0 for an empty square.
    cells: Vec<u8>,
    cols: usize,
    /// `hashes[dir][line]`.
    pub(super) hashes: [Vec<u64>; 2],
    /// The lines' length in each direction.
    lengths: [usize; 2],
    /// `parts[dir][line * lengths[dir] + index]`: each square's part of its line's hash (see
    /// [`Lines::part`]), so that a tile put down works out only the parts after it.
    parts: [Vec<u64>; 2],
    /// Parts replaced, in order, with their line's hash before.
    undo: Vec<Replaced>,
}

/// A square's part of its line's hash as it was, and the line's hash then.
struct Replaced {
    dir: u8,
    line: u8,
    index: u8,
    part: u64,
    hash: u64,
}

impl Lines {
    pub(super) fn new(board: &Board) -> Self {
        let BoardCodes { rows, cols, cells } = BoardCodes::of(board);
        let mut lines = Self {
            cells: cells.into_owned(),
            cols,
            hashes: [vec![0; rows], vec![0; cols]],
            lengths: [cols, rows],
            parts: [vec![0; rows * cols], vec![0; rows * cols]],
            undo: Vec::new(),
        };
        for dir in 0..2 {
            let len = lines.lengths[dir];
            for line in 0..lines.hashes[dir].len() {
                for index in 0..len {
                    let part = lines.part(dir, line, index);
                    lines.parts[dir][line * len + index] = part;
                    lines.hashes[dir][line] ^= part;
                }
            }
        }
        lines
    }

    /// The board's squares as the move generator reads them (the same codes).
    pub(super) fn codes(&self) -> BoardCodes<'_> {
        BoardCodes {
            rows: self.lengths[1],
            cols: self.cols,
            cells: Cow::Borrowed(&self.cells),
        }
    }

    /// The code at `index` along line `line` of direction `dir`; 0 if empty or off the board.
    fn at(&self, dir: usize, line: usize, index: usize) -> u8 {
        if index >= self.lengths[dir] {
            return 0;
        }
        let (row, col) = if dir == 0 {
            (line, index)
        } else {
            (index, line)
        };
        self.cells[row * self.cols + col]
    }

    fn set(&mut self, pos: Pos, code: u8) {
        self.cells[usize::from(pos.row) * self.cols + usize::from(pos.col)] = code;
    }

    /// Puts `tiles` down one at a time and updates the hashes of the lines whose state each
    /// changes (see [`Lines::affected`]), by the change in those squares' parts of the hash.
    /// Returns the mark to take them back to (see [`Lines::take_back`]).
    pub(super) fn place(&mut self, tiles: &[(Pos, Placed)]) -> usize {
        let mark = self.undo.len();
        for &(pos, tile) in tiles {
            let squares = self.affected(pos);
            self.set(pos, tile_code(tile));
            for (dir, line, index) in squares.into_iter().flatten() {
                let part = self.part(dir, line, index);
                let at = line * self.lengths[dir] + index;
                let old = std::mem::replace(&mut self.parts[dir][at], part);
                if old != part {
                    let hash = &mut self.hashes[dir][line];
                    self.undo.push(Replaced {
                        dir: dir as u8,
                        line: line as u8,
                        index: index as u8,
                        part: old,
                        hash: *hash,
                    });
                    *hash ^= old ^ part;
                }
            }
        }
        mark
    }

    /// The squares (direction, line, index along it) whose part of their line's hash a tile
    /// put on the empty square `pos` changes: the square itself along its row and along its
    /// column, and the empty squares at either end of the runs of tiles through it (down its
    /// column: their rows' part; along its row: their columns' part), whose cross words it
    /// lengthens. Nothing else: an empty square's part depends on the runs across it alone.
    fn affected(&self, pos: Pos) -> [Option<(usize, usize, usize)>; 6] {
        let (row, col) = (usize::from(pos.row), usize::from(pos.col));
        let mut squares = [
            Some((0, row, col)),
            Some((1, col, row)),
            None,
            None,
            None,
            None,
        ];
        // The run down the column (direction 1, line col, along row): its ends' rows; the run
        // along the row: its ends' columns.
        for (k, (run_dir, along, fixed, dir)) in
            [(1, row, col, 0), (0, col, row, 1)].into_iter().enumerate()
        {
            let mut first = along;
            while first > 0 && self.at(run_dir, fixed, first - 1) != 0 {
                first -= 1;
            }
            let mut last = along;
            while self.at(run_dir, fixed, last + 1) != 0 {
                last += 1;
            }
            if first > 0 {
                squares[2 + 2 * k] = Some((dir, first - 1, fixed));
            }
            if last + 1 < self.lengths[run_dir] {
                squares[3 + 2 * k] = Some((dir, last + 1, fixed));
            }
        }
        squares
    }
    /// Takes `squares` up again and restores the hashes replaced since `mark`.
    pub(super) fn take_back(&mut self, squares: impl Iterator<Item = Pos>, mark: usize) {
        for pos in squares {
            self.set(pos, 0);
        }
        while self.undo.len() > mark {
            let replaced = self.undo.pop().expect("above the mark");
            let (dir, line) = (usize::from(replaced.dir), usize::from(replaced.line));
            self.hashes[dir][line] = replaced.hash;
            self.parts[dir][line * self.lengths[dir] + usize::from(replaced.index)] = replaced.part;
        }
    }

    /// Square `index` of line `line` (direction `dir`)'s part of the line's hash: its tile,
    /// or if empty the tiles of the runs across it on either side (nothing if none).
    fn part(&self, dir: usize, line: usize, index: usize) -> u64 {
        // The square in the cells, and the step to the next square across the line.
        let (square, across_step) = if dir == 0 {
            (line * self.cols + index, self.cols)
        } else {
            (index * self.cols + line, 1)
        };
        let code = self.cells[square];
        if code != 0 {
            return line_key(index, 0, code);
        }
        let mut run = 0;
        let mut tiles = false;
        let mut at = square;
        for _ in 0..line {
            at -= across_step;
            let code = self.cells[at];
            if code == 0 {
                break;
            }
            run = run_step(run, code);
            tiles = true;
        }
        run = run_step(run, 0xFF);
        let mut at = square;
        for _ in line + 1..self.lengths[1 - dir] {
            at += across_step;
            let code = self.cells[at];
            if code == 0 {
                break;
            }
            run = run_step(run, code);
            tiles = true;
        }
        if tiles { run_key(index, run) } else { 0 }
    }
}
