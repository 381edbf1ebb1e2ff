//! The board's lines as the move generator sees them: a line's plays depend only on its own
//! squares and, for each of its empty squares, the tiles across it (which letters fit there
//! and what they add, rules 11 to 17). Each line's state is kept as a hash, updated for the
//! few lines a play touches, so that plays found on a line are reused wherever that line is
//! the same (`generate_on_lines`).

use super::keys::line_key;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::tiles::Placed;

/// A tile's code: its letter, with 0x40 for a blank (never 0).
fn code(tile: Placed) -> u8 {
    tile.letter | if tile.blank { 0x40 } else { 0 }
}

/// The board's tiles as codes, and every line's state hash with what to restore when a play
/// is taken back.
pub(super) struct Lines {
    /// Row by row; 0 for an empty square.
    cells: Vec<u8>,
    cols: usize,
    /// `hashes[dir][line]`.
    pub(super) hashes: [Vec<u64>; 2],
    /// The lines' length in each direction.
    lengths: [usize; 2],
    /// Hashes replaced, in order: direction, line, the hash before.
    undo: Vec<(u8, u8, u64)>,
}

impl Lines {
    pub(super) fn new(board: &Board) -> Self {
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        let mut cells = vec![0; rows * cols];
        for (pos, tile) in board.tiles() {
            cells[usize::from(pos.row) * cols + usize::from(pos.col)] = code(tile);
        }
        let mut lines = Self {
            cells,
            cols,
            hashes: [vec![0; rows], vec![0; cols]],
            lengths: [cols, rows],
            undo: Vec::new(),
        };
        for dir in 0..2 {
            for line in 0..lines.hashes[dir].len() {
                lines.hashes[dir][line] = lines.hash(dir, line);
            }
        }
        lines
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

    /// Puts `tiles` down and recomputes the lines whose state they may change: their own
    /// rows and columns, and the lines of the empty squares at either end of the runs of
    /// tiles through them, whose cross words they lengthen. Returns the mark to take them
    /// back to (see [`Lines::take_back`]).
    pub(super) fn place(&mut self, tiles: &[(Pos, Placed)]) -> usize {
        let mark = self.undo.len();
        for &(pos, tile) in tiles {
            self.set(pos, code(tile));
        }
        let mut masks = [0u32; 2];
        for &(pos, _) in tiles {
            let (row, col) = (usize::from(pos.row), usize::from(pos.col));
            masks[0] |= 1 << row;
            masks[1] |= 1 << col;
            // The run down the column: the rows just above and below it change their cross
            // words at this column; likewise the columns at either end of the run along the row.
            for (run_dir, along, fixed, dir) in [(1, row, col, 0), (0, col, row, 1)] {
                let mut first = along;
                while first > 0 && self.at(run_dir, fixed, first - 1) != 0 {
                    first -= 1;
                }
                let mut last = along;
                while self.at(run_dir, fixed, last + 1) != 0 {
                    last += 1;
                }
                if first > 0 {
                    masks[dir] |= 1 << (first - 1);
                }
                if last + 1 < self.lengths[run_dir] {
                    masks[dir] |= 1 << (last + 1);
                }
            }
        }
        for (dir, mask) in masks.into_iter().enumerate() {
            let mut mask = mask;
            while mask != 0 {
                let line = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let new = self.hash(dir, line);
                let old = std::mem::replace(&mut self.hashes[dir][line], new);
                if old != new {
                    self.undo.push((dir as u8, line as u8, old));
                }
            }
        }
        mark
    }

    /// Takes `squares` up again and restores the hashes replaced since `mark`.
    pub(super) fn take_back(&mut self, squares: impl Iterator<Item = Pos>, mark: usize) {
        for pos in squares {
            self.set(pos, 0);
        }
        while self.undo.len() > mark {
            let (dir, line, old) = self.undo.pop().expect("above the mark");
            self.hashes[usize::from(dir)][usize::from(line)] = old;
        }
    }

    /// The state of line `line` of direction `dir`: its tiles, and for each empty square the
    /// tiles of the runs across it on either side.
    fn hash(&self, dir: usize, line: usize) -> u64 {
        let across = 1 - dir;
        let mut hash = 0;
        for index in 0..self.lengths[dir] {
            let code = self.at(dir, line, index);
            if code != 0 {
                hash ^= line_key(index, 0, code);
                continue;
            }
            let mut step = 1;
            while step <= line {
                let code = self.at(across, index, line - step);
                if code == 0 {
                    break;
                }
                hash ^= line_key(index, step as u8, code);
                step += 1;
            }
            let mut step = 1;
            loop {
                let code = self.at(across, index, line + step);
                if code == 0 {
                    break;
                }
                hash ^= line_key(index, 0x40 | step as u8, code);
                step += 1;
            }
        }
        hash
    }
}
