//! A linear model of what the tiles a play keeps (its "leave") are worth: one weight for having
//! a tile, one more for a second copy and one for a third; one for each mix of vowels and
//! consonants kept; one for a Q kept without a U. Every part is a yes-or-no feature, so a
//! leave's value is the sum of the weights of its features, and the weights can be learned by
//! least squares from self-play (`examples/learn_leaves.rs`).

use crate::engine::tiles::{BLANK, TileSet};

/// Copies of one tile the model tells apart (first, second, third and more).
const COPIES: usize = 3;
/// Vowels (and consonants) counted apart in the balance features: 0 to 7, more counts as 7.
const BALANCE: usize = 8;

/// Labels counted as vowels (in any tile set).
const VOWELS: &[&str] = &["A", "E", "I", "O", "U", "Ą", "Ę", "Ó", "Y"];

/// The features of leaves for one tile set, and their weights (points).
#[derive(Clone, Debug)]
pub struct LeaveModel {
    weights: Vec<f32>,
    /// Number of letters of the tile set (tiles are 0 = blank, then 1..=letters).
    letters: usize,
    vowel: [bool; 64],
    q: Option<u8>,
    u: Option<u8>,
    /// What a turn spent exchanging costs beyond the points it does not score (0 unless set).
    exchange_cost: f32,
}

impl LeaveModel {
    /// This model with `cost` points charged for a turn spent exchanging.
    pub fn with_exchange_cost(mut self, cost: f32) -> Self {
        self.exchange_cost = cost;
        self
    }

    /// What a turn spent exchanging costs beyond the points it does not score.
    pub fn exchange_cost(&self) -> f32 {
        self.exchange_cost
    }

    /// How many weights a model for a tile set of `letters` letters has.
    pub fn weight_count(letters: usize) -> usize {
        (letters + 1) * COPIES + BALANCE * BALANCE + 1
    }

    /// A model for `tiles` with these weights (see [`LeaveModel::weight_count`]); all zero if
    /// the count is wrong.
    pub fn new(tiles: &TileSet, weights: &[f32]) -> Self {
        let letters = tiles.letter_count();
        let mut vowel = [false; 64];
        for letter in tiles.letters() {
            vowel[usize::from(letter)] = VOWELS.contains(&tiles.label(letter));
        }
        let count = Self::weight_count(letters);
        let weights = if weights.len() == count {
            weights.to_vec()
        } else {
            vec![0.0; count]
        };
        Self {
            weights,
            letters,
            vowel,
            q: tiles.letter_of('Q'),
            u: tiles.letter_of('U'),
            exchange_cost: 0.0,
        }
    }

    /// Calls `feature` with the index of every feature `leave` has (counts by tile, index 0:
    /// blanks): the weights it sums.
    pub fn features(&self, leave: &[u8], mut feature: impl FnMut(usize)) {
        let (mut vowels, mut consonants) = (0usize, 0usize);
        for (tile, &count) in leave.iter().enumerate().take(self.letters + 1) {
            if count == 0 {
                continue;
            }
            for copy in 0..usize::from(count).min(COPIES) {
                feature(tile * COPIES + copy);
            }
            if tile != usize::from(BLANK) {
                if self.vowel[tile] {
                    vowels += usize::from(count);
                } else {
                    consonants += usize::from(count);
                }
            }
        }
        let base = (self.letters + 1) * COPIES;
        feature(base + vowels.min(BALANCE - 1) * BALANCE + consonants.min(BALANCE - 1));
        if let (Some(q), Some(u)) = (self.q, self.u)
            && leave.get(usize::from(q)).is_some_and(|&n| n > 0)
            && leave.get(usize::from(u)).is_none_or(|&n| n == 0)
        {
            feature(base + BALANCE * BALANCE);
        }
    }

    /// What keeping `leave` is worth, in points (only differences between leaves matter).
    pub fn value(&self, leave: &[u8]) -> f32 {
        let mut total = 0.0;
        self.features(leave, |i| total += self.weights[i]);
        total
    }

    /// The weights in a `leave_weights.rs` as `examples/learn_leaves.rs` writes it (the numbers
    /// of its `ENGLISH` array), so self-play can try values before they are compiled in.
    pub fn weights_from_source(text: &str) -> Option<Vec<f32>> {
        let (_, rest) = text.split_once("const ENGLISH: &[f32] = &[")?;
        let (list, _) = rest.split_once("];")?;
        list.split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(|w| w.parse().ok())
            .collect()
    }
}
