//! Tests of the game state machine, with racks and bags arranged by hand.

mod blockers;
mod challenges;
mod dice;
mod ending;
mod first_player;
mod free_for_all;
mod logged;
mod race;
mod setup;
mod surprise;
mod turns;
mod worked_example;

use std::collections::HashSet;

use super::{ChallengeRule, EndAdjustment, Game, GameError, GameSettings, Outcome, Seat};
use crate::engine::bag::Bag;
use crate::engine::layout::{Direction, Pos};
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::tiles::{BLANK, Placed, TileSet};
use crate::engine::variant::Variant;

pub(super) const ACROSS: Direction = Direction::Across;
pub(super) const DOWN: Direction = Direction::Down;

pub(super) fn settings(challenge: ChallengeRule, adjustment: EndAdjustment) -> GameSettings {
    GameSettings {
        challenge,
        adjustment,
        ..GameSettings::default()
    }
}

/// Rack tiles from text, `?` = blank; spaces are ignored.
pub(super) fn tiles(text: &str) -> Vec<u8> {
    let set = TileSet::english();
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            if c == '?' {
                BLANK
            } else {
                set.letter_of(c).unwrap()
            }
        })
        .collect()
}

pub(super) fn rack(text: &str) -> Rack {
    Rack::parse(&TileSet::english(), text).unwrap()
}

/// A classic game with the given racks (by seat), a stacked bag drawn in the order written,
/// and `first` to play.
pub(super) fn arranged(settings: GameSettings, racks: &[&str], bag: &str, first: Seat) -> Game {
    arranged_variant(Variant::classic(), settings, racks, bag, first)
}

pub(super) fn arranged_variant(
    variant: Variant,
    settings: GameSettings,
    racks: &[&str],
    bag: &str,
    first: Seat,
) -> Game {
    let racks = racks.iter().map(|r| rack(r)).collect();
    Game::arranged(variant, settings, racks, Bag::stacked(&tiles(bag)), first).unwrap()
}

/// A dictionary of the given words.
pub(super) fn dictionary(words: &[&str]) -> HashSet<Vec<u8>> {
    let set = TileSet::english();
    words
        .iter()
        .map(|w| set.parse_letters(w).unwrap())
        .collect()
}

/// The placement that lays `word` from the square named `at` ("H8") along `dir`, skipping
/// squares already filled; lower-case letters are blanks.
pub(super) fn placement(game: &Game, at: &str, dir: Direction, word: &str) -> Placement {
    let set = TileSet::english();
    let col = at.as_bytes()[0] - b'A';
    let row = at[1..].parse::<u8>().unwrap() - 1;
    let mut placed = Vec::new();
    for (i, c) in word.chars().enumerate() {
        let pos = Pos::new(row, col).step(dir, i as i16, 15, 15).unwrap();
        if game.board().get(pos).is_none() {
            let letter = set.letter_of(c).unwrap();
            let tile = if c.is_lowercase() {
                Placed::blank(letter)
            } else {
                Placed::tile(letter)
            };
            placed.push((pos, tile));
        }
    }
    Placement { dir, tiles: placed }
}

/// `player` plays `word` from `at`, checked against `dict`.
pub(super) fn play(
    game: &mut Game,
    player: Seat,
    at: &str,
    dir: Direction,
    word: &str,
    dict: &HashSet<Vec<u8>>,
) -> Result<Outcome, GameError> {
    let placement = placement(game, at, dir, word);
    game.apply(&super::Command::Play { player, placement }, dict)
}

/// Applies a command that must succeed.
pub(super) fn ok(game: &mut Game, command: &super::Command) -> Outcome {
    game.apply(command, &dictionary(&[])).unwrap()
}

/// Applies a command that must fail, checks the game did not change, returns the error.
pub(super) fn refused(
    game: &mut Game,
    command: &super::Command,
    dict: &HashSet<Vec<u8>>,
) -> GameError {
    let before = game.clone();
    let error = game.apply(command, dict).unwrap_err();
    assert_eq!(*game, before, "a refused command changed the game");
    error
}
