//! A position's best plays by static equity with ties kept together (puzzles, practice): a play's score plus
//! what the tiles it keeps are worth (its leave, [`LeaveJudge`]) while the bag still has tiles
//! to draw; an exchange (or a pass, an exchange of nothing) is its leave less a turn's cost.
//! With the bag empty a leave is worth nothing and a play is its score. Used to rank a
//! position's plays (practice, puzzles) and to value the move a player made.

use std::cmp::Ordering;

use crate::engine::ai::leave::LeaveJudge;
use crate::engine::board::Board;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{self, Candidate, Move, MoveSink};
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// Two equities closer than this are equal (sums of the same `f32` weights in another order).
pub const EQUAL_EQUITY: f32 = 0.01;

/// How the hard level values moves in one position: its leave values, and whether leaves count
/// (tiles left in the bag).
#[derive(Clone, Copy, Debug)]
pub struct StaticEquity<'a> {
    pub judge: &'a LeaveJudge,
    /// Whether the bag has tiles to draw, so that the tiles kept matter.
    pub leaves_matter: bool,
}

impl<'a> StaticEquity<'a> {
    /// The valuation of a position with `bag_len` tiles in the bag.
    pub fn new(judge: &'a LeaveJudge, bag_len: usize) -> Self {
        Self {
            judge,
            leaves_matter: bag_len > 0,
        }
    }

    /// A play scoring `score` that keeps `leave` (counts by tile, index 0: blanks).
    pub fn of_play(&self, score: u32, leave: &[u8]) -> f32 {
        if self.leaves_matter {
            score as f32 + self.judge.judge(leave)
        } else {
            score as f32
        }
    }

    /// A play of `played` (rack tiles, 0 for a blank) from `rack` scoring `score`.
    pub fn of_play_from(&self, rack: &Rack, played: &[u8], score: u32) -> f32 {
        self.of_play(score, &leave_after(rack, played))
    }

    /// Swapping `out` from `rack` (nothing, for a pass): the tiles kept less what a turn
    /// without points costs (rule 7's exchange, valued as the hard level values it). With the
    /// bag empty a turn without points is worth nothing.
    pub fn of_exchange(&self, rack: &Rack, out: &[u8]) -> f32 {
        if self.leaves_matter {
            self.judge.judge(&leave_after(rack, out)) - self.judge.exchange_cost()
        } else {
            0.0
        }
    }
}

/// The counts by tile (index 0: blanks) of `rack` without `played`.
pub fn leave_after(rack: &Rack, played: &[u8]) -> [u8; 64] {
    let mut kept = rack.clone();
    for &tile in played {
        kept.remove(tile);
    }
    let mut counts = [0u8; 64];
    for (count, &n) in counts.iter_mut().zip(kept.counts()) {
        *count = n;
    }
    counts
}

/// A legal play with its static equity.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Valued {
    pub equity: f32,
    pub play: Move,
}

/// Best first: higher equity, then the best-first order of plays (score, tiles, square).
fn better_first(a: &Valued, b: &Valued) -> Ordering {
    b.equity
        .total_cmp(&a.equity)
        .then(b.play.score().cmp(&a.play.score()))
        .then(b.play.tiles_placed().cmp(&a.play.tiles_placed()))
        .then_with(|| a.play.sort_key().cmp(&b.play.sort_key()))
}

/// Keeps the `n` plays of highest equity and the highest score among all plays.
struct Top<'a> {
    value: StaticEquity<'a>,
    n: usize,
    kept: Vec<Valued>,
    plays: usize,
    highest: u32,
}

impl MoveSink for Top<'_> {
    fn offer(&mut self, play: &Candidate<'_>) {
        self.plays += 1;
        self.highest = self.highest.max(play.score());
        let equity = self.value.of_play(play.score(), play.leave());
        if self.kept.len() == self.n && self.kept.last().is_some_and(|worst| equity < worst.equity)
        {
            return;
        }
        let valued = Valued {
            equity,
            play: play.to_move(),
        };
        let at = self
            .kept
            .partition_point(|k| better_first(k, &valued) == Ordering::Less);
        self.kept.insert(at, valued);
        self.kept.truncate(self.n);
    }
}

/// The best plays of a position by static equity.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// At most the `n` asked for, best first (equal equities by the best-first order of plays).
    pub best: Vec<Valued>,
    /// How many legal plays there are.
    pub plays: usize,
    /// The highest score among them (0 when there are none).
    pub top_score: u32,
}

impl Ranked {
    /// The plays whose equity equals the best's: every right answer.
    pub fn tied_best(&self) -> impl Iterator<Item = &Valued> {
        let top = self.best.first().map(|v| v.equity);
        self.best
            .iter()
            .take_while(move |v| top.is_some_and(|t| t - v.equity < EQUAL_EQUITY))
    }
}

/// The `n` best legal plays of `rack` on `board` by static equity, with `bag_len` tiles in the
/// bag (rules 1 to 3 for where tiles go, rules 11 to 17 for scores, leaves as the hard level
/// values them).
pub fn top_plays(
    variant: &Variant,
    lexicon: &Lexicon,
    board: &Board,
    rack: &Rack,
    value: StaticEquity<'_>,
    n: usize,
) -> Ranked {
    let mut top = Top {
        value,
        n: n.max(1),
        kept: Vec::new(),
        plays: 0,
        highest: 0,
    };
    movegen::generate(variant, lexicon, board, rack, &mut top);
    Ranked {
        best: top.kept,
        plays: top.plays,
        top_score: top.highest,
    }
}

/// The exchange of highest static equity `rack` allows, blanks always kept (as the hard level
/// exchanges), or `None` when the bag is too small to exchange from (rule 7).
pub fn best_exchange(
    value: StaticEquity<'_>,
    rack: &Rack,
    bag_len: usize,
    min_bag: usize,
) -> Option<f32> {
    if bag_len < min_bag {
        return None;
    }
    movegen::exchanges(rack)
        .iter()
        .filter(|out| !out.contains(&crate::engine::tiles::BLANK))
        .map(|out| value.of_exchange(rack, out))
        .max_by(f32::total_cmp)
}
