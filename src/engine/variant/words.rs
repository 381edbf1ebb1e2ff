//! The words a variant's own rule book uses for its letters: tiles drawn from a bag onto a rack,
//! or dice rolled from a cup. The bot writes them as they are and never names the supply itself.

use super::{LetterSupply, Variant};

/// How to speak of where letters come from and what a player holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LetterWords {
    /// The count of letters left to draw: "Tiles in the bag", "Dice in the cup".
    pub left_to_draw: &'static str,
    /// A player's letters shown to them: "Your rack", "Your rack (the dice you rolled)".
    pub own_rack: &'static str,
    /// A player's letters when they hold none: "empty", or the dice game's "no dice now; you
    /// roll when your turn starts" (dice are rolled at the start of the turn).
    pub empty_rack: &'static str,
    /// The title of the draw for first play: "The draw for first play", "The roll for first
    /// play".
    pub opening_draw: &'static str,
    /// What each player did in it: "drew", "rolled".
    pub opening_verb: &'static str,
}

impl LetterWords {
    /// Tiles from the bag (rule books 000 and 001), the words of a game not yet dealt too.
    pub const TILES: LetterWords = LetterWords {
        left_to_draw: "Tiles in the bag",
        own_rack: "Your rack",
        empty_rack: "empty",
        opening_draw: "The draw for first play",
        opening_verb: "drew",
    };

    /// Dice from the cup (rule book 002: "each player rolls one die").
    const DICE: LetterWords = LetterWords {
        left_to_draw: "Dice in the cup",
        own_rack: "Your rack (the dice you rolled)",
        empty_rack: "no dice now; you roll when your turn starts",
        opening_draw: "The roll for first play",
        opening_verb: "rolled",
    };
}

impl Variant {
    /// The words this variant's rule book uses for its letters.
    pub fn letter_words(&self) -> &'static LetterWords {
        match self.supply {
            LetterSupply::Bag => &LetterWords::TILES,
            LetterSupply::Dice { .. } => &LetterWords::DICE,
        }
    }
}
