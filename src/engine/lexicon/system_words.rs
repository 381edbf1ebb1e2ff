//! A system word list (Debian's `wfrench`, `wspanish`, `wngerman`, ... under /usr/share/dict)
//! made into a tile set's words, as the rule books allow them: no word that is always
//! capitalised, no abbreviation, nothing written with a hyphen or an apostrophe. Letters
//! follow the edition's tiles: a letter the set has as a tile is kept (Spanish Ñ, German Ä Ö
//! Ü, Catalan Ç), any other accent is dropped (French É is E), German ß is written SS, and
//! multi-letter tiles are read as in a word (Spanish CH, LL, RR); French Œ is OE. German
//! capitalises every noun, so there a capital is not taken for a name. Pure: text in, words
//! and counts out.

use std::collections::BTreeSet;

use crate::engine::tiles::{Letter, TileSet};

/// Why a line of the list is not one of the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dropped {
    /// Starts with a capital: a name, always capitalised ("proper nouns" are not allowed).
    Capitalised,
    /// All capitals or with a full stop: an abbreviation.
    Abbreviation,
    /// Needs a hyphen, an apostrophe or a space.
    Punctuation,
    /// Has a letter the tile set cannot spell, even without its accent.
    NotInTileSet,
    /// The same tiles as a word kept before it (French PÊCHE and PÉCHÉ are both PECHE).
    Duplicate,
}

impl Dropped {
    /// Every reason, in the order reports list them.
    pub const ALL: [Dropped; 5] = [
        Dropped::Capitalised,
        Dropped::Abbreviation,
        Dropped::Punctuation,
        Dropped::NotInTileSet,
        Dropped::Duplicate,
    ];

    /// The reason in a few words, for reports.
    pub fn describe(self) -> &'static str {
        match self {
            Dropped::Capitalised => "always capitalised",
            Dropped::Abbreviation => "abbreviation",
            Dropped::Punctuation => "needs a hyphen or apostrophe",
            Dropped::NotInTileSet => "letters outside the tile set",
            Dropped::Duplicate => "same tiles as another word",
        }
    }
}

/// The words kept, in the order of the list, and how many lines were dropped for each reason.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SystemWords {
    pub words: Vec<Vec<Letter>>,
    /// Count per reason, indexed like [`Dropped::ALL`].
    pub dropped: [usize; 5],
}

impl SystemWords {
    /// Lines dropped for `reason`.
    pub fn dropped(&self, reason: Dropped) -> usize {
        self.dropped[reason as usize]
    }
}

/// Reads a system word list, one word a line (blank lines skipped), into `tiles`' words.
pub fn read_system_words(tiles: &TileSet, text: &str) -> SystemWords {
    let mut out = SystemWords::default();
    let mut seen = BTreeSet::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        match word_of(tiles, line) {
            Ok(word) if seen.insert(word.clone()) => out.words.push(word),
            Ok(_) => out.dropped[Dropped::Duplicate as usize] += 1,
            Err(reason) => out.dropped[reason as usize] += 1,
        }
    }
    out
}

/// The editions whose language capitalises every noun (German): a capital there says nothing
/// about a name, so capitalised words are kept (names the list holds come in with them).
const NOUNS_CAPITALISED: &[&str] = &["german"];

/// One line as the set's letters, or why it is not a word.
fn word_of(tiles: &TileSet, line: &str) -> Result<Vec<Letter>, Dropped> {
    if line.contains(['.']) || (line.chars().count() > 1 && !line.chars().any(char::is_lowercase)) {
        return Err(Dropped::Abbreviation);
    }
    if line.chars().any(|c| !c.is_alphabetic() && c != '·') {
        return Err(Dropped::Punctuation);
    }
    let nouns_capitalised = NOUNS_CAPITALISED.contains(&tiles.name());
    if !nouns_capitalised && line.chars().next().is_some_and(char::is_uppercase) {
        return Err(Dropped::Capitalised);
    }
    let mut spelt = String::new();
    for c in line.chars() {
        let upper: String = c.to_uppercase().collect();
        // A letter the set has is kept; ß is SS, and other accents are dropped.
        if upper.chars().count() > 1 || c == '·' || tiles.letter_of(c).is_some() {
            spelt.push_str(&upper);
        } else {
            match upper.chars().next().unwrap_or(c) {
                'Œ' => spelt.push_str("OE"),
                'Æ' => spelt.push_str("AE"),
                other => spelt.push(without_accent(other)),
            }
        }
    }
    tiles.parse_letters(&spelt).ok_or(Dropped::NotInTileSet)
}

/// The letter without its accent, for the accented capitals of the Latin alphabets the
/// editions use; any other letter unchanged.
fn without_accent(c: char) -> char {
    const TABLE: &[(&str, char)] = &[
        ("ÀÁÂÃÄÅĀĂĄ", 'A'),
        ("ÇĆĈĊČ", 'C'),
        ("ĎĐ", 'D'),
        ("ÈÉÊËĒĔĖĘĚ", 'E'),
        ("ĜĞĠĢ", 'G'),
        ("ÌÍÎÏĨĪĬĮİ", 'I'),
        ("ĹĻĽĿŁ", 'L'),
        ("ÑŃŅŇ", 'N'),
        ("ÒÓÔÕÖØŌŎŐ", 'O'),
        ("ŔŖŘ", 'R'),
        ("ŚŜŞŠ", 'S'),
        ("ŢŤ", 'T'),
        ("ÙÚÛÜŨŪŬŮŰŲ", 'U'),
        ("ÝŸ", 'Y'),
        ("ŹŻŽ", 'Z'),
    ];
    TABLE
        .iter()
        .find(|(accented, _)| accented.contains(c))
        .map_or(c, |&(_, base)| base)
}

#[cfg(test)]
#[path = "system_words_tests.rs"]
mod tests;
