//! Every play of a position kept small, for listing them all: one packed key per play (score,
//! tiles, square and direction, as the best-first order reads them) whose low bits point into
//! one shared byte store holding the main word's square codes. A play takes its word's length
//! plus nine bytes instead of a [`super::Move`]'s thirty-six and its sort key, and the buffers are
//! reused from one position to the next.

use super::frame::{BLANK_FLAG, LETTER_BITS};
use super::order::{group_of, index_of, packed_key, parts_of};
use super::play::Candidate;
use super::sink::MoveSink;
use crate::engine::layout::{Direction, Pos};
use crate::engine::tiles::Placed;

/// Every play of one position, packed (see the module's note). Fill it with
/// [`super::generate`], then [`PackedPlays::sort_best_first`] and read it in order.
#[derive(Default)]
pub struct PackedPlays {
    /// One key per play; its index bits are where the play's word starts in `words`.
    keys: Vec<u64>,
    /// For each play: the main word's length, then its square codes.
    words: Vec<u8>,
    /// Whether a play did not fit a key (never on boards of the game's sizes): then the keys
    /// are incomplete and the caller lists the position from [`super::Move`]s instead.
    overflow: bool,
}

/// One play read back from [`PackedPlays`].
pub struct PackedPlay<'a> {
    /// Points the play scores, bingo bonus included.
    pub score: u32,
    /// The first square of the main word.
    pub start: Pos,
    pub dir: Direction,
    codes: &'a [u8],
}

impl PackedPlay<'_> {
    /// The tiles of the main word in reading order, those on the board included.
    pub fn letters(&self) -> impl Iterator<Item = Placed> + '_ {
        self.codes.iter().map(|&code| Placed {
            letter: code & LETTER_BITS,
            blank: code & BLANK_FLAG != 0,
        })
    }
}

impl MoveSink for PackedPlays {
    fn offer(&mut self, play: &Candidate<'_>) {
        let at = self.words.len();
        let start = play.frame.pos(play.line, play.start);
        let key = packed_key(play.score(), play.tiles_placed(), start, play.frame.dir, at);
        if let Some(key) = key {
            self.keys.push(key);
            let word = &play.word[play.start..=play.end];
            self.words.push(word.len() as u8);
            self.words.extend_from_slice(word);
        } else {
            self.overflow = true;
        }
    }
}

impl PackedPlays {
    /// Empties the list, keeping its memory for the next position.
    pub fn clear(&mut self) {
        self.keys.clear();
        self.words.clear();
        self.overflow = false;
    }

    /// Whether every play found fits (else list the position from [`super::Move`]s).
    pub fn complete(&self) -> bool {
        !self.overflow
    }

    /// How many plays there are.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether there is no play.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    fn codes(&self, key: u64) -> &[u8] {
        let at = index_of(key);
        &self.words[at + 1..=at + usize::from(self.words[at])]
    }

    /// Puts the plays best first: the order of [`super::best_first_order`] (highest score, then more
    /// tiles, then by square, direction and word).
    pub fn sort_best_first(&mut self) {
        let mut keys = std::mem::take(&mut self.keys);
        keys.sort_unstable();
        let mut from = 0;
        while from < keys.len() {
            let group = group_of(keys[from]);
            let mut to = from + 1;
            while to < keys.len() && group_of(keys[to]) == group {
                to += 1;
            }
            if to - from > 1 {
                keys[from..to].sort_unstable_by(|&a, &b| self.codes(a).cmp(self.codes(b)));
            }
            from = to;
        }
        self.keys = keys;
    }

    /// The plays, in the order they are in (best first after
    /// [`PackedPlays::sort_best_first`]).
    pub fn in_order(&self) -> impl Iterator<Item = PackedPlay<'_>> + '_ {
        self.keys.iter().map(|&key| {
            let (score, start, dir) = parts_of(key);
            PackedPlay {
                score,
                start,
                dir,
                codes: self.codes(key),
            }
        })
    }
}

/// Checks the packed order against [`super::best_first_order`] of the same plays.
#[cfg(test)]
pub(super) fn same_order(packed: &PackedPlays, moves: &[super::Move]) -> bool {
    let mut order = Vec::new();
    super::best_first_order(moves, &mut order);
    packed.len() == order.len()
        && packed.in_order().zip(&order).all(|(p, &i)| {
            let m = &moves[i as usize];
            p.score == m.score()
                && p.start == m.start()
                && p.dir == m.dir()
                && p.letters().eq(m.letters())
        })
}
