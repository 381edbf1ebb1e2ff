//! A player's own turn: play, exchange, pass or time out; and resigning.

use super::error::GameError;
use super::judge::Judge;
use super::record::{Seat, TurnKind};
use super::result::EndReason;
use super::settings::ChallengeRule;
use super::state::{Game, PendingPlay, Phase};
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::ScoredPlay;
use crate::engine::tiles::{BLANK, Letter};

impl Game {
    /// Places tiles (rules 1 to 3 of play): checks the rack, the placement and, under
    /// [`ChallengeRule::Void`], the words; scores the play; draws back up to the rack size.
    pub(super) fn play(
        &mut self,
        player: Seat,
        placement: &Placement,
        words: &[Vec<Letter>],
        judge: Judge<'_>,
    ) -> Result<(), GameError> {
        let (scored, tiles, yellow_used) = self.checked_play(player, placement, words, judge)?;
        self.pending = None;
        let rack_before = self.seats[player].rack.clone();
        let dice_before = self.dice_before_play();
        let board_before = (self.variant.stars_joined_bonus > 0).then(|| self.board.clone());
        for &(pos, placed) in &placement.tiles {
            self.board.set(pos, Some(placed));
        }
        let mut scored = scored;
        if let Some(before) = &board_before {
            scored.stars_joined = self.stars_joined_bonus(before);
            scored.score += scored.stars_joined;
        }
        let yellow_before = self.seats[player].extras.yellow;
        let seat = &mut self.seats[player];
        for &tile in &tiles {
            seat.rack.remove(tile);
        }
        seat.extras.yellow -= yellow_used;
        let yellow_awarded = self.award_yellow_blanks(player, placement);
        let blockers_replaced = self.lift_replaced_blockers(placement);
        let blockers_awarded = self.award_blockers(player, placement);
        let turn_index = self.history.len();
        let cards = self.draw_saucer_cards(player, placement, turn_index);
        let room = usize::from(self.variant.rack_size).saturating_sub(self.tan_on_rack(player));
        let drawn = self.bag.draw_up_to(room);
        let seat = &mut self.seats[player];
        for &tile in &drawn {
            seat.rack.add(tile);
        }
        let points = scored.score as i32;
        seat.score += points;
        let scoreless_before = self.scoreless_turns;
        self.scoreless_turns = if self.play_resets_scoreless(points) {
            0
        } else {
            scoreless_before + 1
        };
        let kind = TurnKind::Play {
            placement: placement.clone(),
            scored: scored.clone(),
        };
        self.record(player, kind, rack_before.clone(), points);
        if let Some(before) = &dice_before {
            self.dice_after_play(player, placement, &before.0);
        }
        if self.settings.challenge != ChallengeRule::Void {
            self.pending = Some(PendingPlay {
                player,
                placement: placement.clone(),
                scored,
                rack_before,
                drawn,
                scoreless_before,
                turn_index,
                dice_before,
                yellow_before,
                yellow_awarded: yellow_awarded + cards.yellow,
                blockers_awarded,
                blockers_replaced,
                cards,
            });
        }
        self.after_play(player);
        Ok(())
    }

    /// A play checked before anything changes (rules 1 to 3): its score (without a bingo bonus
    /// earned with yellow blanks), the rack tiles it uses and how many yellow blanks; under
    /// [`ChallengeRule::Void`], refused if a word is not acceptable.
    fn checked_play(
        &self,
        player: Seat,
        placement: &Placement,
        words: &[Vec<Letter>],
        judge: Judge<'_>,
    ) -> Result<(ScoredPlay, Vec<u8>, u8), GameError> {
        self.check_mover(player)?;
        if self.awaiting_final_challenge() {
            return Err(GameError::AwaitingFinalChallenge);
        }
        let scored = self.check_play_named(player, placement, words)?;
        let tiles: Vec<u8> = placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect();
        let yellow_used = self.yellow_used(player, placement);
        let scored = self.without_yellow_bingo(scored, tiles.len(), yellow_used);
        if self.settings.challenge == ChallengeRule::Void {
            let invalid = self.invalid_words(&scored, judge);
            if !invalid.is_empty() {
                return Err(GameError::InvalidWords(invalid));
            }
        }
        Ok((scored, tiles, yellow_used))
    }

    /// After a play: the game ends (or waits for a last challenge), ends on scoreless turns, or
    /// passes to the next player.
    fn after_play(&mut self, player: Seat) {
        if let Some(reason) = self.ending_after_play(player) {
            self.end_or_await_challenge(reason);
        } else if self.scoreless_limit_reached() {
            self.finish(EndReason::ScorelessTurns);
        } else {
            self.advance();
        }
    }

    /// Swaps rack tiles for as many from the bag (rule 7): the new tiles are drawn first, then
    /// the old ones are mixed in. Needs at least `exchange_min_bag` tiles in the bag (and as
    /// many as are exchanged).
    pub(super) fn exchange(&mut self, player: Seat, tiles: &[u8]) -> Result<(), GameError> {
        self.check_mover(player)?;
        if self.awaiting_final_challenge() {
            return Err(GameError::AwaitingFinalChallenge);
        }
        if !self.variant.has_exchanges() {
            return Err(GameError::NoExchangeWithDice);
        }
        if tiles.is_empty() {
            return Err(GameError::ExchangeNothing);
        }
        // The rack first: tiles the player does not hold are the mistake to name.
        self.check_on_rack(player, tiles)?;
        let seat = &self.seats[player];
        let tan_blanks = seat.rack.count(BLANK).saturating_sub(seat.extras.yellow);
        if Rack::from_tiles(self.variant.tiles.letter_count(), tiles).count(BLANK) > tan_blanks {
            return Err(GameError::YellowBlankKept);
        }
        let needed = usize::from(self.variant.exchange_min_bag).max(tiles.len());
        if self.bag.len() < needed {
            return Err(GameError::ExchangeBagTooSmall {
                in_bag: self.bag.len(),
                needed,
            });
        }

        self.pending = None;
        let rack_before = self.seats[player].rack.clone();
        let drawn = self.bag.draw_up_to(tiles.len());
        let rack = &mut self.seats[player].rack;
        for &tile in tiles {
            rack.remove(tile);
        }
        for &tile in &drawn {
            rack.add(tile);
        }
        self.bag.mix_in(tiles);
        let mut exchanged = tiles.to_vec();
        exchanged.sort_unstable();
        self.record(
            player,
            TurnKind::Exchange { tiles: exchanged },
            rack_before,
            0,
        );
        self.scoreless_turn_taken();
        Ok(())
    }

    /// Passes the turn (or, with `timed_out`, records that the clock passed it). While a final
    /// play awaits its challenge, the next player's pass or time-out accepts it and ends the game.
    pub(super) fn pass(&mut self, player: Seat, timed_out: bool) -> Result<(), GameError> {
        self.check_mover(player)?;
        if let Phase::FinalChallenge(reason) = self.phase {
            self.finish(reason);
            return Ok(());
        }
        self.pending = None;
        let kind = if timed_out {
            TurnKind::TimeOut
        } else {
            TurnKind::Pass
        };
        let rack = self.seats[player].rack.clone();
        self.record(player, kind, rack, 0);
        self.scoreless_turn_taken();
        Ok(())
    }

    /// A player leaves. With two players the other wins at once. With three or four, the
    /// resigner is out: their score stands but they cannot win, their rack stays out of play
    /// (it is neither drawn from nor counted at the end), they take no more turns, and play goes
    /// on among the rest until one player is left or the game ends normally. If the resigner's
    /// last play was still open to challenge, it now stands.
    pub(super) fn resign(&mut self, player: Seat) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let seat = self
            .seats
            .get_mut(player)
            .ok_or(GameError::UnknownPlayer(player))?;
        if seat.resigned {
            return Err(GameError::Resigned);
        }
        seat.resigned = true;
        let rack = seat.rack.clone();
        self.record(player, TurnKind::Resign, rack, 0);
        if self.to_move != player {
            self.dice_left_with(player);
        }
        if self.active_seats().count() == 1 {
            self.finish(EndReason::Resignation);
            return Ok(());
        }
        if self.pending.as_ref().is_some_and(|p| p.player == player) {
            self.pending = None;
            if let Phase::FinalChallenge(reason) = self.phase {
                self.finish(reason);
                return Ok(());
            }
        }
        if self.to_move == player {
            if self.awaiting_final_challenge() {
                self.to_move = self.next_active(player);
            } else {
                self.advance();
            }
        }
        Ok(())
    }
}
