//! Words made from a set of tiles, with `?` blanks standing for any letter: `anagram` uses
//! every tile, `build` some of them (two letters or more). A letter is taken from its own tile
//! while one is left and from a blank only after: that never misses a word the tiles make.

use super::gaddag::Lexicon;
use super::walk::{Guide, WordList, walk_forward};
use crate::engine::tiles::{BLANK, Letter};

/// Which words an anagram query returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnagramMode {
    /// Words using every tile given (`anagram`).
    AllTiles,
    /// Words of two or more letters using some of the tiles (`build`).
    SomeTiles,
}

/// The tiles not used yet, as the walk goes.
struct Tiles {
    /// Tiles left by tile (index 0: blanks).
    counts: [u8; 64],
    /// Tiles left in all.
    left: usize,
    /// The tile each letter so far was taken from.
    taken: Vec<u8>,
    mode: AnagramMode,
}

impl Guide for Tiles {
    fn wanted(&self) -> u64 {
        if self.left == 0 {
            0
        } else if self.counts[usize::from(BLANK)] > 0 {
            !1
        } else {
            self.counts
                .iter()
                .enumerate()
                .skip(1)
                .filter(|&(_, &n)| n > 0)
                .fold(0, |set, (l, _)| set | 1 << l)
        }
    }

    fn push(&mut self, letter: Letter) -> bool {
        let tile = if self.counts[usize::from(letter)] > 0 {
            letter
        } else if self.counts[usize::from(BLANK)] > 0 {
            BLANK
        } else {
            return false;
        };
        self.counts[usize::from(tile)] -= 1;
        self.left -= 1;
        self.taken.push(tile);
        true
    }

    fn pop(&mut self) {
        if let Some(tile) = self.taken.pop() {
            self.counts[usize::from(tile)] += 1;
            self.left += 1;
        }
    }

    fn complete(&self, len: usize) -> bool {
        match self.mode {
            AnagramMode::AllTiles => self.left == 0,
            AnagramMode::SomeTiles => len >= 2,
        }
    }
}

impl Lexicon {
    /// Words that can be made from `tiles` (letters, and [`BLANK`] standing for any letter), in
    /// alphabet order; each word once, whichever tiles make it.
    pub fn anagrams(&self, tiles: &[u8], mode: AnagramMode) -> WordList {
        let mut counts = [0u8; 64];
        for &t in tiles {
            counts[usize::from(t).min(63)] += 1;
        }
        let mut guide = Tiles {
            counts,
            left: tiles.len(),
            taken: Vec::with_capacity(tiles.len()),
            mode,
        };
        walk_forward(self.graph(), &mut guide)
    }
}
