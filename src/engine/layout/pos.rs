//! Squares and directions: a square by row and column, its name as players say it (`H8`), and
//! the two directions a play reads in.

use std::fmt;

/// A square of the board, by row and column, both counted from 0 (row 0 is printed as row 1,
/// column 0 as column A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub row: u8,
    pub col: u8,
}

impl Pos {
    /// The square at `row` and `col`, both from 0.
    pub const fn new(row: u8, col: u8) -> Self {
        Self { row, col }
    }

    /// The square `steps` further along `dir`, if it is still on a board of `rows` x `cols`.
    pub fn step(self, dir: Direction, steps: i16, rows: u8, cols: u8) -> Option<Pos> {
        let (dr, dc) = match dir {
            Direction::Across => (0, steps),
            Direction::Down => (steps, 0),
        };
        let row = i16::from(self.row) + dr;
        let col = i16::from(self.col) + dc;
        (row >= 0 && col >= 0 && row < i16::from(rows) && col < i16::from(cols))
            .then(|| Pos::new(row as u8, col as u8))
    }
}

impl fmt::Display for Pos {
    /// The square's name as players say it: column letter and row number (`H8`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", column_name(self.col), u32::from(self.row) + 1)
    }
}

/// The name of a column: `A`..`Z`, then `AA`, `AB`... for wider boards.
pub fn column_name(col: u8) -> String {
    let col = usize::from(col);
    let letter = |i: usize| char::from(b'A' + (i % 26) as u8);
    if col < 26 {
        letter(col).to_string()
    } else {
        format!("{}{}", letter(col / 26 - 1), letter(col))
    }
}

/// The direction a play reads in: "across or down" (rule 1); diagonal words are not permitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    Across,
    Down,
}

impl Direction {
    /// The other direction: the one cross words read in.
    pub const fn cross(self) -> Self {
        match self {
            Direction::Across => Direction::Down,
            Direction::Down => Direction::Across,
        }
    }
}
