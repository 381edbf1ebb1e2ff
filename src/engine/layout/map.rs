//! A board layout as data: its size and every square, built from a map of one character a
//! square, so new boards are new maps, not new code.

use super::pos::Pos;
use super::square::Square;

/// A board layout: dimensions and every square. New boards (9x9 mats, 21x21, quadruple squares,
/// several stars) are new maps, not new code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    name: String,
    rows: u8,
    cols: u8,
    squares: Vec<Square>,
}

/// Why a board map cannot be read as a layout.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LayoutError {
    #[error("a board has 1 to 26 rows and columns, all rows the same length")]
    BadShape,
    #[error("unknown square symbol {0:?} in the board map")]
    UnknownSymbol(char),
    #[error("the board has no start square")]
    NoStart,
}

impl Layout {
    /// Builds a layout from a map, one string a row, one character a square:
    /// `.` plain, `d`/`t`/`q` double/triple/quadruple letter, `D`/`T`/`Q` double/triple/quadruple
    /// word, `*` start square that doubles the word (the centre star), `+` plain start square,
    /// `b` blank square, `x` blocker square, `c` comet, `s` flying saucer, `e` Earth, `#` closed square.
    pub fn from_map(name: &str, map: &[&str]) -> Result<Self, LayoutError> {
        let rows = map.len();
        let cols = map.first().map_or(0, |r| r.chars().count());
        if rows == 0 || rows > 26 || cols == 0 || cols > 26 {
            return Err(LayoutError::BadShape);
        }
        let mut squares = Vec::with_capacity(rows * cols);
        for row in map {
            if row.chars().count() != cols {
                return Err(LayoutError::BadShape);
            }
            for symbol in row.chars() {
                squares
                    .push(Square::from_symbol(symbol).ok_or(LayoutError::UnknownSymbol(symbol))?);
            }
        }
        if !squares.iter().any(|s| s.start) {
            return Err(LayoutError::NoStart);
        }
        Ok(Self {
            name: name.to_owned(),
            rows: rows as u8,
            cols: cols as u8,
            squares,
        })
    }

    /// The layout's name (`classic`, `dice`, ...).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of rows (1 to 26).
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Number of columns (1 to 26).
    pub fn cols(&self) -> u8 {
        self.cols
    }

    /// The square at `pos`. Panics if `pos` is off the board.
    pub fn square(&self, pos: Pos) -> Square {
        self.squares[self.index(pos)]
    }

    /// Whether `pos` lies on this board.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row < self.rows && pos.col < self.cols
    }

    /// Index of `pos` in row-major order.
    pub fn index(&self, pos: Pos) -> usize {
        usize::from(pos.row) * usize::from(self.cols) + usize::from(pos.col)
    }

    /// Every start square.
    pub fn start_squares(&self) -> impl Iterator<Item = Pos> + '_ {
        self.positions().filter(|&p| self.square(p).start)
    }

    /// Every square, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + use<> {
        let (rows, cols) = (self.rows, self.cols);
        (0..rows).flat_map(move |r| (0..cols).map(move |c| Pos::new(r, c)))
    }
}
