//! The lexicon: a compact word graph (a minimised GADDAG) over a tile set's letters, read in
//! place from its byte form. Word checks, anagram and pattern queries, and the walks the move
//! generator makes.

mod graph_builder;
mod query;

use std::borrow::Cow;

use super::dictionary::Dictionary;
use super::tiles::{Letter, TileSet};
use graph_builder::{ACCEPTS, CHILD_SHIFT, HEADER_LEN, LAST, LETTER_MASK, MAGIC};

pub use graph_builder::SEPARATOR;
pub use query::{AnagramMode, Pattern, PatternError, PatternItem};

/// Why a word list or a stored graph could not be loaded. Shown to server operators.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LexiconError {
    #[error("line {line}: {word:?} has a character that is not a letter of the {set} tile set")]
    NotALetter {
        line: usize,
        word: String,
        set: String,
    },
    #[error("the word list is too large for a word graph (more than 2^24 arcs)")]
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

/// A node of the word graph: where its run of sibling arcs starts.
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

    /// Number of arcs in the graph (its size is four bytes an arc).
    pub fn arc_count(&self) -> usize {
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
    fn arc_at(self, index: usize) -> Arc {
        Arc(u32::from_le_bytes(self.arcs[index]))
    }

    /// The root node: its arcs start every GADDAG entry.
    #[inline]
    pub fn root(self) -> Node {
        self.arc_at(0).child()
    }

    /// The arcs leaving `node`, in letter order (the separator first).
    #[inline]
    pub fn arcs(self, node: Node) -> Arcs<'a> {
        Arcs {
            graph: self,
            next: node.0 as usize,
        }
    }

    /// The arc for `letter` leaving `node`, if any.
    #[inline]
    pub fn find(self, node: Node, letter: Letter) -> Option<Arc> {
        self.arcs(node).find(|a| a.letter() == letter)
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

/// Checks a graph's bytes: header, size, and that every child lies before its parent arc and
/// the last arc ends a node, so walks neither leave the bytes nor loop.
fn check_graph(bytes: &[u8]) -> Result<(), LexiconError> {
    if bytes.len() < HEADER_LEN + 4 || bytes[..4] != MAGIC {
        return Err(LexiconError::BadGraph("wrong header"));
    }
    let arcs: Vec<u32> = bytes[HEADER_LEN..]
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap_or([0xff; 4])))
        .collect();
    let declared = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
    if !(bytes.len() - HEADER_LEN).is_multiple_of(4) || declared != arcs.len() {
        return Err(LexiconError::BadGraph("wrong size"));
    }
    if arcs.len() > 1 && arcs[arcs.len() - 1] & LAST == 0 {
        return Err(LexiconError::BadGraph("unterminated node"));
    }
    let root = (arcs[0] >> CHILD_SHIFT) as usize;
    if root >= arcs.len() || (root == 0 && arcs.len() > 1) {
        return Err(LexiconError::BadGraph("bad root"));
    }
    for (i, &arc) in arcs.iter().enumerate().skip(1) {
        if (arc >> CHILD_SHIFT) as usize >= i {
            return Err(LexiconError::BadGraph("child after parent"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
