//! Computer players. Three levels that play differently: `easy` picks a modest play with a
//! short word at random, `medium` takes the highest score, `hard` weighs the score against the
//! tiles it keeps and avoids opening triple-word lanes late in the game. Each answers with a
//! command the game accepts from any player.

mod endgame;
mod lanes;
mod leave;
mod leave_weights;
mod model;
mod position;
mod race;
mod review;

use rand::Rng;

use crate::engine::names::Named;

use super::free_for_all;
use super::game::{Command, Game, Seat};
use super::lexicon::Lexicon;
use super::movegen::{self, Candidate, Move, MoveSink};
use super::placement::Placement;
use super::rack::Rack;
use super::tiles::{BLANK, Letter};

pub use leave::LeaveJudge;
pub use model::LeaveModel;
pub use position::Position;
pub use review::{
    Played, RackSource, RecordReview, TurnReview, Verdict, move_text, review_game, review_record,
    score_progress,
};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Named for Level {
    const KIND: &'static str = "computer level";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Level::Easy, "easy"),
        (Level::Medium, "medium"),
        (Level::Hard, "hard"),
    ];
}

/// What the computer decides to do on its turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    Play(Move),
    /// Free for All: tiles in any shape and the words scored for them.
    PlayWords(Placement, Vec<Vec<Letter>>),
    /// Put these rack tiles back (0 = blank) for new ones (rule 7).
    Exchange(Vec<u8>),
    Pass,
}

impl Choice {
    /// The command for `seat` that carries out this choice.
    pub fn command(&self, seat: Seat) -> Command {
        match self {
            Choice::Play(m) => Command::Play {
                player: seat,
                placement: m.placement(),
            },
            Choice::PlayWords(placement, words) => Command::PlayWords {
                player: seat,
                placement: placement.clone(),
                words: words.clone(),
            },
            Choice::Exchange(tiles) => Command::Exchange {
                player: seat,
                tiles: tiles.clone(),
            },
            Choice::Pass => Command::Pass { player: seat },
        }
    }
}

/// The command the computer at `seat` gives on its turn in `game`, at `level`. `rng` makes the
/// easy level's choices (pass a seeded one to replay a game exactly).
pub fn command(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Command {
    choose(game, seat, level, lexicon, rng).command(seat)
}

/// What the computer at `seat` does on its turn in `game`, at `level`.
pub fn choose(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Choice {
    if game.variant().play_area == super::variant::PlayArea::OwnSide {
        return race::steer_to_earth(game, seat, level, lexicon, rng);
    }
    if game.variant().reads_paths() {
        return free_play(game, seat, lexicon);
    }
    choose_at(&Position::of(game, seat), level, lexicon, rng)
}

/// The computer's Free for All turn: the best three-word play it finds (every level alike),
/// else an exchange while the bag allows, else a pass.
fn free_play(game: &Game, seat: Seat, lexicon: &Lexicon) -> Choice {
    let variant = game.variant();
    let bingo = u32::from(variant.bingo.bonus);
    let found = free_for_all::best_play(
        game.board(),
        game.rack(seat),
        &variant.tiles,
        lexicon,
        bingo,
    );
    let Some((tiles, selection)) = found else {
        return or_exchange(&Position::of(game, seat), None);
    };
    Choice::PlayWords(
        Placement {
            dir: super::layout::Direction::Across,
            tiles,
        },
        selection.words.into_iter().map(|w| w.letters).collect(),
    )
}

/// What the computer to move in `position` does, at `level`.
pub fn choose_at(
    position: &Position<'_>,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Choice {
    // With dice nothing is kept from one turn to the next (rule book 002), so there is no
    // leave to weigh: the hard level plays for the highest score.
    let level = match level {
        Level::Hard if position.variant.uses_dice() => Level::Medium,
        other => other,
    };
    if !position.blocked.is_empty() {
        return or_exchange(position, around_blockers(position, level, lexicon, rng));
    }
    let choice = match level {
        Level::Easy => easy(position, lexicon, rng),
        Level::Medium => {
            movegen::best_move(position.variant, lexicon, position.board, position.rack)
                .map(Choice::Play)
        }
        Level::Hard => {
            return choose_hard(position, lexicon, &LeaveJudge::new(&position.variant.tiles));
        }
    };
    or_exchange(position, choice)
}

/// What the hard level does in `position`, its leaves valued by `judge` (the level itself
/// uses [`LeaveJudge::new`]; self-play tries other values with this).
pub fn choose_hard(position: &Position<'_>, lexicon: &Lexicon, judge: &LeaveJudge) -> Choice {
    let can_exchange = position.bag_len >= usize::from(position.variant.exchange_min_bag);
    or_exchange(position, hard(position, lexicon, judge, can_exchange))
}

/// `choice`, or with no play: exchange the whole rack if the bag allows it (rule 7), else
/// pass.
fn or_exchange(position: &Position<'_>, choice: Option<Choice>) -> Choice {
    let rack = position.rack;
    let can_exchange = position.bag_len >= usize::from(position.variant.exchange_min_bag);
    // Blanks are kept: they are worth more than anything drawn (and yellow blanks may not
    // be exchanged at all).
    let swap: Vec<u8> = rack.tiles().into_iter().filter(|&t| t != BLANK).collect();
    let fallback = if can_exchange && !swap.is_empty() {
        Choice::Exchange(swap)
    } else {
        Choice::Pass
    };
    choice.unwrap_or(fallback)
}

/// With blockers on the board (Blanks & Blockers), the plays that put no tile on one: easy
/// picks one at random from the middle, medium and hard the highest score.
fn around_blockers(
    position: &Position<'_>,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Option<Choice> {
    let mut moves: Vec<Move> =
        movegen::all_moves(position.variant, lexicon, position.board, position.rack)
            .into_iter()
            .filter(|m| {
                m.word()
                    .all(|(pos, _, new)| !new || !position.blocked.contains(&pos))
            })
            .collect();
    if moves.is_empty() {
        return None;
    }
    movegen::sort_best_first(&mut moves);
    let n = moves.len();
    let pick = match level {
        Level::Easy => rng.random_range(n / 4..=(3 * n / 4).min(n - 1)),
        Level::Medium | Level::Hard => 0,
    };
    Some(Choice::Play(moves[pick]))
}

/// A play from the middle of the short-word plays (main word of at most five letters, at most
/// four tiles), chosen at random; any play if there is no short one.
fn easy(position: &Position<'_>, lexicon: &Lexicon, rng: &mut impl Rng) -> Option<Choice> {
    let mut moves = movegen::all_moves(position.variant, lexicon, position.board, position.rack);
    if moves.is_empty() {
        return None;
    }
    let short: Vec<Move> = moves
        .iter()
        .filter(|m| m.word().count() <= 5 && m.tiles_placed() <= 4)
        .copied()
        .collect();
    if !short.is_empty() {
        moves = short;
    }
    movegen::sort_best_first(&mut moves);
    let n = moves.len();
    let pick = rng.random_range(n / 4..=(3 * n / 4).min(n - 1));
    Some(Choice::Play(moves[pick]))
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
/// empty, plays weighed against the opponent's best reply (see [`endgame`]).
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

#[cfg(test)]
mod tests;
