//! The state only some variants have, in one place beside the classic game's: the dice game's
//! dice (rule book 002), the piles of yellow blanks and blockers and the squares blocked (rule
//! book 004), and Hyper-Race's flying-saucer deck. Empty (and never read) in the classic game.

use super::Seat;
use super::dice_table::DiceTable;
use crate::engine::layout::Pos;
use crate::engine::race::Card;

/// A game's per-variant state (what each player holds of it is in their seat).
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
