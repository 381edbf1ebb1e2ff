//! Where a play's tiles go, whether that is a legal placement, and the words it forms.

use super::board::Board;
use super::layout::{Direction, Layout, Pos};
use super::tiles::Placed;
use super::wording::{Worded, Wording};

/// The tiles a player puts on the board in one turn, with the direction the play reads in.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    pub dir: Direction,
    /// Newly placed tiles, in reading order.
    pub tiles: Vec<(Pos, Placed)>,
}

/// Why a placement breaks the rules of where tiles may go, said to players in the words of
/// the catalogues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    NoTiles,
    OffBoard(Pos),
    Occupied(Pos),
    SameSquareTwice(Pos),
    NotInLine,
    Gap(Pos),
    FirstPlayOffStart(Pos),
    FirstPlayTooShort,
    NotConnected,
}

/// Where tiles may not go, in the words of the catalogues (rules 4 and 5).
impl Worded for PlacementError {
    fn wording(&self) -> Wording {
        let at = |key, pos: &Pos| Wording::new(key).put("square", &pos);
        match self {
            PlacementError::NoTiles => Wording::new("rule-no-tiles"),
            PlacementError::OffBoard(pos) => at("rule-off-board", pos),
            PlacementError::Occupied(pos) => at("rule-occupied", pos),
            PlacementError::SameSquareTwice(pos) => at("rule-same-square-twice", pos),
            PlacementError::NotInLine => Wording::new("rule-not-in-line"),
            PlacementError::Gap(pos) => at("rule-gap", pos),
            PlacementError::FirstPlayOffStart(pos) => at("rule-first-play-off-start", pos),
            PlacementError::FirstPlayTooShort => Wording::new("rule-first-play-too-short"),
            PlacementError::NotConnected => Wording::new("rule-not-connected"),
        }
    }
}

super::english::said_in_english!(PlacementError);

/// A word formed by a play: its squares and tiles, and which of them are new this turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormedWord {
    pub start: Pos,
    pub dir: Direction,
    pub tiles: Vec<Placed>,
    /// For each tile, whether it was placed this turn (premiums count only for those, rule 14).
    pub new: Vec<bool>,
    /// Free for All: the squares of a word read along a path of adjacent tiles in any of eight
    /// directions (`start` is its first square, `dir` unused); empty for words in a line.
    pub path: Vec<Pos>,
}

impl FormedWord {
    /// The squares the word covers.
    pub fn squares(&self, board: &Board) -> Vec<Pos> {
        if !self.path.is_empty() {
            return self.path.clone();
        }
        (0..self.tiles.len())
            .filter_map(|i| board.step(self.start, self.dir, i as i16))
            .collect()
    }

    /// The word's letters (blanks as the letter they stand for).
    pub fn letters(&self) -> Vec<u8> {
        self.tiles.iter().map(|t| t.letter).collect()
    }
}

/// Checks where the tiles go (rules 1 and 3, and "Do's and Don'ts"): on empty squares of the
/// board, all in one row or column, with no gap except squares already filled; the first play
/// covers a start square with at least two tiles; later plays touch a tile on the board.
pub fn check_placement(
    layout: &Layout,
    board: &Board,
    placement: &Placement,
) -> Result<(), PlacementError> {
    let tiles = &placement.tiles;
    let Some(&(first, _)) = tiles.first() else {
        return Err(PlacementError::NoTiles);
    };
    for (i, &(pos, _)) in tiles.iter().enumerate() {
        if !board.contains(pos) {
            return Err(PlacementError::OffBoard(pos));
        }
        if board.get(pos).is_some() {
            return Err(PlacementError::Occupied(pos));
        }
        if tiles[..i].iter().any(|&(p, _)| p == pos) {
            return Err(PlacementError::SameSquareTwice(pos));
        }
    }
    let dir = line_direction(placement).ok_or(PlacementError::NotInLine)?;
    let (lo, hi) = span(tiles, dir);
    let mut pos = first;
    pos = if dir == Direction::Across {
        Pos::new(pos.row, lo)
    } else {
        Pos::new(lo, pos.col)
    };
    for _ in lo..=hi {
        let placed_here = tiles.iter().any(|&(p, _)| p == pos);
        if !placed_here && board.get(pos).is_none() {
            return Err(PlacementError::Gap(pos));
        }
        pos = board.step(pos, dir, 1).unwrap_or(pos);
    }
    if board.is_empty() {
        let star = layout.start_squares().next().unwrap_or(Pos::new(0, 0));
        if !tiles.iter().any(|&(p, _)| layout.square(p).start) {
            return Err(PlacementError::FirstPlayOffStart(star));
        }
        if tiles.len() < 2 {
            return Err(PlacementError::FirstPlayTooShort);
        }
    } else if !tiles.iter().any(|&(p, _)| board.touches_tile(p)) {
        return Err(PlacementError::NotConnected);
    }
    Ok(())
}

/// The direction the tiles lie in: the placement's own for one tile, else the line they share.
fn line_direction(placement: &Placement) -> Option<Direction> {
    let tiles = &placement.tiles;
    let (first, _) = tiles[0];
    if tiles.len() == 1 {
        return Some(placement.dir);
    }
    if tiles.iter().all(|(p, _)| p.row == first.row) {
        Some(Direction::Across)
    } else if tiles.iter().all(|(p, _)| p.col == first.col) {
        Some(Direction::Down)
    } else {
        None
    }
}

/// Lowest and highest index along `dir` among the tiles.
fn span(tiles: &[(Pos, Placed)], dir: Direction) -> (u8, u8) {
    let along = |p: &Pos| {
        if dir == Direction::Across {
            p.col
        } else {
            p.row
        }
    };
    let lo = tiles.iter().map(|(p, _)| along(p)).min().unwrap_or(0);
    let hi = tiles.iter().map(|(p, _)| along(p)).max().unwrap_or(0);
    (lo, hi)
}

/// Every word of two or more letters the placement forms with the tiles on the board: the main
/// word along the play's line, then one cross word per new tile that has neighbours across it
/// (rule 3: "the player gets full credit for all words formed or modified"). Assumes the
/// placement passed [`check_placement`].
pub fn words_formed(board: &Board, placement: &Placement) -> Vec<FormedWord> {
    let dir = line_direction(placement).unwrap_or(placement.dir);
    let new_at = |p: Pos| {
        placement
            .tiles
            .iter()
            .find(|&&(q, _)| q == p)
            .map(|&(_, t)| t)
    };
    let word_through = |pos: Pos, dir: Direction| -> Option<FormedWord> {
        let tile_at = |p: Pos| new_at(p).or_else(|| board.get(p));
        let mut start = pos;
        while let Some(prev) = board.step(start, dir, -1).filter(|&p| tile_at(p).is_some()) {
            start = prev;
        }
        let mut word = FormedWord {
            start,
            dir,
            tiles: Vec::new(),
            new: Vec::new(),
            path: Vec::new(),
        };
        let mut at = Some(start);
        while let Some(p) = at {
            let Some(tile) = tile_at(p) else { break };
            word.tiles.push(tile);
            word.new.push(new_at(p).is_some());
            at = board.step(p, dir, 1);
        }
        (word.tiles.len() >= 2).then_some(word)
    };
    let mut words = Vec::new();
    if let Some(&(first, _)) = placement.tiles.first() {
        words.extend(word_through(first, dir));
    }
    for &(pos, _) in &placement.tiles {
        words.extend(word_through(pos, dir.cross()));
    }
    words
}
