//! Board layouts: size, premium squares, start squares and special squares, as data.

use std::fmt;

/// A square of the board, by row and column, both counted from 0 (row 0 is printed as row 1,
/// column 0 as column A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    pub row: u8,
    pub col: u8,
}

impl Pos {
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

/// Squares of the Switch Up boards that do something besides multiply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialSquare {
    /// Covering it earns a yellow blank (Blanks & Blockers "Blank" square, Surprise "Wild").
    Blank,
    /// Covering it earns a blocker tile (Blanks & Blockers).
    Blocker,
    /// Hyper-Race's comet: "Take a yellow Blank tile from the pile", as a Blank square does.
    Comet,
    /// Covering it draws the top card of the flying-saucer deck (Hyper-Race).
    Saucer,
    /// Hyper-Race: "the first player to place a tile on a bottom-row Earth square while making
    /// a word wins the game".
    Earth,
    /// No tile may go here (the line between Hyper-Race's two sides).
    Closed,
}

/// One square of a layout: its premiums and what else it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Square {
    /// Multiplies the value of a tile placed on it this turn (rule 12: light blue x2, dark blue x3).
    pub letter_multiplier: u8,
    /// Multiplies every word through a tile placed on it this turn (rule 13: pink x2, red x3).
    pub word_multiplier: u8,
    /// The first play must cover a start square (rule 1: the centre star).
    pub start: bool,
    pub special: Option<SpecialSquare>,
}

impl Square {
    const PLAIN: Square = Square {
        letter_multiplier: 1,
        word_multiplier: 1,
        start: false,
        special: None,
    };

    /// The square a map character stands for (see [`Layout::from_map`]).
    fn from_symbol(symbol: char) -> Option<Square> {
        let plain = Square::PLAIN;
        Some(match symbol {
            '.' => plain,
            'd' => Square {
                letter_multiplier: 2,
                ..plain
            },
            't' => Square {
                letter_multiplier: 3,
                ..plain
            },
            'q' => Square {
                letter_multiplier: 4,
                ..plain
            },
            'D' => Square {
                word_multiplier: 2,
                ..plain
            },
            'T' => Square {
                word_multiplier: 3,
                ..plain
            },
            'Q' => Square {
                word_multiplier: 4,
                ..plain
            },
            '*' => Square {
                word_multiplier: 2,
                start: true,
                ..plain
            },
            '+' => Square {
                start: true,
                ..plain
            },
            'b' => Square {
                special: Some(SpecialSquare::Blank),
                ..plain
            },
            'x' => Square {
                special: Some(SpecialSquare::Blocker),
                ..plain
            },
            'c' => Square {
                special: Some(SpecialSquare::Comet),
                ..plain
            },
            's' => Square {
                special: Some(SpecialSquare::Saucer),
                ..plain
            },
            'e' => Square {
                special: Some(SpecialSquare::Earth),
                ..plain
            },
            '#' => Square {
                special: Some(SpecialSquare::Closed),
                ..plain
            },
            _ => return None,
        })
    }
}

/// A board layout: dimensions and every square. New boards (9x9 mats, 21x21, quadruple squares,
/// several stars) are new maps, not new code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    name: String,
    rows: u8,
    cols: u8,
    squares: Vec<Square>,
}

/// The classic 15x15 board (rules/README.md premium squares; the centre star is pink).
const CLASSIC: [&str; 15] = [
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...*...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
];

/// The Blanks & Blockers sheet (rule book 004). The book's picture is lost: this is the classic
/// board with eight Blank squares (`b`) and eight Blocker squares (`x`) on its plain squares, in
/// the classic board's symmetry, the blockers near the centre so they come into play early.
const BLANKS_BLOCKERS: [&str; 15] = [
    "T..d...T...d..T",
    ".D.b.t...t.b.D.",
    "..D...d.d...D..",
    "d..D..x.x..D..d",
    "....D..x..D....",
    ".t.b.t...t.b.t.",
    "..d...d.d...d..",
    "T..dx..*..xd..T",
    "..d...d.d...d..",
    ".t.b.t...t.b.t.",
    "....D..x..D....",
    "d..D..x.x..D..d",
    "..D...d.d...D..",
    ".D.b.t...t.b.D.",
    "T..d...T...d..T",
];

/// The dice game's 9x9 mat (rule book 002). The book's picture of it did not survive, so the
/// mat is defined here from what its text says: the centre star is a pink (double word) square,
/// and its first worked example, HORSE across with the E on the star for 34 ("the H is scored as
/// a triple letter first; the R as a double letter and then the score is doubled"), puts a triple
/// letter four squares from the star and a double letter two squares from it. The rest follows
/// the classic board's symmetry: triple words in the corners, double words on the diagonals.
const DICE_MAT: [&str; 9] = [
    "T.d.t.d.T",
    ".D.t.t.D.",
    "d.D.d.D.d",
    ".t.....t.",
    "t.d.*.d.t",
    ".t.....t.",
    "d.D.d.D.d",
    ".D.t.t.D.",
    "T.d.t.d.T",
];

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

    /// The classic 15x15 board.
    pub fn classic() -> Self {
        Self::from_map("classic", &CLASSIC).expect("the classic map is valid")
    }

    /// The classic board's map (the base of Surprise boards).
    pub fn classic_map() -> &'static [&'static str] {
        &CLASSIC
    }

    /// The Blanks & Blockers sheet (see `BLANKS_BLOCKERS`).
    pub fn blanks_blockers() -> Self {
        Self::from_map("blanks-blockers", &BLANKS_BLOCKERS).expect("the sheet's map is valid")
    }

    /// The dice game's 9x9 mat (see `DICE_MAT`).
    pub fn dice_mat() -> Self {
        Self::from_map("dice", &DICE_MAT).expect("the dice mat's map is valid")
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn rows(&self) -> u8 {
        self.rows
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    fn named(layout: &Layout, name: &str) -> Square {
        let col = name.as_bytes()[0] - b'A';
        let row: u8 = name[1..].parse().unwrap();
        layout.square(Pos::new(row - 1, col))
    }

    #[test]
    fn the_dice_mat_is_nine_by_nine_with_a_pink_star_in_the_centre() {
        let mat = Layout::dice_mat();
        assert_eq!((mat.rows(), mat.cols()), (9, 9));
        // "The center ★ square is a pink square, which doubles the score for the word played
        // on this square."
        let star = named(&mat, "E5");
        assert!(star.start);
        assert_eq!(star.word_multiplier, 2);
        assert_eq!(mat.start_squares().count(), 1);
        // Symmetric like the classic board: every square matches its mirror images.
        for p in mat.positions() {
            let mirrors = [
                Pos::new(p.col, p.row),
                Pos::new(8 - p.row, p.col),
                Pos::new(p.row, 8 - p.col),
            ];
            for m in mirrors {
                assert_eq!(mat.square(p), mat.square(m), "{p:?} and {m:?}");
            }
        }
    }

    #[test]
    fn classic_premiums_match_the_rule_books() {
        let board = Layout::classic();
        let count =
            |f: &dyn Fn(Square) -> bool| board.positions().filter(|&p| f(board.square(p))).count();
        for name in ["A1", "H1", "O1", "A8", "O8", "A15", "H15", "O15"] {
            assert_eq!(named(&board, name).word_multiplier, 3, "{name}");
        }
        for name in [
            "B2", "N2", "C3", "M3", "D4", "L4", "E5", "K5", "H8", "E11", "K11", "D12", "L12",
            "C13", "M13", "B14", "N14",
        ] {
            assert_eq!(named(&board, name).word_multiplier, 2, "{name}");
        }
        for name in [
            "F2", "J2", "B6", "F6", "J6", "N6", "B10", "F10", "J10", "N10", "F14", "J14",
        ] {
            assert_eq!(named(&board, name).letter_multiplier, 3, "{name}");
        }
        for name in [
            "D1", "L1", "G3", "I3", "A4", "H4", "O4", "C7", "G7", "I7", "M7", "D8", "L8", "C9",
            "G9", "I9", "M9", "A12", "H12", "O12", "G13", "I13", "D15", "L15",
        ] {
            assert_eq!(named(&board, name).letter_multiplier, 2, "{name}");
        }
        assert_eq!(count(&|s| s.word_multiplier == 3), 8);
        assert_eq!(count(&|s| s.word_multiplier == 2), 17);
        assert_eq!(count(&|s| s.letter_multiplier == 3), 12);
        assert_eq!(count(&|s| s.letter_multiplier == 2), 24);
        assert_eq!(
            board.start_squares().collect::<Vec<_>>(),
            vec![Pos::new(7, 7)]
        );
    }

    #[test]
    fn other_boards_are_maps() {
        let small = Layout::from_map("mat", &["Q..", ".+.", "..q"]).unwrap();
        assert_eq!((small.rows(), small.cols()), (3, 3));
        assert_eq!(small.square(Pos::new(0, 0)).word_multiplier, 4);
        assert_eq!(small.square(Pos::new(2, 2)).letter_multiplier, 4);
        assert!(small.square(Pos::new(1, 1)).start);
        let wide: Vec<String> = (0..21)
            .map(|r| {
                if r == 10 {
                    format!("{}*{}", ".".repeat(10), ".".repeat(10))
                } else {
                    ".".repeat(21)
                }
            })
            .collect();
        let wide: Vec<&str> = wide.iter().map(String::as_str).collect();
        assert_eq!(Layout::from_map("wide", &wide).unwrap().cols(), 21);
        assert_eq!(
            Layout::from_map("bad", &["..", "."]),
            Err(LayoutError::BadShape)
        );
        assert_eq!(
            Layout::from_map("bad", &["?"]),
            Err(LayoutError::UnknownSymbol('?'))
        );
        assert_eq!(Layout::from_map("bad", &["."]), Err(LayoutError::NoStart));
    }

    #[test]
    fn squares_are_named_column_then_row() {
        assert_eq!(Pos::new(7, 7).to_string(), "H8");
        assert_eq!(Pos::new(14, 0).to_string(), "A15");
        assert_eq!(column_name(26), "AA");
    }
}
