//! Word queries for the word commands: anagrams of a rack (with blanks) and patterns such as
//! `C?T` or `*ING`. Both walk the reversed words the GADDAG holds (the entries with no separator).

use super::{Arc, Lexicon, Node, SEPARATOR};
use crate::engine::tiles::{BLANK, Letter, TileSet};

/// One position of a word pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternItem {
    /// Exactly this letter.
    Letter(Letter),
    /// Any one letter (`?`).
    AnyLetter,
    /// Any run of letters, possibly none (`*`).
    AnyRun,
}

/// A word pattern: letters, `?` for one letter, `*` for any run of letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    items: Vec<PatternItem>,
}

/// Why a pattern could not be read. Shown to players.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PatternError {
    #[error("the pattern is empty")]
    Empty,
    #[error("{0:?} is not a letter, `?` or `*`")]
    NotALetter(char),
}

impl Pattern {
    /// Reads a pattern in the letters of `tiles` (either case), `?` and `*`.
    pub fn parse(tiles: &TileSet, text: &str) -> Result<Self, PatternError> {
        let items = text
            .trim()
            .chars()
            .map(|c| match c {
                '?' => Ok(PatternItem::AnyLetter),
                '*' => Ok(PatternItem::AnyRun),
                _ => tiles
                    .letter_of(c)
                    .map(PatternItem::Letter)
                    .ok_or(PatternError::NotALetter(c)),
            })
            .collect::<Result<Vec<_>, _>>()?;
        if items.is_empty() {
            return Err(PatternError::Empty);
        }
        Ok(Self { items })
    }

    pub fn items(&self) -> &[PatternItem] {
        &self.items
    }
}

/// Which words an anagram query returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnagramMode {
    /// Words using every tile given.
    AllTiles,
    /// Words of two or more letters using some of the tiles.
    SomeTiles,
}

/// Sorts and deduplicates words found reversed, turning them the right way round.
fn finish(mut found: Vec<Vec<Letter>>) -> Vec<Vec<Letter>> {
    for word in &mut found {
        word.reverse();
    }
    found.sort_unstable();
    found.dedup();
    found
}

impl Lexicon {
    /// Words matching `pattern`, in alphabet order.
    pub fn matching(&self, pattern: &Pattern) -> Vec<Vec<Letter>> {
        let reversed: Vec<PatternItem> = pattern.items.iter().rev().copied().collect();
        let mut found = Vec::new();
        let mut word = Vec::new();
        self.match_from(self.root(), &reversed, &mut word, &mut found);
        finish(found)
    }

    fn match_from(
        &self,
        node: Node,
        rest: &[PatternItem],
        word: &mut Vec<Letter>,
        found: &mut Vec<Vec<Letter>>,
    ) {
        let Some((&item, after)) = rest.split_first() else {
            return;
        };
        if item == PatternItem::AnyRun {
            self.match_from(node, after, word, found);
        }
        for arc in self.arcs(node).filter(|a| a.letter() != SEPARATOR) {
            let (fits, next) = match item {
                PatternItem::Letter(l) => (arc.letter() == l, after),
                PatternItem::AnyLetter => (true, after),
                PatternItem::AnyRun => (true, rest),
            };
            if !fits {
                continue;
            }
            word.push(arc.letter());
            if arc.accepts() && next.iter().all(|&i| i == PatternItem::AnyRun) {
                found.push(word.clone());
            }
            self.match_from(arc.child(), next, word, found);
            word.pop();
        }
    }

    /// Words that can be made from `tiles` (letters, and [`BLANK`] standing for any letter), in
    /// alphabet order; each word once, whichever tiles make it.
    pub fn anagrams(&self, tiles: &[u8], mode: AnagramMode) -> Vec<Vec<Letter>> {
        let mut counts = [0u8; 64];
        for &t in tiles {
            counts[usize::from(t).min(63)] += 1;
        }
        let mut found = Vec::new();
        let mut word = Vec::new();
        self.anagram_from(
            self.root(),
            &mut counts,
            tiles.len(),
            mode,
            &mut word,
            &mut found,
        );
        finish(found)
    }

    fn anagram_from(
        &self,
        node: Node,
        counts: &mut [u8; 64],
        left: usize,
        mode: AnagramMode,
        word: &mut Vec<Letter>,
        found: &mut Vec<Vec<Letter>>,
    ) {
        if left == 0 {
            return;
        }
        for arc in self.arcs(node).filter(|a| a.letter() != SEPARATOR) {
            let letter = usize::from(arc.letter());
            let tile = if counts[letter] > 0 {
                letter
            } else if counts[usize::from(BLANK)] > 0 {
                usize::from(BLANK)
            } else {
                continue;
            };
            counts[tile] -= 1;
            word.push(arc.letter());
            if Self::anagram_done(arc, left - 1, mode, word.len()) {
                found.push(word.clone());
            }
            self.anagram_from(arc.child(), counts, left - 1, mode, word, found);
            word.pop();
            counts[tile] += 1;
        }
    }

    fn anagram_done(arc: Arc, left: usize, mode: AnagramMode, len: usize) -> bool {
        arc.accepts()
            && match mode {
                AnagramMode::AllTiles => left == 0,
                AnagramMode::SomeTiles => len >= 2,
            }
    }
}
