//! Challenges (rule 8): judging the last play against the dictionary, taking a phony back
//! exactly, and the penalty or bonus for a failed challenge.

use super::error::GameError;
use super::judge::Judge;
use super::record::{Seat, TurnKind};
use super::result::EndReason;
use super::settings::ChallengeRule;
use super::state::{Game, PendingPlay, Phase};

impl Game {
    /// `by` challenges the last play. "All words made in one play are challenged
    /// simultaneously. If any word is unacceptable, the entire play is unacceptable": it is
    /// taken back. Otherwise the challenge rule decides: the challenger loses their next turn
    /// (double), nothing happens (single), or the challenged player gains 5 or 10 points.
    pub(super) fn challenge(&mut self, by: Seat, judge: Judge<'_>) -> Result<(), GameError> {
        if self.is_over() {
            return Err(GameError::GameOver);
        }
        if self.settings.challenge == ChallengeRule::Void {
            return Err(GameError::ChallengesOff);
        }
        let seat = self.seats.get(by).ok_or(GameError::UnknownPlayer(by))?;
        if seat.resigned {
            return Err(GameError::Resigned);
        }
        let pending = self.pending.as_ref().ok_or(GameError::NothingToChallenge)?;
        if pending.player == by {
            return Err(GameError::OwnPlay);
        }
        let invalid = self.invalid_words(&pending.scored, judge);
        let Some(pending) = self.pending.take() else {
            return Err(GameError::NothingToChallenge);
        };
        if invalid.is_empty() {
            self.challenge_failed(&pending, by);
        } else {
            self.take_back(pending, by, invalid);
        }
        Ok(())
    }

    /// Takes a phony back: "the challenged player takes back his or her tiles and loses that
    /// turn". The board, the player's rack and score, and the bag (the replacement tiles go
    /// back on top, in order) are exactly as before the play; the play counts as a scoreless
    /// turn. The turn stays with the player after the challenged one.
    fn take_back(&mut self, pending: PendingPlay, challenger: Seat, invalid_words: Vec<String>) {
        for &(pos, _) in &pending.placement.tiles {
            self.board.set(pos, None);
        }
        self.bag.undo_draw(&pending.drawn);
        let points = pending.scored.score as i32;
        let seat = &mut self.seats[pending.player];
        seat.rack = pending.rack_before.clone();
        seat.extras.yellow = pending.yellow_before;
        seat.score -= points;
        // An award taken with a challenged play goes back to the pile.
        self.extras.yellow_supply += pending.yellow_awarded;
        self.return_blockers(
            pending.player,
            pending.blockers_awarded,
            pending.blockers_replaced,
        );
        // Scoreless turns counted since the play (lost turns) still count after it.
        self.return_cards(pending.player, pending.cards);
        let counted_at_play = if self.play_resets_scoreless(points) {
            0
        } else {
            pending.scoreless_before + 1
        };
        let since_play = self.scoreless_turns.saturating_sub(counted_at_play);
        self.scoreless_turns = pending.scoreless_before + 1 + since_play;
        let kind = TurnKind::ChallengedOff {
            challenger,
            placement: pending.placement,
            invalid_words,
        };
        self.record(pending.player, kind, pending.rack_before, -points);
        if let Some(before) = pending.dice_before {
            self.dice_take_back(before, pending.player);
        }

        let was_final = self.awaiting_final_challenge();
        if was_final {
            self.phase = Phase::Playing;
        }
        if self.scoreless_limit_reached() {
            self.finish(EndReason::ScorelessTurns);
        } else if was_final {
            self.skip_lost_turns();
        }
    }

    /// Every word was acceptable: the play stands for good.
    fn challenge_failed(&mut self, pending: &PendingPlay, challenger: Seat) {
        let bonus = self.settings.challenge.failed_challenge_bonus();
        let player = pending.player;
        self.seats[player].score += bonus;
        let rack = self.seats[player].rack.clone();
        self.record(
            player,
            TurnKind::ChallengeFailed { challenger },
            rack,
            bonus,
        );
        if let Phase::FinalChallenge(reason) = self.phase {
            self.finish(reason);
            return;
        }
        if self.target_reached(player) {
            self.finish(EndReason::TargetReached { player });
            return;
        }
        if self.settings.challenge == ChallengeRule::Double {
            self.seats[challenger].loses_next_turn = true;
            if challenger == self.to_move {
                self.skip_lost_turns();
            }
        }
    }
}
