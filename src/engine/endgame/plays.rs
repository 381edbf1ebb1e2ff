//! Each side's plays, found line by line and kept by the line's state (see `lines`): a line is
//! searched once for the side's whole starting rack, and at every position of the search
//! the plays kept for its lines' states are read in place, with the rack's bits saying which
//! it still pays for. A rack only loses tiles in an endgame, so a play it can pay for is one
//! the starting rack could, on a line in the same state: the plays it pays for are exactly
//! the move generator's. Each list is sorted once, in the order plays are tried (`order`).

use std::collections::HashMap;

use super::keys::{line_slot, square_key};
use super::line_list::{Kept, LineList, ListStore};
use super::lines::Lines;
use crate::engine::key_hash::KeyMap;
use crate::engine::layout::Direction;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{
    Candidate, FrameScratch, LeftParts, MoveSink, generate_on_lines_with,
};
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// The most tiles a rack may hold for the search (one bit each).
pub(super) const MAX_RACK: usize = 32;

/// Plays kept (72 bytes each: about 70 MB) before the lists are dropped and found again as
/// needed, once no position's plays are in use (see [`PlayStore::trim`]).
const KEPT_PLAYS: usize = 1 << 20;

/// A side's starting rack tile by tile: each kind of tile a run of bits, so that a rack holding
/// `n` of a kind sets the run's lowest `n` bits and a play fits a rack when the bits it needs
/// are among the rack's.
#[derive(Clone, Debug)]
pub(super) struct RackBits {
    /// The kinds on the starting rack, the first bit of each one's run and its length.
    runs: Vec<(u8, u8, u8)>,
}

impl RackBits {
    fn new(rack: &Rack) -> Self {
        let mut runs = Vec::new();
        let mut first = 0;
        for (kind, &count) in rack.counts().iter().enumerate() {
            if count > 0 {
                runs.push((kind as u8, first, count));
                first += count;
            }
        }
        assert!(
            usize::from(first) <= MAX_RACK,
            "racks are checked before the search"
        );
        Self { runs }
    }

    /// The bits of a rack holding `counts` (by kind) of the starting rack's tiles.
    pub(super) fn of_counts(&self, counts: impl Fn(u8) -> u8) -> u32 {
        self.runs.iter().fold(0, |bits, &(kind, first, _)| {
            bits | low_bits(counts(kind)) << first
        })
    }

    /// The rack whose bits are `bits`.
    fn rack(&self, bits: u32, letter_count: usize) -> Rack {
        let mut rack = Rack::empty(letter_count);
        for &(kind, first, count) in &self.runs {
            for bit in first..first + count {
                if bits & 1 << bit != 0 {
                    rack.add(kind);
                }
            }
        }
        rack
    }
}

fn low_bits(n: u8) -> u32 {
    ((1u64 << n) - 1) as u32
}

/// The plays a side may make at one position: the kept lists of its lines that hold any
/// (by line: direction times 32 plus line), and the rack's bits, which say which of their
/// plays it pays for. Nothing is filtered or copied per position: the lists are read in place
/// in the [`ListStore`] (see `order`).
#[derive(Default)]
pub(super) struct NodePlays {
    pub(super) lists: Vec<(u8, LineList)>,
    pub(super) rack_bits: u32,
}

impl NodePlays {
    pub(super) fn clear(&mut self) {
        self.lists.clear();
    }

    pub(super) fn get<'s>(&self, store: &'s ListStore, list: u8, index: u16) -> &'s Kept {
        &self.lists[usize::from(list)].1.plays(store)[usize::from(index)]
    }

    /// The rack tiles the play at `index` of `list` needs (see [`RackBits`]).
    pub(super) fn need(&self, store: &ListStore, list: u8, index: u16) -> u32 {
        self.lists[usize::from(list)].1.needs(store)[usize::from(index)]
    }

    /// Whether the rack pays for the play at `index` of `list`.
    pub(super) fn fits(&self, store: &ListStore, list: u8, index: u16) -> bool {
        self.need(store, list, index) & !self.rack_bits == 0
    }

    /// Every play the rack pays for (list, index), list by list.
    pub(super) fn fitting<'s>(
        &'s self,
        store: &'s ListStore,
    ) -> impl Iterator<Item = (u8, u16)> + 's {
        self.lists
            .iter()
            .enumerate()
            .flat_map(move |(l, (_, list))| {
                list.needs(store)
                    .iter()
                    .enumerate()
                    .filter(move |&(_, &need)| need & !self.rack_bits == 0)
                    .map(move |(i, _)| (l as u8, i as u16))
            })
    }

    /// The plays that take every tile of the rack (going out), as (list, index).
    pub(super) fn going_out<'s>(
        &'s self,
        store: &'s ListStore,
    ) -> impl Iterator<Item = (u8, u16)> + 's {
        let rack = self.rack_bits;
        self.lists
            .iter()
            .enumerate()
            .flat_map(move |(l, (_, list))| {
                list.whole_rack(store, rack)
                    .map(move |index| (l as u8, index))
            })
    }

    /// Adds line `line`'s list (direction `dir`) if it holds any play.
    fn add(&mut self, dir: usize, line: usize, list: LineList) {
        if list.len() > 0 {
            self.lists.push(((dir * 32 + line) as u8, list));
        }
    }
}

/// A line's list last looked up, with its key.
type Recent = Option<(u64, LineList)>;

/// Both sides' kept plays.
pub(super) struct PlayStore {
    pub(super) bits: [RackBits; 2],
    /// Every list's plays.
    pub(super) store: ListStore,
    lists: KeyMap<u64, LineList>,
    /// By side, direction and line: the list last looked up (its key and itself), so that
    /// the lines a play did not change are not looked up again.
    recent: [[Vec<Recent>; 2]; 2],
    /// Each side's racks' left parts (by rack bits), walked once each.
    left: [HashMap<u32, LeftParts>; 2],
    /// The move generator's frames, reused call after call.
    frames: FrameScratch,
    /// By direction and line: the plays the move generator found, emptied after each call
    /// (their memory reused).
    found: [Vec<Vec<Kept>>; 2],
}

impl PlayStore {
    pub(super) fn new(racks: &[Rack; 2]) -> Self {
        Self {
            bits: [RackBits::new(&racks[0]), RackBits::new(&racks[1])],
            store: ListStore::default(),
            lists: HashMap::default(),
            recent: std::array::from_fn(|_| std::array::from_fn(|_| vec![None; 32])),
            left: [HashMap::new(), HashMap::new()],
            frames: FrameScratch::default(),
            found: [Vec::new(), Vec::new()],
        }
    }

    /// `side`'s plays on the board whose lines are `lines` with the rack whose bits are
    /// `rack_bits`, into `node` (empty).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn plays(
        &mut self,
        variant: &Variant,
        lexicon: &Lexicon,
        lines: &Lines,
        side: usize,
        rack_bits: u32,
        node: &mut NodePlays,
    ) {
        let slot = |dir: usize, line: usize| lines.hashes[dir][line] ^ line_slot(side, dir, line);
        let mut missing = [0u32; 2];
        // The rack to search the missing lines for: this one, and the racks their states
        // were searched for before (so that a list only grows).
        let mut wanted = rack_bits;
        node.rack_bits = rack_bits;
        // Gathered as the lists are looked up; gathered again if any was missing.
        for (dir, hashes) in lines.hashes.iter().enumerate() {
            for line in 0..hashes.len() {
                let key = slot(dir, line);
                let recent = &mut self.recent[side][dir][line];
                let found = match recent {
                    Some((k, list)) if *k == key => Some(*list),
                    _ => {
                        let list = self.lists.get(&key).copied();
                        if let Some(list) = list {
                            *recent = Some((key, list));
                        }
                        list
                    }
                };
                match found {
                    Some(list) if rack_bits & !list.rack == 0 => {
                        if missing == [0, 0] {
                            node.add(dir, line, list);
                        }
                    }
                    found => {
                        missing[dir] |= 1 << line;
                        wanted |= found.map_or(0, |list| list.rack);
                    }
                }
            }
        }
        if missing != [0, 0] {
            let rack = self.bits[side].rack(wanted, variant.tiles.letter_count());
            self.find(variant, lexicon, lines, side, &rack, missing, &slot);
            node.clear();
            for (dir, hashes) in lines.hashes.iter().enumerate() {
                for line in 0..hashes.len() {
                    let recent = &mut self.recent[side][dir][line];
                    if missing[dir] & 1 << line != 0 {
                        let key = slot(dir, line);
                        *recent = Some((key, self.lists[&key]));
                    }
                    let (_, list) = recent.expect("every line is looked up above");
                    node.add(dir, line, list);
                }
            }
        }
    }

    /// `side`'s play kept at `index` on line `line` (direction times 32 plus line) in its
    /// state on `lines`, if that line's plays are kept and `rack_bits` pays for it.
    pub(super) fn kept_play(
        &self,
        lines: &Lines,
        side: usize,
        line: u8,
        index: u16,
        rack_bits: u32,
    ) -> Option<Kept> {
        let (dir, line) = (usize::from(line / 32), usize::from(line % 32));
        let hash = lines.hashes.get(dir)?.get(line)?;
        let list = self.lists.get(&(hash ^ line_slot(side, dir, line)))?;
        let index = usize::from(index);
        let need = *list.needs(&self.store).get(index)?;
        (need & !rack_bits == 0).then(|| list.plays(&self.store)[index])
    }

    /// Forgets every list once more than [`KEPT_PLAYS`] plays are kept: to be called only
    /// when no position's plays are in use (their lists' copies would mean nothing after).
    pub(super) fn trim(&mut self) {
        if self.store.len() > KEPT_PLAYS {
            self.lists.clear();
            self.store.clear();
            for by_dir in &mut self.recent {
                for by_line in by_dir {
                    by_line.fill(None);
                }
            }
        }
    }

    /// Finds and keeps `side`'s plays with `rack` on the `missing` lines.
    #[allow(clippy::too_many_arguments)]
    fn find(
        &mut self,
        variant: &Variant,
        lexicon: &Lexicon,
        lines: &Lines,
        side: usize,
        rack: &Rack,
        missing: [u32; 2],
        slot: &impl Fn(usize, usize) -> u64,
    ) {
        for (by_line, hashes) in self.found.iter_mut().zip(&lines.hashes) {
            by_line.resize_with(hashes.len(), Vec::new);
        }
        let mut found = Found {
            by_line: &mut self.found,
            bits: &self.bits[side],
            variant,
        };
        let rack_bits = self.bits[side].of_counts(|kind| rack.count(kind));
        let left = self.left[side]
            .entry(rack_bits)
            .or_insert_with(|| LeftParts::new(lexicon, rack));
        let codes = lines.codes();
        generate_on_lines_with(
            variant,
            lexicon,
            &codes,
            left,
            missing,
            &mut self.frames,
            &mut found,
        );
        for (dir, lists) in self.found.iter_mut().enumerate() {
            for (line, list) in lists.iter_mut().enumerate() {
                if missing[dir] & 1 << line != 0 {
                    let kept = self.store.add(rack_bits, list);
                    self.lists.insert(slot(dir, line), kept);
                }
                list.clear();
            }
        }
    }
}

/// Collects generated plays by line, with what each needs from the rack.
struct Found<'a> {
    by_line: &'a mut [Vec<Vec<Kept>>; 2],
    bits: &'a RackBits,
    variant: &'a Variant,
}

impl MoveSink for Found<'_> {
    fn offer(&mut self, candidate: &Candidate<'_>) {
        let play = candidate.to_move();
        let mut counts = [0u8; 64];
        let mut tile_value = 0;
        let mut id = 0;
        for (pos, tile, new) in play.word() {
            if new {
                id ^= square_key(pos, tile);
                let kind = tile.rack_tile();
                counts[usize::from(kind)] += 1;
                tile_value += self.variant.tiles.value(kind) as u8;
            }
        }
        let need = self.bits.of_counts(|kind| counts[usize::from(kind)]);
        let (dir, line) = match play.dir() {
            Direction::Across => (0, play.start().row),
            Direction::Down => (1, play.start().col),
        };
        self.by_line[dir][usize::from(line)].push(Kept {
            play,
            need,
            tile_value,
            id,
        });
    }
}
