//! Reviewing a GCG record: the board rebuilt move by move, each play, exchange and pass
//! reviewed on the board it was made on, with the rack the record gives.

use std::collections::HashMap;

use super::report::TurnReview;
use super::scoreless::Scoreless;
use super::settings::ReviewSettings;
use super::turn::{Action, Turn, review_turn};
use crate::engine::board::Board;
use crate::engine::formats::gcg::{Action as GcgAction, Exchanged, GcgRecord};
use crate::engine::lexicon::Lexicon;
use crate::engine::notation::parse_play_at;
use crate::engine::placement::check_placement;
use crate::engine::rack::Rack;
use crate::engine::replay::{Replay, ReplayError, detect_tile_set};
use crate::engine::variant::Variant;

/// A record reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordReview {
    /// The tile set the record is played with.
    pub variant: Variant,
    /// Every play, exchange and pass, in order.
    pub turns: Vec<TurnReview>,
}

/// Reviews every play, exchange and pass of a record with `lexicon`, which must be in the
/// record's tile set (see [`detect_tile_set`]), each judged by equity within `settings`.
pub fn review_record(
    record: &GcgRecord,
    lexicon: &Lexicon,
    settings: &ReviewSettings,
) -> Result<RecordReview, ReplayError> {
    let variant = Variant::with_tiles(detect_tile_set(record)?);
    let mut replay = Replay::new(variant.clone());
    for player in record.players() {
        replay.add_player(&player.nick);
    }
    let events: Vec<_> = record.events().collect();
    let challenged_off = withdrawn_plays(&events);
    let players = record
        .players()
        .len()
        .max(
            events
                .iter()
                .map(|e| &e.nick)
                .collect::<std::collections::HashSet<_>>()
                .len(),
        )
        .max(2);
    let mut totals: HashMap<&str, i32> = HashMap::new();
    let mut scoreless = Scoreless::default();
    let mut turns = Vec::new();
    for (i, event) in events.iter().enumerate() {
        let action = reviewed_action(&variant, &replay.board, &event.action);
        if let Some(action) = action {
            let own = totals.get(event.nick.as_str()).copied().unwrap_or(0);
            let best_other = totals
                .iter()
                .filter(|(nick, _)| **nick != event.nick)
                .map(|(_, &total)| total)
                .max()
                .unwrap_or(0);
            let turn = Turn {
                variant: &variant,
                board: &replay.board,
                at: event.line,
                player: event.nick.clone(),
                rack: Rack::parse(&variant.tiles, &event.rack).filter(|r| !r.is_empty()),
                opponents: players - 1,
                spread: own - best_other,
                scoreless_turns: scoreless.count(),
                action,
                recorded: event.score,
                challenged_off: challenged_off[i],
            };
            turns.push(review_turn(turn, lexicon, settings));
        }
        totals.insert(&event.nick, event.total);
        match &event.action {
            GcgAction::Play { .. } => scoreless.play(event.score),
            GcgAction::Pass | GcgAction::Exchange(_) => scoreless.scoreless_turn(),
            GcgAction::Withdrawn => scoreless.taken_back(),
            _ => {}
        }
        replay.apply(event, None);
    }
    Ok(RecordReview { variant, turns })
}

/// What a record's event did, as the reviewer takes it: a play (or the reason it cannot be
/// placed on `board`), an exchange or a pass; `None` for the other lines.
fn reviewed_action(variant: &Variant, board: &Board, action: &GcgAction) -> Option<Action> {
    match action {
        GcgAction::Play { coord, word } => {
            match parse_play_at(&variant.tiles, board, *coord, word)
                .map_err(|e| e.to_string())
                .and_then(|placement| {
                    check_placement(&variant.layout, board, &placement)
                        .map(|()| placement)
                        .map_err(|e| e.to_string())
                }) {
                Ok(placement) => Some(Action::Play(placement)),
                Err(reason) => Some(Action::Unplaceable {
                    text: format!("{coord} {word}"),
                    reason,
                }),
            }
        }
        GcgAction::Pass => Some(Action::Pass),
        GcgAction::Exchange(Exchanged::Tiles(tiles)) => Some(Action::Exchange(
            tiles.clone(),
            Rack::parse(&variant.tiles, tiles).map(|r| r.tiles()),
        )),
        GcgAction::Exchange(Exchanged::Count(n)) => Some(Action::Exchange(n.to_string(), None)),
        _ => None,
    }
}

/// For each event, whether it is a play a later `--` takes back: the last play still on the
/// board by the same player, as [`Replay`] takes it back.
fn withdrawn_plays(events: &[&crate::engine::formats::gcg::Event]) -> Vec<bool> {
    let mut standing: HashMap<&str, Vec<usize>> = HashMap::new();
    let mut withdrawn = vec![false; events.len()];
    for (i, event) in events.iter().enumerate() {
        match event.action {
            GcgAction::Play { .. } => standing.entry(&event.nick).or_default().push(i),
            GcgAction::Withdrawn => {
                if let Some(play) = standing.get_mut(event.nick.as_str()).and_then(Vec::pop) {
                    withdrawn[play] = true;
                }
            }
            _ => {}
        }
    }
    withdrawn
}
