//! Reading what a player typed for a word query (a word, a set of tiles with `?` blanks) and
//! the typed errors for bad input, written for players.

use crate::engine::tiles::{BLANK, Letter, Reading, TileSet, TileTextError};

/// Most letters (or pattern positions) a query may have: longer than any word a lexicon holds
/// (ENABLE's longest has 28), short enough that no query runs away.
pub const MAX_LETTERS: usize = 32;

/// Most tiles an `anagram` or `build` query may have: the board's 15 columns, the longest word
/// a play can make.
pub const MAX_TILES: usize = 15;

/// Most blanks (`?`) an `anagram` or `build` query may have: a rack holds at most the set's two.
pub const MAX_BLANKS: usize = 2;

/// Why a word query cannot be answered as typed. Shown to players, in the words of the
/// catalogues (`query-*`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueryError {
    Empty,
    NotALetter {
        /// What was typed there: a character, or a bracketed tile (`[XX]`).
        found: String,
        /// What may be typed there.
        expected: Expected,
    },
    TooLong {
        len: usize,
        max: usize,
    },
    TooManyBlanks {
        count: usize,
        max: usize,
    },
    UnclosedSet,
    EmptySet,
    UnopenedSet,
}

/// What may be typed where a query found something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A letter (a word).
    Letter,
    /// A letter or `?` for a blank (a set of tiles).
    Tile,
    /// A letter, `?`, `*` or a set in brackets (a pattern).
    PatternPart,
}

impl crate::engine::wording::Worded for QueryError {
    fn wording(&self) -> crate::engine::wording::Wording {
        use crate::engine::wording::Wording;
        match self {
            QueryError::Empty => Wording::new("query-empty"),
            QueryError::NotALetter { found, expected } => {
                let key = match expected {
                    Expected::Letter => "query-not-a-letter",
                    Expected::Tile => "query-not-a-tile",
                    Expected::PatternPart => "query-not-in-pattern",
                };
                Wording::new(key).put("found", &found)
            }
            QueryError::TooLong { len, max } => Wording::new("query-too-long")
                .number("len", *len)
                .number("max", *max),
            QueryError::TooManyBlanks { count, max } => Wording::new("query-too-many-blanks")
                .number("count", *count)
                .number("max", *max),
            QueryError::UnclosedSet => Wording::new("query-unclosed-set"),
            QueryError::EmptySet => Wording::new("query-empty-set"),
            QueryError::UnopenedSet => Wording::new("query-unopened-set"),
        }
    }
}

crate::engine::english::said_in_english!(QueryError);

/// Reads one word of letters of `tiles` (either case, folded as the edition folds them,
/// multi-letter tiles typed plainly or in brackets, `tiles::Reading::Word`), at most
/// [`MAX_LETTERS`] long.
pub fn parse_word(tiles: &TileSet, text: &str) -> Result<Vec<Letter>, QueryError> {
    let folded = tiles.fold(text);
    let text = folded.trim();
    if text.is_empty() {
        return Err(QueryError::Empty);
    }
    let mut word = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (letter, len) = read_letter(tiles, rest, Reading::Word, Expected::Letter)?;
        word.push(letter);
        rest = &rest[len..];
    }
    check_len(word.len(), MAX_LETTERS)?;
    Ok(word)
}

/// Reads a set of tiles, letters and `?` for a blank (as [`BLANK`]), one character a tile and
/// multi-letter tiles in brackets (`tiles::Reading::Tiles`), letters folded as the edition
/// folds them, at most [`MAX_TILES`] tiles and [`MAX_BLANKS`] blanks.
pub fn parse_tiles(tiles: &TileSet, text: &str) -> Result<Vec<u8>, QueryError> {
    let folded = tiles.fold(text);
    let text = folded.trim();
    if text.is_empty() {
        return Err(QueryError::Empty);
    }
    let mut rack = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('?') {
            rack.push(BLANK);
            rest = after;
            continue;
        }
        let (letter, len) = read_letter(tiles, rest, Reading::Tiles, Expected::Tile)?;
        rack.push(letter);
        rest = &rest[len..];
    }
    check_len(rack.len(), MAX_TILES)?;
    #[allow(clippy::naive_bytecount)] // at most 15 tiles
    let blanks = rack.iter().filter(|&&t| t == BLANK).count();
    if blanks > MAX_BLANKS {
        return Err(QueryError::TooManyBlanks {
            count: blanks,
            max: MAX_BLANKS,
        });
    }
    Ok(rack)
}

/// The letter `text` starts with and its length in bytes, or what was typed instead.
pub fn read_letter(
    tiles: &TileSet,
    text: &str,
    reading: Reading,
    expected: Expected,
) -> Result<(Letter, usize), QueryError> {
    let not_a_letter = |found: String| QueryError::NotALetter { found, expected };
    match tiles.read_tile(text, reading) {
        Ok(Some((typed, len))) => Ok((typed.letter, len)),
        Ok(None) => Err(not_a_letter(
            text.chars().next().unwrap_or_default().to_string(),
        )),
        Err(TileTextError::Unknown(found)) => Err(not_a_letter(found)),
        Err(TileTextError::Unclosed) => Err(not_a_letter(text.to_owned())),
    }
}

/// [`QueryError::TooLong`] past `max`.
pub fn check_len(len: usize, max: usize) -> Result<(), QueryError> {
    if len > max {
        return Err(QueryError::TooLong { len, max });
    }
    Ok(())
}
