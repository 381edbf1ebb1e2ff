//! The board: which tile lies on which square.

use super::layout::{Direction, Pos};
use super::tiles::Placed;

/// Tiles on the board. "No letter may be shifted after it has been played" (rule 5): a square,
/// once filled, is only emptied by taking back a challenged play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    rows: u8,
    cols: u8,
    cells: Vec<Option<Placed>>,
}

impl Board {
    /// An empty board of `rows` x `cols` squares.
    pub fn empty(rows: u8, cols: u8) -> Self {
        Self {
            rows,
            cols,
            cells: vec![None; usize::from(rows) * usize::from(cols)],
        }
    }

    /// Number of rows of the board.
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Number of columns of the board.
    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// Whether `pos` lies on the board.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row < self.rows && pos.col < self.cols
    }

    fn index(&self, pos: Pos) -> usize {
        usize::from(pos.row) * usize::from(self.cols) + usize::from(pos.col)
    }

    /// The tile at `pos`; `None` for an empty square or a square off the board.
    pub fn get(&self, pos: Pos) -> Option<Placed> {
        if self.contains(pos) {
            self.cells[self.index(pos)]
        } else {
            None
        }
    }

    /// Puts a tile on a square (or clears it with `None`). Panics if `pos` is off the board.
    pub fn set(&mut self, pos: Pos, tile: Option<Placed>) {
        let i = self.index(pos);
        self.cells[i] = tile;
    }

    /// Whether no tile has been played yet.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(Option::is_none)
    }

    /// Every tile on the board with its square, row by row.
    pub fn tiles(&self) -> impl Iterator<Item = (Pos, Placed)> + '_ {
        let cols = usize::from(self.cols);
        self.cells
            .iter()
            .enumerate()
            .filter_map(move |(i, c)| c.map(|t| (Pos::new((i / cols) as u8, (i % cols) as u8), t)))
    }

    /// The square `steps` away along `dir`, if on the board.
    pub fn step(&self, pos: Pos, dir: Direction, steps: i16) -> Option<Pos> {
        pos.step(dir, steps, self.rows, self.cols)
    }

    /// Whether the square `steps` away along `dir` holds a tile.
    pub fn filled_at(&self, pos: Pos, dir: Direction, steps: i16) -> bool {
        self.step(pos, dir, steps)
            .and_then(|p| self.get(p))
            .is_some()
    }

    /// Whether any of the four squares next to `pos` holds a tile.
    pub fn touches_tile(&self, pos: Pos) -> bool {
        [Direction::Across, Direction::Down]
            .into_iter()
            .any(|d| self.filled_at(pos, d, -1) || self.filled_at(pos, d, 1))
    }
}
