//! Static equity, the hard level's measure of a turn: a play's score plus what the tiles it
//! keeps are worth (its leave); an exchange's leave less a turn's cost (rule 7); with the bag
//! empty, the score, plus twice the value of the tiles left unplayed when the play goes out
//! (rules 9 and 18). Shared by reviews and anything else that compares a turn with the best.

use super::choice::Choice;
use super::leave::LeaveJudge;
use super::position::Position;
use super::sim::win_chance;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{self, Candidate, Move, MoveSink};
use crate::engine::rack::Rack;
use crate::engine::tiles::BLANK;

mod ranked;

pub use ranked::{
    EQUAL_EQUITY, Ranked, StaticEquity, Valued, best_exchange, leave_after, top_plays,
};

/// The static equity of `choice` for the player to move in `position`, leaves valued by
/// `judge`: score plus leave while tiles are left to draw; with the bag empty, the score and
/// the end-of-game count of going out (rule 18). A pass keeps every tile (an exchange of
/// none); with the bag empty it is worth nothing now.
pub fn static_equity(position: &Position<'_>, judge: &LeaveJudge, choice: &Choice) -> f32 {
    let rack = position.rack;
    match choice {
        Choice::Play(play) => play_equity(position, judge, play),
        Choice::Exchange(tiles) => {
            let mut kept = rack.clone();
            for &tile in tiles {
                kept.remove(tile);
            }
            leave_value(judge, &kept) - judge.exchange_cost()
        }
        Choice::Pass if position.bag_len > 0 => leave_value(judge, rack) - judge.exchange_cost(),
        Choice::PlayWords(..) | Choice::Pass => 0.0,
    }
}

/// The static equity of `play` (see [`static_equity`]).
pub fn play_equity(position: &Position<'_>, judge: &LeaveJudge, play: &Move) -> f32 {
    placed_equity(position, judge, play.score(), &play.rack_tiles())
}

/// The static equity of putting `tiles` (rack tiles, 0 = blank) down for `score` points,
/// whether or not the move generator finds such a play (a word another lexicon has).
pub fn placed_equity(position: &Position<'_>, judge: &LeaveJudge, score: u32, tiles: &[u8]) -> f32 {
    let score = score as f32;
    let mut kept = position.rack.clone();
    for &tile in tiles {
        kept.remove(tile);
    }
    if position.bag_len > 0 {
        score + leave_value(judge, &kept)
    } else if kept.is_empty() {
        score + 2.0 * position.unseen.value(&position.variant.tiles) as f32
    } else {
        score
    }
}

/// The chance of winning (a draw half) the static view gives a choice of static equity
/// `equity` whose play puts `placed` tiles down: the spread expected after it, with the tiles
/// still to be played and the opponent on turn (see [`win_chance`]); decided when it goes out
/// with the bag empty. Only for two players (`None` otherwise).
pub fn static_win(position: &Position<'_>, equity: f32, placed: usize) -> Option<f64> {
    if position.opponents != 1 {
        return None;
    }
    let held = position.rack.len().saturating_sub(placed);
    let out = position.bag_len == 0 && held == 0;
    let tiles_left = if out { 0 } else { position.unseen.len() + held };
    Some(win_chance(
        f64::from(position.spread) + f64::from(equity),
        tiles_left,
        false,
    ))
}

/// What keeping `rack` is worth.
fn leave_value(judge: &LeaveJudge, rack: &Rack) -> f32 {
    let mut counts = [0u8; 64];
    for (tile, &c) in rack.counts().iter().enumerate().take(64) {
        counts[tile] = c;
    }
    judge.judge(&counts)
}

/// Every play by static equity, as the move generator offers them.
struct Weighed<'a> {
    judge: &'a LeaveJudge,
    bag_len: usize,
    out_bonus: f32,
    plays: Vec<(f32, Move)>,
}

impl MoveSink for Weighed<'_> {
    fn offer(&mut self, play: &Candidate<'_>) {
        let score = play.score() as f32;
        let value = if self.bag_len > 0 {
            score + self.judge.judge(play.leave())
        } else if play.leave().iter().all(|&c| c == 0) {
            score + self.out_bonus
        } else {
            score
        };
        self.plays.push((value, play.to_move()));
    }
}

/// The best `n` choices of the player to move in `position` by static equity, best first:
/// plays, and the best exchange where the bag allows one (never throwing back a blank); a
/// pass when there is nothing else.
pub fn best_by_equity(
    position: &Position<'_>,
    lexicon: &Lexicon,
    judge: &LeaveJudge,
    n: usize,
) -> Vec<(f32, Choice)> {
    let (variant, rack) = (position.variant, position.rack);
    let mut weighed = Weighed {
        judge,
        bag_len: position.bag_len,
        out_bonus: 2.0 * position.unseen.value(&variant.tiles) as f32,
        plays: Vec::new(),
    };
    movegen::generate(variant, lexicon, position.board, rack, &mut weighed);
    let mut ranked: Vec<(f32, Choice)> = weighed
        .plays
        .into_iter()
        .map(|(value, play)| (value, Choice::Play(play)))
        .collect();
    if position.bag_len >= usize::from(variant.exchange_min_bag) {
        let best_exchange = movegen::exchanges(rack)
            .into_iter()
            .filter(|out| !out.contains(&BLANK))
            .map(|out| {
                let choice = Choice::Exchange(out);
                (static_equity(position, judge, &choice), choice)
            })
            .max_by(|a, b| a.0.total_cmp(&b.0));
        ranked.extend(best_exchange);
    }
    if ranked.is_empty() {
        ranked.push((static_equity(position, judge, &Choice::Pass), Choice::Pass));
    }
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.truncate(n.max(1));
    ranked
}
