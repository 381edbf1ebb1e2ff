//! Reading what a player typed for a word query (a word, a set of tiles with `?` blanks) and
//! the typed errors for bad input, written for players.

use crate::engine::tiles::{BLANK, Letter, TileSet};

/// Most letters (or pattern positions) a query may have: longer than any word a lexicon holds
/// (ENABLE's longest has 28), short enough that no query runs away.
pub const MAX_LETTERS: usize = 32;

/// Most tiles an `anagram` or `build` query may have: the board's 15 columns, the longest word
/// a play can make.
pub const MAX_TILES: usize = 15;

/// Most blanks (`?`) an `anagram` or `build` query may have: a rack holds at most the set's two.
pub const MAX_BLANKS: usize = 2;

/// Why a word query cannot be answered as typed. Shown to players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueryError {
    #[error("nothing to look up: give some letters")]
    Empty,
    #[error("{found:?} is not {expected}")]
    NotALetter {
        found: char,
        /// What may be typed there, e.g. "a letter or `?`".
        expected: &'static str,
    },
    #[error("{len} is too many: at most {max} letters")]
    TooLong { len: usize, max: usize },
    #[error("{count} blanks (`?`) are too many: at most {max}")]
    TooManyBlanks { count: usize, max: usize },
    #[error("a `[` has no closing `]`")]
    UnclosedSet,
    #[error("`[]` must hold at least one letter")]
    EmptySet,
    #[error("a `]` has no opening `[`")]
    UnopenedSet,
}

/// What may be typed in a word.
const WORD: &str = "a letter";
/// What may be typed in a set of tiles.
const TILES: &str = "a letter or `?` (a blank)";

/// Reads one word of letters of `tiles` (either case), at most [`MAX_LETTERS`] long.
pub fn parse_word(tiles: &TileSet, text: &str) -> Result<Vec<Letter>, QueryError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(QueryError::Empty);
    }
    let word = text
        .chars()
        .map(|c| {
            tiles.letter_of(c).ok_or(QueryError::NotALetter {
                found: c,
                expected: WORD,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    check_len(word.len(), MAX_LETTERS)?;
    Ok(word)
}

/// Reads a set of tiles, letters and `?` for a blank (as [`BLANK`]), at most [`MAX_TILES`]
/// tiles and [`MAX_BLANKS`] blanks.
pub fn parse_tiles(tiles: &TileSet, text: &str) -> Result<Vec<u8>, QueryError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(QueryError::Empty);
    }
    let rack = text
        .chars()
        .map(|c| match c {
            '?' => Ok(BLANK),
            _ => tiles.letter_of(c).ok_or(QueryError::NotALetter {
                found: c,
                expected: TILES,
            }),
        })
        .collect::<Result<Vec<_>, _>>()?;
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

/// [`QueryError::TooLong`] past `max`.
pub fn check_len(len: usize, max: usize) -> Result<(), QueryError> {
    if len > max {
        return Err(QueryError::TooLong { len, max });
    }
    Ok(())
}
