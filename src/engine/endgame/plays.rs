//! Each side's plays, found line by line and kept by the line's state (see `lines`): a line is
//! searched once for the side's whole starting rack, and at every position of the search
//! the plays kept for its lines' states are filtered down to those the rack still pays for.
//! A rack only loses tiles in an endgame, so a play it can pay for is one the starting rack
//! could, on a line in the same state: the filtered lists are exactly the move generator's.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use super::keys::{line_slot, square_key};
use super::lines::Lines;
use crate::engine::board::Board;
use crate::engine::layout::Direction;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Candidate, LeftParts, Move, MoveSink, generate_on_lines_with};
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// The most tiles a rack may hold for the search (one bit each).
pub(super) const MAX_RACK: usize = 32;

/// Plays kept before the lists are dropped and found again as needed (about 40 MB).
const KEPT_PLAYS: usize = 1 << 20;

/// A play as kept: the move, the rack tiles it needs (see [`RackBits`]) and their face value,
/// and what it changes in the board's hash (the same play wherever it is made).
#[derive(Clone, Copy, Debug)]
pub(super) struct Kept {
    pub(super) play: Move,
    pub(super) need: u32,
    pub(super) tile_value: u8,
    pub(super) id: u64,
}

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

/// The plays a side may make at one position: the kept lists of the lines that have any, and
/// which of their plays the rack pays for (list, index in it).
#[derive(Default)]
pub(super) struct NodePlays {
    pub(super) lists: Vec<(u8, Rc<[Kept]>)>,
    pub(super) fitting: Vec<(u8, u16)>,
}

impl NodePlays {
    pub(super) fn get(&self, list: u8, index: u16) -> &Kept {
        &self.lists[usize::from(list)].1[usize::from(index)]
    }

    /// Adds the plays of `list` (line `line` of direction `dir`) that `rack_bits` pays for.
    fn add(&mut self, dir: usize, line: usize, list: &LineList, rack_bits: u32) {
        let index = self.lists.len() as u8;
        let before = self.fitting.len();
        for (i, &need) in list.needs.iter().enumerate() {
            if need & !rack_bits == 0 {
                self.fitting.push((index, i as u16));
            }
        }
        if self.fitting.len() > before {
            self.lists
                .push(((dir * 32 + line) as u8, Rc::clone(&list.plays)));
        }
    }
}

/// The plays of one side on one line in one state, found for the rack whose bits are `rack`
/// (any rack among those bits can filter them).
struct LineList {
    rack: u32,
    plays: Rc<[Kept]>,
    /// Each play's `need`, apart so that filtering reads them alone.
    needs: Box<[u32]>,
}

/// A line's list last looked up, with its key.
type Recent = Option<(u64, Rc<LineList>)>;

/// Both sides' kept plays.
pub(super) struct PlayStore {
    pub(super) bits: [RackBits; 2],
    lists: HashMap<u64, Rc<LineList>, BuildHasherDefault<Prehashed>>,
    /// By side, direction and line: the list last looked up (its key and itself), so that
    /// the lines a play did not change are not looked up again.
    recent: [[Vec<Recent>; 2]; 2],
    /// Each side's racks' left parts (by rack bits), walked once each.
    left: [HashMap<u32, LeftParts>; 2],
    pub(super) kept: usize,
    /// Calls of the move generator so far.
    pub(super) finds: u64,
}

impl PlayStore {
    pub(super) fn new(racks: &[Rack; 2]) -> Self {
        Self {
            bits: [RackBits::new(&racks[0]), RackBits::new(&racks[1])],
            lists: HashMap::default(),
            recent: std::array::from_fn(|_| std::array::from_fn(|_| vec![None; 32])),
            left: [HashMap::new(), HashMap::new()],
            kept: 0,
            finds: 0,
        }
    }

    /// `side`'s plays on `board` (whose lines are `lines`) with the rack whose bits are
    /// `rack_bits`.
    pub(super) fn plays(
        &mut self,
        variant: &Variant,
        lexicon: &Lexicon,
        board: &Board,
        lines: &Lines,
        side: usize,
        rack_bits: u32,
    ) -> NodePlays {
        let slot = |dir: usize, line: usize| lines.hashes[dir][line] ^ line_slot(side, dir, line);
        if self.kept > KEPT_PLAYS {
            self.lists.clear();
            self.kept = 0;
        }
        let mut missing = [0u32; 2];
        // The rack to search the missing lines for: this one, and the racks their states
        // were searched for before (so that a list only grows).
        let mut wanted = rack_bits;
        // Gathered as the lists are looked up; gathered again if any was missing.
        let mut node = NodePlays::default();
        for (dir, hashes) in lines.hashes.iter().enumerate() {
            for line in 0..hashes.len() {
                let key = slot(dir, line);
                let recent = &mut self.recent[side][dir][line];
                let found = match recent {
                    Some((k, list)) if *k == key => Some(&*list),
                    _ => {
                        let list = self.lists.get(&key);
                        if let Some(list) = list {
                            *recent = Some((key, Rc::clone(list)));
                        }
                        list
                    }
                };
                match found {
                    Some(list) if rack_bits & !list.rack == 0 => {
                        if missing == [0, 0] {
                            node.add(dir, line, list, rack_bits);
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
            self.find(variant, lexicon, board, side, &rack, missing, &slot);
            node = NodePlays::default();
            for (dir, hashes) in lines.hashes.iter().enumerate() {
                for line in 0..hashes.len() {
                    let recent = &mut self.recent[side][dir][line];
                    if missing[dir] & 1 << line != 0 {
                        let key = slot(dir, line);
                        *recent = Some((key, Rc::clone(&self.lists[&key])));
                    }
                    let (_, list) = recent.as_ref().expect("every line is looked up above");
                    node.add(dir, line, list, rack_bits);
                }
            }
        }
        node
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
    ) -> Option<Move> {
        let (dir, line) = (usize::from(line / 32), usize::from(line % 32));
        let hash = lines.hashes.get(dir)?.get(line)?;
        let list = self.lists.get(&(hash ^ line_slot(side, dir, line)))?;
        let index = usize::from(index);
        let need = *list.needs.get(index)?;
        (need & !rack_bits == 0).then(|| list.plays[index].play)
    }

    /// Finds and keeps `side`'s plays with `rack` on the `missing` lines.
    #[allow(clippy::too_many_arguments)]
    fn find(
        &mut self,
        variant: &Variant,
        lexicon: &Lexicon,
        board: &Board,
        side: usize,
        rack: &Rack,
        missing: [u32; 2],
        slot: &impl Fn(usize, usize) -> u64,
    ) {
        let mut found = Found {
            by_line: [
                vec![Vec::new(); usize::from(board.rows())],
                vec![Vec::new(); usize::from(board.cols())],
            ],
            bits: &self.bits[side],
            variant,
        };
        let rack_bits = self.bits[side].of_counts(|kind| rack.count(kind));
        let left = self.left[side]
            .entry(rack_bits)
            .or_insert_with(|| LeftParts::new(lexicon, rack));
        generate_on_lines_with(variant, lexicon, board, left, missing, &mut found);
        self.finds += 1;
        for (dir, lists) in found.by_line.into_iter().enumerate() {
            for (line, list) in lists.into_iter().enumerate() {
                if missing[dir] & 1 << line != 0 {
                    self.kept += list.len();
                    let needs = list.iter().map(|kept| kept.need).collect();
                    let list = LineList {
                        rack: rack_bits,
                        plays: list.into(),
                        needs,
                    };
                    self.lists.insert(slot(dir, line), Rc::new(list));
                }
            }
        }
    }
}

/// Collects generated plays by line, with what each needs from the rack.
struct Found<'a> {
    by_line: [Vec<Vec<Kept>>; 2],
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

/// A hasher for keys that are hashes already.
#[derive(Default)]
pub(super) struct Prehashed(u64);

impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}
