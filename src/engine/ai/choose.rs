//! The computer's turn at each level: the variant's own way first (Hyper-Race, Free for All),
//! then easy (a modest short word at random), medium (the highest score), hard (see
//! [`super::hard`]) or expert (see [`super::sim`]); with blockers on the board, only plays
//! that avoid them.

use rand::Rng;

use super::choice::{Choice, or_exchange};
use super::hard::choose_hard;
use super::leave::LeaveJudge;
use super::level::Level;
use super::position::Position;
use super::race;
use super::sim::{SimSettings, choose_expert};
use crate::engine::free_for_all;
use crate::engine::game::{Command, Game, Seat};
use crate::engine::layout::Direction;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{self, Move};
use crate::engine::placement::Placement;
use crate::engine::variant::PlayArea;

/// The command the computer at `seat` gives on its turn in `game`, at `level`. `rng` makes the
/// easy level's choices (pass a seeded one to replay a game exactly).
pub fn command(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Command {
    command_with(game, seat, level, lexicon, rng, &SimSettings::default())
}

/// [`command`], the expert level simulating with `expert` (its budget per move, say).
pub fn command_with(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
    expert: &SimSettings,
) -> Command {
    choose_with(game, seat, level, lexicon, rng, expert).command(seat)
}

/// What the computer at `seat` does on its turn in `game`, at `level`.
pub fn choose(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
) -> Choice {
    choose_with(game, seat, level, lexicon, rng, &SimSettings::default())
}

/// [`choose`], the expert level simulating with `expert`.
pub fn choose_with(
    game: &Game,
    seat: Seat,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
    expert: &SimSettings,
) -> Choice {
    if game.variant().play_area == PlayArea::OwnSide {
        return race::steer_to_earth(game, seat, level, lexicon, rng);
    }
    if game.variant().reads_paths() {
        return free_play(game, seat, lexicon);
    }
    choose_at_with(&Position::of(game, seat), level, lexicon, rng, expert)
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
            dir: Direction::Across,
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
    choose_at_with(position, level, lexicon, rng, &SimSettings::default())
}

/// [`choose_at`], the expert level simulating with `expert`.
pub fn choose_at_with(
    position: &Position<'_>,
    level: Level,
    lexicon: &Lexicon,
    rng: &mut impl Rng,
    expert: &SimSettings,
) -> Choice {
    // With dice nothing is kept from one turn to the next (rule book 002), so there is no
    // leave to weigh: the hard level plays for the highest score.
    let level = match level {
        Level::Hard | Level::Expert if position.variant.uses_dice() => Level::Medium,
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
        Level::Expert => return choose_expert(position, lexicon, expert, rng.random()),
    };
    or_exchange(position, choice)
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
        Level::Medium | Level::Hard | Level::Expert => 0,
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
