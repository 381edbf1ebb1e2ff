//! A word list as a GADDAG ([`Lexicon`]): built from words or text, loaded from its byte form
//! (the built-in ENABLE list prebuilt at compile time), and the word check the rules ask for.

use std::borrow::Cow;

use super::check::{check_graph, is_graph_bytes};
use super::error::LexiconError;
use super::graph::{Arc, Arcs, Graph, Node};
use super::graph_builder::{self, HEADER_LEN};
use crate::engine::dictionary::Dictionary;
use crate::engine::tiles::{Letter, TileSet};

/// A word list as a GADDAG: for every word and every split, the reversed head, the separator
/// and the rest. Read directly from its bytes (borrowed for the built-in list, owned otherwise).
#[derive(Clone, Debug)]
pub struct Lexicon {
    bytes: Cow<'static, [u8]>,
}

/// ENABLE prebuilt by `build.rs` (English letter codes).
static ENABLE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/enable.lxg"));

impl Lexicon {
    /// The default lexicon: ENABLE (172,820 words, public domain), for the English tile set.
    /// Prebuilt at compile time, so this costs nothing.
    pub fn enable() -> Self {
        Self {
            bytes: Cow::Borrowed(ENABLE),
        }
    }

    /// Builds a lexicon from words given as letter codes (1..=63).
    pub fn from_words<W: AsRef<[Letter]>>(
        words: impl IntoIterator<Item = W>,
    ) -> Result<Self, LexiconError> {
        let words: Vec<Vec<Letter>> = words.into_iter().map(|w| w.as_ref().to_vec()).collect();
        let bytes = graph_builder::build_graph(&words).map_err(|e| match e {
            graph_builder::GraphError::BadLetter(_) => {
                LexiconError::BadGraph("a letter code outside 1..=63")
            }
            graph_builder::GraphError::TooLarge => LexiconError::TooLarge,
        })?;
        Ok(Self {
            bytes: Cow::Owned(bytes),
        })
    }

    /// Builds a lexicon from a word list as text: one word a line, in the letters of `tiles`
    /// as written (either case, no fold: a plain list is taken as it is). Blank lines and lines
    /// starting with `#` are skipped, as is anything after the first space or tab (definitions).
    pub fn from_text(tiles: &TileSet, text: &str) -> Result<Self, LexiconError> {
        let mut words = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let word = line.split_whitespace().next().unwrap_or("");
            if word.is_empty() || word.starts_with('#') {
                continue;
            }
            let letters =
                tiles
                    .parse_letters_as_written(word)
                    .ok_or_else(|| LexiconError::NotALetter {
                        line: i + 1,
                        word: word.to_owned(),
                        set: tiles.name().to_owned(),
                    })?;
            words.push(letters);
        }
        Self::from_words(words)
    }

    /// Whether `bytes` look like a stored word graph rather than a word list (they start with
    /// the graph magic; [`Lexicon::from_bytes`] still checks them).
    pub fn is_graph_bytes(bytes: &[u8]) -> bool {
        is_graph_bytes(bytes)
    }

    /// Loads a graph from its byte form (see [`Lexicon::as_bytes`]), checking that every walk
    /// over it stays inside it.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, LexiconError> {
        check_graph(&bytes)?;
        Ok(Self {
            bytes: Cow::Owned(bytes),
        })
    }

    /// The byte form, to cache a built lexicon and load it again with [`Lexicon::from_bytes`].
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    fn header(&self, field: usize) -> u32 {
        let at = 4 + 4 * field;
        u32::from_le_bytes([
            self.bytes[at],
            self.bytes[at + 1],
            self.bytes[at + 2],
            self.bytes[at + 3],
        ])
    }

    /// Number of words.
    pub fn word_count(&self) -> usize {
        self.header(1) as usize
    }

    /// Length of the longest word.
    pub fn longest_word(&self) -> usize {
        self.header(2) as usize
    }

    /// Size of the graph in four-byte words: its arcs, and the letter sets of the nodes with
    /// more than one arc.
    pub fn graph_words(&self) -> usize {
        self.header(0) as usize
    }

    /// The graph, read in place; walks over it are the hot path of move generation.
    #[inline]
    pub fn graph(&self) -> Graph<'_> {
        let (arcs, _) = self.bytes[HEADER_LEN..].as_chunks::<4>();
        Graph {
            arcs,
            wide: self.header(3) == 2,
        }
    }

    /// The root node: its arcs start every GADDAG entry.
    pub fn root(&self) -> Node {
        self.graph().root()
    }

    /// The arcs leaving `node`, in letter order (the separator first).
    pub fn arcs(&self, node: Node) -> Arcs<'_> {
        self.graph().arcs(node)
    }

    /// The arc for `letter` leaving `node`, if any.
    pub fn find(&self, node: Node, letter: Letter) -> Option<Arc> {
        self.graph().find(node, letter)
    }

    /// Follows `letters` from `node`; the last arc taken (None if a letter is missing or
    /// `letters` is empty).
    pub fn walk(&self, node: Node, letters: impl IntoIterator<Item = Letter>) -> Option<Arc> {
        self.graph().walk(node, letters)
    }

    /// Whether `word` is in the list ("agree upon the dictionary", rule 8).
    pub fn contains_word(&self, word: &[Letter]) -> bool {
        !word.is_empty()
            && self
                .walk(self.root(), word.iter().rev().copied())
                .is_some_and(Arc::accepts)
    }
}

impl Dictionary for Lexicon {
    fn contains(&self, word: &[Letter]) -> bool {
        self.contains_word(word)
    }
}
