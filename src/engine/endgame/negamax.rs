//! Negamax over the spread with alpha-beta, principal variation search (the first turn that
//! needs a search gets the whole window, the others a null window, and are searched again only
//! when they beat it), the transposition table (bounds from earlier searches of a position
//! kept together, and the best turn they found tried first, before the position's other plays
//! are even gathered) and, in the first turns, enhanced transposition cutoffs (a turn whose
//! next position the table already proves good enough ends the search before any is
//! searched). It can stop a number of turns ahead (`Ply::depth`): `solve` deepens one turn at
//! a time.

use super::defer::MAX_DEFERRED;
use super::etc::{ETC_HEIGHT, ETC_MAX_PLAYS};
use super::order::{Context, Picker, Turn, known_value};
use super::plays::NodePlays;
use super::ply::Ply;
use super::search::{Killer, STOP_CHECK, Search};
use super::table::{Best, COMPLETE, Entry, INFINITY, work};
use crate::engine::movegen::Move;

impl Search<'_, '_> {
    /// The value for the side to move of the position after everything so far: exact inside
    /// (`alpha`, `beta`), else a bound on the same side of the window (fail-soft). A search
    /// limited in depth gives an estimate, and notes it in `self.truncated`.
    pub(super) fn negamax(&mut self, ply: Ply, mut alpha: i32, beta: i32) -> i32 {
        let nodes_before = self.nodes;
        self.nodes += 1;
        if self.nodes >= self.next_check
            && let Some(stop) = self.stop.as_mut()
        {
            self.next_check = self.nodes + STOP_CHECK;
            self.stopped = self.stopped || self.nodes >= self.cap || stop(self.nodes);
        }
        if self.stopped {
            return 0;
        }
        let Ply {
            side, scoreless, ..
        } = ply;
        if ply.depth == 0 {
            // An estimate: the rest of the game played out greedily, or as if both passed.
            self.truncated = true;
            return self.estimate(ply);
        }
        let key = self.key(side, scoreless);
        let entry = self.table.get(key);
        if let Some(value) = self.table_cut(entry, ply.depth, alpha, beta) {
            return value;
        }
        let marked = self.enter_busy(ply, key);
        let outer = std::mem::replace(&mut self.truncated, false);
        let alpha_before = alpha;
        let hint = entry.map(|e| e.best);
        let mut best = -INFINITY;
        let mut best_play = Best::Pass;
        // Turns tried before the position's plays are gathered: none of them again.
        let mut tried = Tried::default();
        // The remembered best turn first, before this position's plays are gathered: when it
        // ends the search, as it mostly does once a search is repeated, they never are.
        if let Some((h, value)) = self.hinted_value(ply, hint, alpha, beta, &mut tried) {
            best = value;
            best_play = h;
            alpha = alpha.max(value);
        }
        if alpha < beta {
            // A hint tried above is not staged again.
            let (node, context) = self.turns(ply, hint.filter(|_| !tried.searched));
            if ply.height < ETC_HEIGHT
                && node.lists.iter().map(|(_, l)| l.len()).sum::<usize>() <= ETC_MAX_PLAYS
                && let Some((value, cut, complete)) = self.transposed_cut(ply, &node, beta)
            {
                self.truncated = outer || !complete;
                let depth = if complete { COMPLETE } else { ply.depth };
                self.store(
                    key,
                    (depth, self.nodes - nodes_before),
                    (value, INFINITY),
                    cut,
                );
                self.give_back(node);
                self.leave_busy(marked, key);
                return value;
            }
            (best, best_play) = self.search_turns(
                ply,
                (&node, &context),
                &mut tried,
                (alpha, beta),
                (best, best_play),
            );
            self.give_back(node);
        }
        self.leave_busy(marked, key);
        let complete = !self.truncated;
        self.truncated |= outer;
        if self.stopped {
            return 0;
        }
        let depth = if complete { COMPLETE } else { ply.depth };
        let bounds = bounds(best, alpha_before, beta);
        self.store(key, (depth, self.nodes - nodes_before), bounds, best_play);
        best
    }

    /// The value the table proves for the position `entry` was kept for, searched at least
    /// `depth` turns ahead: a bound outside (`alpha`, `beta`) or an exact value.
    #[inline]
    fn table_cut(&mut self, entry: Option<Entry>, depth: u8, alpha: i32, beta: i32) -> Option<i32> {
        let entry = entry.filter(|e| e.depth >= depth)?;
        let cut = if entry.lower >= beta {
            Some(entry.lower)
        } else if entry.upper <= alpha {
            Some(entry.upper)
        } else {
            (entry.lower == entry.upper).then_some(entry.lower)
        };
        if cut.is_some() {
            self.truncated |= entry.depth != COMPLETE;
        }
        cut
    }

    /// Searches the turns of `node` best first inside (`alpha`, `beta`), skipping those
    /// `tried`, from the best so far: principal variation search (the first turn searched gets
    /// the whole window, the others a null window first). Returns the best value and turn.
    #[inline]
    fn search_turns(
        &mut self,
        ply: Ply,
        (node, context): (&NodePlays, &Context),
        tried: &mut Tried,
        (mut alpha, beta): (i32, i32),
        (mut best, mut best_play): (i32, Best),
    ) -> (i32, Best) {
        let buffer = self.spare_keys.pop().unwrap_or_default();
        let mut picker = Picker::new(self.lists(), node, context, buffer);
        // Turns put off while another thread searches where they lead, searched last.
        let mut deferred = [(Turn::Pass, Best::Pass); MAX_DEFERRED];
        let (mut put_off, mut taken_up) = (0, 0);
        loop {
            let (turn, as_best) = if let Some(turn) = picker.next(self.lists(), node, context) {
                let as_best = match turn {
                    Turn::Play { list, index } => {
                        if tried.play == Some(node.get(self.lists(), list, index).id) {
                            continue;
                        }
                        Best::Play {
                            line: node.lists[usize::from(list)].0,
                            index,
                        }
                    }
                    Turn::Pass if tried.pass => continue,
                    Turn::Pass => Best::Pass,
                };
                (turn, as_best)
            } else if taken_up < put_off {
                taken_up += 1;
                deferred[taken_up - 1]
            } else {
                break;
            };
            let known = known_value(self.lists(), node, turn, context);
            if known.is_none()
                && tried.searched
                && put_off < MAX_DEFERRED
                && taken_up == 0
                && self.searched_elsewhere(ply, node, turn)
            {
                deferred[put_off] = (turn, as_best);
                put_off += 1;
                continue;
            }
            let value = match known {
                Some(value) => value,
                None => self.window_value(ply, node, turn, tried, (alpha, beta)),
            };
            if value > best {
                best = value;
                best_play = as_best;
            }
            alpha = alpha.max(best);
            if alpha >= beta {
                // A searched play that cut: first of its height's killers.
                if known.is_none() {
                    self.note_killer(ply, node, turn, as_best);
                }
                break;
            }
        }
        self.spare_keys.push(picker.into_buffer());
        (best, best_play)
    }

    /// What `turn` (of `node`, its value not known without a search) is worth: the first
    /// turn searched gets the whole window (`alpha`, `beta`); the others a null window first,
    /// and the whole one again only when they beat `alpha`.
    #[inline]
    fn window_value(
        &mut self,
        ply: Ply,
        node: &NodePlays,
        turn: Turn,
        tried: &mut Tried,
        (alpha, beta): (i32, i32),
    ) -> i32 {
        if !tried.searched {
            tried.searched = true;
            return self.turn_value(ply, node, turn, alpha, beta);
        }
        let null = self.turn_value(ply, node, turn, alpha, alpha + 1);
        if null > alpha && null < beta {
            self.turn_value(ply, node, turn, alpha, beta)
        } else {
            null
        }
    }

    /// Keeps `turn` (a searched play of `node` that cut) first among its height's killers.
    #[inline]
    fn note_killer(&mut self, ply: Ply, node: &NodePlays, turn: Turn, as_best: Best) {
        if let (Turn::Play { list, index }, Best::Play { line, .. }) = (turn, as_best) {
            let killer = Killer {
                line,
                id: node.get(self.lists(), list, index).id,
            };
            let killers = &mut self.killers[usize::from(ply.height)];
            if killers[0].id != killer.id {
                *killers = [killer, killers[0]];
            }
        }
    }

    /// Keeps bounds (`lower`, `upper`) on the value of the position `key`, searched `depth`
    /// turns ahead in `nodes` positions, with those already kept for it at the same depth
    /// (both hold).
    fn store(
        &mut self,
        key: u64,
        (depth, nodes): (u8, u64),
        (lower, upper): (i32, i32),
        best: Best,
    ) {
        self.table.merge(
            key,
            Entry {
                lower,
                upper,
                best,
                depth,
                work: work(nodes),
            },
        );
    }

    /// What the remembered best turn `hint` is worth, searched inside (`alpha`, `beta`), if
    /// it is still a turn of this position; noted in `tried`.
    fn hinted_value(
        &mut self,
        ply: Ply,
        hint: Option<Best>,
        alpha: i32,
        beta: i32,
        tried: &mut Tried,
    ) -> Option<(Best, i32)> {
        let hint = hint?;
        let value = match hint {
            Best::Pass => {
                tried.pass = true;
                self.pass_value(ply, alpha, beta)
            }
            Best::Play { line, index } => {
                let kept = self.hinted_play(ply.side, line, index)?;
                tried.play = Some(kept.id);
                self.play_value(ply, &kept.play, alpha, beta)
            }
        };
        tried.searched = true;
        Some((hint, value))
    }

    /// What `turn` (of `node`) is worth to the side to move, searched inside (`alpha`, `beta`).
    pub(super) fn turn_value(
        &mut self,
        ply: Ply,
        node: &NodePlays,
        turn: Turn,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match turn {
            Turn::Play { list, index } => {
                let play = node.get(self.lists(), list, index).play;
                self.play_value(ply, &play, alpha, beta)
            }
            Turn::Pass => self.pass_value(ply, alpha, beta),
        }
    }

    /// What `play` is worth to the side making it, searched inside (`alpha`, `beta`).
    fn play_value(&mut self, ply: Ply, play: &Move, alpha: i32, beta: i32) -> i32 {
        let side = ply.side;
        let points = play.score() as i32;
        if play.tiles_placed() == self.racks[side].len() {
            return points + 2 * self.values[1 - side];
        }
        let mark = self.apply(side, play);
        let after = if points > 0 { 0 } else { ply.scoreless + 1 };
        let value = if after >= self.limit {
            points - self.values[side] + self.values[1 - side]
        } else {
            points - self.negamax(ply.next(after), points - beta, points - alpha)
        };
        self.undo(side, play, mark);
        value
    }

    /// What passing is worth to the side to move, searched inside (`alpha`, `beta`).
    fn pass_value(&mut self, ply: Ply, alpha: i32, beta: i32) -> i32 {
        let side = ply.side;
        if ply.scoreless + 1 >= self.limit {
            return self.values[1 - side] - self.values[side];
        }
        -self.negamax(ply.next(ply.scoreless + 1), -beta, -alpha)
    }
}

/// The turn of a position tried before its plays are gathered (a play by its board keys, or
/// the pass), and whether any turn was searched yet.
#[derive(Default)]
struct Tried {
    play: Option<u64>,
    pass: bool,
    searched: bool,
}

/// The bounds a fail-soft search inside (`alpha`, `beta`) that found `best` proves: an upper
/// bound at or below `alpha`, a lower one at or above `beta`, else the exact value.
fn bounds(best: i32, alpha: i32, beta: i32) -> (i32, i32) {
    if best <= alpha {
        (-INFINITY, best)
    } else if best >= beta {
        (best, INFINITY)
    } else {
        (best, best)
    }
}
