//! What the engine asks of a word list: is this a word? ("agree upon the dictionary", rule 8).

use std::collections::HashSet;
use std::hash::BuildHasher;

use super::tiles::Letter;

/// A word list the rules consult when a play is checked or challenged.
pub trait Dictionary {
    /// Whether `word` (letters, blanks already given their letter) is acceptable.
    fn contains(&self, word: &[Letter]) -> bool;
}

impl<S: BuildHasher> Dictionary for HashSet<Vec<Letter>, S> {
    fn contains(&self, word: &[Letter]) -> bool {
        HashSet::contains(self, word)
    }
}

/// Accepts every word: for replaying records whose lexicon we do not have.
#[derive(Clone, Copy, Debug, Default)]
pub struct AnyWord;

impl Dictionary for AnyWord {
    fn contains(&self, _word: &[Letter]) -> bool {
        true
    }
}
