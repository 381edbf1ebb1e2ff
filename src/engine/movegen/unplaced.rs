//! The rack's tiles not yet placed during a search: real tiles counted by letter, blanks apart.

use crate::engine::tiles::BLANK;

/// Tiles of the rack still to place. A letter is paid for with a real tile while one is left,
/// else with a blank (rule 2: a blank stands for any letter).
#[derive(Clone, Copy, Debug)]
pub struct Unplaced {
    /// Real tiles of each letter not yet placed.
    pub have: [u8; 64],
    /// Letters with a real tile not yet placed.
    free: u64,
    /// Blanks not yet needed.
    blanks: u8,
}

impl Unplaced {
    /// All of a rack counted by tile (index 0: blanks).
    pub fn new(counts: &[u8; 64]) -> Self {
        let mut have = *counts;
        have[usize::from(BLANK)] = 0;
        let free = (1..64)
            .filter(|&l| have[l] > 0)
            .fold(0u64, |m, l| m | 1 << l);
        Self {
            have,
            free,
            blanks: counts[usize::from(BLANK)],
        }
    }

    /// Letters still payable, with a real tile or a blank (every bit while a blank is left).
    #[inline]
    pub fn payable(&self) -> u64 {
        if self.blanks > 0 { !0 } else { self.free }
    }

    /// Takes a tile for `letter`: a real one if there is one left (true), else a blank.
    #[inline]
    pub fn take(&mut self, letter: u8) -> bool {
        let slot = usize::from(letter);
        let real = self.have[slot] > 0;
        if real {
            self.have[slot] -= 1;
            if self.have[slot] == 0 {
                self.free &= !(1 << letter);
            }
        } else {
            self.blanks -= 1;
        }
        real
    }

    /// Undoes [`Unplaced::take`].
    #[inline]
    pub fn give_back(&mut self, letter: u8, real: bool) {
        if real {
            self.have[usize::from(letter)] += 1;
            self.free |= 1 << letter;
        } else {
            self.blanks += 1;
        }
    }
}
