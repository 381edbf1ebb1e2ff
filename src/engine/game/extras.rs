//! The state only some variants have, in one place beside the classic game's: the dice game's
//! dice (rule book 002), the piles of yellow blanks and blockers and the squares blocked (rule
//! book 004), and Hyper-Race's flying-saucer deck; what each player holds of them (yellow
//! blanks, blockers); and what a play's cards did, to undo them. Empty (and never read) in the
//! classic game.

use super::dice_table::DiceTable;
use super::record::Seat;
use crate::engine::layout::Pos;
use crate::engine::race::Card;

/// A game's per-variant state (what each player holds of it is their [`SeatExtras`]).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(super) struct VariantState {
    /// The dice game's dice (rule book 002); `None` when the letters are tiles from the bag.
    pub(super) dice: Option<Box<DiceTable>>,
    /// Yellow blanks left in the pile beside the bag (rule book 004).
    pub(super) yellow_supply: u8,
    /// Blockers left in their pile (Blanks & Blockers).
    pub(super) blocker_supply: u8,
    /// Squares with a blocker on them, and who played it, in the order played.
    pub(super) blocked: Vec<(Pos, Seat)>,
    /// Hyper-Race's flying-saucer deck in the order it is drawn (empty without cards).
    pub(super) deck: Vec<Card>,
    /// Cards drawn so far, with the record entry (a play) that drew each.
    pub(super) cards_drawn: Vec<(usize, Card)>,
}

/// A player's per-variant state: what only some variants give a player to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(super) struct SeatExtras {
    /// How many of the rack's blanks are yellow blanks, kept beside the seven (rule book 004).
    pub(super) yellow: u8,
    /// Blockers held, to play on a later turn (Blanks & Blockers).
    pub(super) blockers: u8,
}

/// What the cards a play drew did, to undo them if the play is challenged off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct CardsApplied {
    pub drawn: u8,
    pub yellow: u8,
    /// Whether a card set the player's "loses next turn" (it was not set before).
    pub lost_turn: bool,
}
