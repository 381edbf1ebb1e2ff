//! The word graph read in place: its arcs (a letter, whether a word ends there, the child) and
//! nodes, and the walks over them the move generator and the word queries make.

use super::graph_builder::{ACCEPTS, LETTER_MASK, REF_SHIFT, ROOT_AT};
use crate::engine::tiles::Letter;

/// One arc of the word graph: a letter (or [`SEPARATOR`](super::SEPARATOR)) leading to a child node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arc(u32);

impl Arc {
    /// The letter on the arc; [`SEPARATOR`](super::SEPARATOR) for the GADDAG separator.
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
pub struct Node(pub(super) u32);

impl Node {
    /// The node with no arcs.
    pub const NONE: Node = Node(0);

    /// Whether this is [`Node::NONE`], the node with no arcs.
    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub(super) fn at(self) -> usize {
        (self.0 >> 1) as usize
    }

    #[inline]
    pub(super) fn is_single(self) -> bool {
        self.0 & 1 != 0
    }
}

/// A lexicon's word graph, borrowed: the arcs as four-byte little-endian words.
#[derive(Clone, Copy)]
pub struct Graph<'a> {
    pub(super) arcs: &'a [[u8; 4]],
    /// Whether letter sets take two words (a tile set with letters from 32 up).
    pub(super) wide: bool,
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
    pub(super) fn head(self, node: Node) -> (u64, usize) {
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
