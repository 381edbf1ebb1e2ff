//! A played game as a GCG record: what `/gcg` sends and what the store can export.

use super::{Action, Entry, Event, Exchanged, GcgRecord, Player, Pragma};
use crate::engine::board::Board;
use crate::engine::game::{Game, TurnKind};
use crate::engine::notation::{ThroughStyle, format_play};
use crate::engine::placement::Placement;
use crate::engine::tiles::{BLANK, TileSet};

/// The record of `game` with `names` for the seats (spaces in nicknames become `_`).
pub fn record_of(game: &Game, names: &[String], lexicon: &str) -> GcgRecord {
    let tiles = &game.variant().tiles;
    let nicks: Vec<String> = names.iter().map(|n| nick(n)).collect();
    let mut entries = vec![Entry::Pragma(Pragma::CharacterEncoding("UTF-8".into()))];
    for (i, name) in names.iter().enumerate() {
        let number = u8::try_from(i + 1).unwrap_or(u8::MAX);
        entries.push(Entry::Pragma(Pragma::Player(Player { number, nick: nicks[i].clone(), name: name.clone() })));
    }
    entries.push(Entry::Pragma(Pragma::Lexicon(lexicon.to_owned())));
    let mut board = Board::empty(game.board().rows(), game.board().cols());
    let mut plays: Vec<Placement> = Vec::new();
    for turn in game.history() {
        let event = |action, score| {
            Entry::Event(Event {
                line: 0,
                nick: nicks[turn.player].clone(),
                rack: turn.rack.to_text(tiles),
                action,
                score,
                total: turn.total,
                comment: String::new(),
            })
        };
        match &turn.kind {
            TurnKind::Play { placement, .. } => {
                let text = format_play(tiles, &board, placement, ThroughStyle::Dots);
                entries.push(event(Action::Play { coord: text.coord, word: text.word }, turn.score));
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
                entries.push(event(Action::Exchange(Exchanged::Tiles(rack_text(tiles, swapped))), 0));
            }
            TurnKind::Pass | TurnKind::TimeOut | TurnKind::LostTurn => entries.push(event(Action::Pass, 0)),
            TurnKind::ChallengeFailed { .. } if turn.score != 0 => {
                entries.push(event(Action::ChallengeBonus, turn.score));
            }
            TurnKind::ChallengeFailed { .. } => {}
            TurnKind::Resign => {
                entries.push(Entry::Pragma(Pragma::Note(format!("{} resigned", names[turn.player]))));
            }
            TurnKind::EndAdjustment { tiles: counted } => {
                entries.push(event(Action::EndRack(counted.to_text(tiles)), turn.score));
            }
        }
    }
    GcgRecord { entries }
}

fn nick(name: &str) -> String {
    let nick: String = name.chars().map(|c| if c.is_whitespace() || c == ':' { '_' } else { c }).collect();
    if nick.is_empty() { "player".to_owned() } else { nick }
}

fn rack_text(tiles: &TileSet, rack_tiles: &[u8]) -> String {
    rack_tiles.iter().map(|&t| if t == BLANK { "?".to_owned() } else { tiles.label(t).to_owned() }).collect()
}
