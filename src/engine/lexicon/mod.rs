//! The lexicon: a compact word graph (a minimised GADDAG) over a tile set's letters, read in
//! place from its byte form. Word checks, the word queries players ask, and the walks the move
//! generator makes.

mod anagram;
mod check;
mod error;
mod gaddag;
mod graph;
mod graph_builder;
mod hooks;
mod input;
mod pattern;
mod query;
mod system_words;
mod walk;

pub use anagram::AnagramMode;
pub use error::LexiconError;
pub use gaddag::Lexicon;
pub use graph::{Arc, Arcs, ArcsAmong, Graph, Node};
pub use graph_builder::SEPARATOR;
pub use hooks::Hooks;
pub use input::{Expected, MAX_BLANKS, MAX_LETTERS, MAX_TILES, QueryError};
pub use pattern::{Pattern, PatternItem};
pub use query::{Answer, QueryKind, WordQuery};
pub use system_words::{Dropped, SystemWords, read_system_words};
pub use walk::WordList;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod query_tests;
