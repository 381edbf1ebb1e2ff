//! A generated play: compact and copyable, turned into the engine's `Placement` on demand.

use super::frame::{BLANK_FLAG, Frame, LETTER_BITS, MAX_LINE, NEW_FLAG};
use crate::engine::layout::{Direction, Pos};
use crate::engine::placement::Placement;
use crate::engine::tiles::{Placed, TileSet};

/// A legal tile placement with its score: the whole main word (tiles already on the board and
/// new ones) from its first square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    score: u32,
    dir: Direction,
    start: Pos,
    len: u8,
    /// How many of the squares are new (placed from the rack).
    placed: u8,
    /// Square codes: letter, blank flag, new flag.
    squares: [u8; MAX_LINE],
}

impl Move {
    /// Points the play scores, bingo bonus included.
    pub fn score(&self) -> u32 {
        self.score
    }

    /// The direction the main word reads in.
    pub fn dir(&self) -> Direction {
        self.dir
    }

    /// The first square of the main word (which may hold a tile already on the board).
    pub fn start(&self) -> Pos {
        self.start
    }

    pub(super) fn codes(&self) -> &[u8] {
        &self.squares[..usize::from(self.len)]
    }

    fn pos_at(&self, i: usize) -> Pos {
        match self.dir {
            Direction::Across => Pos::new(self.start.row, self.start.col + i as u8),
            Direction::Down => Pos::new(self.start.row + i as u8, self.start.col),
        }
    }

    /// Every square of the main word: where, what, and whether it is placed by this play.
    pub fn word(&self) -> impl Iterator<Item = (Pos, Placed, bool)> + '_ {
        self.codes().iter().enumerate().map(|(i, &code)| {
            let tile = Placed {
                letter: code & LETTER_BITS,
                blank: code & BLANK_FLAG != 0,
            };
            (self.pos_at(i), tile, code & NEW_FLAG != 0)
        })
    }

    /// The tiles of the main word in reading order, those on the board included.
    pub fn letters(&self) -> impl Iterator<Item = Placed> + '_ {
        self.codes().iter().map(|&code| Placed {
            letter: code & LETTER_BITS,
            blank: code & BLANK_FLAG != 0,
        })
    }

    /// How many tiles come from the rack.
    pub fn tiles_placed(&self) -> usize {
        usize::from(self.placed)
    }

    /// The rack tiles the play uses (0 for each blank).
    pub fn rack_tiles(&self) -> Vec<u8> {
        self.word()
            .filter(|w| w.2)
            .map(|(_, tile, _)| tile.rack_tile())
            .collect()
    }

    /// The play as the engine's rules take it: the new tiles, in reading order.
    pub fn placement(&self) -> Placement {
        Placement {
            dir: self.dir,
            tiles: self
                .word()
                .filter(|w| w.2)
                .map(|(pos, tile, _)| (pos, tile))
                .collect(),
        }
    }

    /// The main word, tiles on the board included, blanks in lower case (`QuIZ`).
    pub fn spell(&self, tiles: &TileSet) -> String {
        let word: Vec<Placed> = self.word().map(|w| w.1).collect();
        tiles.spell(&word)
    }

    /// A key that orders plays by square, direction and word.
    pub fn sort_key(&self) -> (Pos, bool, &[u8]) {
        (self.start, self.dir == Direction::Down, self.codes())
    }
}

/// A play the generator has just found, viewed in place; [`Candidate::to_move`] copies it out.
pub struct Candidate<'a> {
    pub(super) score: u32,
    pub(super) frame: &'a Frame,
    pub(super) line: usize,
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) word: &'a [u8; MAX_LINE],
    pub(super) leave: &'a [u8; 64],
    pub(super) placed: u8,
}

impl Candidate<'_> {
    /// Points the play scores, bingo bonus included.
    pub fn score(&self) -> u32 {
        self.score
    }

    /// Tiles left on the rack after the play, counted by tile (index 0: blanks).
    pub fn leave(&self) -> &[u8; 64] {
        self.leave
    }

    /// How many tiles come from the rack.
    pub fn tiles_placed(&self) -> usize {
        usize::from(self.placed)
    }

    /// Length of the main word.
    pub fn word_len(&self) -> usize {
        self.end - self.start + 1
    }

    /// Copies the play out.
    pub fn to_move(&self) -> Move {
        let mut squares = [0u8; MAX_LINE];
        let len = self.word_len();
        squares[..len].copy_from_slice(&self.word[self.start..=self.end]);
        debug_assert_eq!(
            squares.iter().filter(|&&c| c & NEW_FLAG != 0).count(),
            usize::from(self.placed)
        );
        Move {
            score: self.score,
            dir: self.frame.dir,
            start: self.frame.pos(self.line, self.start),
            len: len as u8,
            placed: self.placed,
            squares,
        }
    }
}
