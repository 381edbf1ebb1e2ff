//! CGP (crossword game position, woogles-io open-protocols): one line holding the board, the
//! racks, the scores, the count of consecutive scoreless turns and optional operations such
//! as `lex NWL20;` or `ld english;`.

use crate::engine::wording::{Worded, Wording};
use std::fmt::{self, Write as _};

use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::rack::Rack;
use crate::engine::tiles::{Placed, Reading, TileSet, TileTextError};

/// A position: the board, each player's rack and score (the player to move first), the number
/// of consecutive scoreless turns just before it, and the operations that came with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CgpPosition {
    /// The tile set the letters were read with (`ld` operation; English if absent).
    pub tiles: TileSet,
    pub board: Board,
    /// Racks in playing order; a rack may be partial or empty (unknown).
    pub racks: Vec<Rack>,
    pub scores: Vec<i32>,
    pub zero_turns: u32,
    pub operations: Vec<Operation>,
}

/// One operation: an opcode and its operands, `lex CSW21;`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operation {
    pub code: String,
    pub operands: Vec<String>,
}

/// Why a CGP line cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CgpError {
    Missing(&'static str),
    BoardShape,
    RowLength {
        row: usize,
        expected: usize,
        found: usize,
    },
    UnknownTile {
        row: usize,
        text: String,
    },
    BadRack(String),
    BadScores(String),
    RacksAndScores {
        racks: usize,
        scores: usize,
    },
    BadZeroTurns(String),
    UnterminatedOperation(String),
    UnknownDistribution(String),
}

impl Worded for CgpError {
    fn wording(&self) -> Wording {
        let text = |key, text: &String| Wording::new(key).put("text", &format!("{text:?}"));
        match self {
            CgpError::Missing(part) => Wording::new("cli-cgp-missing").put("part", part),
            CgpError::BoardShape => Wording::new("cli-cgp-board-shape"),
            CgpError::RowLength {
                row,
                expected,
                found,
            } => Wording::new("cli-cgp-row-length")
                .number("row", *row)
                .number("found", *found)
                .number("expected", *expected),
            CgpError::UnknownTile { row, text } => Wording::new("cli-cgp-unknown-tile")
                .number("row", *row)
                .put("text", &format!("{text:?}")),
            CgpError::BadRack(rack) => text("cli-cgp-bad-rack", rack),
            CgpError::BadScores(scores) => text("cli-cgp-bad-scores", scores),
            CgpError::RacksAndScores { racks, scores } => Wording::new("cli-cgp-racks-and-scores")
                .number("racks", *racks)
                .number("scores", *scores),
            CgpError::BadZeroTurns(turns) => text("cli-cgp-bad-zero-turns", turns),
            CgpError::UnterminatedOperation(op) => text("cli-cgp-unterminated-operation", op),
            CgpError::UnknownDistribution(name) => text("cli-cgp-unknown-distribution", name),
        }
    }
}

crate::engine::english::said_in_english!(CgpError);

impl CgpPosition {
    /// Reads a CGP line, with the tile set its `ld` operation names (English by default).
    pub fn read(text: &str) -> Result<Self, CgpError> {
        let (fields, operations) = split(text)?;
        let tiles = match operations.iter().find(|op| op.code == "ld") {
            None => TileSet::english(),
            Some(op) => {
                let name = op.operands.join(" ");
                TileSet::by_name(&name).ok_or(CgpError::UnknownDistribution(name))?
            }
        };
        Self::assemble(fields, operations, tiles)
    }

    /// Reads a CGP line with a given tile set, whatever its `ld` operation says.
    pub fn read_with(text: &str, tiles: TileSet) -> Result<Self, CgpError> {
        let (fields, operations) = split(text)?;
        Self::assemble(fields, operations, tiles)
    }

    fn assemble(
        [board, racks, scores, zeros]: [&str; 4],
        operations: Vec<Operation>,
        tiles: TileSet,
    ) -> Result<Self, CgpError> {
        let board = read_board(board, &tiles)?;
        let racks = racks
            .split('/')
            .map(|r| Rack::parse(&tiles, r).ok_or_else(|| CgpError::BadRack(r.to_owned())))
            .collect::<Result<Vec<_>, _>>()?;
        let scores = scores
            .split('/')
            .map(str::parse::<i32>)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| CgpError::BadScores(scores.to_owned()))?;
        if racks.len() != scores.len() {
            return Err(CgpError::RacksAndScores {
                racks: racks.len(),
                scores: scores.len(),
            });
        }
        let zero_turns = zeros
            .parse()
            .map_err(|_| CgpError::BadZeroTurns(zeros.to_owned()))?;
        Ok(Self {
            tiles,
            board,
            racks,
            scores,
            zero_turns,
            operations,
        })
    }

    /// The operands of the first operation with this opcode.
    pub fn operation(&self, code: &str) -> Option<&[String]> {
        self.operations
            .iter()
            .find(|op| op.code == code)
            .map(|op| op.operands.as_slice())
    }

    /// The lexicon the `lex` operation names.
    pub fn lexicon(&self) -> Option<&str> {
        self.operation("lex")
            .and_then(|ops| ops.first())
            .map(String::as_str)
    }
}

/// The four fields and the operations.
fn split(text: &str) -> Result<([&str; 4], Vec<Operation>), CgpError> {
    let mut rest = text.trim();
    let mut fields = [""; 4];
    for (i, name) in [
        "the board",
        "the racks",
        "the scores",
        "the scoreless-turn count",
    ]
    .into_iter()
    .enumerate()
    {
        // Racks may be empty (`/` only) but are still a field; an absent field is missing.
        let (field, after) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        if field.is_empty() {
            return Err(CgpError::Missing(name));
        }
        fields[i] = field;
        rest = after.trim_start();
    }
    let mut operations = Vec::new();
    let rest = rest.trim_end();
    if !rest.is_empty() {
        let Some(body) = rest.strip_suffix(';') else {
            return Err(CgpError::UnterminatedOperation(rest.to_owned()));
        };
        for part in body.split(';') {
            let mut words = part.split_whitespace();
            let Some(code) = words.next() else {
                return Err(CgpError::UnterminatedOperation(part.to_owned()));
            };
            operations.push(Operation {
                code: code.to_owned(),
                operands: words.map(str::to_owned).collect(),
            });
        }
    }
    Ok((fields, operations))
}

fn read_board(text: &str, tiles: &TileSet) -> Result<Board, CgpError> {
    let rows: Vec<Vec<Option<Placed>>> = text
        .split('/')
        .enumerate()
        .map(|(i, row)| read_row(i + 1, row, tiles))
        .collect::<Result<_, _>>()?;
    let width = rows[0].len();
    if rows.len() > 26 || width == 0 || width > 26 {
        return Err(CgpError::BoardShape);
    }
    let mut board = Board::empty(rows.len() as u8, width as u8);
    for (r, row) in rows.iter().enumerate() {
        if row.len() != width {
            return Err(CgpError::RowLength {
                row: r + 1,
                expected: width,
                found: row.len(),
            });
        }
        for (c, &tile) in row.iter().enumerate() {
            board.set(Pos::new(r as u8, c as u8), tile);
        }
    }
    Ok(board)
}

fn read_row(row: usize, text: &str, tiles: &TileSet) -> Result<Vec<Option<Placed>>, CgpError> {
    let unknown = |t: &str| CgpError::UnknownTile {
        row,
        text: t.to_owned(),
    };
    let mut squares = Vec::new();
    let mut empty_run = String::new();
    let flush = |squares: &mut Vec<Option<Placed>>, run: &mut String| {
        if !run.is_empty() {
            let n: usize = run.parse().map_err(|_| unknown(run))?;
            if n > 26 {
                return Err(CgpError::BoardShape);
            }
            squares.extend(std::iter::repeat_n(None, n));
            run.clear();
        }
        Ok(())
    };
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_digit() {
            empty_run.push(c);
            rest = &rest[1..];
            continue;
        }
        flush(&mut squares, &mut empty_run)?;
        let (typed, len) = tiles
            .read_tile(rest, Reading::Tiles)
            .map_err(|e| match e {
                TileTextError::Unknown(t) => unknown(&t),
                TileTextError::Unclosed => unknown(rest),
            })?
            .ok_or_else(|| unknown(&c.to_string()))?;
        squares.push(Some(typed.placed()));
        rest = &rest[len..];
        if squares.len() > 26 {
            return Err(CgpError::BoardShape);
        }
    }
    flush(&mut squares, &mut empty_run)?;
    Ok(squares)
}

impl fmt::Display for CgpPosition {
    /// The position as one CGP line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rows = Vec::new();
        for r in 0..self.board.rows() {
            let mut row = String::new();
            let mut empty = 0;
            for c in 0..self.board.cols() {
                match self.board.get(Pos::new(r, c)) {
                    None => empty += 1,
                    Some(tile) => {
                        if empty > 0 {
                            let _ = write!(row, "{empty}");
                            empty = 0;
                        }
                        row.push_str(&self.tiles.write(&[tile]));
                    }
                }
            }
            if empty > 0 {
                let _ = write!(row, "{empty}");
            }
            rows.push(row);
        }
        let racks: Vec<String> = self.racks.iter().map(|r| r.to_text(&self.tiles)).collect();
        let scores: Vec<String> = self.scores.iter().map(i32::to_string).collect();
        write!(
            f,
            "{} {} {} {}",
            rows.join("/"),
            racks.join("/"),
            scores.join("/"),
            self.zero_turns
        )?;
        for op in &self.operations {
            write!(f, " {}", op.code)?;
            for operand in &op.operands {
                write!(f, " {operand}")?;
            }
            f.write_char(';')?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
