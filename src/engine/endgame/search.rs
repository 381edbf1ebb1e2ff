//! The search: one turn ahead, then to the end of the game within most of the budget, then,
//! if that did not finish, iterative deepening (two turns ahead, three, and so on, each
//! ordered by what the searches before learned: best lines and best turns in the
//! transposition table, killers); each search by MTD(f) over negamax with alpha-beta and
//! principal variation search (`negamax`), each side's plays found line by line (`plays`) and
//! tried best-first (`order`); a deepening search estimates each line it cuts by playing the
//! rest of the game out greedily (`playout`). Cut by its budget, it answers with the deepest
//! search it finished, or the turn its search to the end proved worth more. Without a
//! budget, several threads may share the search to the end (`helpers`), each putting off
//! the turns another is searching (`busy`, `defer`).

use std::sync::PoisonError;
use std::sync::atomic::Ordering;

use super::busy::Busy;
use super::helpers::Helpers;
use super::keys::{rack_key, square_key};
use super::line_list::{Kept, ListStore};
use super::lines::Lines;
use super::order::{Context, Turn};
use super::plays::{MAX_RACK, NodePlays, PlayStore};
use super::ply::Ply;
use super::position::{EndgameError, EndgamePosition, check_variant};
use super::solution::{Action, Solution};
use super::table::{Best, COMPLETE, INFINITY, Table};
use crate::engine::layout::Pos;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::Move;
use crate::engine::rack::Rack;
use crate::engine::tiles::Placed;
use crate::engine::variant::Variant;

/// The most squares a play covers (the longest line of a layout).
const MAX_LINE: usize = 26;

/// The transposition table's size: 2^21 slots (32 MB, taken as the search fills it).
const TABLE_BITS: u32 = 21;

/// Solves the endgame of `position` exactly: the best line for both sides to the end of the
/// game and the spread it comes to. The rules followed are the engine's: plays as the move
/// generator finds and scores them (rules 1 to 3, 11 to 17), a pass at any turn, no exchange
/// with the bag empty (rule 7), the game ending when a player goes out (rule 9: the other's
/// unplayed tiles count twice in the spread, rule 18) or after the variant's run of scoreless
/// turns (each player loses their own rack's value), a play scoring nothing counting as one.
pub fn solve(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
) -> Result<Solution, EndgameError> {
    solve_within(variant, lexicon, position, u64::MAX)
}

/// The share of a budget of positions kept for deepening when the search to the end of the
/// game does not finish within the rest: one eighth. Measured on the records' 7-v-7 endgames,
/// deepening from the start, a turn at a time, searched 1.5 to 25 times as many positions
/// before it proved a value as the search to the end after a one-turn guess; so the proof
/// comes first, and the deepening after it starts from every value it proved.
pub(super) const DEEPENING_SHARE: u64 = 8;

/// [`solve`] within `nodes` positions: first searched to the end of the game with all but
/// [`DEEPENING_SHARE`] of them; if that does not finish, deepened one turn at a time
/// (iterative deepening, each depth ordered by what the last one and the search to the end
/// learned) until the budget ends. The answer is then the best line of the deepest search
/// finished, marked unproven ([`Solution::proven`]) with its depth; or, when the search to the
/// end had proved a turn worth at least that line's estimate, that turn alone, its value the
/// floor it proved. The first search, one turn ahead (a move generation), is always finished,
/// so there is always an answer. The same position and count give the same answer on any
/// machine.
pub fn solve_within(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
    nodes: u64,
) -> Result<Solution, EndgameError> {
    let proof = nodes - nodes / DEEPENING_SHARE;
    search(variant, lexicon, position, (proof, COMPLETE), 1, &mut |n| {
        n >= nodes
    })
}

/// [`solve`] on `threads` threads (lazy SMP, see `helpers`: the value is the same on any
/// number, the line read back may be another of the same value), given up as soon as `stop`
/// says so: asked every [`STOP_CHECK`] positions with the number the first thread searched
/// (a deadline, for a measurement). Given up, the answer is the one-turn search's, unproven.
pub fn solve_until(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
    threads: usize,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Result<Solution, EndgameError> {
    let (all, threads) = ((u64::MAX, COMPLETE), threads.max(1));
    search(variant, lexicon, position, all, threads, stop)
}

/// The search of [`solve_within`]: the search to the end within `proof` positions (none if
/// 0; helped by `threads - 1` more threads), then deepening, to `max_depth` turns ahead at
/// most, until `stop` says so.
pub(super) fn search(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &EndgamePosition,
    (proof, max_depth): (u64, u8),
    threads: usize,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Result<Solution, EndgameError> {
    check_variant(variant)?;
    if position.racks[0].is_empty() {
        return Err(EndgameError::NoTiles);
    }
    if let Some(rack) = position.racks.iter().find(|r| r.len() > MAX_RACK) {
        return Err(EndgameError::RackSize {
            tiles: rack.len(),
            max: MAX_RACK,
        });
    }
    let table = Table::new(TABLE_BITS);
    let busy = (threads > 1).then(Busy::new);
    let mut search = Search::new(variant, lexicon, position, &table);
    search.busy = busy.as_ref();
    let start = position.scoreless_turns.min(search.limit.saturating_sub(1));
    let root = |depth| Ply {
        side: 0,
        scoreless: start,
        depth,
        height: 0,
    };
    // One turn ahead, never stopped: the answer of last resort, and the first guess.
    let mut guess = search.negamax(root(1), -INFINITY, INFINITY);
    let mut found = search.found(position, root(1), guess);
    let helpers = Helpers::new(threads);
    let mut stop_or_helped = |nodes| helpers.done.load(Ordering::Relaxed) || stop(nodes);
    search.stop = Some(&mut stop_or_helped);
    if !found.proven && proof > 0 {
        // The proof: to the end of the game, within its share.
        search.cap = proof;
        search.truncated = false;
        let value = search.search_to_end(&helpers, position, root(COMPLETE), guess);
        search.cap = u64::MAX;
        let helped = *helpers
            .proven
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if !search.stopped {
            found = search.found(position, root(COMPLETE), value);
        } else if let Some(value) = helped {
            search.stopped = false;
            search.truncated = false;
            found = search.found(position, root(COMPLETE), value);
        } else if search.asked_to_stop() {
            found.nodes = search.nodes + helpers.nodes.load(Ordering::Relaxed);
            return Ok(found);
        }
        search.stopped = false;
    }
    search.playouts = true;
    while !found.proven && found.depth < max_depth {
        let depth = if found.depth + 1 >= COMPLETE {
            COMPLETE
        } else {
            found.depth + 1
        };
        search.truncated = false;
        let value = search.search_to(root(depth), guess);
        if search.stopped {
            break;
        }
        guess = value;
        found = search.found(position, root(depth), guess);
    }
    if !found.proven
        && let Some(floor) = search.floor_answer(position, &found)
    {
        found = floor;
    }
    found.nodes = search.nodes + helpers.nodes.load(Ordering::Relaxed);
    Ok(found)
}

/// How often (in positions searched) a search asks whether to stop.
pub const STOP_CHECK: u64 = 1024;

/// The position as the search moves through it, with what it has learned.
pub(super) struct Search<'a, 's> {
    pub(super) variant: &'a Variant,
    pub(super) lexicon: &'a Lexicon,
    pub(super) racks: [Rack; 2],
    /// Each rack's value (rule 10), kept as tiles come off.
    pub(super) values: [i32; 2],
    /// Each rack's bits (see `plays::RackBits`).
    rack_bits: [u32; 2],
    pub(super) board_hash: u64,
    pub(super) rack_hashes: [u64; 2],
    lines: Lines,
    plays: PlayStore,
    pub(super) limit: u8,
    pub(super) table: &'a Table,
    pub(super) nodes: u64,
    /// Asked every [`STOP_CHECK`] positions whether to give up.
    pub(super) stop: Option<&'s mut dyn FnMut(u64) -> bool>,
    /// Positions after which the search gives up even if `stop` does not say so (the
    /// proof's share of the budget).
    pub(super) cap: u64,
    /// Whether the search was given up: its values then mean nothing.
    pub(super) stopped: bool,
    /// The best value a search of the start to the end of the game proved a turn of the start
    /// reaches at least, and that turn (see `mtd`).
    pub(super) floor: Option<(i32, Action)>,
    /// Whether a line was cut short by a depth limit since this was last cleared.
    pub(super) truncated: bool,
    /// By turns from the start: the last two plays that ended a position's search.
    pub(super) killers: Vec<[Killer; 2]>,
    /// Emptied play lists to fill again, so that a position allocates none.
    spare: Vec<NodePlays>,
    /// Positions whose plays are in use (given out and not given back): the store of plays
    /// is trimmed only when none is.
    in_use: usize,
    /// Emptied buffers the turns of a position are sorted in (see `order::Picker`).
    pub(super) spare_keys: Vec<Vec<(i32, Turn)>>,
    /// An emptied buffer of the plays a play-out made (see `playout`).
    pub(super) spare_playout: Vec<(usize, Move, usize)>,
    /// The count of positions at which the search next asks whether to stop.
    pub(super) next_check: u64,
    /// Whether a search limited in depth estimates where it stops by a play-out (see
    /// `playout`), or as if both passed to the end: the first guess is made so.
    pub(super) playouts: bool,
    /// The positions the threads of a shared search are searching now (none alone).
    pub(super) busy: Option<&'a Busy>,
}

/// A play that ended the search of a position (a killer move): its line (see [`Best`]) and
/// its board keys, the same play wherever that line's state is. An `id` of 0 is no play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Killer {
    pub(super) line: u8,
    pub(super) id: u64,
}

impl<'a> Search<'a, '_> {
    pub(super) fn new(
        variant: &'a Variant,
        lexicon: &'a Lexicon,
        position: &EndgamePosition,
        table: &'a Table,
    ) -> Self {
        let rack_hash = |rack: &Rack| {
            let mut hash = 0;
            for (tile, &count) in rack.counts().iter().enumerate() {
                for copy in 1..=count {
                    hash ^= rack_key(tile as u8, copy);
                }
            }
            hash
        };
        let board_hash = position
            .board
            .tiles()
            .fold(0, |hash, (pos, tile)| hash ^ square_key(pos, tile));
        let value = |rack: &Rack| rack.value(&variant.tiles) as i32;
        let plays = PlayStore::new(&position.racks);
        let lines = Lines::new(&position.board);
        let racks = &position.racks;
        let rack_bits = [0, 1].map(|side| plays.bits[side].of_counts(|t| racks[side].count(t)));
        Self {
            variant,
            lexicon,
            racks: position.racks.clone(),
            values: [value(&position.racks[0]), value(&position.racks[1])],
            rack_bits,
            board_hash,
            rack_hashes: [rack_hash(&position.racks[0]), rack_hash(&position.racks[1])],
            lines,
            plays,
            limit: variant.scoreless_turn_limit.max(1),
            table,
            nodes: 0,
            stop: None,
            cap: u64::MAX,
            stopped: false,
            truncated: false,
            floor: None,
            killers: vec![[Killer::default(); 2]; 256],
            spare: Vec::new(),
            in_use: 0,
            spare_keys: Vec::new(),
            spare_playout: Vec::new(),
            next_check: STOP_CHECK,
            playouts: false,
            busy: None,
        }
    }

    /// Whether `stop` says to give up now (not only the cap).
    fn asked_to_stop(&mut self) -> bool {
        let nodes = self.nodes;
        self.stop.as_mut().is_some_and(|stop| stop(nodes))
    }

    /// `side`'s plays here, in lists emptied before (see [`Search::give_back`]).
    pub(super) fn side_plays(&mut self, side: usize) -> NodePlays {
        if self.in_use == 0 {
            self.plays.trim();
        }
        self.in_use += 1;
        let mut node = self.spare.pop().unwrap_or_default();
        self.plays.plays(
            self.variant,
            self.lexicon,
            &self.lines,
            side,
            self.rack_bits[side],
            &mut node,
        );
        node
    }

    /// Where the plays of every position's lists are kept.
    pub(super) fn lists(&self) -> &ListStore {
        &self.plays.store
    }

    /// Keeps `node`'s lists, emptied, for the next position.
    pub(super) fn give_back(&mut self, mut node: NodePlays) {
        node.clear();
        self.spare.push(node);
        self.in_use -= 1;
    }

    /// `side`'s play kept at `index` on line `line` (see [`Best`]) for this position's state
    /// of that line, if it is kept and the rack still pays for it.
    pub(super) fn hinted_play(&self, side: usize, line: u8, index: u16) -> Option<Kept> {
        self.plays
            .kept_play(&self.lines, side, line, index, self.rack_bits[side])
    }

    /// `side`'s plays here, and what their order depends on.
    pub(super) fn turns(&mut self, ply: Ply, hint: Option<Best>) -> (NodePlays, Context) {
        let Ply {
            side,
            scoreless,
            height,
            ..
        } = ply;
        let node = self.side_plays(side);
        let context = Context {
            hint,
            killers: self
                .killers
                .get(usize::from(height))
                .map_or([(0, 0); 2], |k| k.map(|k| (k.line, k.id))),
            ..self.bare_context(side, scoreless)
        };
        (node, context)
    }

    /// Puts `play`'s tiles from `side`'s rack on the board; returns the mark to take it back
    /// to (see [`Search::undo`]).
    pub(super) fn apply(&mut self, side: usize, play: &Move) -> usize {
        for (pos, tile, new) in play.word() {
            if new {
                self.board_hash ^= square_key(pos, tile);
                let t = tile.rack_tile();
                self.rack_hashes[side] ^= rack_key(t, self.racks[side].count(t));
                self.racks[side].remove(t);
                self.values[side] -= i32::from(self.variant.tiles.value(t));
            }
        }
        self.set_bits(side);
        let mut placed = [(Pos::new(0, 0), Placed::tile(0)); MAX_LINE];
        let mut count = 0;
        for (pos, tile, _) in play.word().filter(|w| w.2) {
            placed[count] = (pos, tile);
            count += 1;
        }
        self.lines.place(&placed[..count])
    }

    /// Takes `play`'s tiles back to `side`'s rack.
    pub(super) fn undo(&mut self, side: usize, play: &Move, mark: usize) {
        for (pos, tile, new) in play.word() {
            if new {
                self.board_hash ^= square_key(pos, tile);
                let t = tile.rack_tile();
                self.racks[side].add(t);
                self.rack_hashes[side] ^= rack_key(t, self.racks[side].count(t));
                self.values[side] += i32::from(self.variant.tiles.value(t));
            }
        }
        self.set_bits(side);
        let placed = play.word().filter(|w| w.2).map(|w| w.0);
        self.lines.take_back(placed, mark);
    }

    fn set_bits(&mut self, side: usize) {
        let rack = &self.racks[side];
        self.rack_bits[side] = self.plays.bits[side].of_counts(|t| rack.count(t));
    }
}
