//! Choosing the words a turn scores: "Count and announce your score for up to three words";
//! "All of the letters that you play must be used in at least one of the words for which you
//! score. All of the words you score must include at least one of the letters you played."

use std::collections::HashMap;

use super::error::FreeForAllError;
use super::paths::paths_spelling;
use super::selection::{MAX_WORDS, PathWord, Selection};
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::tiles::{Letter, TileSet};

/// The best up to three words among `words` (each using a new tile) that together use every one
/// of the `new_count` new tiles, no spelling twice: the highest total. `None` if no choice
/// covers every new tile.
pub fn best_three(words: &[PathWord], new_count: usize) -> Option<Selection> {
    let full: u16 = (1u16 << new_count) - 1;
    // The best few words for each set of new tiles used: three words never need more than
    // three of one set (their spellings must differ).
    let mut by_cover: HashMap<u16, Vec<&PathWord>> = HashMap::new();
    for word in words {
        let entry = by_cover.entry(word.covers).or_default();
        if entry.len() < MAX_WORDS && !entry.iter().any(|w| w.letters == word.letters) {
            entry.push(word);
        }
    }
    let candidates: Vec<&PathWord> = {
        let mut all: Vec<&PathWord> = by_cover.values().flatten().copied().collect();
        all.sort_by(|a, b| b.score.cmp(&a.score).then(a.path.cmp(&b.path)));
        all
    };
    // For each set of new tiles still to cover, the best few words that cover it all.
    let covering = |needed: u16| -> Vec<&PathWord> {
        let mut found: Vec<&PathWord> = Vec::new();
        for &w in &candidates {
            if w.covers & needed == needed && !found.iter().any(|f| f.letters == w.letters) {
                found.push(w);
                if found.len() == MAX_WORDS {
                    break;
                }
            }
        }
        found
    };
    let mut cover_memo: HashMap<u16, Vec<&PathWord>> = HashMap::new();
    let mut best: Option<(u32, Vec<&PathWord>)> = None;
    let distinct = |a: &PathWord, b: &PathWord| a.letters != b.letters;
    for (i, &a) in candidates.iter().enumerate() {
        if a.covers == full {
            consider(&mut best, vec![a]);
        }
        for &b in &candidates[i + 1..] {
            if !distinct(a, b) {
                continue;
            }
            let rest = full & !(a.covers | b.covers);
            if rest == 0 {
                consider(&mut best, vec![a, b]);
            }
            let thirds = cover_memo.entry(rest).or_insert_with(|| covering(rest));
            if let Some(&c) = thirds.iter().find(|c| distinct(a, c) && distinct(b, c)) {
                consider(&mut best, vec![a, b, c]);
            }
        }
    }
    best.map(|(total, words)| Selection {
        words: words.into_iter().cloned().collect(),
        total,
    })
}

/// Keeps `chosen` if its words add up to more than the best so far.
fn consider<'w>(best: &mut Option<(u32, Vec<&'w PathWord>)>, chosen: Vec<&'w PathWord>) {
    let total = chosen.iter().map(|w| w.score).sum::<u32>();
    if best.as_ref().is_none_or(|(b, _)| total > *b) {
        *best = Some((total, chosen));
    }
}

/// The paths that can spell `word` through the new tiles `new`: one per set of new tiles
/// used, the best scoring, best first.
fn path_options(
    board: &Board,
    tiles: &TileSet,
    new: &[Pos],
    word: &[Letter],
) -> Result<Vec<PathWord>, FreeForAllError> {
    let mut paths = paths_spelling(board, tiles, word, new);
    if paths.is_empty() {
        return Err(FreeForAllError::CannotRead(tiles.spell_letters(word)));
    }
    paths.sort_by(|a, b| b.score.cmp(&a.score).then(a.path.cmp(&b.path)));
    let mut kept: Vec<PathWord> = Vec::new();
    for p in paths {
        if !kept.iter().any(|k| k.covers == p.covers) {
            kept.push(p);
        }
    }
    Ok(kept)
}

/// The paths of the words a player named ("A player places tiles and names up to three
/// words"): for each, a path through the tiles played, together using every one of them, the
/// highest total if several choices do. Whether the words are acceptable is the challenge
/// rule's business, not checked here.
pub fn named(
    board: &Board,
    tiles: &TileSet,
    new: &[Pos],
    words: &[Vec<Letter>],
) -> Result<Selection, FreeForAllError> {
    if words.is_empty() {
        return Err(FreeForAllError::NoWords);
    }
    if words.len() > MAX_WORDS {
        return Err(FreeForAllError::TooManyWords);
    }
    if words
        .iter()
        .enumerate()
        .any(|(i, w)| words[..i].contains(w))
    {
        return Err(FreeForAllError::SameWordTwice);
    }
    let options = words
        .iter()
        .map(|word| path_options(board, tiles, new, word))
        .collect::<Result<Vec<_>, _>>()?;
    let full: u16 = (1u16 << new.len()) - 1;
    let mut best: Option<(u32, Vec<usize>)> = None;
    let mut pick = vec![0usize; options.len()];
    loop {
        let covered = pick
            .iter()
            .enumerate()
            .fold(0u16, |bits, (w, &i)| bits | options[w][i].covers);
        let total: u32 = pick
            .iter()
            .enumerate()
            .map(|(w, &i)| options[w][i].score)
            .sum();
        if covered == full && best.as_ref().is_none_or(|(b, _)| total > *b) {
            best = Some((total, pick.clone()));
        }
        // The next combination, like an odometer.
        let mut w = 0;
        while w < pick.len() {
            pick[w] += 1;
            if pick[w] < options[w].len() {
                break;
            }
            pick[w] = 0;
            w += 1;
        }
        if w == pick.len() {
            break;
        }
    }
    let Some((total, pick)) = best else {
        let reachable = options.iter().flatten().fold(0u16, |b, w| b | w.covers);
        let left_out = (0..new.len())
            .find(|&i| reachable & (1 << i) == 0)
            .unwrap_or(0);
        return Err(FreeForAllError::TileLeftOut(new[left_out]));
    };
    Ok(Selection {
        words: pick
            .iter()
            .enumerate()
            .map(|(w, &i)| options[w][i].clone())
            .collect(),
        total,
    })
}
