//! The estimate of a position where a search limited in depth stops looking: the rest of the
//! game played out greedily, each side in turn making the turn tried first at any position
//! (going out if it can, the best of those first; else its best play by the order of
//! `order`; the pass when it has none), until a player goes out or the scoreless turns end
//! the game (rule 9). Strong engines estimate their cut lines so (a play-out at the leaves);
//! the estimate it replaced, as if both passed to the end, took no turn's points into account
//! and so judged every cut line as though the game stopped there.

use super::order::{Context, Picker, Turn};
use super::ply::Ply;
use super::search::Search;
use crate::engine::movegen::Move;

impl Search<'_, '_> {
    /// The estimate of the position `ply` stands at where a search limited in depth stops:
    /// [`Search::playout`] once [`Search::playouts`] is set, else as if both passed to the
    /// end (the first guess: measured on the records' 7-v-7 endgames, a guess from play-outs
    /// searched more positions before the proof on two of them, fewer on two others).
    pub(super) fn estimate(&mut self, ply: Ply) -> i32 {
        if self.playouts {
            self.playout(ply)
        } else {
            self.values[1 - ply.side] - self.values[ply.side]
        }
    }

    /// The value for the side to move at `ply` of the rest of the game played out greedily
    /// (see the module): the points each side's turns score, and the end of the game's
    /// adjustment (rule 9). Each turn played counts as a position searched. The search's
    /// position is as it was afterwards.
    pub(super) fn playout(&mut self, ply: Ply) -> i32 {
        let mut made = std::mem::take(&mut self.spare_playout);
        let (mut side, mut scoreless) = (ply.side, ply.scoreless);
        // For the side that moved first.
        let mut value = 0;
        let sign = |side: usize| if side == ply.side { 1 } else { -1 };
        loop {
            self.nodes += 1;
            match self.greedy_turn(side, scoreless) {
                Some(play) => {
                    let points = play.score() as i32;
                    if play.tiles_placed() == self.racks[side].len() {
                        value += sign(side) * (points + 2 * self.values[1 - side]);
                        break;
                    }
                    value += sign(side) * points;
                    let mark = self.apply(side, &play);
                    made.push((side, play, mark));
                    scoreless = if points > 0 { 0 } else { scoreless + 1 };
                }
                None => scoreless += 1,
            }
            if scoreless >= self.limit {
                value += self.values[1 - ply.side] - self.values[ply.side];
                break;
            }
            side = 1 - side;
        }
        while let Some((side, play, mark)) = made.pop() {
            self.undo(side, &play, mark);
        }
        self.spare_playout = made;
        value
    }

    /// The turn `side` plays in a play-out after `scoreless` scoreless turns: the first its
    /// position would try with nothing remembered (`None`: the pass).
    fn greedy_turn(&mut self, side: usize, scoreless: u8) -> Option<Move> {
        let node = self.side_plays(side);
        let context = self.bare_context(side, scoreless);
        let buffer = self.spare_keys.pop().unwrap_or_default();
        let mut picker = Picker::new(self.lists(), &node, &context, buffer);
        let play = match picker.next(self.lists(), &node, &context) {
            Some(Turn::Play { list, index }) => Some(node.get(self.lists(), list, index).play),
            Some(Turn::Pass) | None => None,
        };
        self.spare_keys.push(picker.into_buffer());
        self.give_back(node);
        play
    }

    /// What the order of `side`'s turns after `scoreless` scoreless turns depends on with
    /// nothing remembered: no hint, no killers (a play-out's; every position's adds them).
    pub(super) fn bare_context(&self, side: usize, scoreless: u8) -> Context {
        Context {
            hint: None,
            out_bonus: 2 * self.values[1 - side],
            pass_ends: (scoreless + 1 >= self.limit)
                .then(|| self.values[1 - side] - self.values[side]),
            killers: [(0, 0); 2],
        }
    }
}
