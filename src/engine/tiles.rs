//! Tile sets: the alphabet, how many tiles of each letter there are and what each is worth.

/// A letter of a tile set's alphabet, numbered from 1 in the order the set lists them.
/// `0` is never a letter: in racks and bags it stands for the blank (see [`BLANK`]).
pub type Letter = u8;

/// The blank tile in a rack or bag ("the two blank tiles may be used as any letters", rule 6).
pub const BLANK: u8 = 0;

/// A tile lying on the board: the letter it shows and whether it is a blank standing for it.
/// A blank keeps its letter for the rest of the game (rule 6) and is worth nothing (rule 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    pub letter: Letter,
    pub blank: bool,
}

impl Placed {
    /// A real (non-blank) tile.
    pub const fn tile(letter: Letter) -> Self {
        Self {
            letter,
            blank: false,
        }
    }

    /// A blank designated as `letter`.
    pub const fn blank(letter: Letter) -> Self {
        Self {
            letter,
            blank: true,
        }
    }

    /// The rack tile this came from: the letter itself, or [`BLANK`].
    pub const fn rack_tile(self) -> u8 {
        if self.blank { BLANK } else { self.letter }
    }
}

/// One letter of a tile set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterSpec {
    /// What the tile shows, upper case (`"A"`, `"Ą"`).
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
    name: String,
    letters: Vec<LetterSpec>,
    blanks: u8,
}

/// Table rows: (label, count, value).
type Row = (&'static str, u8, u16);

/// The standard English set (rules/README.md): 100 tiles worth 187 points, two blanks.
#[rustfmt::skip]
const ENGLISH: &[Row] = &[
    ("A", 9, 1), ("B", 2, 3), ("C", 2, 3), ("D", 4, 2), ("E", 12, 1), ("F", 2, 4), ("G", 3, 2),
    ("H", 2, 4), ("I", 9, 1), ("J", 1, 8), ("K", 1, 5), ("L", 4, 1), ("M", 2, 3), ("N", 6, 1),
    ("O", 8, 1), ("P", 2, 3), ("Q", 1, 10), ("R", 6, 1), ("S", 4, 1), ("T", 6, 1), ("U", 4, 1),
    ("V", 2, 4), ("W", 2, 4), ("X", 1, 8), ("Y", 2, 4), ("Z", 1, 10),
];

/// The Polish set (100 tiles, two blanks), used by Polish game records.
#[rustfmt::skip]
const POLISH: &[Row] = &[
    ("A", 9, 1), ("Ą", 1, 5), ("B", 2, 3), ("C", 3, 2), ("Ć", 1, 6), ("D", 3, 2), ("E", 7, 1),
    ("Ę", 1, 5), ("F", 1, 5), ("G", 2, 3), ("H", 2, 3), ("I", 8, 1), ("J", 2, 3), ("K", 3, 2),
    ("L", 3, 2), ("Ł", 2, 3), ("M", 3, 2), ("N", 5, 1), ("Ń", 1, 7), ("O", 6, 1), ("Ó", 1, 5),
    ("P", 3, 2), ("R", 4, 1), ("S", 4, 1), ("Ś", 1, 5), ("T", 3, 2), ("U", 2, 3), ("W", 4, 1),
    ("Y", 4, 2), ("Z", 5, 1), ("Ź", 1, 9), ("Ż", 1, 5),
];

impl TileSet {
    /// Builds a set from a table. Panics if the table is empty or has more than 63 letters,
    /// which would be a mistake in the table, not in play.
    pub fn new(name: &str, letters: Vec<LetterSpec>, blanks: u8) -> Self {
        assert!(
            !letters.is_empty() && letters.len() < 64,
            "a tile set has 1 to 63 letters"
        );
        Self {
            name: name.to_owned(),
            letters,
            blanks,
        }
    }

    fn from_rows(name: &str, rows: &[Row], blanks: u8) -> Self {
        let letters = rows
            .iter()
            .map(|&(label, count, value)| LetterSpec {
                label: label.to_owned(),
                count,
                value,
            })
            .collect();
        Self::new(name, letters, blanks)
    }

    /// The standard English tile set (rules/README.md).
    pub fn english() -> Self {
        Self::from_rows("english", ENGLISH, 2)
    }

    /// The Polish tile set.
    pub fn polish() -> Self {
        Self::from_rows("polish", POLISH, 2)
    }

    /// The tile set's name (`english`, `polish`, ...).
    pub fn name(&self) -> &str {
        &self.name
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

    /// The upper-case label of a letter.
    pub fn label(&self, letter: Letter) -> &str {
        &self.spec(letter).label
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

    /// The letter whose label is `c` in either case, if the set has one.
    pub fn letter_of(&self, c: char) -> Option<Letter> {
        let mut upper = c.to_uppercase();
        let (u, rest) = (upper.next()?, upper.next());
        if rest.is_some() {
            return None;
        }
        self.letters
            .iter()
            .position(|s| {
                let mut chars = s.label.chars();
                chars.next() == Some(u) && chars.next().is_none()
            })
            .map(|i| (i + 1) as Letter)
    }

    /// A word's letters as text: upper case, or lower case for blanks (the GCG convention).
    pub fn spell(&self, tiles: &[Placed]) -> String {
        tiles
            .iter()
            .map(|p| {
                let label = self.label(p.letter);
                if p.blank {
                    label.to_lowercase()
                } else {
                    label.to_owned()
                }
            })
            .collect()
    }

    /// Letters (no blanks) as upper-case text.
    pub fn spell_letters(&self, letters: &[Letter]) -> String {
        letters.iter().map(|&l| self.label(l)).collect()
    }

    /// Parses a word of letters (either case) into letters; `None` if a character is not a letter.
    pub fn parse_letters(&self, word: &str) -> Option<Vec<Letter>> {
        word.chars().map(|c| self.letter_of(c)).collect()
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
    fn blanks_are_worth_nothing_and_spell_lower_case() {
        let set = TileSet::english();
        let a = set.letter_of('A').unwrap();
        assert_eq!(set.placed_value(Placed::blank(a)), 0);
        assert_eq!(set.placed_value(Placed::tile(a)), 1);
        assert_eq!(set.spell(&[Placed::tile(a), Placed::blank(a)]), "Aa");
        assert_eq!(set.parse_letters("ab1"), None);
    }
}
