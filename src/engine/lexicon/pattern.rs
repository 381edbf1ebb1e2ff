//! Word patterns: letters, `?` for any one letter, `*` for any run of letters (possibly none),
//! `[ABC]` for one of those letters (multi-letter tiles read as in a word: `[CH]` is CH). Matched as the walk goes, all positions at once: the set
//! of pattern positions reached so far is one bit mask (the "shift-and" method).

use super::gaddag::Lexicon;
use super::input::{Expected, MAX_LETTERS, QueryError, check_len, read_letter};
use super::walk::{Guide, WordList, walk_forward};
use crate::engine::tiles::{Letter, Reading, TileSet};

/// One position of a word pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternItem {
    /// Exactly this letter.
    Letter(Letter),
    /// Any one letter (`?`).
    AnyLetter,
    /// One of these letters (`[ABC]`): bit `l` for letter `l`.
    OneOf(u64),
    /// Any run of letters, possibly none (`*`).
    AnyRun,
}

impl PatternItem {
    /// The letters this item takes one of (all letters for `?` and `*`).
    fn letters(self) -> u64 {
        match self {
            PatternItem::Letter(l) => 1 << l,
            PatternItem::OneOf(set) => set,
            PatternItem::AnyLetter | PatternItem::AnyRun => !1,
        }
    }
}

/// A word pattern. Runs of `*` count as one; at most [`MAX_LETTERS`] positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    items: Vec<PatternItem>,
}

impl Pattern {
    /// Reads a pattern in the letters of `tiles` (either case, folded as the edition folds
    /// them), `?`, `*` and `[...]`.
    pub fn parse(tiles: &TileSet, text: &str) -> Result<Self, QueryError> {
        let mut items = Vec::new();
        let folded = tiles.fold(text);
        let mut rest = folded.trim();
        while let Some(c) = rest.chars().next() {
            let (item, len) = match c {
                '?' => (PatternItem::AnyLetter, 1),
                '*' => (PatternItem::AnyRun, 1),
                '[' => one_of(tiles, &rest[1..])?,
                ']' => return Err(QueryError::UnopenedSet),
                _ => {
                    let (letter, len) =
                        read_letter(tiles, rest, Reading::Word, Expected::PatternPart)?;
                    (PatternItem::Letter(letter), len)
                }
            };
            rest = &rest[len..];
            if !(item == PatternItem::AnyRun && items.last() == Some(&PatternItem::AnyRun)) {
                items.push(item);
            }
        }
        if items.is_empty() {
            return Err(QueryError::Empty);
        }
        check_len(items.len(), MAX_LETTERS)?;
        Ok(Self { items })
    }

    /// The pattern's items, in order.
    pub fn items(&self) -> &[PatternItem] {
        &self.items
    }
}

/// The letters of a `[...]` set after its `[`, read up to its `]`, and the bytes the set takes
/// with both brackets. Multi-letter tiles inside are read as in a word, so in a set with a `CH`
/// tile `[CH]` is that tile, as it is outside patterns (`[HC]` is C or H).
fn one_of(tiles: &TileSet, text: &str) -> Result<(PatternItem, usize), QueryError> {
    let mut set = 0u64;
    let mut at = 0;
    loop {
        match text[at..].chars().next() {
            None => return Err(QueryError::UnclosedSet),
            Some(']') if set == 0 => return Err(QueryError::EmptySet),
            Some(']') => return Ok((PatternItem::OneOf(set), at + 2)),
            Some(_) => {
                let (letter, len) =
                    read_letter(tiles, &text[at..], Reading::Word, Expected::PatternPart)?;
                set |= 1 << letter;
                at += len;
            }
        }
    }
}

/// The pattern as bit masks: bit `i` stands for "the first `i` items are matched".
struct Matcher {
    /// For each letter, the items it can match.
    matches: [u64; 64],
    /// The `*` items.
    runs: u64,
    /// For each item, the letters it takes.
    letters: Vec<u64>,
    /// The bit of the whole pattern matched.
    done: u64,
    /// The set of positions reached after each letter so far (the last is the current one).
    states: Vec<u64>,
}

impl Matcher {
    fn new(pattern: &Pattern) -> Self {
        let mut matches = [0u64; 64];
        let mut runs = 0;
        for (i, item) in pattern.items.iter().enumerate() {
            let bit = 1u64 << i;
            if *item == PatternItem::AnyRun {
                runs |= bit;
            }
            let letters = item.letters();
            for (l, m) in matches.iter_mut().enumerate().skip(1) {
                if letters & 1 << l != 0 {
                    *m |= bit;
                }
            }
        }
        let mut matcher = Self {
            matches,
            runs,
            letters: pattern.items.iter().map(|i| i.letters()).collect(),
            done: 1 << pattern.items.len(),
            states: Vec::with_capacity(MAX_LETTERS + 1),
        };
        let start = matcher.close(1);
        matcher.states.push(start);
        matcher
    }

    /// Adds the positions reached by letting a `*` match nothing.
    fn close(&self, state: u64) -> u64 {
        state | (state & self.runs) << 1
    }

    fn current(&self) -> u64 {
        self.states.last().copied().unwrap_or(0)
    }
}

impl Guide for Matcher {
    fn wanted(&self) -> u64 {
        let mut live = self.current() & !self.done;
        let mut wanted = 0;
        while live != 0 {
            wanted |= self.letters[live.trailing_zeros() as usize];
            live &= live - 1;
        }
        wanted
    }

    fn push(&mut self, letter: Letter) -> bool {
        let state = self.current() & self.matches[usize::from(letter)];
        // A `*` stays where it is after taking a letter; any other item moves on.
        let next = self.close((state & !self.runs) << 1 | state & self.runs);
        if next == 0 {
            return false;
        }
        self.states.push(next);
        true
    }

    fn pop(&mut self) {
        self.states.pop();
    }

    fn complete(&self, _len: usize) -> bool {
        self.current() & self.done != 0
    }
}

impl Lexicon {
    /// The words matching `pattern`, in alphabet order.
    pub fn matching(&self, pattern: &Pattern) -> WordList {
        walk_forward(self.graph(), &mut Matcher::new(pattern))
    }
}
