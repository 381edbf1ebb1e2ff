//! One search of a position as the endgame search repeats it: MTD(f) to a depth, and what a
//! finished search found (its value, whether proven, and its best line).

use super::ply::Ply;
use super::position::EndgamePosition;
use super::search::Search;
use super::solution::Solution;
use super::table::{COMPLETE, INFINITY};

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
            if guess >= beta {
                lower = guess;
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
}
