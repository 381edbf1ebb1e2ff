//! The end of the game (rule 9): when it ends, the unplayed-tile adjustments (rule 18, in both
//! conventions) and who wins, with the rule books' tie-break.

use super::record::{Seat, TurnKind};
use super::result::{EndReason, GameResult};
use super::settings::EndAdjustment;
use super::state::{Game, Phase};
use crate::engine::rack::Rack;
use crate::engine::variant::Scoring;

impl Game {
    /// The score that ends the game when `player` reaches it: the variant's Finish Line
    /// target, or under Finish Line by level the player's own ("if players of the same level
    /// are playing, each needs to reach the same score"; mixed levels, each their own).
    pub fn target_of(&self, player: Seat) -> Option<u32> {
        if self.variant.targets_by_level {
            let level = self
                .settings
                .levels
                .get(player)
                .copied()
                .unwrap_or_default();
            Some(level.finish_line_target(self.seats.len()))
        } else {
            self.variant.target_score
        }
    }

    /// Whether `player` reached their Finish Line target.
    pub(super) fn target_reached(&self, player: Seat) -> bool {
        self.target_of(player)
            .is_some_and(|target| i64::from(self.seats[player].score) >= i64::from(target))
    }

    /// Whether `player`'s play just ended the game: reaching the Finish Line target comes first
    /// (it ends the game whatever is left), then going out with the bag empty.
    pub(super) fn ending_after_play(&self, player: Seat) -> Option<EndReason> {
        if self.rounds_done() {
            Some(EndReason::RoundsPlayed)
        } else if self.lands_on_earth_last(player) {
            Some(EndReason::ReachedEarth { player })
        } else if self.target_reached(player) {
            Some(EndReason::TargetReached { player })
        } else if !self.variant.uses_dice() && self.bag.is_empty() && self.tan_on_rack(player) == 0
        {
            Some(EndReason::WentOut { player })
        } else {
            None
        }
    }

    /// A play that ends the game ends it at once when there are no challenges; otherwise it
    /// waits for its final challenge, and the next player may accept it.
    pub(super) fn end_or_await_challenge(&mut self, reason: EndReason) {
        if self.pending.is_none() {
            self.finish(reason);
        } else {
            self.phase = Phase::FinalChallenge(reason);
            self.to_move = self.next_active(self.to_move);
        }
    }

    /// Ends the game: counts unplayed tiles, records each adjustment, decides the winner.
    pub(super) fn finish(&mut self, reason: EndReason) {
        self.pending = None;
        let before = self.scores();
        let mut adjustments = vec![0; self.seats.len()];
        for (player, change, tiles) in self.end_adjustments(reason) {
            self.seats[player].score += change;
            adjustments[player] += change;
            let rack = self.seats[player].rack.clone();
            self.record(player, TurnKind::EndAdjustment { tiles }, rack, change);
        }
        let final_scores = self.scores();
        let winners = match reason {
            // Finish Line: "the game is over when one player reaches a pre-decided score": that
            // player wins, whatever the others' (higher) targets let them score.
            EndReason::TargetReached { player } | EndReason::ReachedEarth { player } => {
                vec![player]
            }
            _ => self.winners(&before, &final_scores),
        };
        self.phase = Phase::Over(GameResult {
            reason,
            scores_before_adjustment: before,
            adjustments,
            final_scores,
            winners,
        });
    }

    /// The unplayed-tile adjustments (player, points, tiles counted) for players still in the
    /// game. Going out: under [`EndAdjustment::RuleBook`] each opponent loses their rack's value
    /// and the player who went out gains the sum; under [`EndAdjustment::Tournament`] they gain
    /// twice the sum and the opponents lose nothing. Scoreless turns: each player loses their
    /// own rack's value under both.
    /// The dice game counts nothing at the end: dice are rolled afresh each turn, none is kept.
    fn end_adjustments(&self, reason: EndReason) -> Vec<(Seat, i32, Rack)> {
        if self.variant.uses_dice() || self.variant.scoring == Scoring::Unscored {
            return Vec::new();
        }
        let set = &self.variant.tiles;
        let value = |rack: &Rack| rack.value(set) as i32;
        let mut entries = Vec::new();
        match reason {
            EndReason::WentOut { player } => {
                let opponents: Vec<Seat> = self.active_seats().filter(|&s| s != player).collect();
                let mut opponents_tiles = Rack::empty(set.letter_count());
                for &o in &opponents {
                    for tile in self.seats[o].rack.tiles() {
                        opponents_tiles.add(tile);
                    }
                }
                let sum = value(&opponents_tiles);
                let gain = match self.settings.adjustment {
                    EndAdjustment::RuleBook => sum,
                    EndAdjustment::Tournament => 2 * sum,
                };
                if !opponents_tiles.is_empty() {
                    entries.push((player, gain, opponents_tiles));
                }
                if self.settings.adjustment == EndAdjustment::RuleBook {
                    for o in opponents {
                        let rack = &self.seats[o].rack;
                        if !rack.is_empty() {
                            entries.push((o, -value(rack), rack.clone()));
                        }
                    }
                }
            }
            EndReason::ScorelessTurns => {
                for s in self.active_seats() {
                    let rack = &self.seats[s].rack;
                    if !rack.is_empty() {
                        entries.push((s, -value(rack), rack.clone()));
                    }
                }
            }
            EndReason::TargetReached { .. }
            | EndReason::Resignation
            | EndReason::ReachedEarth { .. }
            | EndReason::RoundsPlayed => {}
        }
        entries
    }

    /// Highest final score among players still in the game; ties broken by the score before
    /// adjustments; seats still equal share the win.
    fn winners(&self, before: &[i32], final_scores: &[i32]) -> Vec<Seat> {
        let active: Vec<Seat> = self.active_seats().collect();
        let best_final = active.iter().map(|&s| final_scores[s]).max();
        let tied: Vec<Seat> = active
            .into_iter()
            .filter(|&s| Some(final_scores[s]) == best_final)
            .collect();
        let best_before = tied.iter().map(|&s| before[s]).max();
        tied.into_iter()
            .filter(|&s| Some(before[s]) == best_before)
            .collect()
    }
}
