//! The game's state: the [`Game`] itself, each player's side of the table, the phase of play
//! and the last play kept while it may be challenged. What a game does with it is in the files
//! beside this one, each an `impl Game` for its rules.

use super::dice_table::DiceTable;
use super::extras::{CardsApplied, SeatExtras, VariantState};
use super::record::{Seat, Turn};
use super::result::{EndReason, GameResult};
use super::settings::GameSettings;
use crate::engine::bag::Bag;
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::ScoredPlay;
use crate::engine::variant::Variant;

/// A game of 2 to 4 players in progress or finished.
///
/// Players are seats `0..player_count()`; the caller maps people to seats. Commands are checked
/// completely before anything changes: a refused command returns a [`GameError`](super::GameError) and leaves the
/// game exactly as it was. All randomness comes from the bag's seeded RNG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(super) variant: Variant,
    pub(super) settings: GameSettings,
    pub(super) board: Board,
    pub(super) bag: Bag,
    pub(super) seats: Vec<SeatState>,
    /// The seat whose turn it is (while over: the seat that would have moved).
    pub(super) to_move: Seat,
    pub(super) phase: Phase,
    /// The last play while it may still be challenged.
    pub(super) pending: Option<PendingPlay>,
    /// Consecutive scoreless turns, all players together.
    pub(super) scoreless_turns: u8,
    pub(super) history: Vec<Turn>,
    /// What only some variants have: dice, piles of yellow blanks and blockers, the blocked
    /// squares, the flying-saucer deck.
    pub(super) extras: VariantState,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SeatState {
    pub(super) rack: Rack,
    pub(super) score: i32,
    pub(super) resigned: bool,
    /// Lost a double challenge: their next turn is skipped.
    pub(super) loses_next_turn: bool,
    /// What only some variants give a player to hold: yellow blanks, blockers.
    pub(super) extras: SeatExtras,
}

/// Where the game stands: in play, waiting on a final play's challenge, or over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    Playing,
    /// The last play would end the game; it waits for a challenge or for the next player to
    /// accept it (see [`Game::awaiting_final_challenge`]).
    FinalChallenge(EndReason),
    Over(GameResult),
}

/// Everything needed to take a play back exactly if it is challenged off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct PendingPlay {
    pub(super) player: Seat,
    pub(super) placement: Placement,
    pub(super) scored: ScoredPlay,
    pub(super) rack_before: Rack,
    /// The replacement tiles, in the order drawn: they go back on top of the bag.
    pub(super) drawn: Vec<u8>,
    pub(super) scoreless_before: u8,
    /// Index of the play in the history.
    pub(super) turn_index: usize,
    /// The dice game: the mat and the dice as they were before the play (and its scramble).
    pub(super) dice_before: Option<Box<(Board, DiceTable)>>,
    /// The player's yellow blanks before the play, and those the play took from the pile.
    pub(super) yellow_before: u8,
    pub(super) yellow_awarded: u8,
    /// Blockers the play took from the pile, and those a Rookie's play took off the board.
    pub(super) blockers_awarded: u8,
    pub(super) blockers_replaced: Vec<(Pos, Seat)>,
    /// Flying-saucer cards the play drew and what they did.
    pub(super) cards: CardsApplied,
}
