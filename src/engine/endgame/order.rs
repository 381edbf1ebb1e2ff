//! The order a position's turns are tried in, best-looking first so that alpha-beta cuts
//! early: turns whose value is known without a search (going out, a pass that ends the game
//! on scoreless turns), best first; then the play the table remembers as best; then the
//! other plays by score plus the value of the tiles they lay down, weighted (tiles kept count
//! against the player at the end, rule 9), and their number; the pass last. Each stage is sorted only when the ones
//! before it did not end the search of the position.

use super::plays::NodePlays;
use super::table::Best;

/// A turn to try: a play (its list and index in [`NodePlays`]) or the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Turn {
    Play { list: u8, index: u16 },
    Pass,
}

/// The key of the pass when it is not remembered as best: after every play.
const LAST: i32 = -(1 << 20);

/// What the order depends on besides the plays.
pub(super) struct Context {
    /// The best play the table remembers for the position.
    pub(super) hint: Option<Best>,
    /// Tiles on the rack of the side to move: a play of that many goes out.
    pub(super) rack_len: usize,
    /// What going out adds: twice the other side's rack (rule 9).
    pub(super) out_bonus: i32,
    /// The pass's value if it ends the game on scoreless turns.
    pub(super) pass_ends: Option<i32>,
    /// How much each point of the tiles a play lays down adds to its key.
    pub(super) tile_weight: i32,
    /// Plays (their ids) that ended the search of other positions as deep as this one.
    pub(super) killers: [u64; 2],
    /// How much each tile a play lays down adds to its key.
    pub(super) placed_weight: i32,
}

/// Whether `turn`'s value is known without a search: its value if so.
pub(super) fn known_value(node: &NodePlays, turn: Turn, context: &Context) -> Option<i32> {
    match turn {
        Turn::Play { list, index } => {
            let kept = node.get(list, index);
            (kept.play.tiles_placed() == context.rack_len)
                .then(|| kept.play.score() as i32 + context.out_bonus)
        }
        Turn::Pass => context.pass_ends,
    }
}

/// The turns of a position in order, sorted stage by stage as they are asked for.
pub(super) struct Picker {
    /// Keys and ordinals (index in the node's fitting plays; their count for the pass).
    keyed: Vec<(i32, u32)>,
    next: usize,
    /// The stages not yet sorted in: the hint, the killers, then the rest.
    stage: u8,
    /// The hint's ordinal once taken in.
    hint: Option<u32>,
    /// The killers' ordinals once taken in.
    killers: [Option<u32>; 2],
}

impl Picker {
    /// Starts with the turns whose value is known, best first.
    pub(super) fn new(node: &NodePlays, context: &Context) -> Self {
        let mut keyed = Vec::new();
        for (ordinal, &(list, index)) in node.fitting.iter().enumerate() {
            let play = &node.get(list, index).play;
            if play.tiles_placed() == context.rack_len {
                keyed.push((play.score() as i32 + context.out_bonus, ordinal as u32));
            }
        }
        if let Some(value) = context.pass_ends {
            keyed.push((value, node.fitting.len() as u32));
        }
        keyed.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        Self {
            keyed,
            next: 0,
            stage: 0,
            hint: None,
            killers: [None; 2],
        }
    }

    /// The next turn to try, or `None` once every turn was tried.
    pub(super) fn next(&mut self, node: &NodePlays, context: &Context) -> Option<Turn> {
        while self.next == self.keyed.len() {
            match self.stage {
                0 => self.add_hint(node, context),
                1 => self.add_killers(node, context),
                2 => self.add_rest(node, context),
                _ => return None,
            }
            self.stage += 1;
        }
        let ordinal = self.keyed[self.next].1;
        self.next += 1;
        Some(match node.fitting.get(ordinal as usize) {
            Some(&(list, index)) => Turn::Play { list, index },
            None => Turn::Pass,
        })
    }

    fn add_hint(&mut self, node: &NodePlays, context: &Context) {
        let ordinal = match context.hint {
            Some(Best::Play { line, index }) => node
                .fitting
                .iter()
                .position(|&(l, i)| i == index && node.lists[usize::from(l)].0 == line),
            Some(Best::Pass) => Some(node.fitting.len()),
            None => None,
        };
        let known = |ordinal: usize| match node.fitting.get(ordinal) {
            Some(&(list, index)) => node.get(list, index).play.tiles_placed() == context.rack_len,
            None => context.pass_ends.is_some(),
        };
        if let Some(ordinal) = ordinal.filter(|&o| !known(o)) {
            self.keyed.push((0, ordinal as u32));
            self.hint = Some(ordinal as u32);
        }
    }

    fn add_killers(&mut self, node: &NodePlays, context: &Context) {
        if context.killers == [0, 0] {
            return;
        }
        for (ordinal, &(list, index)) in node.fitting.iter().enumerate() {
            let kept = node.get(list, index);
            let ordinal = ordinal as u32;
            if kept.play.tiles_placed() == context.rack_len || self.hint == Some(ordinal) {
                continue;
            }
            if let Some(k) = context.killers.iter().position(|&id| id == kept.id) {
                self.killers[k] = Some(ordinal);
            }
        }
        for ordinal in self.killers.into_iter().flatten() {
            self.keyed.push((0, ordinal));
        }
    }

    fn add_rest(&mut self, node: &NodePlays, context: &Context) {
        let from = self.keyed.len();
        for (ordinal, &(list, index)) in node.fitting.iter().enumerate() {
            let ordinal = ordinal as u32;
            let kept = node.get(list, index);
            if kept.play.tiles_placed() == context.rack_len
                || self.hint == Some(ordinal)
                || self.killers.contains(&Some(ordinal))
            {
                continue;
            }
            let key = kept.play.score() as i32
                + context.tile_weight * i32::from(kept.tile_value)
                + context.placed_weight * kept.play.tiles_placed() as i32;
            self.keyed.push((key, ordinal));
        }
        let pass = node.fitting.len() as u32;
        if context.pass_ends.is_none() && self.hint != Some(pass) {
            self.keyed.push((LAST, pass));
        }
        self.keyed[from..].sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    }
}
