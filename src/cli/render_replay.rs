//! `lexicord render --gcg FILE --replay -o out.gif`: a GCG record as an animated replay, one
//! picture for the empty board, one per move line (the end-of-game rack lines go into the
//! last), and one for the result. Racks are never shown, as in the bot's replays, and the
//! captions say the bot's replay words (`replay-*`) where a record's line has them.

use crate::engine::board::Board;
use crate::engine::english::english;
use crate::engine::formats::gcg::{self, Action, Event, Exchanged};
use crate::engine::layout::Pos;
use crate::engine::notation::{ThroughStyle, format_play, parse_play_at};
use crate::engine::replay::Replay;
use crate::engine::tiles::Reading;
use crate::engine::variant::Variant;
use crate::engine::wording::Wording;
use crate::render::{Caption, PlayerLine, ReplayFrame};

use super::record_replay::{bag_count, replay_of};
use super::said::said;

/// The pictures of a record's replay, with the variant to draw them with.
pub fn frames_from_gcg(bytes: &[u8]) -> anyhow::Result<(Variant, Vec<ReplayFrame>)> {
    let record = gcg::read(&gcg::decode(bytes))?;
    let events: Vec<&Event> = record.events().collect();
    if events.is_empty() {
        return Err(said(&Wording::new("cli-record-no-moves")));
    }
    let (mut replay, nicks) = replay_of(&record, &events)?;
    let names: Vec<String> = nicks
        .iter()
        .map(|(nick, name)| if name.is_empty() { nick } else { name }.clone())
        .collect();
    let picture = |replay: &Replay, last_play: Vec<Pos>, mover: Option<usize>, caption| {
        let players: Vec<PlayerLine> = nicks
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, ((nick, _), name))| PlayerLine {
                name: name.clone(),
                score: replay.total(nick),
                to_move: mover == Some(i),
            })
            .collect();
        ReplayFrame {
            bag_count: bag_count(&replay.variant, &replay.board, players.len()),
            board: replay.board.clone(),
            last_play,
            players,
            blocked: Vec::new(),
            caption,
        }
    };
    let start = Caption {
        label: english(&Wording::new("replay-start")),
        text: english(&Wording::new("replay-start-line").put("players", &names.join(" vs "))),
    };
    let mut frames = vec![picture(&replay, Vec::new(), None, start)];
    let mut turn = 0;
    for event in &events {
        let before = replay.board.clone();
        // Drawing does not judge: plays the rules disagree with are drawn where they fit.
        replay.apply(event, None);
        if matches!(event.action, Action::EndRack(_)) {
            continue;
        }
        turn += 1;
        let added: Vec<Pos> = replay
            .board
            .tiles()
            .map(|(pos, _)| pos)
            .filter(|&pos| before.get(pos).is_none())
            .collect();
        let seat = nicks.iter().position(|(nick, _)| *nick == event.nick);
        let text = english(
            &Wording::new("replay-turn-line")
                .put(
                    "player",
                    &seat.map_or(event.nick.as_str(), |s| names[s].as_str()),
                )
                .said("turn", what_happened(&replay.variant, &before, event)),
        );
        let label = english(&Wording::new("replay-turn").number("turn", turn));
        frames.push(picture(&replay, added, seat, Caption { label, text }));
    }
    let totals: Vec<i32> = nicks.iter().map(|(nick, _)| replay.total(nick)).collect();
    let result = Caption {
        label: english(&Wording::new("replay-final")),
        text: english(&result_text(&names, &totals)),
    };
    frames.push(picture(&replay, Vec::new(), None, result));
    Ok((replay.variant, frames))
}

/// A move line in words, without its rack: the play with its through letters, or what else
/// the line was, and its score (the bot's replay words where it has them).
fn what_happened(variant: &Variant, before: &Board, event: &Event) -> Wording {
    let tiles = &variant.tiles;
    let points = format!("{:+}", event.score);
    match &event.action {
        Action::Play { coord, word } => {
            let (word, coord) = match parse_play_at(tiles, before, *coord, word) {
                Ok(placement) => {
                    let play = format_play(tiles, before, &placement, ThroughStyle::Letters);
                    (play.word, play.coord.to_string())
                }
                Err(_) => (word.clone(), coord.to_string()),
            };
            Wording::new("cli-caption-play")
                .put("word", &word)
                .put("coord", &coord)
                .number("score", event.score)
        }
        Action::Pass => Wording::new("replay-passed"),
        Action::Exchange(Exchanged::Count(n)) => {
            Wording::new("replay-exchanged").number("tiles", *n)
        }
        Action::Exchange(Exchanged::Tiles(text)) => Wording::new("replay-exchanged").number(
            "tiles",
            tiles
                .read_tiles(text, Reading::Tiles)
                .map_or(0, |t| t.len()),
        ),
        Action::Withdrawn => Wording::new("cli-caption-withdrawn").put("points", &points),
        Action::ChallengeBonus => {
            Wording::new("cli-caption-challenge-bonus").put("points", &points)
        }
        Action::TimePenalty => Wording::new("cli-caption-time-penalty").put("points", &points),
        Action::EndRack(_) => Wording::new("cli-caption-tiles-left").put("points", &points),
    }
}

/// Who won, by how much, from the final totals.
fn result_text(names: &[String], totals: &[i32]) -> Wording {
    let best = totals.iter().copied().max().unwrap_or(0);
    let winners: Vec<&str> = names
        .iter()
        .zip(totals)
        .filter(|&(_, &t)| t == best)
        .map(|(n, _)| n.as_str())
        .collect();
    let runner_up = totals.iter().copied().filter(|&t| t < best).max();
    match (winners.as_slice(), runner_up) {
        ([winner], Some(second)) => Wording::new("replay-wins-by")
            .put("player", winner)
            .number("margin", best - second),
        ([winner], None) => Wording::new("replay-wins").put("player", winner),
        (several, _) => Wording::new("replay-draw").put("players", &several.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::render::{FRAME_DELAY_CS, LAST_FRAME_DELAY_CS, replay_gif};

    fn fixture(name: &str) -> Vec<u8> {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/gcg")
            .join(name);
        std::fs::read(path).unwrap()
    }

    #[test]
    fn a_whole_game_becomes_a_small_gif_with_a_picture_per_turn() {
        let bytes = fixture("macondo-gcgio_doug_v_emely.gcg");
        let record = gcg::read(&gcg::decode(&bytes)).unwrap();
        let turns = record
            .events()
            .filter(|e| !matches!(e.action, Action::EndRack(_)))
            .count();
        let (variant, frames) = frames_from_gcg(&bytes).unwrap();
        assert_eq!(frames.len(), turns + 2, "the start, every turn, the result");
        assert_eq!(frames[1].caption.text, "doug: WINDY at 8D for 32");
        assert_eq!(frames[1].caption.label, "Turn 1");
        let last = frames.last().unwrap();
        assert_eq!(last.caption.text, "doug wins by 106");
        let scores: Vec<i32> = last.players.iter().map(|p| p.score).collect();
        assert_eq!(scores, vec![451, 345]);

        let gif = replay_gif(&variant, &frames).unwrap();
        assert!(gif.len() < 3 * 1024 * 1024, "{} bytes", gif.len());
        let mut decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
        let mut delays = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            delays.push(frame.delay);
        }
        assert_eq!(delays.len(), frames.len());
        assert!(
            delays[..delays.len() - 1]
                .iter()
                .all(|&d| d == FRAME_DELAY_CS)
        );
        assert_eq!(delays.last(), Some(&LAST_FRAME_DELAY_CS));
        assert_eq!(decoder.repeat(), gif::Repeat::Infinite);
    }

    #[test]
    fn a_result_names_the_winner_or_the_draw() {
        let names = ["ann".to_owned(), "bo".to_owned(), "cy".to_owned()];
        let result = |totals: &[i32]| english(&result_text(&names, totals));
        assert_eq!(result(&[300, 280, 310]), "cy wins by 10");
        assert_eq!(result(&[300, 310, 310]), "a draw: bo, cy");
    }
}
