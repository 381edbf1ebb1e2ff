//! A play's start square and direction as GCG and CGP write it (`8D` across, `D8` down), and
//! why move text cannot be read.

use std::fmt;

use crate::engine::layout::{Direction, Pos, column_name};
use crate::engine::names::{excerpt, quoted};
use crate::engine::wording::{Worded, Wording};

/// Where a play starts and which way it reads: the row number first means across (`8D`), the
/// column letter first means down (`D8`), as in GCG and CGP. Columns are `A`..`Z`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coord {
    pub start: Pos,
    pub dir: Direction,
}

/// Why move text cannot be read, said to players in the words of the catalogues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    UnreadableCoordinate(String),
    CoordinateOffBoard(String),
    EmptyWord,
    RunsOffBoard {
        coord: String,
        word: String,
    },
    ThroughMismatch {
        pos: Pos,
        board: String,
        written: String,
    },
    NothingToPlayThrough(Pos),
    UnknownLetter(String),
    UnbalancedParentheses(String),
    NoNewTiles,
    NotAPlay(String),
}

/// How a play was written wrong, in the words of the catalogues; what was typed is quoted
/// back cut short.
impl Worded for NotationError {
    fn wording(&self) -> Wording {
        let at = |key, pos: &Pos| Wording::new(key).put("square", &pos);
        match self {
            NotationError::UnreadableCoordinate(text) => {
                Wording::new("rule-unreadable-square").put("square", &quoted(text))
            }
            NotationError::CoordinateOffBoard(text) => {
                Wording::new("rule-square-off-board").put("square", &excerpt(text, 24))
            }
            NotationError::EmptyWord => Wording::new("rule-empty-word"),
            NotationError::RunsOffBoard { coord, word } => Wording::new("rule-runs-off-board")
                .put("word", &excerpt(word, 24))
                .put("square", &coord),
            NotationError::ThroughMismatch {
                pos,
                board,
                written,
            } => at("rule-through-mismatch", pos)
                .put("board", &board)
                .put("written", &written),
            NotationError::NothingToPlayThrough(pos) => at("rule-nothing-to-play-through", pos),
            NotationError::UnknownLetter(letter) => {
                Wording::new("rule-unknown-letter").put("letter", &letter)
            }
            NotationError::UnbalancedParentheses(text) => {
                Wording::new("rule-unbalanced-parentheses").put("play", &excerpt(text, 24))
            }
            NotationError::NoNewTiles => Wording::new("rule-no-new-tiles"),
            NotationError::NotAPlay(text) => {
                Wording::new("rule-not-a-play").put("play", &quoted(text))
            }
        }
    }
}

crate::engine::english::said_in_english!(NotationError);

impl Coord {
    /// Reads a coordinate in either case (`8D`, `d8`, `15a`), without checking it against a
    /// board's size beyond rows 1 to 255 and columns A to Z.
    pub fn parse(text: &str) -> Result<Coord, NotationError> {
        let unreadable = || NotationError::UnreadableCoordinate(text.to_owned());
        let text_trimmed = text.trim();
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        let column = |s: &str| {
            let mut chars = s.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphabetic() => {
                    Some(c.to_ascii_uppercase() as u8 - b'A')
                }
                _ => None,
            }
        };
        let split = text_trimmed
            .find(|c: char| c.is_ascii_alphabetic())
            .ok_or_else(unreadable)?;
        let (dir, row_text, col_text) = if split == 0 {
            let number = text_trimmed
                .find(|c: char| !c.is_ascii_alphabetic())
                .ok_or_else(unreadable)?;
            let (col, row) = text_trimmed.split_at(number);
            (Direction::Down, row, col)
        } else {
            let (row, col) = text_trimmed.split_at(split);
            (Direction::Across, row, col)
        };
        if !digits(row_text) {
            return Err(unreadable());
        }
        let col = column(col_text).ok_or_else(unreadable)?;
        let row: u32 = row_text.parse().map_err(|_| unreadable())?;
        if row == 0 || row > 255 {
            return Err(NotationError::CoordinateOffBoard(text_trimmed.to_owned()));
        }
        Ok(Coord {
            start: Pos::new((row - 1) as u8, col),
            dir,
        })
    }

    /// Reads a coordinate and checks that its square is on a board of `rows` x `cols`.
    pub fn parse_on(text: &str, rows: u8, cols: u8) -> Result<Coord, NotationError> {
        let coord = Coord::parse(text)?;
        if coord.start.row >= rows || coord.start.col >= cols {
            return Err(NotationError::CoordinateOffBoard(coord.to_string()));
        }
        Ok(coord)
    }
}

impl fmt::Display for Coord {
    /// `8D` for across, `D8` for down.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (row, col) = (u32::from(self.start.row) + 1, column_name(self.start.col));
        match self.dir {
            Direction::Across => write!(f, "{row}{col}"),
            Direction::Down => write!(f, "{col}{row}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn row_first_is_across_and_column_first_is_down() {
        assert_eq!(
            Coord::parse("8D"),
            Ok(Coord {
                start: Pos::new(7, 3),
                dir: Direction::Across
            })
        );
        assert_eq!(
            Coord::parse("D8"),
            Ok(Coord {
                start: Pos::new(7, 3),
                dir: Direction::Down
            })
        );
        assert_eq!(Coord::parse("h10").unwrap().to_string(), "H10");
        assert_eq!(Coord::parse("15a").unwrap().to_string(), "15A");
    }

    #[test]
    fn wide_boards_use_columns_to_z() {
        let c = Coord::parse_on("21U", 21, 21).unwrap();
        assert_eq!(c.start, Pos::new(20, 20));
        assert_eq!(c.to_string(), "21U");
        assert_eq!(Coord::parse("Z26").unwrap().start, Pos::new(25, 25));
    }

    #[test]
    fn unreadable_coordinates_are_rejected() {
        for text in ["", "8", "D", "DD8", "8D8", "8-D", "H 8", "é8", "8DD", "+8D"] {
            assert_eq!(
                Coord::parse(text),
                Err(NotationError::UnreadableCoordinate(text.to_owned())),
                "{text}"
            );
        }
    }

    #[test]
    fn coordinates_off_the_board_are_rejected() {
        assert_eq!(
            Coord::parse_on("16A", 15, 15),
            Err(NotationError::CoordinateOffBoard("16A".into()))
        );
        assert_eq!(
            Coord::parse_on("P1", 15, 15),
            Err(NotationError::CoordinateOffBoard("P1".into()))
        );
        assert_eq!(
            Coord::parse("0A"),
            Err(NotationError::CoordinateOffBoard("0A".into()))
        );
        let message = Coord::parse_on("16A", 15, 15).unwrap_err().to_string();
        assert_eq!(message, "16A is off the board");
    }
}
