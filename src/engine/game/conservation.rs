//! Which check proves, before every commit, that no letter was created or lost: the tile set
//! counted (with the yellow blanks taken from their pile, rule book 004), or the dice game's
//! own check of its dice (rule book 002).

use super::state::Game;
use crate::engine::variant::LetterSupply;

/// What the caller must check, or the game's own verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Conservation {
    /// The stored bag and racks and the board must make up the tile set's distribution plus
    /// `extra_blanks` blanks taken from piles beside the bag.
    TileCount { extra_blanks: u8 },
    /// The game checked its own pieces (every die in exactly one place, showing one of its own
    /// faces, the mat's dice exactly the board's tiles): `Err` says what is wrong.
    Checked(Result<(), String>),
}

impl Game {
    /// The conservation check this game needs.
    pub fn conservation(&self) -> Conservation {
        match self.variant.supply {
            LetterSupply::Bag => Conservation::TileCount {
                extra_blanks: self.yellow_blanks_in_play(),
            },
            LetterSupply::Dice { .. } => Conservation::Checked(self.check_dice_conserved()),
        }
    }
}
