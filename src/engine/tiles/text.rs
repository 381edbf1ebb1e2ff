//! Tiles as text: how players type them and how records write them.
//!
//! A tile is written as its label: upper case for a tile, lower case for a blank standing for
//! it (the GCG convention). A tile whose label has several characters (Spanish `CH` `LL`
//! `RR`, Catalan `L·L` `NY` `QU`) is written inside square brackets, `[CH]`, and a blank
//! standing for it as `[ch]`: the form macondo, MAGPIE and Woogles use in CGP and GCG, so our
//! records and theirs read each other. Any single tile may be bracketed too (`[A]`).
//!
//! Typed plainly, a multi-letter label is read in one of two ways ([`Reading`]):
//! - in a **word** (a play, a word list, a word looked up), greedily, longest label first:
//!   `CHICO` is CH, I, C, O. The editions with such tiles play a word's digraph with its tile
//!   (Spanish CH cannot be made from C and H), so word lists spell it plainly and a player
//!   types the word as it is spelt. To force separate tiles, bracket one: `C[H]`.
//! - in a **set of tiles** (a rack, an exchange, a CGP board row), one character is one tile,
//!   because a rack often holds both C and H; a plain multi-letter label is read as its tile
//!   only when that is the only reading, that is when one of its characters is not a tile on
//!   its own (Catalan `NY`, `QU`, `L·L`: there is no Y, Q or `·` tile). `[CH]` otherwise.
//!
//! Mixed case is never one tile: `Ch` is the tile C and a blank h.
//!
//! A letter the set has no tile for is read as the edition folds it (`fold.rs`): French `É` is
//! E and `é` a blank E, German `ß` is SS; a letter that is a tile of its own stays itself.

use std::borrow::Cow;

use super::fold::SHARP_S;
use super::placed::{BLANK, Letter, Placed};
use super::set::TileSet;

/// How plain text is split into tiles (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A word: multi-letter labels are matched greedily.
    Word,
    /// A set of tiles: one character a tile, unless only the multi-letter tile fits.
    Tiles,
}

/// One tile read from text: the letter, and whether it was written in lower case (on the board,
/// a blank standing for it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Typed {
    pub letter: Letter,
    pub lower: bool,
}

impl Typed {
    /// The tile as it lies on the board: lower case is a blank.
    pub fn placed(self) -> Placed {
        if self.lower {
            Placed::blank(self.letter)
        } else {
            Placed::tile(self.letter)
        }
    }
}

/// Why text is not tiles of a set. Shown to players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TileTextError {
    #[error("there is no {0} tile in this set")]
    Unknown(String),
    #[error("a `[` has no closing `]`")]
    Unclosed,
}

impl TileSet {
    /// The letter whose one-character label is `c` in either case, if the set has one.
    pub fn letter_of(&self, c: char) -> Option<Letter> {
        let mut upper = c.to_uppercase();
        let (u, rest) = (upper.next()?, upper.next());
        if rest.is_some() {
            return None;
        }
        self.letters().find(|&l| {
            let mut chars = self.label(l).chars();
            chars.next() == Some(u) && chars.next().is_none()
        })
    }

    /// The tile a whole label names (`CH` or `ch`, `A` or `a`), with its case.
    fn typed_label(&self, label: &str) -> Option<Typed> {
        self.letters().find_map(|letter| {
            if self.label(letter) == label {
                Some(Typed {
                    letter,
                    lower: false,
                })
            } else if self.lower_label(letter) == label {
                Some(Typed {
                    letter,
                    lower: true,
                })
            } else {
                None
            }
        })
    }

    /// Reads the tile that `text` starts with and how many bytes it takes: a bracketed label,
    /// a plain multi-letter label as `reading` allows, or one letter. `Ok(None)` when `text`
    /// starts with no tile (empty, or a character the caller may give its own meaning: `?`,
    /// `.`, `(`); an error for a bracket that names no tile or is not closed. The text is read
    /// as it is: a reader of what a player typed folds it first ([`TileSet::fold`], so `É` is
    /// E in French), as [`TileSet::read_tiles`] does.
    pub fn read_tile(
        &self,
        text: &str,
        reading: Reading,
    ) -> Result<Option<(Typed, usize)>, TileTextError> {
        let Some(first) = text.chars().next() else {
            return Ok(None);
        };
        if first == '[' {
            let end = text[1..].find(']').ok_or(TileTextError::Unclosed)?;
            let inner = &text[1..=end];
            let typed = self
                .typed_label(inner)
                .ok_or_else(|| TileTextError::Unknown(format!("[{inner}]")))?;
            return Ok(Some((typed, end + 2)));
        }
        for &(letter, apart) in self.multi_letters() {
            if apart && reading == Reading::Tiles {
                continue;
            }
            for (label, lower) in [
                (self.label(letter), false),
                (self.lower_label(letter), true),
            ] {
                if text.starts_with(label) {
                    return Ok(Some((Typed { letter, lower }, label.len())));
                }
            }
        }
        Ok(self.letter_of(first).map(|letter| {
            let typed = Typed {
                letter,
                lower: first.is_lowercase(),
            };
            (typed, first.len_utf8())
        }))
    }

    /// Reads text that is nothing but tiles, folded first ([`TileSet::fold`]).
    pub fn read_tiles(&self, text: &str, reading: Reading) -> Result<Vec<Typed>, TileTextError> {
        self.read_tiles_as_written(&self.fold(text), reading)
    }

    /// Reads text that is nothing but tiles, each letter as written, with no fold: how a game
    /// record names its tiles (a Polish record's Ł is not an English L).
    pub fn read_tiles_as_written(
        &self,
        text: &str,
        reading: Reading,
    ) -> Result<Vec<Typed>, TileTextError> {
        let mut at = 0;
        let mut out = Vec::new();
        while at < text.len() {
            let Some((typed, len)) = self.read_tile(&text[at..], reading)? else {
                let c = text[at..].chars().next().unwrap_or_default();
                return Err(TileTextError::Unknown(c.to_string()));
            };
            out.push(typed);
            at += len;
        }
        Ok(out)
    }

    /// Parses a word (either case, folded, multi-letter tiles read greedily) into letters;
    /// `None` if some of it is not a tile.
    pub fn parse_letters(&self, word: &str) -> Option<Vec<Letter>> {
        let tiles = self.read_tiles(word, Reading::Word).ok()?;
        Some(tiles.iter().map(|t| t.letter).collect())
    }

    /// Parses a word written in this set's own letters, with no fold (a plain word list's
    /// line: a Polish list's Ż is not an English Z); `None` if some of it is not a tile.
    pub fn parse_letters_as_written(&self, word: &str) -> Option<Vec<Letter>> {
        let tiles = self.read_tiles_as_written(word, Reading::Word).ok()?;
        Some(tiles.iter().map(|t| t.letter).collect())
    }

    /// A word's tiles for people to read: labels, upper case, or lower case for blanks.
    /// Multi-letter labels are not bracketed (`CHico`); see [`TileSet::write`] for text that
    /// is read back.
    pub fn spell(&self, tiles: &[Placed]) -> String {
        tiles
            .iter()
            .map(|p| {
                if p.blank {
                    self.lower_label(p.letter)
                } else {
                    self.label(p.letter)
                }
            })
            .collect()
    }

    /// Letters (no blanks) as upper-case text for people to read.
    pub fn spell_letters(&self, letters: &[Letter]) -> String {
        letters.iter().map(|&l| self.label(l)).collect()
    }

    /// Board tiles as notation (plays, CGP, GCG, the move log): like [`TileSet::spell`], with
    /// every multi-letter tile in brackets (`[CH]ICO`, a blank `[ch]`).
    pub fn write(&self, tiles: &[Placed]) -> String {
        let mut out = String::new();
        for p in tiles {
            let label = if p.blank {
                self.lower_label(p.letter)
            } else {
                self.label(p.letter)
            };
            push_label(&mut out, label);
        }
        out
    }

    /// Rack tiles as text: labels, `?` for a blank, multi-letter tiles in brackets.
    pub fn write_rack_tiles(&self, tiles: &[u8]) -> String {
        let mut out = String::new();
        for &t in tiles {
            if t == BLANK {
                out.push('?');
            } else {
                push_label(&mut out, self.label(t));
            }
        }
        out
    }
}

impl TileSet {
    /// The letters the edition plays `c` as when the set has no tile for it (either case in,
    /// upper case out), from its fold table; `None` for a tile of the set or a letter the
    /// edition does not fold.
    pub fn folded(&self, c: char) -> Option<&str> {
        let key = if c == SHARP_S {
            'ẞ'
        } else {
            let mut upper = c.to_uppercase();
            match (upper.next(), upper.next()) {
                (Some(u), None) => u,
                _ => return None,
            }
        };
        let table = self.fold_entries();
        table
            .binary_search_by_key(&key, |&(k, _)| k)
            .ok()
            .map(|i| table[i].1.as_str())
    }

    /// `text` as the edition's tiles spell it: each letter that is not a tile of the set is
    /// replaced by the letters the edition plays it as ([`TileSet::folded`]), in the case it
    /// was typed in (so a lower-case `é` is a blank standing for E, as `e` is). The sharp s,
    /// which is lower case even in capitals, takes the case of the letter before it: `STRAßE`
    /// is `STRASSE`, `straße` is `strasse`. Everything else is left as typed.
    pub fn fold<'a>(&self, text: &'a str) -> Cow<'a, str> {
        if text.is_ascii() {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len() + 4);
        let mut changed = false;
        let mut previous_upper = false;
        for c in text.chars() {
            match self.folded(c) {
                Some(letters) => {
                    changed = true;
                    let upper = if c == SHARP_S {
                        previous_upper
                    } else {
                        !c.is_lowercase()
                    };
                    if upper {
                        out.push_str(letters);
                    } else {
                        out.extend(letters.chars().flat_map(char::to_lowercase));
                    }
                }
                None => out.push(c),
            }
            if c.is_alphabetic() {
                previous_upper = c.is_uppercase();
            }
        }
        if changed {
            Cow::Owned(out)
        } else {
            Cow::Borrowed(text)
        }
    }
}

/// Appends a label, bracketed if it has several characters.
fn push_label(out: &mut String, label: &str) {
    if label.chars().nth(1).is_some() {
        out.push('[');
        out.push_str(label);
        out.push(']');
    } else {
        out.push_str(label);
    }
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;
