//! The slow, obviously right answer: every square, both directions, the word read by the
//! notation `/play` uses, every choice of its upper-case new letters played with the rack's
//! blanks instead (as many as the rack has), each played through `Game::apply` with a word
//! list that accepts every word; kept when the game takes it and the word is the play's whole
//! main word, with the best score the game recorded.

use std::collections::{BTreeMap, BTreeSet};

use lexicord::engine::dictionary::AnyWord;
use lexicord::engine::game::{Command, Game, Seat, TurnKind};
use lexicord::engine::layout::{Direction, Pos};
use lexicord::engine::notation::{Coord, parse_play_at};
use lexicord::engine::placement::Placement;
use lexicord::engine::tiles::{BLANK, Placed};

use super::Key;

pub fn places(game: &Game, seat: Seat, word: &str) -> BTreeSet<Key> {
    let word = word.trim();
    let length = word.chars().filter(|&c| c != '(' && c != ')').count();
    let blanks = usize::from(game.rack(seat).count(BLANK));
    let mut best: BTreeMap<(u8, u8, bool), u32> = BTreeMap::new();
    let mut work = game.clone();
    let board = game.board();
    for row in 0..board.rows() {
        for col in 0..board.cols() {
            for dir in [Direction::Across, Direction::Down] {
                let coord = Coord {
                    start: Pos::new(row, col),
                    dir,
                };
                let Ok(placement) = parse_play_at(&game.variant().tiles, board, coord, word) else {
                    continue;
                };
                let upper: Vec<usize> = (0..placement.tiles.len())
                    .filter(|&i| !placement.tiles[i].1.blank)
                    .collect();
                for chosen in subsets_up_to(&upper, blanks) {
                    let mut tried: Placement = placement.clone();
                    for &i in &chosen {
                        tried.tiles[i].1 = Placed::blank(tried.tiles[i].1.letter);
                    }
                    let command = Command::Play {
                        player: seat,
                        placement: tried,
                    };
                    // A refused command leaves the game as it was; a taken one is undone.
                    let Ok(outcome) = work.apply(&command, &AnyWord) else {
                        continue;
                    };
                    work = game.clone();
                    let turn = &outcome.turns[0];
                    let TurnKind::Play { scored, .. } = &turn.kind else {
                        panic!("a play recorded as {:?}", turn.kind);
                    };
                    let whole = scored.words.iter().any(|w| {
                        w.word.start == coord.start
                            && w.word.dir == dir
                            && w.word.tiles.len() == length
                    });
                    if whole {
                        let here = best.entry((row, col, dir == Direction::Down)).or_default();
                        *here = (*here).max(turn.score as u32);
                    }
                }
            }
        }
    }
    best.into_iter()
        .map(|((row, col, down), score)| (row, col, down, score))
        .collect()
}

/// Every subset of `items` with at most `most` members.
fn subsets_up_to(items: &[usize], most: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for &item in items {
        let grown: Vec<Vec<usize>> = all
            .iter()
            .filter(|s| s.len() < most)
            .map(|s| {
                let mut s = s.clone();
                s.push(item);
                s
            })
            .collect();
        all.extend(grown);
    }
    all
}
