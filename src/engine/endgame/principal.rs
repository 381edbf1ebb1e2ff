//! The best line, read back once the search has found the position's value: at each turn the
//! first turn (in search order) that keeps the value, found with a window around it (the
//! table makes each of these searches short).

use super::order::{Picker, Turn, known_value};
use super::ply::Ply;
use super::search::Search;
use super::solution::{Action, Ending, Step};
use super::table::COMPLETE;

impl Search<'_, '_> {
    /// The best line from the start, whose value is `spread`. Returns the line, how it ends
    /// and the end adjustment's part of the spread.
    pub(super) fn line(&mut self, start: u8, spread: i32) -> (Vec<Step>, Ending, i32) {
        let (mut side, mut scoreless, mut target) = (0, start, spread);
        let mut line = Vec::new();
        loop {
            let hint = self.table.get(self.key(side, scoreless)).map(|e| e.best);
            let ply = Ply {
                side,
                scoreless,
                depth: COMPLETE,
                height: 0,
            };
            let (node, context) = self.turns(ply, hint);
            let mut picker = Picker::new(&node, &context, Vec::new());
            let chosen = loop {
                let turn = picker
                    .next(&node, &context)
                    .expect("some turn has the position's value");
                let value = known_value(&node, turn, &context)
                    .unwrap_or_else(|| self.turn_value(ply, &node, turn, target - 1, target + 1));
                if value == target {
                    break turn;
                }
            };
            let seat_view = |value: i32| if side == 0 { value } else { -value };
            let Turn::Play { list, index } = chosen else {
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
            let play = node.get(list, index).play;
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
            self.apply(side, &play);
            scoreless = if points > 0 { 0 } else { scoreless + 1 };
            if scoreless >= self.limit {
                let adjustment = self.values[1 - side] - self.values[side];
                return (line, Ending::ScorelessTurns, seat_view(adjustment));
            }
            (side, target) = (1 - side, points - target);
        }
    }
}
