//! A play's word against the board: reading `8D WORD` (through tiles as letters, `.` or
//! `(...)`, blanks lower case) into a placement, and printing a placement back.

use std::fmt;

use super::coord::{Coord, NotationError};
use crate::engine::board::Board;
use crate::engine::layout::{Direction, Pos};
use crate::engine::placement::Placement;
use crate::engine::tiles::{Reading, TileSet, TileTextError, Typed};

/// One square of a written word.
enum Written {
    /// `.`: whatever tile is already there.
    AnyThrough,
    /// A tile inside `( )`: must already be on the board.
    Through(Typed, String),
    /// A tile outside parentheses: a new tile, or a through tile if the square is filled.
    Letter(Typed, String),
}

/// Splits a written word into squares: tiles as `tiles::Reading::Word` reads them (`CH` is
/// one tile where the set has it, `[CH]` always; letters folded as the edition folds them,
/// French `É` is E), `.` and `( )` for through tiles.
fn read_word(tiles: &TileSet, word: &str) -> Result<Vec<Written>, NotationError> {
    let folded = tiles.fold(word);
    let word = &*folded;
    let unbalanced = || NotationError::UnbalancedParentheses(word.to_owned());
    let mut out = Vec::new();
    let mut in_group = false;
    let mut rest = word;
    while let Some(c) = rest.chars().next() {
        let mut len = c.len_utf8();
        match c {
            '(' if !in_group => in_group = true,
            ')' if in_group => in_group = false,
            '(' | ')' => return Err(unbalanced()),
            '.' => out.push(Written::AnyThrough),
            _ => {
                let (typed, typed_len) = tiles
                    .read_tile(rest, Reading::Word)
                    .map_err(|e| match e {
                        TileTextError::Unknown(t) => NotationError::UnknownLetter(t),
                        TileTextError::Unclosed => NotationError::UnknownLetter(rest.to_owned()),
                    })?
                    .ok_or_else(|| NotationError::UnknownLetter(c.to_string()))?;
                len = typed_len;
                let text = rest[..len].to_owned();
                out.push(if in_group {
                    Written::Through(typed, text)
                } else {
                    Written::Letter(typed, text)
                });
            }
        }
        rest = &rest[len..];
    }
    if in_group {
        return Err(unbalanced());
    }
    if out.is_empty() {
        return Err(NotationError::EmptyWord);
    }
    Ok(out)
}

/// Reads a play written as a coordinate and a word (`8D`, `QUIXOTe`) on `board`. Squares
/// already filled are through tiles: written as their letter (in either case), as `.`, or in
/// parentheses; a lower-case letter on an empty square is a blank. Returns the new tiles only;
/// where they may go (the star, connection, gaps) is `placement::check_placement`'s business.
pub fn parse_play(
    tiles: &TileSet,
    board: &Board,
    coord: &str,
    word: &str,
) -> Result<Placement, NotationError> {
    let coord = Coord::parse_on(coord, board.rows(), board.cols())?;
    parse_play_at(tiles, board, coord, word)
}

/// Reads a play written as one piece of text, `8D QUIXOTe` (as players type it).
pub fn parse_play_text(
    tiles: &TileSet,
    board: &Board,
    text: &str,
) -> Result<Placement, NotationError> {
    let mut parts = text.split_whitespace();
    match (parts.next(), parts.next(), parts.next()) {
        (Some(coord), Some(word), None) => parse_play(tiles, board, coord, word),
        (Some(_), None, None) => Err(NotationError::EmptyWord),
        _ => Err(NotationError::NotAPlay(text.trim().to_owned())),
    }
}

/// [`parse_play`] with the coordinate already read.
pub fn parse_play_at(
    tiles: &TileSet,
    board: &Board,
    coord: Coord,
    word: &str,
) -> Result<Placement, NotationError> {
    if !board.contains(coord.start) {
        return Err(NotationError::CoordinateOffBoard(coord.to_string()));
    }
    let written = read_word(tiles, word)?;
    let mut placed = Vec::new();
    for (i, square) in written.into_iter().enumerate() {
        let pos = board
            .step(coord.start, coord.dir, i as i16)
            .ok_or_else(|| NotationError::RunsOffBoard {
                coord: coord.to_string(),
                word: word.to_owned(),
            })?;
        let on_board = board.get(pos);
        match (square, on_board) {
            (Written::AnyThrough, Some(_)) => {}
            (Written::AnyThrough | Written::Through(..), None) => {
                return Err(NotationError::NothingToPlayThrough(pos));
            }
            (Written::Through(typed, text) | Written::Letter(typed, text), Some(there)) => {
                if typed.letter != there.letter {
                    return Err(NotationError::ThroughMismatch {
                        pos,
                        board: tiles.write(&[there]),
                        written: text,
                    });
                }
            }
            (Written::Letter(typed, _), None) => placed.push((pos, typed.placed())),
        }
    }
    if placed.is_empty() {
        return Err(NotationError::NoNewTiles);
    }
    Ok(Placement {
        dir: coord.dir,
        tiles: placed,
    })
}

/// How a printed play shows tiles that were already on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThroughStyle {
    /// `.` for each through tile (GCG records).
    Dots,
    /// The through tile's own letter, lower case for a blank (CGP, `lexicord moves`).
    Letters,
}

/// A play as text: where its main word starts and the word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayText {
    pub coord: Coord,
    pub word: String,
}

impl fmt::Display for PlayText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.coord, self.word)
    }
}

/// Prints a placement made on `board` (the board before the play) as its main word from its
/// first square, through tiles shown as `style` says, blanks in lower case, multi-letter tiles
/// in brackets (`[CH]`).
pub fn format_play(
    tiles: &TileSet,
    board: &Board,
    placement: &Placement,
    style: ThroughStyle,
) -> PlayText {
    let dir = main_direction(placement);
    let new_at = |p: Pos| {
        placement
            .tiles
            .iter()
            .find(|&&(q, _)| q == p)
            .map(|&(_, t)| t)
    };
    let Some(&(first, _)) = placement.tiles.iter().min_by_key(|(p, _)| (p.row, p.col)) else {
        return PlayText {
            coord: Coord {
                start: Pos::new(0, 0),
                dir,
            },
            word: String::new(),
        };
    };
    let mut start = first;
    while let Some(prev) = board
        .step(start, dir, -1)
        .filter(|&p| board.get(p).is_some())
    {
        start = prev;
    }
    let mut word = String::new();
    let mut at = Some(start);
    while let Some(pos) = at {
        if let Some(tile) = new_at(pos) {
            word.push_str(&tiles.write(&[tile]));
        } else if let Some(tile) = board.get(pos) {
            match style {
                ThroughStyle::Dots => word.push('.'),
                ThroughStyle::Letters => word.push_str(&tiles.write(&[tile])),
            }
        } else {
            break;
        }
        at = board.step(pos, dir, 1);
    }
    PlayText {
        coord: Coord { start, dir },
        word,
    }
}

/// The direction a placement reads in: the line its tiles share, or its own for one tile.
fn main_direction(placement: &Placement) -> Direction {
    match placement.tiles.as_slice() {
        [(a, _), (b, _), ..] if a.row == b.row => Direction::Across,
        [(a, _), (b, _), ..] if a.col == b.col => Direction::Down,
        _ => placement.dir,
    }
}

#[cfg(test)]
#[path = "play_tests.rs"]
mod tests;
