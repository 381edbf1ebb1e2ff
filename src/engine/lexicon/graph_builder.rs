//! Builds the compact word graph (a minimised GADDAG) as bytes from words given as letter codes.
//! Standard library only: `build.rs` includes this file to prebuild the default lexicon.
//!
//! Byte form: a 20-byte header (magic, word count of the graph, words in the list, longest word,
//! letter-set width; little-endian u32s) then the graph as little-endian u32 words. Words 0 and
//! 1 are zero (the letter set of the empty node), word 2 is a reference to the root node.
//!
//! A node with two or more arcs is its letter set (bit `l` for letter `l`: one word when every
//! letter is below 32, as in English, else two) followed by its run of sibling arcs sorted by
//! letter, so the arc for a letter is found by counting the set's bits below it. A node with a
//! single arc (most of them) is that arc word alone, with no letter set, and is shared with any
//! equal arc already stored: its letter set is its arc's letter. An arc holds a letter (0 = the
//! GADDAG separator), whether the path ending with it is a whole entry, and a reference to its
//! child: where the child starts and whether it is a single arc. Children are always stored
//! before the arcs that lead to them, so every walk ends.

use std::collections::HashMap;
use std::fmt;

/// The GADDAG separator between the reversed head of a word and the rest of it.
pub const SEPARATOR: u8 = 0;
/// First bytes of every word graph.
pub const MAGIC: [u8; 4] = *b"LXG3";
/// Where the root reference is in the graph (after the empty node's letter set).
pub const ROOT_AT: usize = 2;
/// Bytes before the first graph word.
pub const HEADER_LEN: usize = 20;
/// Bits of an arc holding its letter.
pub const LETTER_MASK: u32 = 0x3f;
/// Arc flag: the path ending with this arc spells a whole entry.
pub const ACCEPTS: u32 = 1 << 6;
/// Where the child reference starts in an arc: its lowest bit says whether the child is a
/// single arc, the bits above it where the child starts.
pub const REF_SHIFT: u32 = 7;
/// Most u32 words (arcs and node letter sets) a graph can have (24-bit child starts).
pub const MAX_ARCS: usize = 1 << 24;
/// Highest letter code (a tile set has at most 63 letters).
pub const MAX_LETTER: u8 = 63;
/// Letters below this fit a one-word letter set.
pub const NARROW_LETTERS: u8 = 32;

/// Why a word list could not become a word graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// A word holds a letter code outside 1..=63.
    BadLetter(u8),
    /// The graph would need more than 2^24 u32 words.
    TooLarge,
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::BadLetter(l) => write!(f, "letter code {l} is outside 1..=63"),
            GraphError::TooLarge => write!(f, "the word list needs more than 2^24 graph words"),
        }
    }
}

/// A node still being built: its arcs so far as (letter, accepts, child reference).
#[derive(Default)]
struct OpenNode {
    arcs: Vec<(u8, bool, u32)>,
}

struct Builder {
    graph: Vec<u32>,
    /// Words of a node's letter set: 1 or 2.
    set_words: usize,
    /// Nodes of two or more arcs already stored, by their arcs.
    register: HashMap<Vec<u32>, u32>,
    /// Where each arc value is stored (a single-arc node is any stored copy of its arc).
    arc_at: HashMap<u32, u32>,
}

impl Builder {
    /// Stores a finished node (or finds an equal one already stored); returns its reference:
    /// where it starts, shifted left once, with the lowest bit set for a single arc.
    fn close(&mut self, node: &OpenNode) -> Result<u32, GraphError> {
        if node.arcs.is_empty() {
            return Ok(0);
        }
        let key: Vec<u32> = node
            .arcs
            .iter()
            .map(|&(letter, accepts, child)| {
                u32::from(letter) | if accepts { ACCEPTS } else { 0 } | child << REF_SHIFT
            })
            .collect();
        if let [arc] = key[..] {
            if let Some(&at) = self.arc_at.get(&arc) {
                return Ok(at << 1 | 1);
            }
            let at = self.push(&[arc])?;
            self.arc_at.insert(arc, at);
            return Ok(at << 1 | 1);
        }
        if let Some(&start) = self.register.get(&key) {
            return Ok(start << 1);
        }
        let letters = node
            .arcs
            .iter()
            .fold(0u64, |set, &(letter, _, _)| set | 1 << letter);
        let set = [letters as u32, (letters >> 32) as u32];
        let start = self.push(&set[..self.set_words])?;
        let arcs = self.push(&key)?;
        self.note_arcs(arcs, key.len());
        self.register.insert(key, start);
        Ok(start << 1)
    }

    /// Appends words to the graph, noting where each arc among them is; returns where they start.
    fn push(&mut self, words: &[u32]) -> Result<u32, GraphError> {
        let start = self.graph.len();
        if start + words.len() > MAX_ARCS {
            return Err(GraphError::TooLarge);
        }
        self.graph.extend_from_slice(words);
        Ok(start as u32)
    }

    /// Notes where the arcs of a stored node are, so single-arc nodes can share them.
    fn note_arcs(&mut self, start: u32, count: usize) {
        for at in start..start + count as u32 {
            self.arc_at.entry(self.graph[at as usize]).or_insert(at);
        }
    }

    /// Closes the nodes of `path` deeper than `depth`, linking each to its parent's last arc.
    fn close_below(&mut self, path: &mut Vec<OpenNode>, depth: usize) -> Result<(), GraphError> {
        while path.len() > depth + 1 {
            let node = path.pop().unwrap_or_default();
            let start = self.close(&node)?;
            if let Some(arc) = path.last_mut().and_then(|p| p.arcs.last_mut()) {
                arc.2 = start;
            }
        }
        Ok(())
    }
}

/// The GADDAG entries of one word: for every split, the reversed head, then (unless the head
/// is the whole word) the separator and the rest.
fn entries(word: &[u8], out: &mut Vec<Vec<u8>>) {
    for split in 1..=word.len() {
        let mut entry = Vec::with_capacity(word.len() + 1);
        entry.extend(word[..split].iter().rev());
        if split < word.len() {
            entry.push(SEPARATOR);
            entry.extend_from_slice(&word[split..]);
        }
        out.push(entry);
    }
}

/// Builds the byte form of the minimised GADDAG of `words` (letter codes 1..=63; duplicates
/// and empty words are ignored).
pub fn build_graph(words: &[Vec<u8>]) -> Result<Vec<u8>, GraphError> {
    let mut words: Vec<&Vec<u8>> = words.iter().filter(|w| !w.is_empty()).collect();
    if let Some(&bad) = words
        .iter()
        .flat_map(|w| w.iter())
        .find(|&&l| l == 0 || l > MAX_LETTER)
    {
        return Err(GraphError::BadLetter(bad));
    }
    words.sort_unstable();
    words.dedup();
    let longest = words.iter().map(|w| w.len()).max().unwrap_or(0);
    let mut all = Vec::with_capacity(words.iter().map(|w| w.len()).sum());
    for word in &words {
        entries(word, &mut all);
    }
    all.sort_unstable();
    all.dedup();

    let narrow = words
        .iter()
        .flat_map(|w| w.iter())
        .all(|&l| l < NARROW_LETTERS);
    let set_words = if narrow { 1 } else { 2 };
    let mut builder = Builder {
        graph: vec![0; ROOT_AT + 1],
        set_words,
        register: HashMap::new(),
        arc_at: HashMap::new(),
    };
    let mut path: Vec<OpenNode> = vec![OpenNode::default()];
    let mut previous: &[u8] = &[];
    for entry in &all {
        let common = previous
            .iter()
            .zip(entry.iter())
            .take_while(|(a, b)| a == b)
            .count();
        builder.close_below(&mut path, common)?;
        for &letter in &entry[common..] {
            if let Some(node) = path.last_mut() {
                node.arcs.push((letter, false, 0));
            }
            path.push(OpenNode::default());
        }
        let parent = path.len() - 2;
        if let Some(arc) = path[parent].arcs.last_mut() {
            arc.1 = true;
        }
        previous = entry;
    }
    builder.close_below(&mut path, 0)?;
    let root = builder.close(&path[0])?;
    builder.graph[ROOT_AT] = root << REF_SHIFT;

    let mut bytes = Vec::with_capacity(HEADER_LEN + 4 * builder.graph.len());
    bytes.extend_from_slice(&MAGIC);
    for n in [builder.graph.len(), words.len(), longest, set_words] {
        bytes.extend_from_slice(&(n as u32).to_le_bytes());
    }
    for arc in &builder.graph {
        bytes.extend_from_slice(&arc.to_le_bytes());
    }
    Ok(bytes)
}
