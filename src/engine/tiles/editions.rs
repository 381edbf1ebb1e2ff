//! The standard tile sets of the game's language editions, as data: one table per edition with
//! its counts and values, and the lookup by name.

use super::fold::Fold;
use super::set::{LetterSpec, TileSet};

/// Table rows: (label, count, value).
type Row = (&'static str, u8, u16);

/// One language edition's tile set as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edition {
    /// The set's name, lower case, as typed on the command line (`spanish`).
    pub name: &'static str,
    /// The language, in English.
    pub language: &'static str,
    /// Blank tiles.
    pub blanks: u8,
    /// The letters in the edition's alphabet order: label, count, value.
    pub rows: &'static [Row],
    /// The edition's own fold entries, taken before the shared Latin table (`fold.rs`).
    pub folds: &'static [Fold],
}

impl Edition {
    /// The tile set this edition plays with.
    pub fn tile_set(&self) -> TileSet {
        let letters = self
            .rows
            .iter()
            .map(|&(label, count, value)| LetterSpec {
                label: label.to_owned(),
                count,
                value,
            })
            .collect();
        TileSet::new(self.name, self.language, letters, self.blanks, self.folds)
    }
}

// The standard English set (rules/README.md, the North American and British editions):
// 100 tiles worth 187 points, two blanks.
#[rustfmt::skip]
const ENGLISH: &[Row] = &[
    ("A", 9, 1), ("B", 2, 3), ("C", 2, 3), ("D", 4, 2), ("E", 12, 1), ("F", 2, 4), ("G", 3, 2),
    ("H", 2, 4), ("I", 9, 1), ("J", 1, 8), ("K", 1, 5), ("L", 4, 1), ("M", 2, 3), ("N", 6, 1),
    ("O", 8, 1), ("P", 2, 3), ("Q", 1, 10), ("R", 6, 1), ("S", 4, 1), ("T", 6, 1), ("U", 4, 1),
    ("V", 2, 4), ("W", 2, 4), ("X", 1, 8), ("Y", 2, 4), ("Z", 1, 10),
];

// French edition (Mattel, the set of the Fédération Internationale de Scrabble Francophone):
// 102 tiles, two blanks.
#[rustfmt::skip]
const FRENCH: &[Row] = &[
    ("A", 9, 1), ("B", 2, 3), ("C", 2, 3), ("D", 3, 2), ("E", 15, 1), ("F", 2, 4), ("G", 2, 2),
    ("H", 2, 4), ("I", 8, 1), ("J", 1, 8), ("K", 1, 10), ("L", 5, 1), ("M", 3, 2), ("N", 6, 1),
    ("O", 6, 1), ("P", 2, 3), ("Q", 1, 8), ("R", 6, 1), ("S", 6, 1), ("T", 6, 1), ("U", 6, 1),
    ("V", 2, 4), ("W", 1, 10), ("X", 1, 10), ("Y", 1, 10), ("Z", 1, 10),
];

// German edition (Mattel, the distribution in use since 1987, with Ä Ö Ü): 102 tiles, two
// blanks.
#[rustfmt::skip]
const GERMAN: &[Row] = &[
    ("A", 5, 1), ("Ä", 1, 6), ("B", 2, 3), ("C", 2, 4), ("D", 4, 1), ("E", 15, 1), ("F", 2, 4),
    ("G", 3, 2), ("H", 4, 2), ("I", 6, 1), ("J", 1, 6), ("K", 2, 4), ("L", 3, 2), ("M", 4, 3),
    ("N", 9, 1), ("O", 3, 2), ("Ö", 1, 8), ("P", 1, 4), ("Q", 1, 10), ("R", 6, 1), ("S", 7, 1),
    ("T", 6, 1), ("U", 6, 1), ("Ü", 1, 6), ("V", 1, 6), ("W", 1, 3), ("X", 1, 8), ("Y", 1, 10),
    ("Z", 1, 3),
];

// Spanish edition (Mattel, the set sold outside North America, as the Federación
// Internacional de Scrabble en Español plays it): 100 tiles, two blanks; CH, LL and RR are
// single tiles.
#[rustfmt::skip]
const SPANISH: &[Row] = &[
    ("A", 12, 1), ("B", 2, 3), ("C", 4, 3), ("CH", 1, 5), ("D", 5, 2), ("E", 12, 1), ("F", 1, 4),
    ("G", 2, 2), ("H", 2, 4), ("I", 6, 1), ("J", 1, 8), ("L", 4, 1), ("LL", 1, 8), ("M", 2, 3),
    ("N", 5, 1), ("Ñ", 1, 8), ("O", 9, 1), ("P", 2, 3), ("Q", 1, 5), ("R", 5, 1), ("RR", 1, 8),
    ("S", 6, 1), ("T", 4, 1), ("U", 5, 1), ("V", 1, 4), ("X", 1, 8), ("Y", 1, 4), ("Z", 1, 10),
];

// Italian edition (Editrice Giochi / Mattel): 120 tiles, two blanks; no J K W X Y.
#[rustfmt::skip]
const ITALIAN: &[Row] = &[
    ("A", 14, 1), ("B", 3, 5), ("C", 6, 2), ("D", 3, 5), ("E", 11, 1), ("F", 3, 5), ("G", 2, 8),
    ("H", 2, 8), ("I", 12, 1), ("L", 5, 3), ("M", 5, 3), ("N", 5, 3), ("O", 15, 1), ("P", 3, 5),
    ("Q", 1, 10), ("R", 6, 2), ("S", 6, 2), ("T", 6, 2), ("U", 5, 3), ("V", 3, 5), ("Z", 2, 8),
];

// Dutch edition (Mattel, the distribution used since 2011; IJ is played as I and J):
// 102 tiles, two blanks.
#[rustfmt::skip]
const DUTCH: &[Row] = &[
    ("A", 6, 1), ("B", 2, 3), ("C", 2, 5), ("D", 5, 2), ("E", 18, 1), ("F", 2, 4), ("G", 3, 3),
    ("H", 2, 4), ("I", 4, 1), ("J", 2, 4), ("K", 3, 3), ("L", 3, 3), ("M", 3, 3), ("N", 10, 1),
    ("O", 6, 1), ("P", 2, 3), ("Q", 1, 10), ("R", 5, 2), ("S", 5, 2), ("T", 5, 2), ("U", 3, 4),
    ("V", 2, 4), ("W", 2, 5), ("X", 1, 8), ("Y", 1, 8), ("Z", 2, 4),
];

// Portuguese edition (Brazilian, Mattel do Brasil): 120 tiles, three blanks; Ç is a tile.
#[rustfmt::skip]
const PORTUGUESE: &[Row] = &[
    ("A", 14, 1), ("B", 3, 3), ("C", 4, 2), ("Ç", 2, 3), ("D", 5, 2), ("E", 11, 1), ("F", 2, 4),
    ("G", 2, 4), ("H", 2, 4), ("I", 10, 1), ("J", 2, 5), ("L", 5, 2), ("M", 6, 1), ("N", 4, 3),
    ("O", 10, 1), ("P", 4, 2), ("Q", 1, 6), ("R", 6, 1), ("S", 8, 1), ("T", 5, 1), ("U", 7, 1),
    ("V", 2, 4), ("X", 1, 8), ("Z", 1, 8),
];

// Norwegian edition (the set of Norsk Scrabbleforbund): 100 tiles, two blanks; Æ Ø Å.
#[rustfmt::skip]
const NORWEGIAN: &[Row] = &[
    ("A", 7, 1), ("B", 3, 4), ("C", 1, 10), ("D", 5, 1), ("E", 9, 1), ("F", 4, 2), ("G", 4, 2),
    ("H", 3, 3), ("I", 5, 1), ("J", 2, 4), ("K", 4, 2), ("L", 5, 1), ("M", 3, 2), ("N", 6, 1),
    ("O", 4, 2), ("P", 2, 4), ("R", 6, 1), ("S", 6, 1), ("T", 6, 1), ("U", 3, 4), ("V", 3, 4),
    ("W", 1, 8), ("Y", 1, 6), ("Æ", 1, 6), ("Ø", 2, 5), ("Å", 2, 4),
];

// Swedish edition (Alga / Mattel, as Svenska Scrabbleförbundet plays it): 100 tiles, two
// blanks; Å Ä Ö.
#[rustfmt::skip]
const SWEDISH: &[Row] = &[
    ("A", 8, 1), ("B", 2, 4), ("C", 1, 8), ("D", 5, 1), ("E", 7, 1), ("F", 2, 3), ("G", 3, 2),
    ("H", 2, 2), ("I", 5, 1), ("J", 1, 7), ("K", 3, 2), ("L", 5, 1), ("M", 3, 2), ("N", 6, 1),
    ("O", 5, 2), ("P", 2, 4), ("R", 8, 1), ("S", 8, 1), ("T", 8, 1), ("U", 3, 4), ("V", 2, 3),
    ("X", 1, 8), ("Y", 1, 7), ("Z", 1, 10), ("Å", 2, 4), ("Ä", 2, 3), ("Ö", 2, 4),
];

// Catalan edition (the set of the Associació de Jugadors de Scrabble en Català, 2004):
// 100 tiles, two blanks; L·L, NY and QU are single tiles, Ç is a tile; no K W Y.
#[rustfmt::skip]
const CATALAN: &[Row] = &[
    ("A", 12, 1), ("B", 2, 3), ("C", 3, 2), ("Ç", 1, 10), ("D", 3, 2), ("E", 13, 1), ("F", 1, 4),
    ("G", 2, 3), ("H", 1, 8), ("I", 8, 1), ("J", 1, 8), ("L", 4, 1), ("L·L", 1, 10), ("M", 3, 2),
    ("N", 6, 1), ("NY", 1, 10), ("O", 5, 1), ("P", 2, 3), ("QU", 1, 8), ("R", 8, 1), ("S", 8, 1),
    ("T", 5, 1), ("U", 4, 1), ("V", 1, 4), ("X", 1, 10), ("Z", 1, 8),
];

// Polish edition (Mattel / Polska Federacja Scrabble): 100 tiles, two blanks.
#[rustfmt::skip]
const POLISH: &[Row] = &[
    ("A", 9, 1), ("Ą", 1, 5), ("B", 2, 3), ("C", 3, 2), ("Ć", 1, 6), ("D", 3, 2), ("E", 7, 1),
    ("Ę", 1, 5), ("F", 1, 5), ("G", 2, 3), ("H", 2, 3), ("I", 8, 1), ("J", 2, 3), ("K", 3, 2),
    ("L", 3, 2), ("Ł", 2, 3), ("M", 3, 2), ("N", 5, 1), ("Ń", 1, 7), ("O", 6, 1), ("Ó", 1, 5),
    ("P", 3, 2), ("R", 4, 1), ("S", 4, 1), ("Ś", 1, 5), ("T", 3, 2), ("U", 2, 3), ("W", 4, 1),
    ("Y", 4, 2), ("Z", 5, 1), ("Ź", 1, 9), ("Ż", 1, 5),
];

// Norwegian and Swedish sort Ä Ö and Æ Ø as one letter each (the Nordic alphabets' order):
// each edition plays the other's form as its own tile rather than dropping the diacritic.
const NORWEGIAN_FOLDS: &[Fold] = &[('Ä', "Æ"), ('Ö', "Ø")];
const SWEDISH_FOLDS: &[Fold] = &[('Æ', "Ä"), ('Ø', "Ö")];

/// Every edition's tile set, English first.
pub const EDITIONS: &[Edition] = &[
    edition("english", "English", 2, ENGLISH, &[]),
    edition("french", "French", 2, FRENCH, &[]),
    edition("german", "German", 2, GERMAN, &[]),
    edition("spanish", "Spanish", 2, SPANISH, &[]),
    edition("italian", "Italian", 2, ITALIAN, &[]),
    edition("dutch", "Dutch", 2, DUTCH, &[]),
    edition("portuguese", "Portuguese", 3, PORTUGUESE, &[]),
    edition("norwegian", "Norwegian", 2, NORWEGIAN, NORWEGIAN_FOLDS),
    edition("swedish", "Swedish", 2, SWEDISH, SWEDISH_FOLDS),
    edition("catalan", "Catalan", 2, CATALAN, &[]),
    edition("polish", "Polish", 2, POLISH, &[]),
];

const fn edition(
    name: &'static str,
    language: &'static str,
    blanks: u8,
    rows: &'static [Row],
    folds: &'static [Fold],
) -> Edition {
    Edition {
        name,
        language,
        blanks,
        rows,
        folds,
    }
}

impl Edition {
    /// The English edition, the set every game plays with unless its word list names another.
    pub fn english() -> Self {
        EDITIONS[0]
    }

    /// The edition called `name` (`spanish`, in any case), if there is one.
    pub fn named(name: &str) -> Option<Self> {
        EDITIONS
            .iter()
            .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
            .copied()
    }

    /// Whether this is the English edition.
    pub fn is_english(&self) -> bool {
        self.name == EDITIONS[0].name
    }
}

/// A stored edition name that names no edition (the database reads editions through it).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no tile set is called {0:?}")]
pub struct UnknownEdition(pub String);

impl TryFrom<String> for Edition {
    type Error = UnknownEdition;

    fn try_from(name: String) -> Result<Self, Self::Error> {
        Self::named(&name).ok_or(UnknownEdition(name))
    }
}

impl TileSet {
    /// The standard English tile set (rules/README.md).
    pub fn english() -> Self {
        EDITIONS[0].tile_set()
    }

    /// The Polish tile set.
    pub fn polish() -> Self {
        Self::by_name("polish").expect("the Polish edition is listed")
    }

    /// The tile set of the edition called `name` (`spanish`, in any case), if there is one.
    pub fn by_name(name: &str) -> Option<Self> {
        Edition::named(name).map(|e| e.tile_set())
    }

    /// Every edition's tile set, English first.
    pub fn all() -> Vec<Self> {
        EDITIONS.iter().map(Edition::tile_set).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each edition's documented size: (name, tiles with blanks, blanks, letters).
    const DOCUMENTED: &[(&str, usize, u8, usize)] = &[
        ("english", 100, 2, 26),
        ("french", 102, 2, 26),
        ("german", 102, 2, 29),
        ("spanish", 100, 2, 28),
        ("italian", 120, 2, 21),
        ("dutch", 102, 2, 26),
        ("portuguese", 120, 3, 24),
        ("norwegian", 100, 2, 26),
        ("swedish", 100, 2, 27),
        ("catalan", 100, 2, 26),
        ("polish", 100, 2, 32),
    ];

    #[test]
    fn every_edition_has_its_documented_tile_count_and_blanks() {
        assert_eq!(EDITIONS.len(), DOCUMENTED.len());
        for &(name, tiles, blanks, letters) in DOCUMENTED {
            let set = TileSet::by_name(name).unwrap();
            assert_eq!(set.name(), name);
            assert_eq!(set.total_tiles(), tiles, "{name}");
            assert_eq!(set.blanks(), blanks, "{name}");
            assert_eq!(set.letter_count(), letters, "{name}");
            assert!(set.letters().all(|l| set.count(l) > 0 && set.value(l) > 0));
        }
    }

    #[test]
    fn sets_are_found_by_name_in_any_case_and_listed() {
        let spanish = TileSet::by_name(" Spanish ").unwrap();
        assert_eq!(spanish.language(), "Spanish");
        let labels: Vec<&str> = spanish.letters().map(|l| spanish.label(l)).collect();
        for digraph in ["CH", "LL", "RR", "Ñ"] {
            assert!(labels.contains(&digraph), "{digraph}");
        }
        assert!(TileSet::by_name("klingon").is_none());
        let names: Vec<String> = TileSet::all().iter().map(|s| s.name().to_owned()).collect();
        assert_eq!(names[0], "english");
        assert!(names.contains(&"catalan".to_owned()));
        assert_eq!(TileSet::polish(), TileSet::by_name("POLISH").unwrap());
    }
}
