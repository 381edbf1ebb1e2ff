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
use graph_builder::{ACCEPTS, HEADER_LEN, LETTER_MASK, MAGIC, NARROW_LETTERS, REF_SHIFT, ROOT_AT};

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

    /// The node the arc leads to ([`Node::NONE`] if nothing follows).
    #[inline]
    pub fn child(self) -> Node {
        Node(self.0 >> REF_SHIFT)
    }
}

/// A node of the word graph: where it starts (shifted left once) and, in the lowest bit, whether
/// it is a single arc (with no letter set of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Node(u32);

impl Node {
    /// The node with no arcs.
    pub const NONE: Node = Node(0);

    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    #[inline]
    fn at(self) -> usize {
        (self.0 >> 1) as usize
    }

    #[inline]
    fn is_single(self) -> bool {
        self.0 & 1 != 0
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

/// A lexicon's word graph, borrowed: the arcs as four-byte little-endian words.
#[derive(Clone, Copy)]
pub struct Graph<'a> {
    arcs: &'a [[u8; 4]],
    /// Whether letter sets take two words (a tile set with letters from 32 up).
    wide: bool,
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

    /// A node's letter set and where its first arc is.
    #[inline]
    fn head(self, node: Node) -> (u64, usize) {
        let at = node.at();
        let first = u64::from(self.word(at));
        if node.is_single() {
            (1 << (first & u64::from(LETTER_MASK)), at)
        } else if self.wide {
            (first | u64::from(self.word(at + 1)) << 32, at + 2)
        } else {
            (first, at + 1)
        }
    }

    /// The letters of the arcs leaving `node`: bit `l` for letter `l` (bit 0: the separator).
    #[inline]
    pub fn letters(self, node: Node) -> u64 {
        self.head(node).0
    }

    /// The arcs leaving `node`, in letter order (the separator first).
    #[inline]
    pub fn arcs(self, node: Node) -> Arcs<'a> {
        let (letters, first) = self.head(node);
        Arcs {
            graph: self,
            next: first,
            left: letters.count_ones(),
        }
    }

    /// The arcs leaving `node` whose letters are in `wanted` (bit `l` for letter `l`), in letter
    /// order. A node with none of them is passed over without reading its arcs.
    #[inline]
    pub fn arcs_among(self, node: Node, wanted: u64) -> ArcsAmong<'a> {
        let (letters, first) = self.head(node);
        ArcsAmong {
            graph: self,
            next: first,
            left: letters & wanted,
        }
    }

    /// The arc for `letter` leaving `node`, if any.
    #[inline]
    pub fn find(self, node: Node, letter: Letter) -> Option<Arc> {
        let (letters, first) = self.head(node);
        let bit = 1u64 << letter;
        (letters & bit != 0).then(|| {
            let rank = (letters & (bit - 1)).count_ones() as usize;
            self.arc_at(first + rank)
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
    /// Arcs still to be yielded.
    left: u32,
}

impl Iterator for Arcs<'_> {
    type Item = Arc;

    #[inline]
    fn next(&mut self) -> Option<Arc> {
        if self.left == 0 {
            return None;
        }
        let arc = self.graph.arc_at(self.next);
        self.next += 1;
        self.left -= 1;
        Some(arc)
    }
}

/// Checks a graph's bytes: header and size; then every node reachable from the root, once
/// each: a letter set with exactly its arcs after it, in letter order, or a single arc; every
/// node lying wholly before the arc (or root reference) that leads to it. So walks neither leave
/// the bytes nor loop.
fn check_graph(bytes: &[u8]) -> Result<(), LexiconError> {
    if bytes.len() < HEADER_LEN || bytes[..4] != MAGIC {
        if Lexicon::is_graph_bytes(bytes) {
            return Err(LexiconError::BadGraph(
                "an older graph format: build it again from the word list",
            ));
        }
        return Err(LexiconError::BadGraph("wrong header"));
    }
    let field = |i: usize| {
        let at = 4 + 4 * i;
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]) as usize
    };
    let (words, rest) = bytes[HEADER_LEN..].as_chunks::<4>();
    let words: Vec<u32> = words.iter().map(|&w| u32::from_le_bytes(w)).collect();
    if !rest.is_empty() || field(0) != words.len() || words.len() <= ROOT_AT {
        return Err(LexiconError::BadGraph("wrong size"));
    }
    let set_words = field(3);
    if words[0] != 0 || words[1] != 0 || !(1..=2).contains(&set_words) {
        return Err(LexiconError::BadGraph("wrong header"));
    }
    if words[ROOT_AT] & ((1 << REF_SHIFT) - 1) != 0 {
        return Err(LexiconError::BadGraph("bad root"));
    }
    // Nodes whose arcs are already checked.
    let mut checked = std::collections::HashSet::new();
    // (reference, where the arc leading to it is)
    let mut pending = vec![(words[ROOT_AT] >> REF_SHIFT, words.len())];
    while let Some((node, parent)) = pending.pop() {
        if node == 0 {
            continue;
        }
        let at = (node >> 1) as usize;
        let (letters, first) = if node & 1 != 0 {
            let letter = words.get(at).map_or(0, |arc| arc & LETTER_MASK);
            (1u64 << letter, at)
        } else {
            let low = u64::from(*words.get(at).unwrap_or(&0));
            let high = if set_words == 2 {
                u64::from(*words.get(at + 1).unwrap_or(&0))
            } else {
                0
            };
            (low | high << 32, at + set_words)
        };
        let count = letters.count_ones() as usize;
        if at <= ROOT_AT || count == 0 || first + count > words.len() {
            return Err(LexiconError::BadGraph("unterminated node"));
        }
        if first + count > parent {
            return Err(LexiconError::BadGraph("child after parent"));
        }
        if !checked.insert(node) {
            continue;
        }
        let mut left = letters;
        for (i, &arc) in words[first..first + count].iter().enumerate() {
            let letter = arc & LETTER_MASK;
            if left.trailing_zeros() != letter
                || (set_words == 1 && letter >= u32::from(NARROW_LETTERS))
            {
                return Err(LexiconError::BadGraph(
                    "arcs do not match their node's letters",
                ));
            }
            left &= left - 1;
            pending.push((arc >> REF_SHIFT, first + i));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod query_tests;
