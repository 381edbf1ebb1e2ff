//! A tile set: the alphabet, how many tiles of each letter there are and what each is worth.

use super::fold::{Fold, fold_table, is_vowel_label};
use super::placed::{BLANK, Letter, Placed};

/// One letter of a tile set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterSpec {
    /// What the tile shows, upper case: one letter (`"A"`, `"Ą"`) or several (`"CH"`, `"L·L"`).
    pub label: String,
    /// How many such tiles the set has.
    pub count: u8,
    /// Points the tile scores (rule 10).
    pub value: u16,
}

/// A tile set: letters with counts and values, plus blanks. Distributions are data, so a
/// language or a variant's set is a new table, not new code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet {
    letters: Vec<LetterSpec>,
    blanks: u8,
    /// Names and what is worked out from the table, boxed: a tile set is carried in many
    /// values (variants, positions, games) and is kept small.
    about: Box<About>,
}

/// A tile set's names and the labels' other forms.
#[derive(Clone, Debug, PartialEq, Eq)]
struct About {
    name: String,
    language: String,
    /// Each letter's label in lower case (a blank standing for it), indexed like `letters`.
    lower: Vec<String>,
    /// The letters whose label has several characters, longest label first, each with whether
    /// its characters are all letters of the set on their own (so `CH` could also be `C`, `H`).
    multi: Vec<(Letter, bool)>,
    /// The edition's fold table (`fold.rs`), sorted by letter: each upper-case letter that is
    /// not a tile of the set, with the letters it is played as.
    folds: Vec<(char, String)>,
    /// The vowels (`fold.rs`): bit `l` for letter `l`.
    vowels: u64,
}

impl TileSet {
    /// Builds a set from a table, with the edition's own fold entries (`fold.rs`; the shared
    /// Latin table applies after them). Panics if the table is empty, has more than 63 letters
    /// or a label that is empty or repeated, which would be mistakes in the table, not in play.
    pub fn new(
        name: &str,
        language: &str,
        letters: Vec<LetterSpec>,
        blanks: u8,
        folds: &[Fold],
    ) -> Self {
        assert!(
            !letters.is_empty() && letters.len() < 64,
            "a tile set has 1 to 63 letters"
        );
        for (i, spec) in letters.iter().enumerate() {
            assert!(!spec.label.is_empty(), "a tile has a label");
            assert!(
                letters[..i].iter().all(|s| s.label != spec.label),
                "labels are distinct"
            );
        }
        let single = |c: char| {
            letters
                .iter()
                .any(|s| s.label.chars().eq(std::iter::once(c)))
        };
        let mut multi: Vec<(Letter, bool)> = letters
            .iter()
            .enumerate()
            .filter(|(_, s)| s.label.chars().count() > 1)
            .map(|(i, s)| ((i + 1) as Letter, s.label.chars().all(single)))
            .collect();
        multi.sort_by_key(|&(l, _)| {
            std::cmp::Reverse(letters[usize::from(l) - 1].label.chars().count())
        });
        let mut set = Self {
            about: Box::new(About {
                name: name.to_owned(),
                language: language.to_owned(),
                lower: letters.iter().map(|s| s.label.to_lowercase()).collect(),
                multi,
                folds: Vec::new(),
                vowels: letters
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| is_vowel_label(&s.label))
                    .fold(0, |bits, (i, _)| bits | (1 << (i + 1))),
            }),
            letters,
            blanks,
        };
        let table = fold_table(|c| set.letter_of(c).is_some(), folds);
        set.about.folds = table;
        set
    }

    /// The tile set's name (`english`, `polish`, `spanish`, ...).
    pub fn name(&self) -> &str {
        &self.about.name
    }

    /// The language it is for, in English (`Spanish`).
    pub fn language(&self) -> &str {
        &self.about.language
    }

    /// Number of distinct letters; letters are `1..=letter_count()`.
    pub fn letter_count(&self) -> usize {
        self.letters.len()
    }

    /// All letters in alphabet order.
    pub fn letters(&self) -> impl Iterator<Item = Letter> + '_ {
        (1..=self.letters.len()).map(|l| l as Letter)
    }

    fn spec(&self, letter: Letter) -> &LetterSpec {
        &self.letters[usize::from(letter) - 1]
    }

    /// Points for a rack tile: a letter's value, 0 for the blank (rule 10).
    pub fn value(&self, tile: u8) -> u16 {
        if tile == BLANK {
            0
        } else {
            self.spec(tile).value
        }
    }

    /// Points for a tile on the board: 0 if it is a blank (rule 10).
    pub fn placed_value(&self, placed: Placed) -> u16 {
        if placed.blank {
            0
        } else {
            self.value(placed.letter)
        }
    }

    /// The upper-case label of a letter (`A`, `CH`).
    pub fn label(&self, letter: Letter) -> &str {
        &self.spec(letter).label
    }

    /// The lower-case label of a letter (`a`, `ch`): how a blank standing for it is written.
    pub fn lower_label(&self, letter: Letter) -> &str {
        &self.about.lower[usize::from(letter) - 1]
    }

    /// The letters with labels of several characters, longest first, each with whether its
    /// characters are also letters of the set on their own.
    pub(super) fn multi_letters(&self) -> &[(Letter, bool)] {
        &self.about.multi
    }

    /// The fold table, sorted by letter.
    pub(super) fn fold_entries(&self) -> &[(char, String)] {
        &self.about.folds
    }

    /// Whether `letter` is a vowel of the set (A E I O U Y, with or without a diacritic:
    /// German Ä, Polish Ą Ę Ó, Norwegian Æ Ø Å; `fold.rs`); multi-letter tiles are not.
    pub fn is_vowel(&self, letter: Letter) -> bool {
        (self.about.vowels & (1 << letter)) != 0
    }

    /// How many tiles of `tile` the full set has (index 0: blanks).
    pub fn count(&self, tile: u8) -> u8 {
        if tile == BLANK {
            self.blanks
        } else {
            self.spec(tile).count
        }
    }

    /// Number of blanks in the set.
    pub fn blanks(&self) -> u8 {
        self.blanks
    }

    /// Counts of every tile, indexed by tile (index 0: blanks): the whole distribution.
    pub fn distribution(&self) -> Vec<u8> {
        std::iter::once(self.blanks)
            .chain(self.letters.iter().map(|s| s.count))
            .collect()
    }

    /// Total number of tiles in the set.
    pub fn total_tiles(&self) -> usize {
        self.distribution().iter().map(|&c| usize::from(c)).sum()
    }

    /// Total face value of the set.
    pub fn total_value(&self) -> u32 {
        self.letters
            .iter()
            .map(|s| u32::from(s.count) * u32::from(s.value))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_set_has_100_tiles_worth_187() {
        let set = TileSet::english();
        assert_eq!(set.total_tiles(), 100);
        assert_eq!(set.total_value(), 187);
        assert_eq!(set.blanks(), 2);
        assert_eq!(set.value(set.letter_of('q').unwrap()), 10);
        assert_eq!(set.count(set.letter_of('E').unwrap()), 12);
    }

    #[test]
    fn polish_set_has_100_tiles() {
        let set = TileSet::polish();
        assert_eq!(set.total_tiles(), 100);
        assert_eq!(set.letter_of('ź'), set.letter_of('Ź'));
        assert_eq!(set.value(set.letter_of('Ź').unwrap()), 9);
    }

    #[test]
    fn blanks_are_worth_nothing() {
        let set = TileSet::english();
        let a = set.letter_of('A').unwrap();
        assert_eq!(set.placed_value(Placed::blank(a)), 0);
        assert_eq!(set.placed_value(Placed::tile(a)), 1);
    }

    #[test]
    fn multi_letter_labels_are_listed_longest_first() {
        let set = TileSet::by_name("catalan").unwrap();
        let labels: Vec<(&str, bool)> = set
            .multi_letters()
            .iter()
            .map(|&(l, apart)| (set.label(l), apart))
            .collect();
        // L·L's middle dot is no tile; Y and Q are not Catalan tiles on their own.
        assert_eq!(labels, [("L·L", false), ("NY", false), ("QU", false)]);
        let spanish = TileSet::by_name("spanish").unwrap();
        assert!(spanish.multi_letters().iter().all(|&(_, apart)| apart));
        assert_eq!(spanish.lower_label(spanish.multi_letters()[0].0), "ch");
    }
}
