//! Reading words along paths: "words are read along paths of adjacent tiles horizontally,
//! vertically or diagonally, in any combination", never "the same tile twice in a word".

use std::collections::HashMap;

use super::area::neighbours;
use super::selection::PathWord;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::lexicon::{Lexicon, Node, SEPARATOR};
use crate::engine::tiles::{Letter, TileSet};

/// Most paths kept for one named word: enough to find one that covers what is needed.
const MAX_PATHS: usize = 256;

/// Which of `new` a path uses, as bits.
pub(super) fn covers(path: &[Pos], new: &[Pos]) -> u16 {
    new.iter()
        .enumerate()
        .filter(|(_, p)| path.contains(p))
        .fold(0, |bits, (i, _)| bits | 1 << i)
}

/// Every path on `board` (the board after the play) that spells `letters` and uses at least
/// one of the `new` squares, with the face value of its tiles.
pub fn paths_spelling(
    board: &Board,
    tiles: &TileSet,
    letters: &[Letter],
    new: &[Pos],
) -> Vec<PathWord> {
    let mut found: Vec<Vec<Pos>> = Vec::new();
    if letters.len() < 2 {
        return Vec::new();
    }
    let occupied: Vec<Pos> = board.tiles().map(|(pos, _)| pos).collect();
    for &start in &occupied {
        let mut path = vec![start];
        spell_from(board, letters, &mut path, &mut found);
    }
    found
        .into_iter()
        .filter_map(|path| {
            let covers = covers(&path, new);
            (covers != 0).then(|| PathWord {
                score: score_of(board, tiles, &path),
                letters: letters.to_vec(),
                path,
                covers,
            })
        })
        .collect()
}

fn spell_from(board: &Board, letters: &[Letter], path: &mut Vec<Pos>, found: &mut Vec<Vec<Pos>>) {
    let at = *path.last().expect("a path has a square");
    if board.get(at).map(|t| t.letter) != Some(letters[path.len() - 1]) || found.len() >= MAX_PATHS
    {
        return;
    }
    if path.len() == letters.len() {
        found.push(path.clone());
        return;
    }
    for next in neighbours(at) {
        if board.get(next).is_some() && !path.contains(&next) {
            path.push(next);
            spell_from(board, letters, path, found);
            path.pop();
        }
    }
}

/// The face value of the tiles on `path` (blanks 0).
pub(super) fn score_of(board: &Board, tiles: &TileSet, path: &[Pos]) -> u32 {
    path.iter()
        .filter_map(|&p| board.get(p))
        .map(|t| u32::from(tiles.placed_value(t)))
        .sum()
}

/// Every word of `lexicon` readable on `board` (the board after the play) along a path through
/// at least one of the `new` squares; for each spelling and set of new tiles used, the path
/// worth most.
pub fn words_through_new(
    board: &Board,
    tiles: &TileSet,
    lexicon: &Lexicon,
    new: &[Pos],
) -> Vec<PathWord> {
    let mut best: HashMap<(Vec<Letter>, u16), PathWord> = HashMap::new();
    let graph = lexicon.graph();
    for (start, tile) in board.tiles() {
        let Some(first) = graph.find(graph.root(), tile.letter) else {
            continue;
        };
        let Some(separator) = graph.find(first.child(), SEPARATOR) else {
            continue;
        };
        let mut walk = Walk {
            board,
            tiles,
            lexicon,
            new,
            path: vec![start],
            letters: vec![tile.letter],
            best: &mut best,
        };
        walk.extend(separator.child());
    }
    let mut words: Vec<PathWord> = best.into_values().collect();
    words.sort_by(|a, b| b.score.cmp(&a.score).then(a.path.cmp(&b.path)));
    words
}

/// A forward walk of the lexicon along a path of tiles.
struct Walk<'a> {
    board: &'a Board,
    tiles: &'a TileSet,
    lexicon: &'a Lexicon,
    new: &'a [Pos],
    path: Vec<Pos>,
    letters: Vec<Letter>,
    best: &'a mut HashMap<(Vec<Letter>, u16), PathWord>,
}

impl Walk<'_> {
    fn extend(&mut self, node: Node) {
        if node.is_none() {
            return;
        }
        let graph = self.lexicon.graph();
        let at = *self.path.last().expect("a path has a square");
        for next in neighbours(at) {
            let Some(tile) = self.board.get(next) else {
                continue;
            };
            if self.path.contains(&next) {
                continue;
            }
            let Some(arc) = graph.find(node, tile.letter) else {
                continue;
            };
            self.path.push(next);
            self.letters.push(tile.letter);
            if arc.accepts() {
                self.found();
            }
            self.extend(arc.child());
            self.path.pop();
            self.letters.pop();
        }
    }

    fn found(&mut self) {
        let covers = covers(&self.path, self.new);
        if covers == 0 {
            return;
        }
        let score = score_of(self.board, self.tiles, &self.path);
        let key = (self.letters.clone(), covers);
        if self.best.get(&key).is_none_or(|w| w.score < score) {
            let word = PathWord {
                path: self.path.clone(),
                letters: self.letters.clone(),
                score,
                covers,
            };
            self.best.insert(key, word);
        }
    }
}
