//! The order a position's turns are tried in, best-looking first so that alpha-beta cuts
//! early: turns whose value is known without a search (going out, a pass that ends the game
//! on scoreless turns), best first; then the play the table remembers as best; then the
//! killers; then the other plays by score plus the value of the tiles they lay down,
//! weighted (tiles kept count against the player at the end, rule 9), and their number; the
//! pass last. Each line's plays are kept sorted by that key (`line_list`), so the other plays come
//! from merging the lines' lists as they are asked for: a position whose search ends after a
//! few turns never looks at the rest.

use super::line_list::ListStore;
use super::plays::NodePlays;
use super::table::Best;

/// A turn to try: a play (its list and index in [`NodePlays`]) or the pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Turn {
    Play { list: u8, index: u16 },
    Pass,
}

/// What the order depends on besides the plays.
pub(super) struct Context {
    /// The best play the table remembers for the position.
    pub(super) hint: Option<Best>,
    /// What going out adds: twice the other side's rack (rule 9).
    pub(super) out_bonus: i32,
    /// The pass's value if it ends the game on scoreless turns.
    pub(super) pass_ends: Option<i32>,
    /// Plays that ended the search of other positions as deep as this one: their line
    /// (see [`Best`]) and board keys (0: none).
    pub(super) killers: [(u8, u64); 2],
}

/// Whether a play goes out: it takes every tile of the rack.
fn goes_out(store: &ListStore, node: &NodePlays, list: u8, index: u16) -> bool {
    node.need(store, list, index) == node.rack_bits
}

/// Whether `turn`'s value is known without a search: its value if so.
pub(super) fn known_value(
    store: &ListStore,
    node: &NodePlays,
    turn: Turn,
    context: &Context,
) -> Option<i32> {
    match turn {
        Turn::Play { list, index } => goes_out(store, node, list, index)
            .then(|| node.get(store, list, index).play.score() as i32 + context.out_bonus),
        Turn::Pass => context.pass_ends,
    }
}

/// The turns of a position in order, found stage by stage as they are asked for.
pub(super) struct Picker {
    /// The turns of the stages so far with their keys, the known ones sorted best first.
    staged: Vec<(i32, Turn)>,
    next: usize,
    /// The stages not yet taken in: the hint, the killers, then the rest.
    stage: u8,
    /// The hint and the killers once taken in (list, index): not merged again.
    taken: [Option<(u8, u16)>; 3],
    /// By list: the index of its next play to merge.
    heads: Vec<u16>,
    /// The lists with plays still to merge, in list order.
    active: Vec<u8>,
    /// Whether the pass is still to come after the merged plays.
    pass_last: bool,
}

impl Picker {
    /// Starts with the turns whose value is known, best first; `staged` is an emptied
    /// buffer to fill (see [`Picker::into_buffer`]).
    pub(super) fn new(
        store: &ListStore,
        node: &NodePlays,
        context: &Context,
        mut staged: Vec<(i32, Turn)>,
    ) -> Self {
        staged.clear();
        for (list, index) in node.going_out(store) {
            let value = node.get(store, list, index).play.score() as i32 + context.out_bonus;
            staged.push((value, Turn::Play { list, index }));
        }
        if let Some(value) = context.pass_ends {
            staged.push((value, Turn::Pass));
        }
        // Best first; equal values in list order (each list's plays best first already).
        staged.sort_by_key(|turn| std::cmp::Reverse(turn.0));
        Self {
            staged,
            next: 0,
            stage: 0,
            taken: [None; 3],
            heads: Vec::new(),
            active: Vec::new(),
            pass_last: context.pass_ends.is_none(),
        }
    }

    /// The buffer the turns were staged in, for the next position's.
    pub(super) fn into_buffer(self) -> Vec<(i32, Turn)> {
        self.staged
    }

    /// The next turn to try, or `None` once every turn was tried.
    pub(super) fn next(
        &mut self,
        store: &ListStore,
        node: &NodePlays,
        context: &Context,
    ) -> Option<Turn> {
        while self.next == self.staged.len() {
            match self.stage {
                0 => self.add_hint(store, node, context),
                1 => self.add_killers(store, node, context),
                2 => self.start_merge(store, node),
                _ => return self.merged(store, node),
            }
            self.stage += 1;
        }
        let turn = self.staged[self.next].1;
        self.next += 1;
        Some(turn)
    }

    /// A play that is still to be merged: the rack pays for it, it does not go out, and it
    /// was not taken in as the hint or a killer.
    fn to_merge(&self, store: &ListStore, node: &NodePlays, list: u8, index: u16) -> bool {
        node.fits(store, list, index)
            && !goes_out(store, node, list, index)
            && !self.taken.contains(&Some((list, index)))
    }

    fn add_hint(&mut self, store: &ListStore, node: &NodePlays, context: &Context) {
        match context.hint {
            Some(Best::Play { line, index }) => {
                let found = node
                    .lists
                    .iter()
                    .position(|(l, list)| *l == line && usize::from(index) < list.len());
                if let Some(list) = found.map(|l| l as u8)
                    && self.to_merge(store, node, list, index)
                {
                    self.staged.push((0, Turn::Play { list, index }));
                    self.taken[0] = Some((list, index));
                }
            }
            Some(Best::Pass) if self.pass_last => {
                self.staged.push((0, Turn::Pass));
                self.pass_last = false;
            }
            _ => {}
        }
    }

    fn add_killers(&mut self, store: &ListStore, node: &NodePlays, context: &Context) {
        for (k, &(line, id)) in context.killers.iter().enumerate() {
            if id == 0 {
                continue;
            }
            let Some(list) = node.lists.iter().position(|(l, _)| *l == line) else {
                continue;
            };
            let plays = node.lists[list].1.plays(store);
            let Some(index) = plays.iter().position(|kept| kept.id == id) else {
                continue;
            };
            let (list, index) = (list as u8, index as u16);
            if self.to_merge(store, node, list, index) {
                self.staged.push((0, Turn::Play { list, index }));
                self.taken[1 + k] = Some((list, index));
            }
        }
    }

    fn start_merge(&mut self, store: &ListStore, node: &NodePlays) {
        self.heads.clear();
        self.heads.resize(node.lists.len(), 0);
        self.active.clear();
        for list in 0..node.lists.len() {
            if self.settle(store, node, list) {
                self.active.push(list as u8);
            }
        }
    }

    /// Moves `list`'s head on to its next play to merge; whether it has one.
    fn settle(&mut self, store: &ListStore, node: &NodePlays, list: usize) -> bool {
        let len = node.lists[list].1.len() as u16;
        let mut index = self.heads[list];
        while index < len && !self.to_merge(store, node, list as u8, index) {
            index += 1;
        }
        self.heads[list] = index;
        index < len
    }

    /// The next play by key across the lists (the first list's on equal keys), then the pass.
    fn merged(&mut self, store: &ListStore, node: &NodePlays) -> Option<Turn> {
        let mut best: Option<(i32, usize)> = None;
        for (at, &list) in self.active.iter().enumerate() {
            let keys = node.lists[usize::from(list)].1.keys(store);
            let key = keys[usize::from(self.heads[usize::from(list)])];
            if best.is_none_or(|(b, _)| key > b) {
                best = Some((key, at));
            }
        }
        if let Some((_, at)) = best {
            let list = usize::from(self.active[at]);
            let index = self.heads[list];
            self.heads[list] += 1;
            if !self.settle(store, node, list) {
                // Kept in list order, so that equal keys still go to the first list.
                self.active.remove(at);
            }
            return Some(Turn::Play {
                list: list as u8,
                index,
            });
        }
        if self.pass_last {
            self.pass_last = false;
            return Some(Turn::Pass);
        }
        None
    }
}
