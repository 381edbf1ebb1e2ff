//! Hooks: the letters that make another word when put before a word (front hooks) or after it
//! (back hooks). Both are read straight off the GADDAG: the entry of the word reversed
//! continues with its front hooks, and with the separator, with its back hooks.

use super::gaddag::Lexicon;
use super::graph_builder::SEPARATOR;
use crate::engine::tiles::Letter;

/// The hook letters of a word, each in alphabet order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Hooks {
    /// Letters `L` such that `L` + word is a word.
    pub front: Vec<Letter>,
    /// Letters `L` such that word + `L` is a word.
    pub back: Vec<Letter>,
}

impl Lexicon {
    /// The front and back hooks of `word` (which need not be a word itself).
    pub fn hooks(&self, word: &[Letter]) -> Hooks {
        let graph = self.graph();
        let Some(arc) = graph.walk(graph.root(), word.iter().rev().copied()) else {
            return Hooks::default();
        };
        let node = arc.child();
        let accepted = |node| {
            graph
                .arcs(node)
                .filter(|a| a.letter() != SEPARATOR && a.accepts())
                .map(super::Arc::letter)
                .collect()
        };
        Hooks {
            front: accepted(node),
            back: graph
                .find(node, SEPARATOR)
                .map_or_else(Vec::new, |separator| accepted(separator.child())),
        }
    }
}
