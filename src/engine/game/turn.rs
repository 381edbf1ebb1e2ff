//! A player's own turn: play, exchange, pass or time out; resigning; passing the turn on.

use super::{
    ChallengeRule, EndReason, Game, GameError, PendingPlay, Phase, Seat, SeatState, Shortfall,
    TurnKind,
};
use crate::engine::dictionary::Dictionary;
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::{ScoredPlay, score_play};
use crate::engine::tiles::{BLANK, Letter, TileSet};
use crate::engine::variant::Scoring;

impl Game {
    /// Checks that the game goes on and `player` is at the table, still playing; their seat.
    pub(super) fn check_still_playing(&self, player: Seat) -> Result<&SeatState, GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        let seat = self
            .seats
            .get(player)
            .ok_or(GameError::UnknownPlayer(player))?;
        if seat.resigned {
            return Err(GameError::Resigned);
        }
        Ok(seat)
    }

    /// Checks that `player` may take their turn now.
    fn check_mover(&self, player: Seat) -> Result<(), GameError> {
        self.check_still_playing(player)?;
        if player != self.to_move {
            return Err(GameError::NotYourTurn);
        }
        Ok(())
    }

    /// Checks that `tiles` are tiles of this game's set and all on `player`'s rack, naming the
    /// ones that are not.
    fn check_on_rack(&self, player: Seat, tiles: &[u8]) -> Result<(), GameError> {
        check_on_rack(&self.variant.tiles, &self.seats[player].rack, tiles)
    }

    /// Checks a play of `player`'s against the rack and the placement rules (rules 1 to 3 of
    /// play) and scores it (rules 11 to 17), without looking its words up or changing the game:
    /// what a play would score, whoever's turn it is.
    pub fn check_play(&self, player: Seat, placement: &Placement) -> Result<ScoredPlay, GameError> {
        self.check_play_named(player, placement, &[])
    }

    /// [`Game::check_play`] with the words a Free for All player names for their tiles.
    pub fn check_play_named(
        &self,
        player: Seat,
        placement: &Placement,
        words: &[Vec<Letter>],
    ) -> Result<ScoredPlay, GameError> {
        if player >= self.seats.len() {
            return Err(GameError::UnknownPlayer(player));
        }
        let letters = self.variant.tiles.letter_count();
        if let Some(&(_, bad)) = placement
            .tiles
            .iter()
            .find(|(_, p)| p.letter == 0 || usize::from(p.letter) > letters)
        {
            return Err(GameError::TilesNotOnRack(vec![Shortfall {
                tile: format!("letter number {}", bad.letter),
                wanted: 1,
                held: 0,
            }]));
        }
        let tiles: Vec<u8> = placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect();
        self.check_on_rack(player, &tiles)?;
        if self.variant.reads_paths() {
            return self.score_free_play(placement, words);
        }
        self.check_blockers(player, placement)?;
        self.check_closed(placement)?;
        self.check_area(player, placement)?;
        let mut scored = score_play(&self.variant, &self.board, placement);
        if self.variant.scoring == Scoring::Unscored {
            for word in &mut scored.words {
                word.score = 0;
            }
            (scored.bonus, scored.score) = (0, 0);
        }
        Ok(scored)
    }

    /// Places tiles (rules 1 to 3 of play): checks the rack, the placement and, under
    /// [`ChallengeRule::Void`], the words; scores the play; draws back up to the rack size.
    pub(super) fn play(
        &mut self,
        player: Seat,
        placement: &Placement,
        words: &[Vec<Letter>],
        dictionary: &dyn Dictionary,
    ) -> Result<(), GameError> {
        self.check_mover(player)?;
        if self.awaiting_final_challenge() {
            return Err(GameError::AwaitingFinalChallenge);
        }
        let scored = self.check_play_named(player, placement, words)?;
        let tiles: Vec<u8> = placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect();
        let yellow_used = self.yellow_used(player, placement);
        let scored = self.without_yellow_bingo(scored, tiles.len(), yellow_used);
        if self.settings.challenge == ChallengeRule::Void {
            let invalid = self.invalid_words(&scored, dictionary);
            if !invalid.is_empty() {
                return Err(GameError::InvalidWords(invalid));
            }
        }

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
        let yellow_before = self.seats[player].yellow;
        let seat = &mut self.seats[player];
        for &tile in &tiles {
            seat.rack.remove(tile);
        }
        seat.yellow -= yellow_used;
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

        if let Some(reason) = self.ending_after_play(player) {
            self.end_or_await_challenge(reason);
        } else if self.scoreless_limit_reached() {
            self.finish(EndReason::ScorelessTurns);
        } else {
            self.advance();
        }
        Ok(())
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
        let tan_blanks = seat.rack.count(BLANK).saturating_sub(seat.yellow);
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

    /// The words of a play that `dictionary` does not accept, spelled, without repeats.
    pub(super) fn invalid_words(
        &self,
        scored: &ScoredPlay,
        dictionary: &dyn Dictionary,
    ) -> Vec<String> {
        let mut invalid: Vec<String> = Vec::new();
        for word in &scored.words {
            if !dictionary.contains(&word.word.letters()) {
                let spelled = self.variant.tiles.spell(&word.word.tiles);
                if !invalid.contains(&spelled) {
                    invalid.push(spelled);
                }
            }
        }
        invalid
    }

    /// Counts a scoreless turn (pass, exchange, time-out), then ends the game or moves on.
    fn scoreless_turn_taken(&mut self) {
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

/// Checks that `tiles` are tiles of `set` and all on `rack`, naming the ones that are not (for
/// a game's player, or a puzzle's rack).
pub fn check_on_rack(set: &TileSet, rack: &Rack, tiles: &[u8]) -> Result<(), GameError> {
    let letters = set.letter_count();
    if let Some(&unknown) = tiles.iter().find(|&&t| usize::from(t) > letters) {
        return Err(GameError::TilesNotOnRack(vec![Shortfall {
            tile: format!("tile number {unknown}"),
            wanted: 1,
            held: 0,
        }]));
    }
    // Counted in `usize`: a command may name far more tiles than a rack can hold.
    let mut wanted = vec![0usize; letters + 1];
    for &t in tiles {
        wanted[usize::from(t)] += 1;
    }
    // Letters in alphabet order, then blanks.
    let order = (1..=letters as u8).chain(std::iter::once(BLANK));
    let missing: Vec<Shortfall> = order
        .filter(|&t| wanted[usize::from(t)] > usize::from(rack.count(t)))
        .map(|t| Shortfall {
            tile: if t == BLANK {
                "?".to_owned()
            } else {
                set.label(t).to_owned()
            },
            wanted: wanted[usize::from(t)],
            held: usize::from(rack.count(t)),
        })
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(GameError::TilesNotOnRack(missing))
    }
}
