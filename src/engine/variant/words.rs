//! The words a variant's own rule book uses for its letters: tiles drawn from a bag onto a rack,
//! or dice rolled from a cup, as the keys of the bot's catalogue messages that say them. The bot
//! says the message it is given and never names the supply itself.

use super::{LetterSupply, Variant};

/// How to speak of where letters come from and what a player holds: the keys of the bot's
/// catalogue messages that say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LetterWords {
    /// The count of letters left to draw (`$tiles`): "Tiles in the bag", "Dice in the cup".
    pub left_to_draw: &'static str,
    /// A player's letters shown to them: "Your rack", "Your rack (the dice you rolled)".
    pub own_rack: &'static str,
    /// A player's letters when they hold none: "empty", or the dice game's "no dice now; you
    /// roll when your turn starts" (dice are rolled at the start of the turn).
    pub empty_rack: &'static str,
    /// The title of the draw for first play: "The draw for first play", "The roll for first
    /// play".
    pub opening_draw: &'static str,
    /// Who won it (`$player`): "... drew nearest to A", "... rolled nearest to A".
    pub opening_won: &'static str,
}

impl LetterWords {
    /// Tiles from the bag (rule books 000 and 001), the words of a game not yet dealt too.
    pub const TILES: LetterWords = LetterWords {
        left_to_draw: "scoreboard-bag",
        own_rack: "rack-yours",
        empty_rack: "rack-empty",
        opening_draw: "draw-title",
        opening_won: "draw-won",
    };

    /// Dice from the cup (rule book 002: "each player rolls one die").
    const DICE: LetterWords = LetterWords {
        left_to_draw: "scoreboard-cup",
        own_rack: "rack-yours-rolled",
        empty_rack: "rack-empty-rolled",
        opening_draw: "draw-title-roll",
        opening_won: "draw-won-roll",
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
