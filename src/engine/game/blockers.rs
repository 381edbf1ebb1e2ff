//! Blockers (Blanks & Blockers, rule book 004): taking one by covering a Blocker square, putting
//! one on an empty square "in addition to playing your word", squares no tile may go on, and a
//! Rookie's play that replaces one.

use super::error::GameError;
use super::record::{Seat, TurnKind};
use super::state::Game;
use crate::engine::layout::{Pos, SpecialSquare};
use crate::engine::placement::Placement;

impl Game {
    /// Blockers `player` holds.
    pub fn blockers_held(&self, player: Seat) -> u8 {
        self.seats[player].extras.blockers
    }

    /// Blockers still in their pile.
    pub fn blocker_supply(&self) -> u8 {
        self.extras.blocker_supply
    }

    /// Squares with a blocker on them.
    pub fn blocked_squares(&self) -> impl Iterator<Item = Pos> + '_ {
        self.extras.blocked.iter().map(|&(pos, _)| pos)
    }

    /// Whether `pos` has a blocker on it.
    pub fn is_blocked(&self, pos: Pos) -> bool {
        self.extras.blocked.iter().any(|&(p, _)| p == pos)
    }

    /// "Blockers act as obstacles: no tile can be played on a square with a Blocker. In Pro
    /// versus Rookie games, a Rookie may replace a Blocker tile with a letter tile".
    pub(super) fn check_blockers(
        &self,
        player: Seat,
        placement: &Placement,
    ) -> Result<(), GameError> {
        let replaces = self.role_of(player).replaces_blockers();
        match placement
            .tiles
            .iter()
            .find(|(pos, _)| self.is_blocked(*pos))
        {
            Some(&(pos, _)) if !replaces => Err(GameError::Blocked(pos)),
            _ => Ok(()),
        }
    }

    /// A Rookie's play took the blockers under its tiles off the board: they go back to the
    /// pile. Returns them (for a take-back).
    pub(super) fn lift_replaced_blockers(&mut self, placement: &Placement) -> Vec<(Pos, Seat)> {
        let (lifted, kept): (Vec<_>, Vec<_>) = self
            .extras
            .blocked
            .iter()
            .partition(|(pos, _)| placement.tiles.iter().any(|(p, _)| p == pos));
        self.extras.blocked = kept;
        self.extras.blocker_supply += lifted.len() as u8;
        lifted
    }

    /// "Do the following if you play a word that covers a ... Blocker square on your turn ...
    /// Take one Blocker tile from the pile", while the pile lasts and if the player's role
    /// allows it ("only Rookies may take Blocker tiles"). Returns how many were taken.
    pub(super) fn award_blockers(&mut self, player: Seat, placement: &Placement) -> u8 {
        if self.variant.blockers == 0 || !self.role_of(player).takes_blockers() {
            return 0;
        }
        let covered = placement
            .tiles
            .iter()
            .filter(|(pos, _)| {
                self.variant.layout.square(*pos).special == Some(SpecialSquare::Blocker)
            })
            .count();
        let taken = covered.min(usize::from(self.extras.blocker_supply)) as u8;
        self.extras.blocker_supply -= taken;
        self.seats[player].extras.blockers += taken;
        taken
    }

    /// Takes back the blockers a challenged-off play took: from the player's hand, or, if they
    /// already put them down, off the board (the latest they put down first); and puts back the
    /// blockers a Rookie's play had replaced.
    pub(super) fn return_blockers(
        &mut self,
        player: Seat,
        awarded: u8,
        replaced: Vec<(Pos, Seat)>,
    ) {
        for _ in 0..awarded {
            if self.seats[player].extras.blockers > 0 {
                self.seats[player].extras.blockers -= 1;
            } else if let Some(k) = self.extras.blocked.iter().rposition(|&(_, s)| s == player) {
                self.extras.blocked.remove(k);
            }
            self.extras.blocker_supply += 1;
        }
        self.extras.blocker_supply -= replaced.len() as u8;
        self.extras.blocked.extend(replaced);
    }

    /// `player` puts a held blocker on `at`: "You may play a Blocker tile on any turn, in
    /// addition to playing your word. Play the tile on any empty square." Allowed on their turn
    /// or at once after their play ("You may play it immediately"), before the next player
    /// moves. It does not end the turn.
    pub(super) fn block(&mut self, player: Seat, at: Pos) -> Result<(), GameError> {
        let held = self.check_still_playing(player)?.extras.blockers;
        let role = self.role_of(player);
        if held == 0 && !role.takes_blockers() {
            return Err(GameError::RoleTakesNoBlockers(role));
        }
        if held == 0 {
            return Err(GameError::NoBlocker);
        }
        let just_played = self
            .history
            .last()
            .is_some_and(|t| t.player == player && t.kind.is_play());
        if self.to_move != player && !just_played {
            return Err(GameError::NotYourTurn);
        }
        if !self.board.contains(at) {
            return Err(GameError::BlockerOffBoard);
        }
        if self.board.get(at).is_some() || self.is_blocked(at) {
            return Err(GameError::BlockerOnFilledSquare(at));
        }
        self.seats[player].extras.blockers -= 1;
        self.extras.blocked.push((at, player));
        let rack = self.seats[player].rack.clone();
        self.record(player, TurnKind::Blocked { at }, rack, 0);
        Ok(())
    }
}
