//! What the tiles a play keeps (its "leave") are worth: learned values where the tile set has
//! them (English, from self-play), else a small hand-made judgement: blanks and S are worth
//! keeping, clunky letters and duplicates are not, and a rack wants vowels and consonants both.

use super::leave_weights;
use super::model::LeaveModel;
use crate::engine::tiles::{BLANK, TileSet};

/// Points a leave is worth, per tile set: set up once, then asked per play.
#[derive(Clone, Debug)]
pub enum LeaveJudge {
    /// Values learned by self-play (`examples/learn_leaves.rs`).
    Learned(LeaveModel),
    HandMade(Box<HandMade>),
}

impl LeaveJudge {
    /// The learned values for the tile set if there are any, else the hand-made ones.
    pub fn new(tiles: &TileSet) -> Self {
        match leave_weights::for_tile_set(tiles) {
            Some(weights) => Self::Learned(LeaveModel::new(tiles, weights)),
            None => Self::HandMade(Box::new(HandMade::new(tiles))),
        }
    }

    /// What keeping `leave` (counts by tile, index 0: blanks) is worth, in points.
    pub fn judge(&self, leave: &[u8]) -> f32 {
        match self {
            Self::Learned(model) => model.value(leave),
            Self::HandMade(hand) => hand.judge(leave) as f32,
        }
    }

    /// What a turn spent exchanging costs beyond the points it does not score: nothing for
    /// learned values (they are the next turn's expected points), a guess for hand-made ones.
    pub fn exchange_cost(&self) -> f32 {
        match self {
            Self::Learned(model) => model.exchange_cost(),
            Self::HandMade(_) => 12.0,
        }
    }
}

/// The hand-made judgement, for tile sets without learned values.
#[derive(Clone, Debug)]
pub struct HandMade {
    /// Worth of each tile kept (index 0: blank).
    worth: [i32; 64],
    vowel: [bool; 64],
    s: Option<u8>,
    q: Option<u8>,
    u: Option<u8>,
    letters: usize,
}

/// Keep-worth of letters by label; others count 0 (a tile set's own letters take the default).
#[rustfmt::skip]
const WORTH: &[(&str, i32)] = &[
    ("S", 8), ("E", 3), ("R", 2), ("X", 3), ("Z", 2), ("A", 1), ("D", 1), ("H", 1), ("L", 1),
    ("N", 1), ("T", 1), ("C", 0), ("I", 0), ("M", 0), ("P", 0), ("O", -1), ("Y", -1),
    ("B", -2), ("F", -2), ("G", -2), ("J", -2), ("K", -2), ("U", -3), ("W", -4), ("V", -5),
    ("Q", -7),
];

const VOWELS: &[&str] = &["A", "E", "I", "O", "U", "Ą", "Ę", "Ó", "Y"];

impl HandMade {
    /// The hand-made leave values for `tiles`: each letter's worth, vowels told apart.
    pub fn new(tiles: &TileSet) -> Self {
        let mut judge = Self {
            worth: [0; 64],
            vowel: [false; 64],
            s: tiles.letter_of('S'),
            q: tiles.letter_of('Q'),
            u: tiles.letter_of('U'),
            letters: tiles.letter_count(),
        };
        judge.worth[usize::from(BLANK)] = 24;
        for letter in tiles.letters() {
            let label = tiles.label(letter);
            let slot = usize::from(letter);
            judge.worth[slot] = WORTH
                .iter()
                .find(|(l, _)| *l == label)
                .map_or(0, |&(_, w)| w);
            judge.vowel[slot] = VOWELS.contains(&label);
        }
        judge
    }

    /// What keeping `leave` (counts by tile, index 0: blanks) is worth, in points.
    pub fn judge(&self, leave: &[u8]) -> i32 {
        let mut total = 0i32;
        let (mut vowels, mut consonants) = (0i32, 0i32);
        for (tile, &count) in leave.iter().enumerate().take(self.letters + 1) {
            if count == 0 {
                continue;
            }
            let count = i32::from(count);
            total += self.worth[tile] * count;
            if tile != usize::from(BLANK) {
                // Every copy after the first is a duplicate.
                total -= 4 * (count - 1);
                if self.vowel[tile] {
                    vowels += count;
                } else {
                    consonants += count;
                }
            }
        }
        if let Some(s) = self.s {
            let n = i32::from(leave[usize::from(s)]);
            if n > 1 {
                total -= 5 * (n - 1);
            }
        }
        if let (Some(q), Some(u)) = (self.q, self.u)
            && leave[usize::from(q)] > 0
            && leave[usize::from(u)] == 0
        {
            total -= 6;
        }
        let kept = vowels + consonants;
        if kept >= 2 {
            // About two vowels in five is a good balance.
            let ideal = (2 * kept + 2) / 5;
            total -= 3 * (vowels - ideal).abs();
            if vowels == 0 || consonants == 0 {
                total -= 4;
            }
        }
        total
    }
}
