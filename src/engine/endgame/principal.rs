//! The best line, read back once a search has found the position's value: at each turn the
//! first turn (in search order) that keeps the value, found with a window around it (the
//! table makes each of these searches short), kept in the table as its position's best turn
//! so that the next, deeper search tries it first. A search limited in depth reads it only
//! as far as it looked.

use super::order::{Picker, Turn, known_value};
use super::ply::Ply;
use super::search::Search;
use super::solution::{Action, Ending, Step};
use super::table::{Best, COMPLETE, Entry, INFINITY};
use crate::engine::movegen::Move;

impl Search<'_, '_> {
    /// The best line from the start, whose value is `spread`, `depth` turns long at most
    /// ([`COMPLETE`]: to the end of the game). Returns the line, how it ends and the end
    /// adjustment's part of the spread (for a line cut by the depth, the estimate the search
    /// gave its last position). The search's position is as it was afterwards.
    pub(super) fn line(&mut self, start: u8, spread: i32, depth: u8) -> (Vec<Step>, Ending, i32) {
        let mut made: Vec<(usize, Move, usize)> = Vec::new();
        let found = self.read_line(start, spread, depth, &mut made);
        while let Some((side, play, mark)) = made.pop() {
            self.undo(side, &play, mark);
        }
        found
    }

    /// [`Search::line`], the plays it makes kept in `made` to be taken back.
    fn read_line(
        &mut self,
        start: u8,
        spread: i32,
        mut depth: u8,
        made: &mut Vec<(usize, Move, usize)>,
    ) -> (Vec<Step>, Ending, i32) {
        let (mut side, mut scoreless, mut target) = (0, start, spread);
        let mut line = Vec::new();
        loop {
            let seat_view = |value: i32| if side == 0 { value } else { -value };
            if depth == 0 {
                // Where the search stopped looking: its estimate, the rest played out.
                let estimate = self.estimate(Ply {
                    side,
                    scoreless,
                    depth,
                    height: 0,
                });
                return (line, Ending::Unfinished, seat_view(estimate));
            }
            let key = self.key(side, scoreless);
            let hint = self.table.get(key).map(|e| e.best);
            let ply = Ply {
                side,
                scoreless,
                depth,
                height: 0,
            };
            let (chosen, value, best) = self.chosen_turn(ply, hint, target);
            self.keep_best(key, best);
            target = value;
            depth = if depth == COMPLETE {
                COMPLETE
            } else {
                depth - 1
            };
            let Some(play) = chosen else {
                line.push(Step {
                    seat: side,
                    action: Action::Pass,
                    points: 0,
                });
                scoreless += 1;
                if scoreless >= self.limit {
                    let adjustment = self.values[1 - side] - self.values[side];
                    return (line, Ending::ScorelessTurns, seat_view(adjustment));
                }
                (side, target) = (1 - side, -target);
                continue;
            };
            let points = play.score() as i32;
            line.push(Step {
                seat: side,
                action: Action::Play(play),
                points,
            });
            if play.tiles_placed() == self.racks[side].len() {
                let adjustment = 2 * self.values[1 - side];
                return (line, Ending::WentOut { seat: side }, seat_view(adjustment));
            }
            let mark = self.apply(side, &play);
            made.push((side, play, mark));
            scoreless = if points > 0 { 0 } else { scoreless + 1 };
            if scoreless >= self.limit {
                let adjustment = self.values[1 - side] - self.values[side];
                return (line, Ending::ScorelessTurns, seat_view(adjustment));
            }
            (side, target) = (1 - side, points - target);
        }
    }

    /// The first turn (in search order) of the position `ply` stands at whose value is
    /// `target` (a play, or `None` for the pass), its value and its place as [`Best`]. A
    /// search limited in depth may find no turn worth exactly what it gave the position (the
    /// table holds deeper values for some positions than their depth here): the best found
    /// then.
    fn chosen_turn(
        &mut self,
        ply: Ply,
        hint: Option<Best>,
        target: i32,
    ) -> (Option<Move>, i32, Best) {
        let (node, context) = self.turns(ply, hint);
        let mut picker = Picker::new(self.lists(), &node, &context, Vec::new());
        let mut best: Option<(i32, Turn)> = None;
        let (value, turn) = loop {
            let Some(turn) = picker.next(self.lists(), &node, &context) else {
                break best.expect("a position has a turn: the pass at least");
            };
            let value = known_value(self.lists(), &node, turn, &context)
                .unwrap_or_else(|| self.turn_value(ply, &node, turn, target - 1, target + 1));
            if value == target {
                break (value, turn);
            }
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, turn));
            }
        };
        let chosen = match turn {
            Turn::Play { list, index } => (
                Some(node.get(self.lists(), list, index).play),
                Best::Play {
                    line: node.lists[usize::from(list)].0,
                    index,
                },
            ),
            Turn::Pass => (None, Best::Pass),
        };
        self.give_back(node);
        (chosen.0, value, chosen.1)
    }

    /// Keeps `best` as the best turn of the position `key`, what the table knew of its value
    /// kept as it was (nothing, at depth 0, if it knew nothing).
    fn keep_best(&mut self, key: u64, best: Best) {
        let entry = self.table.get(key).unwrap_or(Entry {
            lower: -INFINITY,
            upper: INFINITY,
            best,
            depth: 0,
            work: 0,
        });
        self.table.put(key, Entry { best, ..entry });
    }
}
