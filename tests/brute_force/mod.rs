//! A brute-force move generator, slow but plainly right, shared by the tests that hold the
//! move generator (and `lexicord moves`) against it: every word of a list at every square and
//! direction, every choice of blanks, kept when `check_placement` accepts it, the rack holds
//! its tiles and every word formed is in the list; scored by `score_play`.

use std::collections::{BTreeSet, HashSet};

use lexicord::engine::board::Board;
use lexicord::engine::layout::{Direction, Pos};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::placement::{Placement, check_placement, words_formed};
use lexicord::engine::rack::Rack;
use lexicord::engine::scoring::score_play;
use lexicord::engine::tiles::{Letter, Placed, TileSet};
use lexicord::engine::variant::Variant;

/// A play as both generators are compared: direction (none for a single tile), new tiles,
/// score.
pub type Key = (Option<bool>, Vec<(Pos, u8, bool)>, u32);

pub fn key(placement: &Placement, score: u32) -> Key {
    let dir = (placement.tiles.len() > 1).then_some(placement.dir == Direction::Down);
    let mut tiles: Vec<_> = placement
        .tiles
        .iter()
        .map(|&(p, t)| (p, t.letter, t.blank))
        .collect();
    tiles.sort_unstable();
    (dir, tiles, score)
}

/// A word list three ways: in order, as a set, and as the lexicon the generator walks.
pub struct Words {
    pub list: Vec<Vec<Letter>>,
    pub set: HashSet<Vec<Letter>>,
    pub lexicon: Lexicon,
}

impl Words {
    /// The words `list` spells in `tiles`.
    pub fn new(list: Vec<Vec<Letter>>) -> Self {
        let lexicon = Lexicon::from_words(&list).unwrap();
        Self {
            set: list.iter().cloned().collect(),
            list,
            lexicon,
        }
    }

    /// The words of `text` (whitespace between words) read in `tiles`.
    pub fn read(tiles: &TileSet, text: &str) -> Self {
        Self::new(
            text.split_whitespace()
                .map(|w| tiles.parse_letters(w).unwrap_or_else(|| panic!("{w}")))
                .collect(),
        )
    }
}

/// Every legal play found the slow way.
pub fn brute_force(variant: &Variant, words: &Words, board: &Board, rack: &Rack) -> BTreeSet<Key> {
    let mut found = BTreeSet::new();
    for dir in [Direction::Across, Direction::Down] {
        let (lines, len) = match dir {
            Direction::Across => (board.rows(), board.cols()),
            Direction::Down => (board.cols(), board.rows()),
        };
        for line in 0..lines {
            let square = |i: u8| match dir {
                Direction::Across => Pos::new(line, i),
                Direction::Down => Pos::new(i, line),
            };
            for word in words.list.iter().filter(|w| w.len() <= usize::from(len)) {
                for start in 0..=(len - word.len() as u8) {
                    try_word(
                        variant,
                        words,
                        board,
                        rack,
                        (dir, &square),
                        word,
                        start,
                        &mut found,
                    );
                }
            }
        }
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn try_word(
    variant: &Variant,
    words: &Words,
    board: &Board,
    rack: &Rack,
    (dir, square): (Direction, &dyn Fn(u8) -> Pos),
    word: &[u8],
    start: u8,
    found: &mut BTreeSet<Key>,
) {
    let end = start + word.len() as u8;
    let len = match dir {
        Direction::Across => board.cols(),
        Direction::Down => board.rows(),
    };
    if (start > 0 && board.get(square(start - 1)).is_some())
        || (end < len && board.get(square(end)).is_some())
    {
        return;
    }
    let mut new = Vec::new();
    for (i, &letter) in word.iter().enumerate() {
        let pos = square(start + i as u8);
        match board.get(pos) {
            Some(t) if t.letter != letter => return,
            Some(_) => {}
            None => new.push((pos, letter)),
        }
    }
    if new.is_empty() {
        return;
    }
    let plain = Placement {
        dir,
        tiles: new.iter().map(|&(p, l)| (p, Placed::tile(l))).collect(),
    };
    if check_placement(&variant.layout, board, &plain).is_err()
        || !words_formed(board, &plain)
            .iter()
            .all(|w| words.set.contains(&w.letters()))
    {
        return;
    }
    for choice in 0u32..(1 << new.len()) {
        let tiles: Vec<(Pos, Placed)> = new
            .iter()
            .enumerate()
            .map(|(i, &(pos, letter))| {
                (
                    pos,
                    Placed {
                        letter,
                        blank: choice & (1 << i) != 0,
                    },
                )
            })
            .collect();
        let placement = Placement { dir, tiles };
        if rack.has_tiles_for(&placement.tiles.iter().map(|t| t.1).collect::<Vec<_>>()) {
            let score = score_play(variant, board, &placement).score;
            found.insert(key(&placement, score));
        }
    }
}

/// The set's tiles in an order fixed by `seed` (a small linear congruential shuffle).
pub fn shuffled_bag(tiles: &TileSet, seed: u64) -> Vec<u8> {
    let mut bag: Vec<u8> = (0..=tiles.letter_count() as u8)
        .flat_map(|t| std::iter::repeat_n(t, usize::from(tiles.count(t))))
        .collect();
    let mut state = seed;
    for i in (1..bag.len()).rev() {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        bag.swap(i, (state >> 33) as usize % (i + 1));
    }
    bag
}
