//! The hard level: plays weighed by score and leave (equity), the best few judged on the
//! triple-word lanes they open late in the game, against the best exchange; with the bag empty,
//! the endgame's look at the opponent's reply.

use super::choice::{Choice, or_exchange};
use super::endgame;
use super::lanes;
use super::leave::LeaveJudge;
use super::position::Position;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{self, Candidate, Move, MoveSink};
use crate::engine::rack::Rack;
use crate::engine::tiles::BLANK;

/// What the hard level does in `position`, its leaves valued by `judge` (the level itself
/// uses [`LeaveJudge::new`]; self-play tries other values with this).
pub fn choose_hard(position: &Position<'_>, lexicon: &Lexicon, judge: &LeaveJudge) -> Choice {
    let can_exchange = position.bag_len >= usize::from(position.variant.exchange_min_bag);
    or_exchange(position, hard(position, lexicon, judge, can_exchange))
}

/// Score plus leave (equity): keeps every play's value, the best few then judged on lanes.
struct Weighed<'a> {
    judge: &'a LeaveJudge,
    /// Whether the leave still matters (tiles left to draw).
    leaves_matter: bool,
    plays: Vec<(f32, Move)>,
}

impl MoveSink for Weighed<'_> {
    fn offer(&mut self, play: &Candidate<'_>) {
        let mut value = play.score() as f32;
        if self.leaves_matter {
            value += self.judge.judge(play.leave());
        }
        self.plays.push((value, play.to_move()));
    }
}

/// Plays counted by equity (score and leave) and exchanges by leave alone; with the bag
/// empty, plays weighed against the opponent's best reply (see [`super::endgame`]).
fn hard(
    position: &Position<'_>,
    lexicon: &Lexicon,
    judge: &LeaveJudge,
    can_exchange: bool,
) -> Option<Choice> {
    let (variant, board, rack) = (position.variant, position.board, position.rack);
    let mut weighed = Weighed {
        judge,
        leaves_matter: position.bag_len > 0,
        plays: Vec::new(),
    };
    movegen::generate(variant, lexicon, board, rack, &mut weighed);
    let mut plays = weighed.plays;
    if !weighed.leaves_matter {
        return endgame::choose(position, lexicon, plays).map(Choice::Play);
    }
    plays.sort_by(|a, b| b.0.total_cmp(&a.0));
    plays.truncate(12);
    let late = position.bag_len <= 20;
    let best_play = plays
        .into_iter()
        .map(|(value, m)| {
            let penalty = if late {
                lanes::opened(variant, board, &m)
            } else {
                0
            };
            (value - penalty as f32, m)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0));
    let best_exchange = if can_exchange {
        best_exchange(judge, rack)
    } else {
        None
    };
    match (best_play, best_exchange) {
        (Some((play, _)), Some((swap, tiles))) if swap > play => Some(Choice::Exchange(tiles)),
        (Some((_, m)), _) => Some(Choice::Play(m)),
        (None, Some((_, tiles))) => Some(Choice::Exchange(tiles)),
        (None, None) => None,
    }
}

/// The hard level's valuation of what the player to move in `position` can do, best first, at
/// most `n` of them: plays by equity (score plus leave; less the lanes a play opens late in
/// the game), and the best exchange (leave less a turn's cost) where the bag allows one. The
/// candidates a simulation plays out (see [`super::sim`]). With the bag empty, plays by score.
pub(super) fn ranked(
    position: &Position<'_>,
    lexicon: &Lexicon,
    judge: &LeaveJudge,
    n: usize,
) -> Vec<(f32, Choice)> {
    let (variant, board, rack) = (position.variant, position.board, position.rack);
    let mut weighed = Weighed {
        judge,
        leaves_matter: position.bag_len > 0,
        plays: Vec::new(),
    };
    movegen::generate(variant, lexicon, board, rack, &mut weighed);
    let mut plays = weighed.plays;
    plays.sort_by(|a, b| b.0.total_cmp(&a.0));
    plays.truncate(n.max(12));
    let late = weighed.leaves_matter && position.bag_len <= 20;
    let mut ranked: Vec<(f32, Choice)> = plays
        .into_iter()
        .map(|(value, m)| {
            let penalty = if late {
                lanes::opened(variant, board, &m)
            } else {
                0
            };
            (value - penalty as f32, Choice::Play(m))
        })
        .collect();
    if position.bag_len >= usize::from(variant.exchange_min_bag)
        && let Some((value, tiles)) = best_exchange(judge, rack)
    {
        ranked.push((value, Choice::Exchange(tiles)));
    }
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.truncate(n);
    ranked
}

/// The exchange whose kept tiles are worth most, less what a turn without points costs.
fn best_exchange(judge: &LeaveJudge, rack: &Rack) -> Option<(f32, Vec<u8>)> {
    movegen::exchanges(rack)
        .into_iter()
        .map(|out| {
            let mut kept = rack.clone();
            for &t in &out {
                kept.remove(t);
            }
            let mut counts = [0u8; 64];
            for (tile, &c) in kept.counts().iter().enumerate().take(64) {
                counts[tile] = c;
            }
            // Never throw back a blank.
            let blank_penalty = if out.contains(&BLANK) { 100.0 } else { 0.0 };
            (
                judge.judge(&counts) - judge.exchange_cost() - blank_penalty,
                out,
            )
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
}
