//! One search of a position as the endgame search repeats it: MTD(f) to a depth, and what a
//! finished search found (its value, whether proven, and its best line).

use std::sync::atomic::Ordering;

use super::helpers::Helpers;
use super::ply::Ply;
use super::position::EndgamePosition;
use super::search::Search;
use super::solution::Solution;
use super::solution::{Action, Ending, Step};
use super::table::{Best, COMPLETE, INFINITY};

impl Search<'_, '_> {
    /// What the search of `root` that just finished found, its value `value`: proven if no
    /// line was cut short by its depth. Its line is read back with the search never stopped.
    pub(super) fn found(&mut self, position: &EndgamePosition, root: Ply, value: i32) -> Solution {
        let proven = !self.truncated;
        let depth = if proven { COMPLETE } else { root.depth };
        let stop = self.stop.take();
        let (line, ending, adjustment) = self.line(root.scoreless, value, depth);
        self.stop = stop;
        Solution {
            spread: value,
            final_spread: position.scores[0] - position.scores[1] + value,
            line,
            ending,
            adjustment,
            nodes: self.nodes,
            proven,
            depth: root.depth,
        }
    }

    /// The value of the position `ply` stands at, searched `ply.depth` turns ahead (MTD(f)):
    /// null-window searches, each asking whether the value reaches a bound, starting from
    /// `guess` (the last, shallower search's value), until the value is pinned between what
    /// they proved. A null window cuts far more than a wide one, and the table keeps what each
    /// search proved for the next. While every answer falls on the same side, each next bound
    /// is twice as far past the last answer as the one before (an estimate 30 points out takes
    /// five searches, not thirty); once the value is between two answers, the bound halves the
    /// gap. On the records' 7-v-7 endgames that searched a third fewer positions on the two
    /// copies of `noah_vs_mishu`, which stepped down one point at a time.
    pub(super) fn search_to(&mut self, ply: Ply, mut guess: i32) -> i32 {
        let (mut lower, mut upper) = (-INFINITY, INFINITY);
        let mut step = 1;
        let mut beta = guess;
        while lower < upper && !self.stopped {
            guess = self.negamax(ply, beta - 1, beta);
            if self.stopped {
                break;
            }
            if guess >= beta {
                lower = guess;
                if ply.depth == COMPLETE && ply.height == 0 {
                    self.note_floor(ply, guess);
                }
            } else {
                upper = guess;
            }
            beta = if lower == -INFINITY {
                guess + 1 - step
            } else if upper == INFINITY {
                guess + step
            } else {
                lower + (upper - lower + 1) / 2
            };
            step = step.saturating_mul(2);
            if lower < upper {
                beta = beta.clamp(lower + 1, upper);
            }
        }
        guess
    }

    /// [`Search::search_to`] of `root` to the end of the game from `guess`, helped by
    /// `helpers`' other threads (lazy SMP: each its own search of the same position, sharing
    /// the transposition table; a helper's proof is left in `helpers`).
    pub(super) fn search_to_end(
        &mut self,
        helpers: &Helpers,
        position: &EndgamePosition,
        root: Ply,
        guess: i32,
    ) -> i32 {
        let (variant, lexicon, table, busy) = (self.variant, self.lexicon, self.table, self.busy);
        helpers.prove(
            || self.search_to(root, guess),
            |done| {
                let mut own = Search::new(variant, lexicon, position, table);
                own.busy = busy;
                let mut stop = |_| done.load(Ordering::Relaxed);
                own.stop = Some(&mut stop);
                let value = own.search_to(root, guess);
                (value, own.nodes, !own.stopped && !own.truncated)
            },
        )
    }

    /// Keeps the turn that a search of the start to the end of the game just proved worth at
    /// least `value` (the table's best turn of the start after a null-window search that
    /// failed high), so that a search cut before its proof can still play it (see
    /// [`Search::floor_answer`]).
    fn note_floor(&mut self, ply: Ply, value: i32) {
        let key = self.key(ply.side, ply.scoreless);
        let action = match self.table.get(key).map(|e| e.best) {
            Some(Best::Pass) => Some(Action::Pass),
            Some(Best::Play { line, index }) => self
                .hinted_play(ply.side, line, index)
                .map(|kept| Action::Play(kept.play)),
            None => None,
        };
        self.floor = action.map(|action| (value, action));
    }

    /// A cut search's answer when the search to the end proved a turn of the start worth at
    /// least as much as the deepest finished search's estimate `cut`: that turn, its value
    /// the proven floor (a bound, not an estimate: what the turn is sure to reach). Measured on
    /// the 200-game benchmark's positions under the expert's 2 s, it changed one move, which
    /// had given up 9 points and now gives up 1.
    pub(super) fn floor_answer(
        &self,
        position: &EndgamePosition,
        cut: &Solution,
    ) -> Option<Solution> {
        let (floor, action) = self.floor?;
        let deepest = cut.line.first().map(|step| step.action);
        if floor < cut.spread || deepest == Some(action) {
            return None;
        }
        let points = match action {
            Action::Play(play) => play.score() as i32,
            Action::Pass => 0,
        };
        Some(Solution {
            spread: floor,
            final_spread: position.scores[0] - position.scores[1] + floor,
            line: vec![Step {
                seat: 0,
                action,
                points,
            }],
            ending: Ending::Unfinished,
            adjustment: floor - points,
            ..cut.clone()
        })
    }
}
