//! The dice game's turn flow (rule book 002), consulted by the one game at the start and end of
//! every turn: deal and roll, place the dice of a play and scramble the mat, hand unused dice
//! back (or on), and put everything back when a play is challenged off. Each does nothing when
//! the letters are tiles from the bag.

use super::dice_table::DiceTable;
use super::record::{Seat, Turn, TurnKind};
use super::state::Game;
use crate::engine::board::Board;
use crate::engine::dice::scrambled;
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::variant::{BoardAfterPlay, LetterSupply};

impl Game {
    /// The start of `seat`'s turn: they draw up to 7 dice from the cup and roll them.
    pub(super) fn deal_dice(&mut self, seat: Seat) {
        if let Some(table) = &mut self.extras.dice {
            table.draw_and_roll(seat);
        }
        self.show_dice();
    }

    /// Each player's rack is the dice face up in front of them.
    pub(super) fn show_dice(&mut self) {
        let letters = self.variant.tiles.letter_count();
        if let Some(table) = &self.extras.dice {
            for (seat, state) in self.seats.iter_mut().enumerate() {
                state.rack = table.rack(seat, letters);
            }
        }
    }

    /// The mat and dice before `player` plays, kept so a challenge can take the play back.
    pub(super) fn dice_before_play(&self) -> Option<Box<(Board, DiceTable)>> {
        self.extras
            .dice
            .as_deref()
            .map(|table| Box::new((self.board.clone(), table.clone())))
    }

    /// After a play is scored: its dice are on the mat; "Here's where things get SCRAMBLED":
    /// the letters present at the start of the turn, minus those used in the new word, go back
    /// to the cup (all of them, the new ones too, when the play only extends the word); then
    /// "the player places any remaining dice back in the cup", or in advanced play passes them
    /// face up to the next player.
    pub(super) fn dice_after_play(&mut self, player: Seat, placement: &Placement, before: &Board) {
        let next = self.next_active(player);
        let Some(table) = &mut self.extras.dice else {
            return;
        };
        table.place(player, placement);
        if self.variant.after_play == BoardAfterPlay::Scrambled {
            let squares = scrambled(before, placement);
            for &pos in &squares {
                self.board.set(pos, None);
            }
            table.clear(&squares);
        }
        match self.variant.supply {
            LetterSupply::Dice { pass_unused: true } if next != player => {
                table.pass_hand(player, next);
            }
            _ => table.return_hand(player),
        }
        self.show_dice();
    }

    /// The letters `turn` passed face up to the next player, in a game whose plays pass their
    /// unused letters on (advanced dice play): what was on the player's rack before the play
    /// and not placed. `None` for other turns and games, or when nothing was left. Public:
    /// they lie face up on the table.
    pub fn passed_face_up(&self, turn: &Turn) -> Option<Rack> {
        if !self.variant.passes_unused_letters() {
            return None;
        }
        let TurnKind::Play { placement, .. } = &turn.kind else {
            return None;
        };
        let mut left = turn.rack.clone();
        for &(_, placed) in &placement.tiles {
            left.remove(placed.rack_tile());
        }
        (!left.is_empty()).then_some(left)
    }

    /// The turn moved on from `from` to the player now to move: `from`'s dice go back to the
    /// cup ("if the player does not have his/her word on the mat when time is up, he/she loses
    /// the turn and play passes to the left") and the new player draws and rolls.
    pub(super) fn dice_turn_passed(&mut self, from: Seat) {
        let Some(table) = &mut self.extras.dice else {
            return;
        };
        table.return_hand(from);
        self.deal_dice(self.to_move);
    }

    /// A challenged-off play: "the challenged player takes back his/her dice and loses that
    /// turn". The mat and every die are put back as they were before the play (the scrambled
    /// letters return to the mat); the challenged player's dice go back to the cup, and the
    /// player now to move draws and rolls afresh (any roll they made since is undone, since the
    /// challenge comes "before the next player starts a turn"). The rolls to come are not
    /// repeated: the generator goes on.
    pub(super) fn dice_take_back(&mut self, before: Box<(Board, DiceTable)>, challenged: Seat) {
        let Some(current) = &self.extras.dice else {
            return;
        };
        let (board, table) = *before;
        let mut table = table.restored_with_rng_of(current);
        table.return_hand(challenged);
        self.board = board;
        self.extras.dice = Some(Box::new(table));
        self.deal_dice(self.to_move);
    }

    /// A player leaves: any dice in front of them go back to the cup.
    pub(super) fn dice_left_with(&mut self, player: Seat) {
        if let Some(table) = &mut self.extras.dice {
            table.return_hand(player);
        }
        self.show_dice();
    }
}
