//! Left parts walked once per rack and replayed at every anchor. Left of an anchor, up to the
//! next anchor or the edge, the squares are empty with no tiles across them, so any letter fits
//! there: which word heads the rack can pay for (GADDAG paths from the root, read leftwards
//! from the anchor) depends on the rack alone. Walking them once, and keeping only the paths
//! that end a word or turn right into a word's tail, spares every anchor the same dead ends.

use super::unplaced::Unplaced;
use crate::engine::lexicon::{Graph, Node, SEPARATOR};

/// One step of the shared walk, in the order the walk at an anchor takes them.
#[derive(Clone, Copy, Debug)]
pub enum Step {
    /// Put `letter` on the next square leftwards (the anchor first); the left part is now
    /// `depth` letters long, and the letters of longer ones are taken back first. `skip` is
    /// the index just past the steps that extend this left part; they hold a [`Step::Word`] if `word`, and [`Step::Turn`]s whose letters
    /// together are `tails` (of which the rack can pay for `payable`), so an anchor that
    /// can use none of them skips them all.
    Enter {
        letter: u8,
        depth: u8,
        word: bool,
        skip: u32,
        tails: u64,
        payable: u64,
    },
    /// The left part, read rightwards, is a whole word.
    Word,
    /// The left part of `depth` letters (longer ones taken back first) is a whole word head:
    /// the rest of the word follows rightwards from `node` (just past the separator), whose
    /// letter set is `letters` (never empty), of which the rack left can pay for `payable`.
    Turn {
        depth: u8,
        node: Node,
        letters: u64,
        payable: u64,
    },
}

/// Walks every left part the rack (`counts`, by tile; index 0:
/// blanks) can pay for, of up to `reach[l]` letters for a left part starting with letter `l`
/// (on the anchor), filling `steps` (cleared first; passed in so that its memory is reused
/// from one call to the next) with the steps that lead to a [`Step::Word`] or [`Step::Turn`].
pub fn left_parts(graph: Graph<'_>, counts: &[u8; 64], reach: &[u8; 64], steps: &mut Vec<Step>) {
    steps.clear();
    let mut walk = Walk {
        graph,
        steps: std::mem::take(steps),
        unplaced: Unplaced::new(counts),
        reach,
        max_depth: 0,
    };
    walk.from(graph.root(), 0);
    *steps = walk.steps;
}

struct Walk<'a> {
    graph: Graph<'a>,
    steps: Vec<Step>,
    /// The rack's tiles not yet used.
    unplaced: Unplaced,
    /// Longest left part by first letter.
    reach: &'a [u8; 64],
    /// Longest left part for the first letter being walked.
    max_depth: u8,
}

/// What a run of steps holds (see [`Step::Enter`]).
#[derive(Clone, Copy, Default)]
struct Holds {
    word: bool,
    tails: u64,
    payable: u64,
}

impl Holds {
    fn add(&mut self, other: Holds) {
        self.word |= other.word;
        self.tails |= other.tails;
        self.payable |= other.payable;
    }
}

impl Walk<'_> {
    /// Letters the rack left can pay for, with a real tile or a blank.
    fn payable(&self) -> u64 {
        self.unplaced.payable() & !1
    }

    /// Extends the left part (`depth` letters, ending at `node`) by every letter the rack can
    /// still pay for, real tiles first (the blanks are decided when a play is offered); returns
    /// what the steps kept hold.
    fn from(&mut self, node: Node, depth: u8) -> Holds {
        let mut all = Holds::default();
        let mut wanted = self.payable() & !1;
        if depth == 0 {
            wanted &= (1..64)
                .filter(|&l| self.reach[l] > 0)
                .fold(0u64, |m, l| m | 1 << l);
        }
        for arc in self.graph.arcs_among(node, wanted) {
            let letter = arc.letter();
            if depth == 0 {
                self.max_depth = self.reach[usize::from(letter)];
            }
            let real = self.unplaced.take(letter);
            // A place for this letter's step, filled in once the steps after it are known.
            let at = self.steps.len();
            self.steps.push(Step::Word);
            let mut holds = Holds {
                word: arc.accepts(),
                ..Holds::default()
            };
            if holds.word {
                self.steps.push(Step::Word);
            }
            let child = arc.child();
            if self.graph.letters(child) != 0 {
                // Looked up before going deeper, so that the read overlaps the walk below.
                let turn = self.graph.find(child, SEPARATOR).map(|separator| {
                    let turn = separator.child();
                    (turn, self.graph.letters(turn))
                });
                if depth + 1 < self.max_depth {
                    holds.add(self.from(child, depth + 1));
                }
                if let Some((turn, letters)) = turn
                    && letters != 0
                {
                    let payable = letters & self.payable();
                    self.steps.push(Step::Turn {
                        depth: depth + 1,
                        node: turn,
                        letters,
                        payable,
                    });
                    holds.add(Holds {
                        word: false,
                        tails: letters,
                        payable,
                    });
                }
            }
            if self.steps.len() == at + 1 {
                self.steps.truncate(at);
            } else {
                self.steps[at] = Step::Enter {
                    letter,
                    depth: depth + 1,
                    word: holds.word,
                    skip: self.steps.len() as u32,
                    tails: holds.tails,
                    payable: holds.payable,
                };
                all.add(holds);
            }
            self.unplaced.give_back(letter, real);
        }
        all
    }
}
