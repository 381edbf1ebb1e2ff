//! A system word list (Debian's `wfrench`, `wspanish`, `wngerman`, ... under /usr/share/dict)
//! made into a tile set's words, as the rule books allow them: no word that is always
//! capitalised, no abbreviation, nothing written with a hyphen or an apostrophe. An
//! abbreviation is an entry with a full stop, a capital after its first letter (SNCF, kHz), or
//! no vowel (km, kg, pr, qqn: every word of these languages has one), but for the few
//! interjections each edition writes without one (BRR, PST). Letters follow the edition's
//! tiles through its fold table (`tiles::TileSet::fold`, the one players' typing goes
//! through): a letter the set has as a tile is kept (Spanish Ñ, German Ä Ö Ü, Catalan Ç), any
//! other accent is dropped (French É is E), German ß is written SS, French Œ is OE, and
//! multi-letter tiles are read as in a word (Spanish CH, LL, RR). German capitalises every
//! noun, so there a capital is not taken for a name. Pure: text in, words and counts out.

use std::collections::BTreeSet;

use crate::engine::tiles::{Letter, TileSet};

/// Why a line of the list is not one of the words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dropped {
    /// Starts with a capital: a name, always capitalised ("proper nouns" are not allowed).
    Capitalised,
    /// An abbreviation: with a full stop, a capital after the first letter, or no vowel (and
    /// not one of the edition's interjections without one).
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

/// The words without a vowel that each edition's language writes as words: interjections that
/// imitate a sound (BRR, HM, PST), and for English the few loans of its tournament lists (CWM,
/// CRWTH, NTH). Every other entry without a vowel is an abbreviation or a unit (KM, KG, PR, PX,
/// QQN, BD, CPT). A list keeps one of these only if it holds it: the table adds no word.
const WITHOUT_VOWEL: &[(&str, &[&str])] = &[
    (
        "english",
        &[
            "BRR", "BRRR", "CRWTH", "CWM", "HM", "HMM", "MM", "NTH", "PFFT", "PHT", "PSST", "PST",
            "SH", "SHH", "TSK", "TSKTSK", "ZZZ",
        ],
    ),
    (
        "french",
        &["BRR", "BRRR", "HM", "PFF", "PFFT", "PST", "PSST", "TSS"],
    ),
    ("german", &["BRR", "HM", "HMM", "PST", "PSST"]),
    ("spanish", &["PCHS", "PSS", "PST"]),
    ("italian", &["BRR", "PST"]),
    (
        "dutch",
        &[
            "BRR", "HM", "HMM", "MMM", "PFF", "PST", "PSST", "SST", "ST", "TSS", "ZZZ",
        ],
    ),
    ("portuguese", &["HM", "PST"]),
    ("norwegian", &["HM", "HMM", "MHM", "PST", "PSST"]),
    ("swedish", &["HM", "HMM", "PST", "PSST", "SCH"]),
    ("catalan", &["BRR", "HM", "PST"]),
    (
        "polish",
        &[
            "BRR", "BZZ", "BZZZ", "CHRR", "DRR", "FRR", "FRRR", "GRR", "HM", "HMM", "HMMM", "MHM",
            "MMM", "PFF", "PRR", "PSS", "PSSS", "PSST", "PST", "TRR", "TRRR", "TSS", "TSSS", "WRR",
        ],
    ),
];

/// One line as the set's letters, or why it is not a word.
fn word_of(tiles: &TileSet, line: &str) -> Result<Vec<Letter>, Dropped> {
    // A full stop, or a capital after the first letter (SNCF, kHz, GmbH): an abbreviation.
    if line.contains('.') || line.chars().skip(1).any(char::is_uppercase) {
        return Err(Dropped::Abbreviation);
    }
    if line.chars().any(|c| !c.is_alphabetic() && c != '·') {
        return Err(Dropped::Punctuation);
    }
    let nouns_capitalised = NOUNS_CAPITALISED.contains(&tiles.name());
    if !nouns_capitalised && line.chars().next().is_some_and(char::is_uppercase) {
        return Err(Dropped::Capitalised);
    }
    // In capitals (ß is SS), then as the edition folds what it has no tile for: the one fold
    // that typed words go through too.
    let word = tiles
        .parse_letters(&line.to_uppercase())
        .ok_or(Dropped::NotInTileSet)?;
    if !word.iter().any(|&l| tiles.is_vowel(l)) && !sound_word(tiles, &word) {
        return Err(Dropped::Abbreviation);
    }
    Ok(word)
}

/// Whether `word` is one of its edition's words without a vowel ([`WITHOUT_VOWEL`]).
fn sound_word(tiles: &TileSet, word: &[Letter]) -> bool {
    let spelt = tiles.spell_letters(word);
    WITHOUT_VOWEL
        .iter()
        .find(|(edition, _)| *edition == tiles.name())
        .is_some_and(|(_, words)| words.contains(&spelt.as_str()))
}

#[cfg(test)]
#[path = "system_words_tests.rs"]
mod tests;
