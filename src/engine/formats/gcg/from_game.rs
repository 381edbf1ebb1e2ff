//! A played game as a GCG record: what `/gcg` sends and what the store can export, either whole
//! (racks and exchanged tiles) or as the table saw it (for a game still being played).

use super::record::{Action, Entry, Event, Exchanged, GcgRecord, Player, Pragma};
use crate::engine::board::Board;
use crate::engine::game::{Game, Turn, TurnKind};
use crate::engine::notation::{ThroughStyle, format_play};
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::tiles::TileSet;

/// How much of the game a record tells. A rack is private to its player until the game ends
/// (then the record is whole, as record keepers publish it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disclosure {
    /// Only what everyone at the table saw: each move line's rack is the tiles that move put on
    /// the board (empty for a pass or an exchange), and an exchange shows how many tiles were
    /// swapped (`-3`), never which. For a game still being played.
    Table,
    /// Everything: the rack before each move and the tiles exchanged.
    Full,
}

/// The record of `game` with `names` for the seats, telling as much as `disclosure` allows.
/// A name is a player's own text: it is kept on one line (a line break or other control
/// character becomes a space, so no name starts a line of its own), and its nickname has `_`
/// for spaces and colons, made distinct by a number when two seats share one.
pub fn record_of(
    game: &Game,
    names: &[String],
    lexicon: &str,
    disclosure: Disclosure,
) -> GcgRecord {
    let tiles = &game.variant().tiles;
    let names: Vec<String> = names.iter().map(|n| one_line(n)).collect();
    let nicks = distinct_nicks(&names);
    let mut entries = header(&names, &nicks, &one_line(lexicon));
    let mut board = Board::empty(game.board().rows(), game.board().cols());
    let mut plays: Vec<Placement> = Vec::new();
    for turn in game.history() {
        let rack = shown_rack(tiles, disclosure, turn);
        let event = |action, score| {
            Entry::Event(Event {
                line: 0,
                nick: nicks[turn.player].clone(),
                rack: rack.clone(),
                action,
                score,
                total: turn.total,
                comment: String::new(),
            })
        };
        match &turn.kind {
            TurnKind::Play { placement, .. } => {
                let text = format_play(tiles, &board, placement, ThroughStyle::Dots);
                entries.push(event(
                    Action::Play {
                        coord: text.coord,
                        word: text.word,
                    },
                    turn.score,
                ));
                for &(pos, tile) in &placement.tiles {
                    board.set(pos, Some(tile));
                }
                plays.push(placement.clone());
            }
            TurnKind::ChallengedOff { placement, .. } => {
                for &(pos, _) in &placement.tiles {
                    board.set(pos, None);
                }
                entries.push(event(Action::Withdrawn, turn.score));
            }
            TurnKind::Exchange { tiles: swapped } => {
                let exchanged = exchanged(tiles, disclosure, swapped);
                entries.push(event(Action::Exchange(exchanged), 0));
            }
            TurnKind::Pass | TurnKind::TimeOut | TurnKind::LostTurn => {
                entries.push(event(Action::Pass, 0));
            }
            TurnKind::ChallengeFailed { .. } if turn.score != 0 => {
                entries.push(event(Action::ChallengeBonus, turn.score));
            }
            TurnKind::ChallengeFailed { .. } => {}
            TurnKind::Resign => {
                entries.push(Entry::Pragma(Pragma::Note(format!(
                    "{} resigned",
                    names[turn.player]
                ))));
            }
            TurnKind::EndAdjustment { tiles: counted } => {
                entries.push(event(Action::EndRack(counted.to_text(tiles)), turn.score));
            }
            // GCG has no blockers: a note keeps the record readable.
            TurnKind::Blocked { at } => {
                entries.push(Entry::Pragma(Pragma::Note(format!(
                    "{} put a blocker on {at}",
                    names[turn.player]
                ))));
            }
        }
    }
    GcgRecord { entries }
}

/// The record's first lines: its encoding, its players (numbered from 1) and its lexicon.
fn header(names: &[String], nicks: &[String], lexicon: &str) -> Vec<Entry> {
    let mut entries = vec![Entry::Pragma(Pragma::CharacterEncoding("UTF-8".into()))];
    for (i, name) in names.iter().enumerate() {
        let number = u8::try_from(i + 1).unwrap_or(u8::MAX);
        entries.push(Entry::Pragma(Pragma::Player(Player {
            number,
            nick: nicks[i].clone(),
            name: name.clone(),
        })));
    }
    entries.push(Entry::Pragma(Pragma::Lexicon(lexicon.to_owned())));
    entries
}

/// The rack a move line shows: the rack before the move when the record is whole, else the
/// tiles the move put on the board (nothing for a pass or an exchange).
fn shown_rack(tiles: &TileSet, disclosure: Disclosure, turn: &Turn) -> String {
    match (disclosure, &turn.kind) {
        (Disclosure::Full, _) => turn.rack.to_text(tiles),
        (
            Disclosure::Table,
            TurnKind::Play { placement, .. } | TurnKind::ChallengedOff { placement, .. },
        ) => placed_tiles(tiles, placement),
        (Disclosure::Table, _) => String::new(),
    }
}

/// An exchange as the record shows it: the tiles when the record is whole, else how many.
fn exchanged(tiles: &TileSet, disclosure: Disclosure, swapped: &[u8]) -> Exchanged {
    match disclosure {
        Disclosure::Full => Exchanged::Tiles(rack_text(tiles, swapped)),
        Disclosure::Table => Exchanged::Count(u8::try_from(swapped.len()).unwrap_or(u8::MAX)),
    }
}

/// `text` on one line: every control character (line breaks, tabs, escapes) and the Unicode
/// line and paragraph separators become a space, and the ends are trimmed.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') {
                ' '
            } else {
                c
            }
        })
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Each name's nickname, a number added (`bob_2`) where an earlier seat has the same one.
fn distinct_nicks(names: &[String]) -> Vec<String> {
    let mut nicks: Vec<String> = Vec::with_capacity(names.len());
    for name in names {
        let base = nick(name);
        let mut candidate = base.clone();
        let mut n = 2;
        while nicks.contains(&candidate) {
            candidate = format!("{base}_{n}");
            n += 1;
        }
        nicks.push(candidate);
    }
    nicks
}

fn nick(name: &str) -> String {
    let nick: String = name
        .chars()
        .map(|c| {
            if c.is_whitespace() || c == ':' {
                '_'
            } else {
                c
            }
        })
        .collect();
    if nick.is_empty() {
        "player".to_owned()
    } else {
        nick
    }
}

/// The rack tiles a placement put on the board, as rack text (`AEK?`).
fn placed_tiles(tiles: &TileSet, placement: &Placement) -> String {
    let placed: Vec<u8> = placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect();
    Rack::from_tiles(tiles.letter_count(), &placed).to_text(tiles)
}

fn rack_text(tiles: &TileSet, rack_tiles: &[u8]) -> String {
    tiles.write_rack_tiles(rack_tiles)
}

#[cfg(test)]
#[path = "from_game_tests.rs"]
mod tests;
