//! The computer's Free for All play: "The computer player plays the best three-word play it
//! finds." It lays words in straight lines in any of the eight directions through the area
//! (reading the tiles already there), keeps the most promising, and scores each with the best
//! three words the board then holds through its tiles.

use super::area::{AREA, CENTRE, in_area, neighbours};
use super::choose::best_three;
use super::paths::words_through_new;
use super::selection::Selection;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::lexicon::{Lexicon, Node, SEPARATOR};
use crate::engine::rack::Rack;
use crate::engine::tiles::{BLANK, Letter, Placed, TileSet};

/// Placements scored in full with their best three words (the rest are judged by their own
/// word alone).
const FULLY_SCORED: usize = 40;

/// The eight directions a word may be laid in.
const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (1, -1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (-1, 1),
];

/// A play's tiles and the words scored for them.
pub type FreePlay = (Vec<(Pos, Placed)>, Selection);

/// The best play found for `rack` on `board` (tiles placed, the words scored), counting the
/// bingo bonus of `bingo` for seven tiles; `None` if no word can be laid.
pub fn best_play(
    board: &Board,
    rack: &Rack,
    tiles: &TileSet,
    lexicon: &Lexicon,
    bingo: u32,
) -> Option<FreePlay> {
    let mut search = Search {
        board,
        tiles,
        lexicon,
        rack: rack.clone(),
        letters: tiles.letter_count() as Letter,
        new: Vec::new(),
        word_value: 0,
        reads_old: false,
        found: Vec::new(),
    };
    for row in AREA {
        for col in AREA {
            for dir in DIRECTIONS {
                search.extend(Pos::new(row, col), dir, None, 0);
            }
        }
    }
    let mut found = search.found;
    // Highest face value first; the order of the walk breaks ties, so the choice is repeatable.
    found.sort_by_key(|f| std::cmp::Reverse(f.0));
    let mut seen = std::collections::HashSet::new();
    found.retain(|(_, placed)| seen.insert(placed.clone()));
    let mut best: Option<(u32, FreePlay)> = None;
    for (_, placed) in found.into_iter().take(FULLY_SCORED) {
        let mut after = board.clone();
        for &(pos, tile) in &placed {
            after.set(pos, Some(tile));
        }
        let squares: Vec<Pos> = placed.iter().map(|&(p, _)| p).collect();
        let words = words_through_new(&after, tiles, lexicon, &squares);
        let Some(selection) = best_three(&words, squares.len()) else {
            continue;
        };
        let bonus = if placed.len() >= 7 { bingo } else { 0 };
        let total = selection.total + bonus;
        if best.as_ref().is_none_or(|(b, _)| total > *b) {
            best = Some((total, (placed, selection)));
        }
    }
    best.map(|(_, play)| play)
}

/// A walk laying one straight word, letter by letter, steered by the lexicon.
struct Search<'a> {
    board: &'a Board,
    tiles: &'a TileSet,
    lexicon: &'a Lexicon,
    rack: Rack,
    letters: Letter,
    new: Vec<(Pos, Placed)>,
    word_value: u32,
    reads_old: bool,
    /// Each word laid: its face value and its new tiles (in square order).
    found: Vec<(u32, Vec<(Pos, Placed)>)>,
}

impl Search<'_> {
    /// Lays the `len`th letter of the word at `pos`; `node` is where the lexicon walk stands
    /// (`None` before the first letter).
    fn extend(&mut self, pos: Pos, dir: (i8, i8), node: Option<Node>, len: usize) {
        if !in_area(pos) {
            return;
        }
        let options: Vec<(Placed, bool)> = if let Some(tile) = self.board.get(pos) {
            vec![(tile, false)]
        } else {
            let mut options = Vec::new();
            for letter in 1..=self.letters {
                if self.rack.count(letter) > 0 {
                    options.push((Placed::tile(letter), true));
                }
            }
            if self.rack.count(BLANK) > 0 {
                options.extend((1..=self.letters).map(|l| (Placed::blank(l), true)));
            }
            options
        };
        let graph = self.lexicon.graph();
        for (tile, is_new) in options {
            let (next, accepts) = match node {
                None => {
                    let Some(first) = graph.find(graph.root(), tile.letter) else {
                        continue;
                    };
                    let Some(separator) = graph.find(first.child(), SEPARATOR) else {
                        continue;
                    };
                    (separator.child(), false)
                }
                Some(node) => {
                    let Some(arc) = graph.find(node, tile.letter) else {
                        continue;
                    };
                    (arc.child(), arc.accepts())
                }
            };
            let reads_old = self.reads_old;
            if is_new {
                self.rack.remove(tile.rack_tile());
                self.new.push((pos, tile));
            } else {
                self.reads_old = true;
            }
            self.word_value += u32::from(self.tiles.placed_value(tile));
            if accepts && len >= 1 && self.legal() {
                let mut placed = self.new.clone();
                placed.sort_by_key(|&(p, _)| p);
                self.found.push((self.word_value, placed));
            }
            if !next.is_none() {
                let step = pos
                    .row
                    .checked_add_signed(dir.0)
                    .zip(pos.col.checked_add_signed(dir.1));
                if let Some((row, col)) = step {
                    self.extend(Pos::new(row, col), dir, Some(next), len + 1);
                }
            }
            self.word_value -= u32::from(self.tiles.placed_value(tile));
            self.reads_old = reads_old;
            if is_new {
                self.new.pop();
                self.rack.add(tile.rack_tile());
            }
        }
    }

    /// Whether the tiles laid so far make a legal play: the first covers the centre with two
    /// tiles or more; a later one reads or touches a tile already on the board.
    fn legal(&self) -> bool {
        if self.new.is_empty() {
            return false;
        }
        if self.board.is_empty() {
            return self.new.len() >= 2 && self.new.iter().any(|&(p, _)| p == CENTRE);
        }
        self.reads_old
            || self
                .new
                .iter()
                .any(|&(p, _)| neighbours(p).any(|n| self.board.get(n).is_some()))
    }
}
