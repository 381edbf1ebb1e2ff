//! A letter of a tile set and a tile lying on the board.

/// A letter of a tile set's alphabet, numbered from 1 in the order the set lists them.
/// `0` is never a letter: in racks and bags it stands for the blank (see [`BLANK`]).
pub type Letter = u8;

/// The blank tile in a rack or bag ("the two blank tiles may be used as any letters", rule 6).
pub const BLANK: u8 = 0;

/// A tile lying on the board: the letter it shows and whether it is a blank standing for it.
/// A blank keeps its letter for the rest of the game (rule 6) and is worth nothing (rule 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Placed {
    pub letter: Letter,
    pub blank: bool,
}

impl Placed {
    /// A real (non-blank) tile.
    pub const fn tile(letter: Letter) -> Self {
        Self {
            letter,
            blank: false,
        }
    }

    /// A blank designated as `letter`.
    pub const fn blank(letter: Letter) -> Self {
        Self {
            letter,
            blank: true,
        }
    }

    /// The rack tile this came from: the letter itself, or [`BLANK`].
    pub const fn rack_tile(self) -> u8 {
        if self.blank { BLANK } else { self.letter }
    }
}
