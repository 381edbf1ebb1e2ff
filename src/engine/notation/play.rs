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
mod tests {
    use super::*;
    use crate::engine::tiles::Placed;

    fn english() -> TileSet {
        TileSet::english()
    }

    /// A board with HORN across from F8 (R on the star) and FARM down from H6.
    fn board() -> Board {
        let set = english();
        let mut b = Board::empty(15, 15);
        for (i, c) in "HORN".chars().enumerate() {
            b.set(
                Pos::new(7, 5 + i as u8),
                Some(Placed::tile(set.letter_of(c).unwrap())),
            );
        }
        for (i, c) in "FA".chars().enumerate() {
            b.set(
                Pos::new(5 + i as u8, 7),
                Some(Placed::tile(set.letter_of(c).unwrap())),
            );
        }
        b.set(
            Pos::new(8, 7),
            Some(Placed::blank(set.letter_of('M').unwrap())),
        );
        b
    }

    fn letters(set: &TileSet, placement: &Placement) -> String {
        let tiles: Vec<Placed> = placement.tiles.iter().map(|&(_, t)| t).collect();
        set.spell(&tiles)
    }

    #[test]
    fn through_tiles_as_letters_dots_or_parentheses() {
        let (set, b) = (english(), board());
        for word in ["FARMS", "..RMS", "FA.mS", "(FA)R(m)S", "(..)R(.)S", "faRMS"] {
            let p = parse_play(&set, &b, "H6", word).unwrap();
            assert_eq!(p.dir, Direction::Down, "{word}");
            assert_eq!(p.tiles.len(), 1, "{word}");
            assert_eq!(p.tiles[0].0, Pos::new(9, 7), "{word}");
            assert_eq!(letters(&set, &p), "S");
        }
    }

    #[test]
    fn lower_case_letters_on_empty_squares_are_blanks() {
        let (set, b) = (english(), board());
        let p = parse_play(&set, &b, "9E", "sIT").unwrap();
        assert_eq!(p.dir, Direction::Across);
        assert_eq!(letters(&set, &p), "sIT");
        assert!(p.tiles[0].1.blank && !p.tiles[1].1.blank);
    }

    #[test]
    fn a_play_is_typed_with_its_languages_accents() {
        let french = TileSet::by_name("french").unwrap();
        let empty = Board::empty(15, 15);
        // É and È are E, Ï is I, a lower-case é a blank E; Œ is O and E.
        let p = parse_play(&french, &empty, "8D", "ÉLÈVé").unwrap();
        assert_eq!(letters(&french, &p), "ELEVe");
        assert_eq!(p, parse_play(&french, &empty, "8D", "ELEVe").unwrap());
        let p = parse_play(&french, &empty, "8D", "CŒUR").unwrap();
        assert_eq!(letters(&french, &p), "COEUR");
        // In Spanish Ñ is a tile: typed N is N, and the other accents fold.
        let spanish = TileSet::by_name("spanish").unwrap();
        let niño = parse_play(&spanish, &empty, "8D", "NIÑO").unwrap();
        let nino = parse_play(&spanish, &empty, "8D", "NINO").unwrap();
        assert_eq!(letters(&spanish, &niño), "NIÑO");
        assert_ne!(niño, nino);
        assert_eq!(
            letters(
                &spanish,
                &parse_play(&spanish, &empty, "8D", "CAMIÓN").unwrap()
            ),
            "CAMION"
        );
        // English folds what it has no tile for, as its list reading does (café is CAFE).
        let p = parse_play(&english(), &empty, "8D", "CAFÉ").unwrap();
        assert_eq!(letters(&english(), &p), "CAFE");
    }

    #[test]
    fn prints_plays_with_dots_or_letters() {
        let (set, b) = (english(), board());
        let p = parse_play(&set, &b, "H6", "..RmS").unwrap();
        assert_eq!(
            format_play(&set, &b, &p, ThroughStyle::Dots).to_string(),
            "H6 ....S"
        );
        assert_eq!(
            format_play(&set, &b, &p, ThroughStyle::Letters).to_string(),
            "H6 FARmS"
        );
        let p = parse_play(&set, &b, "8E", "THORNS").unwrap();
        assert_eq!(letters(&set, &p), "TS");
        assert_eq!(
            format_play(&set, &b, &p, ThroughStyle::Dots).to_string(),
            "8E T....S"
        );
    }

    #[test]
    fn a_through_letter_must_agree_with_the_board() {
        let (set, b) = (english(), board());
        let err = parse_play(&set, &b, "8F", "HOTNS").unwrap_err();
        assert_eq!(err.to_string(), "the board has R at H8, not T");
        let err = parse_play(&set, &b, "H8", "(T)O").unwrap_err();
        assert_eq!(err.to_string(), "the board has R at H8, not T");
    }

    #[test]
    fn every_bad_play_has_its_own_error() {
        let (set, b) = (english(), board());
        let parse = |coord: &str, word: &str| parse_play(&set, &b, coord, word).unwrap_err();
        assert_eq!(parse("8D", ""), NotationError::EmptyWord);
        assert_eq!(parse("8D", "()"), NotationError::EmptyWord);
        assert_eq!(
            parse("X8", "AB"),
            NotationError::CoordinateOffBoard("X8".into())
        );
        assert_eq!(
            parse("8", "AB"),
            NotationError::UnreadableCoordinate("8".into())
        );
        assert_eq!(
            parse("8M", "QUAIL"),
            NotationError::RunsOffBoard {
                coord: "8M".into(),
                word: "QUAIL".into()
            }
        );
        assert_eq!(parse("1A", "A1"), NotationError::UnknownLetter("1".into()));
        assert_eq!(parse("1A", "Þ"), NotationError::UnknownLetter("Þ".into()));
        assert_eq!(
            parse("1A", ".A"),
            NotationError::NothingToPlayThrough(Pos::new(0, 0))
        );
        assert_eq!(
            parse("1A", "(A)B"),
            NotationError::NothingToPlayThrough(Pos::new(0, 0))
        );
        assert_eq!(parse("8F", "HORN"), NotationError::NoNewTiles);
        assert_eq!(parse("8F", "...."), NotationError::NoNewTiles);
        for word in ["(HO", "HO)", "((HO))", "H(O(R)N)"] {
            assert_eq!(
                parse("8F", word),
                NotationError::UnbalancedParentheses(word.into())
            );
        }
        assert_eq!(
            parse("8F", "HORN").to_string(),
            "the play puts no new tile on the board"
        );
        let text = |t: &str| parse_play_text(&set, &b, t);
        assert_eq!(text(" 9E  sIT ").unwrap().tiles.len(), 3);
        assert_eq!(text("9E"), Err(NotationError::EmptyWord));
        assert_eq!(text(""), Err(NotationError::NotAPlay(String::new())));
        assert_eq!(
            text("9E SIT NOW").unwrap_err().to_string(),
            "\"9E SIT NOW\" is not a play: write the square then the word, like 8D QUIXOTE"
        );
    }

    #[test]
    fn polish_letters_read_with_the_polish_set() {
        let set = TileSet::polish();
        let b = Board::empty(15, 15);
        let p = parse_play(&set, &b, "8G", "STĘPIć").unwrap();
        assert_eq!(
            set.spell(&p.tiles.iter().map(|t| t.1).collect::<Vec<_>>()),
            "STĘPIć"
        );
    }

    #[test]
    fn multi_letter_tiles_are_one_square_typed_plainly_or_in_brackets() {
        let set = TileSet::by_name("spanish").unwrap();
        let mut b = Board::empty(15, 15);
        let churro = parse_play(&set, &b, "8G", "CHURRO").unwrap();
        assert_eq!(churro.tiles.len(), 4);
        assert_eq!(churro.tiles[2].0, Pos::new(7, 8));
        assert_eq!(parse_play(&set, &b, "8G", "[CH]U[RR]O").unwrap(), churro);
        let blank = parse_play(&set, &b, "8G", "[ch]URRO").unwrap();
        assert!(blank.tiles[0].1.blank && !blank.tiles[1].1.blank);
        for &(pos, tile) in &churro.tiles {
            b.set(pos, Some(tile));
        }
        // Through a multi-letter tile: in parentheses, as a dot, or typed again.
        let before = format_play(
            &set,
            &b,
            &parse_play(&set, &b, "8F", "Ñ....").unwrap(),
            ThroughStyle::Letters,
        );
        assert_eq!(before.to_string(), "8F Ñ[CH]U[RR]O");
        assert!(parse_play(&set, &b, "8F", "Ñ(CH)URRO").is_ok());
        assert_eq!(
            parse_play(&set, &b, "8F", "Ñ(C)URRO"),
            Err(NotationError::ThroughMismatch {
                pos: Pos::new(7, 6),
                board: "[CH]".into(),
                written: "C".into()
            })
        );
        assert_eq!(
            parse_play(&set, &b, "8F", "Ñ[XX]"),
            Err(NotationError::UnknownLetter("[XX]".into()))
        );
    }
}
