//! The lexicon: a compact word graph (a minimised GADDAG) over a tile set's letters, read in
//! place from its byte form. Word checks, the word queries players ask, and the walks the move
//! generator makes.

mod anagram;
mod graph_builder;
mod hooks;
mod input;
mod pattern;
mod query;
mod walk;

use std::borrow::Cow;

use super::dictionary::Dictionary;
use super::tiles::{Letter, TileSet};
use graph_builder::{
    ACCEPTS, CHILD_SHIFT, HEADER_LEN, LAST, LETTER_MASK, MAGIC, NODE_HEADER, ROOT_AT,
};

pub use anagram::AnagramMode;
pub use graph_builder::SEPARATOR;
pub use hooks::Hooks;
pub use input::{MAX_BLANKS, MAX_LETTERS, MAX_TILES, QueryError};
pub use pattern::{Pattern, PatternItem};
pub use query::{Answer, QueryKind, WordQuery};
pub use walk::WordList;

/// Why a word list or a stored graph could not be loaded. Shown to server operators.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LexiconError {
    #[error("line {line}: {word:?} has a character that is not a letter of the {set} tile set")]
    NotALetter {
        line: usize,
        word: String,
        set: String,
    },
    #[error("the word list is too large for a word graph (more than 2^24 arcs and nodes)")]
    TooLarge,
    #[error("these bytes are not a Lexicord word graph ({0})")]
    BadGraph(&'static str),
}

/// One arc of the word graph: a letter (or [`SEPARATOR`]) leading to a child node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arc(u32);

impl Arc {
    /// The letter on the arc; [`SEPARATOR`] for the GADDAG separator.
    #[inline]
    pub fn letter(self) -> Letter {
        (self.0 & LETTER_MASK) as Letter
    }

    /// Whether the path ending with this arc spells a whole entry (a reversed word, or a
    /// reversed head, separator and tail).
    #[inline]
    pub fn accepts(self) -> bool {
        self.0 & ACCEPTS != 0
    }

    #[inline]
    fn is_last(self) -> bool {
        self.0 & LAST != 0
    }

    /// The node the arc leads to ([`Node::NONE`] if nothing follows).
    #[inline]
    pub fn child(self) -> Node {
        Node(self.0 >> CHILD_SHIFT)
    }
}

/// A node of the word graph: where its letter set and run of sibling arcs start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node(u32);

impl Node {
    /// The node with no arcs.
    pub const NONE: Node = Node(0);

    pub fn is_none(self) -> bool {
        self.0 == 0
    }
}

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
    /// (either case). Blank lines and lines starting with `#` are skipped, as is anything after
    /// the first space or tab (definitions).
    pub fn from_text(tiles: &TileSet, text: &str) -> Result<Self, LexiconError> {
        let mut words = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let word = line.split_whitespace().next().unwrap_or("");
            if word.is_empty() || word.starts_with('#') {
                continue;
            }
            let letters = tiles
                .parse_letters(word)
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
        bytes.starts_with(&MAGIC[..3])
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

    /// Size of the graph in four-byte words: its arcs, and two for each node's letter set.
    pub fn graph_words(&self) -> usize {
        self.header(0) as usize
    }

    /// The graph, read in place; walks over it are the hot path of move generation.
    #[inline]
    pub fn graph(&self) -> Graph<'_> {
        let (arcs, _) = self.bytes[HEADER_LEN..].as_chunks::<4>();
        Graph { arcs }
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

/// A lexicon's word graph, borrowed: the arcs as four-byte little-endian words.
#[derive(Clone, Copy)]
pub struct Graph<'a> {
    arcs: &'a [[u8; 4]],
}

impl<'a> Graph<'a> {
    #[inline]
    fn word(self, index: usize) -> u32 {
        u32::from_le_bytes(self.arcs[index])
    }

    #[inline]
    fn arc_at(self, index: usize) -> Arc {
        Arc(self.word(index))
    }

    /// The root node: its arcs start every GADDAG entry.
    #[inline]
    pub fn root(self) -> Node {
        self.arc_at(ROOT_AT).child()
    }

    /// The letters of the arcs leaving `node`: bit `l` for letter `l` (bit 0: the separator).
    #[inline]
    pub fn letters(self, node: Node) -> u64 {
        let at = node.0 as usize;
        u64::from(self.word(at)) | u64::from(self.word(at + 1)) << 32
    }

    /// The arcs leaving `node`, in letter order (the separator first).
    #[inline]
    pub fn arcs(self, node: Node) -> Arcs<'a> {
        Arcs {
            graph: self,
            next: if node.is_none() {
                0
            } else {
                node.0 as usize + NODE_HEADER
            },
        }
    }

    /// The arcs leaving `node` whose letters are in `wanted` (bit `l` for letter `l`), in letter
    /// order. A node with none of them is passed over without reading its arcs.
    #[inline]
    pub fn arcs_among(self, node: Node, wanted: u64) -> ArcsAmong<'a> {
        ArcsAmong {
            graph: self,
            next: node.0 as usize + NODE_HEADER,
            left: self.letters(node) & wanted,
        }
    }

    /// The arc for `letter` leaving `node`, if any.
    #[inline]
    pub fn find(self, node: Node, letter: Letter) -> Option<Arc> {
        let letters = self.letters(node);
        let bit = 1u64 << letter;
        (letters & bit != 0).then(|| {
            let rank = (letters & (bit - 1)).count_ones() as usize;
            self.arc_at(node.0 as usize + NODE_HEADER + rank)
        })
    }

    /// Follows `letters` from `node`; the last arc taken (None if a letter is missing or
    /// `letters` is empty).
    pub fn walk(self, node: Node, letters: impl IntoIterator<Item = Letter>) -> Option<Arc> {
        let mut arc = None;
        let mut at = node;
        for letter in letters {
            let next = self.find(at, letter)?;
            at = next.child();
            arc = Some(next);
        }
        arc
    }
}

/// The arcs of one node among a set of letters (see [`Graph::arcs_among`]).
pub struct ArcsAmong<'a> {
    graph: Graph<'a>,
    next: usize,
    /// Letters still to be yielded; all of them are on arcs at or after `next`.
    left: u64,
}

impl Iterator for ArcsAmong<'_> {
    type Item = Arc;

    #[inline]
    fn next(&mut self) -> Option<Arc> {
        while self.left != 0 {
            let arc = self.graph.arc_at(self.next);
            self.next += 1;
            let bit = 1u64 << arc.letter();
            if self.left & bit != 0 {
                self.left ^= bit;
                return Some(arc);
            }
        }
        None
    }
}

/// The arcs of one node.
pub struct Arcs<'a> {
    graph: Graph<'a>,
    next: usize,
}

impl Iterator for Arcs<'_> {
    type Item = Arc;

    #[inline]
    fn next(&mut self) -> Option<Arc> {
        if self.next == 0 {
            return None;
        }
        let arc = self.graph.arc_at(self.next);
        self.next = if arc.is_last() { 0 } else { self.next + 1 };
        Some(arc)
    }
}

/// Checks a graph's bytes: header and size; that nodes follow one another, each a non-empty
/// letter set and exactly its arcs in letter order, the last one flagged; that every child is a
/// node stored before its parent arc. So walks neither leave the bytes nor loop.
fn check_graph(bytes: &[u8]) -> Result<(), LexiconError> {
    if bytes.len() < HEADER_LEN || bytes[..4] != MAGIC {
        if Lexicon::is_graph_bytes(bytes) {
            return Err(LexiconError::BadGraph(
                "an older graph format: build it again from the word list",
            ));
        }
        return Err(LexiconError::BadGraph("wrong header"));
    }
    let (words, rest) = bytes[HEADER_LEN..].as_chunks::<4>();
    let words: Vec<u32> = words.iter().map(|&w| u32::from_le_bytes(w)).collect();
    let declared = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
    if !rest.is_empty() || declared != words.len() || words.len() <= ROOT_AT {
        return Err(LexiconError::BadGraph("wrong size"));
    }
    if words[0] != 0 || words[1] != 0 {
        return Err(LexiconError::BadGraph("wrong header"));
    }
    let mut node_starts = vec![false; words.len()];
    let mut at = ROOT_AT + 1;
    while at < words.len() {
        node_starts[at] = true;
        let letters = u64::from(words[at]) | u64::from(*words.get(at + 1).unwrap_or(&0)) << 32;
        let count = letters.count_ones() as usize;
        let arcs = words
            .get(at + NODE_HEADER..at + NODE_HEADER + count)
            .filter(|arcs| !arcs.is_empty())
            .ok_or(LexiconError::BadGraph("unterminated node"))?;
        let mut left = letters;
        for (i, &arc) in arcs.iter().enumerate() {
            let letter = u64::from(arc & LETTER_MASK);
            if left.trailing_zeros() as u64 != letter {
                return Err(LexiconError::BadGraph(
                    "arcs do not match their node's letters",
                ));
            }
            left &= left - 1;
            if (arc & LAST != 0) != (i + 1 == count) {
                return Err(LexiconError::BadGraph("unterminated node"));
            }
            let child = (arc >> CHILD_SHIFT) as usize;
            if child != 0 && (child >= at || !node_starts[child]) {
                return Err(LexiconError::BadGraph("child after parent"));
            }
        }
        at += NODE_HEADER + count;
    }
    let root = (words[ROOT_AT] >> CHILD_SHIFT) as usize;
    let root_ok = if words.len() == ROOT_AT + 1 {
        root == 0
    } else {
        root < words.len() && node_starts[root]
    };
    if !root_ok || words[ROOT_AT] & !(u32::MAX << CHILD_SHIFT) != 0 {
        return Err(LexiconError::BadGraph("bad root"));
    }
    Ok(())
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod query_tests;
