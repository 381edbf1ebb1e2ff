//! Walking the words of the lexicon forwards, in alphabet order, steered by a query. Every word
//! `W` has the GADDAG entry "first letter, separator, rest of W"; following the root's arcs and
//! then each separator visits every word once, letters left to right, so the words come out
//! sorted and without repeats, and a query prunes on its first letters.

use super::{Graph, Node, SEPARATOR};
use crate::engine::tiles::Letter;

/// Words a query found, in alphabet order, stored end to end (one allocation for all).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WordList {
    letters: Vec<Letter>,
    ends: Vec<u32>,
}

impl WordList {
    /// Number of words.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether no word was found.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The words, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &[Letter]> + '_ {
        (0..self.ends.len()).map(|i| self.word(i))
    }

    /// The `i`th word.
    pub fn word(&self, i: usize) -> &[Letter] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.letters[start..self.ends[i] as usize]
    }

    fn push(&mut self, word: &[Letter]) {
        self.letters.extend_from_slice(word);
        self.ends.push(self.letters.len() as u32);
    }
}

/// What steers a forward walk: which letters may come next, and when the letters so far are
/// an answer.
pub trait Guide {
    /// The letters worth trying next (bit `l` for letter `l`).
    fn wanted(&self) -> u64;
    /// Takes `letter` as the next letter; false (and nothing changed) if it cannot be.
    fn push(&mut self, letter: Letter) -> bool;
    /// Undoes the last successful [`Guide::push`].
    fn pop(&mut self);
    /// Whether the letters pushed so far, which the lexicon has as a word, answer the query.
    fn complete(&self, len: usize) -> bool;
}

/// Every word of the graph `guide` accepts, in alphabet order.
pub fn walk_forward(graph: Graph<'_>, guide: &mut impl Guide) -> WordList {
    let mut walk = Walk {
        graph,
        word: Vec::with_capacity(32),
        found: WordList::default(),
    };
    let root = graph.root();
    for arc in graph.arcs_among(root, guide.wanted() & !1) {
        if !guide.push(arc.letter()) {
            continue;
        }
        walk.word.push(arc.letter());
        if arc.accepts() && guide.complete(1) {
            walk.found.push(&walk.word);
        }
        if let Some(separator) = graph.find(arc.child(), SEPARATOR) {
            walk.rest(separator.child(), guide);
        }
        walk.word.pop();
        guide.pop();
    }
    walk.found
}

struct Walk<'a> {
    graph: Graph<'a>,
    word: Vec<Letter>,
    found: WordList,
}

impl Walk<'_> {
    /// The letters after the first: plain forward arcs.
    fn rest(&mut self, node: Node, guide: &mut impl Guide) {
        let wanted = guide.wanted() & !1;
        if wanted == 0 {
            return;
        }
        for arc in self.graph.arcs_among(node, wanted) {
            if !guide.push(arc.letter()) {
                continue;
            }
            self.word.push(arc.letter());
            if arc.accepts() && guide.complete(self.word.len()) {
                self.found.push(&self.word);
            }
            let child = arc.child();
            if !child.is_none() {
                self.rest(child, guide);
            }
            self.word.pop();
            guide.pop();
        }
    }
}
