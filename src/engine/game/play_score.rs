//! What a play would score if it were made now: the engine's own check and score of a play,
//! with the adjustments [`Game::apply`] makes at the moment of play, and nothing changed.

use super::{Game, GameError, Seat};
use crate::engine::placement::Placement;
use crate::engine::scoring::ScoredPlay;

impl Game {
    /// [`Game::check_play`] (rack, placement rules of the variant, score) with what a play
    /// gets only when it is made: its yellow blanks do not count toward the bingo ("as long as
    /// the Bingo uses all seven (tan) letters in your rack", rule book 004), and Surprise's
    /// bonus for joining two stars. The score [`Game::apply`] would record for the play,
    /// whoever's turn it is, without looking its words up.
    pub fn play_score(&self, player: Seat, placement: &Placement) -> Result<ScoredPlay, GameError> {
        let scored = self.check_play(player, placement)?;
        let yellow = self.yellow_used(player, placement);
        let mut scored = self.without_yellow_bingo(scored, placement.tiles.len(), yellow);
        if self.variant.stars_joined_bonus > 0 {
            let mut after = self.clone();
            for &(pos, tile) in &placement.tiles {
                after.board.set(pos, Some(tile));
            }
            scored.stars_joined = after.stars_joined_bonus(&self.board);
            scored.score += scored.stars_joined;
        }
        Ok(scored)
    }
}
