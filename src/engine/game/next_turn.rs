//! Passing the turn on ("play passes to the left"): skipping lost turns, counting scoreless
//! turns, and ending the game when their limit or the last round is reached.

use super::record::TurnKind;
use super::result::EndReason;
use super::state::Game;
use crate::engine::rack::Rack;
use crate::engine::variant::Scoring;

impl Game {
    /// Counts a scoreless turn (pass, exchange, time-out), then ends the game or moves on.
    pub(super) fn scoreless_turn_taken(&mut self) {
        self.scoreless_turns += 1;
        if self.scoreless_limit_reached() {
            self.finish(EndReason::ScorelessTurns);
        } else {
            self.advance();
        }
    }

    /// Whether a play scoring `points` starts the count of scoreless turns again: any play
    /// with points, and in a game without scoring any play at all (a word is progress there).
    pub(super) fn play_resets_scoreless(&self, points: i32) -> bool {
        points > 0 || self.variant.scoring == Scoring::Unscored
    }

    pub(super) fn scoreless_limit_reached(&self) -> bool {
        self.scoreless_turns >= self.variant.scoreless_turn_limit
    }

    /// Passes the turn to the next player still in the game ("play passes to the left"),
    /// skipping anyone who lost their turn.
    pub(super) fn advance(&mut self) {
        if self.rounds_done() {
            self.finish(EndReason::RoundsPlayed);
            return;
        }
        let from = self.to_move;
        self.to_move = self.next_active(from);
        self.dice_turn_passed(from);
        self.skip_lost_turns();
    }

    /// While the player to move has lost their next turn (a failed double challenge), records
    /// the lost turn (a scoreless turn) and moves on.
    pub(super) fn skip_lost_turns(&mut self) {
        while self.seats[self.to_move].loses_next_turn {
            let seat = &mut self.seats[self.to_move];
            seat.loses_next_turn = false;
            let rack: Rack = seat.rack.clone();
            self.record(self.to_move, TurnKind::LostTurn, rack, 0);
            self.scoreless_turns += 1;
            if self.scoreless_limit_reached() {
                self.finish(EndReason::ScorelessTurns);
                return;
            }
            if self.rounds_done() {
                self.finish(EndReason::RoundsPlayed);
                return;
            }
            let from = self.to_move;
            self.to_move = self.next_active(from);
            self.dice_turn_passed(from);
        }
    }
}
