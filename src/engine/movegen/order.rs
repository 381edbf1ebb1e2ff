//! The best-first order of plays, by one packed integer per play: score, tiles, square and
//! direction fit in the high bits and the play's index in the low ones, so a plain unstable
//! sort of integers gives the order, and only plays equal in all of those (same square and
//! direction, same score and tile count) are compared by their words.

use super::play::Move;
use crate::engine::layout::{Direction, Pos};

/// Bits of the play's index in a key.
const INDEX_BITS: u32 = 24;
/// Bits of a key above the index: direction (1), column (5), row (5), tiles (5), score (20).
const SCORE_BITS: u32 = 20;
const FIELD_BITS: u32 = 5;

/// Key of one play: higher scores first, then more tiles, then by square (row, column) and
/// direction (across first); the index breaks ties and says which play it is. `None` if a
/// field does not fit (never for real boards; the caller then compares plays directly).
fn key(m: &Move, index: usize) -> Option<u64> {
    packed_key(m.score(), m.tiles_placed(), m.start(), m.dir(), index)
}

/// The key of a play given by its parts (see [`key`]); `index` may be any number below 2^24.
pub(super) fn packed_key(
    score: u32,
    placed: usize,
    start: Pos,
    dir: Direction,
    index: usize,
) -> Option<u64> {
    let score = u64::from(score);
    let field_max = (1u64 << FIELD_BITS) - 1;
    let placed = placed as u64;
    if score >= 1 << SCORE_BITS || placed > field_max || index >= 1 << INDEX_BITS {
        return None;
    }
    let (row, col) = (u64::from(start.row), u64::from(start.col));
    if row > field_max || col > field_max {
        return None;
    }
    let down = u64::from(dir == Direction::Down);
    let mut k = ((1 << SCORE_BITS) - 1) - score;
    k = (k << FIELD_BITS) | (field_max - placed);
    k = (k << FIELD_BITS) | row;
    k = (k << FIELD_BITS) | col;
    k = (k << 1) | down;
    Some((k << INDEX_BITS) | index as u64)
}

/// The index a key carries.
pub(super) fn index_of(key: u64) -> usize {
    (key & ((1 << INDEX_BITS) - 1)) as usize
}

/// The part of a key above the index: plays with equal parts differ only by their words.
pub(super) fn group_of(key: u64) -> u64 {
    key >> INDEX_BITS
}

/// The score, first square and direction a key (of [`packed_key`]) carries.
pub(super) fn parts_of(key: u64) -> (u32, Pos, Direction) {
    let field_max = (1u64 << FIELD_BITS) - 1;
    let mut k = key >> INDEX_BITS;
    let dir = if k & 1 == 1 {
        Direction::Down
    } else {
        Direction::Across
    };
    k >>= 1;
    let col = (k & field_max) as u8;
    k >>= FIELD_BITS;
    let row = (k & field_max) as u8;
    k >>= 2 * FIELD_BITS;
    let score = ((1u64 << SCORE_BITS) - 1 - k) as u32;
    (score, Pos::new(row, col), dir)
}

/// Fills `order` with the indices of `moves` best first: highest score, then more tiles,
/// then by square, direction and word (see [`super::sort_best_first`]), so the order never
/// depends on how the plays were found. `order` is reused to spare an allocation.
pub fn best_first_order(moves: &[Move], order: &mut Vec<u32>) {
    order.clear();
    let mut keys: Vec<u64> = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let Some(k) = key(m, i) else {
            order.extend(0..moves.len() as u32);
            order.sort_by(|&a, &b| compare(&moves[a as usize], &moves[b as usize]));
            return;
        };
        keys.push(k);
    }
    keys.sort_unstable();
    // Plays alike in everything but the word sit side by side: order them by word.
    let mut from = 0;
    while from < keys.len() {
        let group = keys[from] >> INDEX_BITS;
        let mut to = from + 1;
        while to < keys.len() && keys[to] >> INDEX_BITS == group {
            to += 1;
        }
        if to - from > 1 {
            keys[from..to].sort_unstable_by(|&a, &b| {
                moves[index_of(a)].codes().cmp(moves[index_of(b)].codes())
            });
        }
        from = to;
    }
    order.extend(keys.iter().map(|&k| index_of(k) as u32));
}

/// The best-first comparison of two plays.
pub fn compare(a: &Move, b: &Move) -> std::cmp::Ordering {
    b.score()
        .cmp(&a.score())
        .then(b.tiles_placed().cmp(&a.tiles_placed()))
        .then_with(|| a.sort_key().cmp(&b.sort_key()))
}

/// Sorts plays best first: highest score, then more tiles, then by square and word so the
/// order never depends on how they were found.
pub fn sort_best_first(moves: &mut [Move]) {
    let mut order = Vec::new();
    best_first_order(moves, &mut order);
    let sorted: Vec<Move> = order.iter().map(|&i| moves[i as usize]).collect();
    moves.copy_from_slice(&sorted);
}
