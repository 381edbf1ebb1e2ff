//! Which of a player's own turns make practice positions: each play, exchange or pass of the
//! player in a game, valued by the hard level's static equity (score plus leave, see
//! [`crate::engine::ai::equity`]) beside the best play the rack allowed. The equity given up is
//! the difference; a missed bingo (the best play earns the bingo bonus and theirs did not)
//! comes first, then the most equity given up, then the earliest turn. Only the player's rack
//! and the board then are kept: nobody else's tiles.

use std::cmp::Ordering;

use crate::engine::ai::LeaveJudge;
use crate::engine::ai::equity::{EQUAL_EQUITY, StaticEquity, best_exchange, top_plays};
use crate::engine::game::{Game, Seat, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::Move;
use crate::engine::placement::Placement;
use crate::engine::puzzle::{PuzzlePosition, TurnPosition, challenged_off, turn_positions};

/// Equity given up below this is no mistake worth practising (a point or less: leaves that
/// differ by a tile's nuance).
pub const MIN_LOSS: f32 = 1.0;

/// How many plays of equal best equity are kept as the answer.
const TIED_KEPT: usize = 8;

/// What the player did on the turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Made {
    /// Tiles placed and kept, scoring `score`.
    Play {
        placement: Placement,
        score: i32,
    },
    /// A play taken back after a challenge: the turn scored nothing and the rack was kept.
    ChallengedOff {
        placement: Placement,
    },
    /// So many tiles exchanged.
    Exchange {
        tiles: usize,
    },
    Pass,
}

/// One of the player's turns, valued.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeTurn {
    /// The turn's index in the game's history.
    pub turn: usize,
    /// The board before it, the player's own rack, the scores (theirs first), the bag.
    pub position: PuzzlePosition,
    pub made: Made,
    pub made_equity: f32,
    /// Every play of the best static equity (at most a few), best first by score.
    pub best: Vec<Move>,
    pub best_equity: f32,
    /// The best play earns the bingo bonus and the move made did not.
    pub missed_bingo: bool,
}

impl PracticeTurn {
    /// The equity given up: the best play's less the move made's (0 for the best play).
    pub fn loss(&self) -> f32 {
        (self.best_equity - self.made_equity).max(0.0)
    }

    /// Practice order: missed bingos first, then the most equity given up, then the earliest.
    pub fn practice_order(&self, other: &Self) -> Ordering {
        other
            .missed_bingo
            .cmp(&self.missed_bingo)
            .then(other.loss().total_cmp(&self.loss()))
            .then(self.turn.cmp(&other.turn))
    }
}

/// Every play, exchange and pass `seat` made in `game` that a tile play could answer: its
/// position, what they did and the best play by static equity. Turns with no legal play, and
/// turns where an exchange was worth more than any play (the answer would be no play), are
/// left out, as are time-outs (no decision was made) and a position met again (the same board
/// and rack after passes): each position once, as first met.
pub fn assess_turns(game: &Game, seat: Seat, lexicon: &Lexicon) -> Vec<PracticeTurn> {
    let variant = game.variant();
    let judge = LeaveJudge::new(&variant.tiles);
    let mut assessed = Vec::new();
    let mut met: Vec<PuzzlePosition> = Vec::new();
    for TurnPosition { at, turn, position } in turn_positions(game) {
        if turn.player != seat || turn.rack.is_empty() {
            continue;
        }
        if met
            .iter()
            .any(|p| p.rack == position.rack && p.board == position.board)
        {
            continue;
        }
        let value = StaticEquity::new(&judge, position.bag_len);
        let rack = &position.rack;
        let (made, made_equity, made_bingo) = match &turn.kind {
            TurnKind::Play { placement, .. } if challenged_off(game, at) => (
                Made::ChallengedOff {
                    placement: placement.clone(),
                },
                value.of_exchange(rack, &[]),
                false,
            ),
            TurnKind::Play { placement, scored } => {
                let played: Vec<u8> = placement.tiles.iter().map(|(_, t)| t.rack_tile()).collect();
                let score = turn.score.max(0) as u32;
                (
                    Made::Play {
                        placement: placement.clone(),
                        score: turn.score,
                    },
                    value.of_play_from(rack, &played, score),
                    scored.bonus > 0,
                )
            }
            TurnKind::Exchange { tiles } => (
                Made::Exchange { tiles: tiles.len() },
                value.of_exchange(rack, tiles),
                false,
            ),
            TurnKind::Pass => (Made::Pass, value.of_exchange(rack, &[]), false),
            _ => continue,
        };
        met.push(position.clone());
        let ranked = top_plays(variant, lexicon, &position.board, rack, value, TIED_KEPT);
        let Some(top) = ranked.best.first() else {
            continue;
        };
        let min_bag = usize::from(variant.exchange_min_bag);
        if best_exchange(value, rack, position.bag_len, min_bag).is_some_and(|e| e > top.equity) {
            continue;
        }
        let best_equity = top.equity;
        let best: Vec<Move> = ranked.tied_best().map(|v| v.play).collect();
        let missed_bingo = !made_bingo && variant.bingo_bonus(top.play.tiles_placed()) > 0;
        assessed.push(PracticeTurn {
            turn: at,
            position,
            made,
            made_equity,
            best,
            best_equity,
            missed_bingo,
        });
    }
    assessed
}

/// The turns worth practising, in practice order: those that gave up at least [`MIN_LOSS`]
/// of equity (so never the best play), missed bingos first, then the biggest loss.
pub fn mistakes(turns: Vec<PracticeTurn>) -> Vec<PracticeTurn> {
    let mut kept: Vec<PracticeTurn> = turns
        .into_iter()
        .filter(|t| t.loss() >= MIN_LOSS - EQUAL_EQUITY)
        .collect();
    kept.sort_by(PracticeTurn::practice_order);
    kept
}

/// The positions of `seat`'s turns in `game` worth practising, in practice order.
pub fn practice_positions(game: &Game, seat: Seat, lexicon: &Lexicon) -> Vec<PracticeTurn> {
    mistakes(assess_turns(game, seat, lexicon))
}
