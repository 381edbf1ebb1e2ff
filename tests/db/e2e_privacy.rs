//! End to end, racks stay private: over a whole game (with an exchange), a non-player and the
//! waiting opponent look at everything they can (`/gcg`, `/history`, `/board`, `/score`,
//! `/rack`, the "My rack" button) after every turn; nothing they can see while the game goes on
//! (channel posts, their private answers, their DMs, attachments) holds a tile another player
//! kept on their rack or exchanged. After the game the record is whole, racks included.

use std::collections::BTreeMap;

use lexicord::engine::formats::gcg::{self, Action, Exchanged, GcgRecord};
use lexicord::engine::game::{Game, TurnKind};
use lexicord::engine::rack::Rack;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play};

/// The `.gcg` file of a message, read.
fn gcg_of(message: &Message) -> Option<GcgRecord> {
    let file = message
        .attachments
        .iter()
        .find(|a| a.filename.to_ascii_lowercase().ends_with(".gcg"))?;
    Some(gcg::read(std::str::from_utf8(&file.bytes).unwrap()).unwrap())
}

/// The words of a text, split at anything that is not a letter or `?`.
fn tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_ascii_alphabetic() || c == '?'))
        .filter(|t| !t.is_empty())
        .collect()
}

/// Everything a viewer can read in a message: its text and its text attachments.
fn readable(message: &Message) -> String {
    let mut text = message.text();
    for file in &message.attachments {
        if let Ok(body) = std::str::from_utf8(&file.bytes) {
            text.push('\n');
            text.push_str(body);
        }
    }
    text
}

/// What a player's turns reveal to the player alone: each rack they held before a turn that
/// kept tiles on it (as the bot writes racks, `AEINRST?`), and the tiles of each exchange.
struct Secrets {
    racks: Vec<String>,
    exchanged: Vec<String>,
}

fn secrets_of(game: &Game, seat: usize) -> Secrets {
    let tiles = &game.variant().tiles;
    let mut secrets = Secrets {
        racks: Vec::new(),
        exchanged: Vec::new(),
    };
    for turn in game.history().iter().filter(|t| t.player == seat) {
        let placed: Vec<u8> = match &turn.kind {
            TurnKind::Play { placement, .. } => {
                placement.tiles.iter().map(|(_, p)| p.rack_tile()).collect()
            }
            TurnKind::Exchange { tiles: swapped } => {
                let rack = Rack::from_tiles(tiles.letter_count(), swapped);
                secrets.exchanged.push(rack.to_text(tiles));
                Vec::new()
            }
            TurnKind::EndAdjustment { .. } => continue,
            _ => Vec::new(),
        };
        let kept = turn.rack.len() > placed.len();
        if kept && turn.rack.len() >= 4 {
            secrets.racks.push(turn.rack.to_text(tiles));
        }
    }
    secrets
}

/// Everything `viewer` looks at between turns. A non-player also asks for a rack.
async fn peek(table: &Table, viewer: &FakeUser, seated: bool) {
    for command in ["gcg", "history", "score", "board"] {
        let answer = table.run(viewer, command, &[]).await;
        assert!(answer.ephemeral, "/{command}: {}", answer.text());
    }
    if !seated {
        let answer = table.run(viewer, "rack", &[]).await;
        assert!(answer.attachments.is_empty(), "{}", answer.text());
    }
    let board = table
        .channel_messages()
        .into_iter()
        .rev()
        .find(|m| m.button("My rack").is_some());
    if let Some(board) = board {
        let button = board.button("My rack").unwrap();
        let id = table.discord.button(viewer, &board, &button).await;
        let answer = table.discord.reply(id).await;
        assert_eq!(
            answer.attachments.is_empty(),
            !seated,
            "only a player's own rack: {}",
            answer.text()
        );
    }
}

/// Checks one GCG record a viewer saw mid-game: no rack but the tiles each play placed, and
/// exchanges as a count.
fn assert_table_record(record: &GcgRecord) {
    for event in record.events() {
        match &event.action {
            Action::Play { word, .. } => {
                let mut placed: Vec<char> = word
                    .chars()
                    .filter(|&c| c != '.')
                    .map(|c| if c.is_lowercase() { '?' } else { c })
                    .collect();
                placed.sort_by_key(|&c| (c == '?', c));
                let placed: String = placed.into_iter().collect();
                assert_eq!(event.rack, placed, "only the placed tiles: {event:?}");
            }
            Action::Exchange(exchanged) => {
                assert!(
                    matches!(exchanged, Exchanged::Count(_)),
                    "an exchange as a count: {event:?}"
                );
                assert!(event.rack.is_empty(), "{event:?}");
            }
            Action::Withdrawn => {}
            _ => assert!(event.rack.is_empty(), "no rack: {event:?}"),
        }
    }
}

#[sqlx::test]
async fn nothing_a_non_player_or_an_opponent_sees_holds_a_kept_tile(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let carol = table.discord.user("carol");
    table.run(&table.alice, "game start", &[]).await;

    // The last message id before the command that ended the game: what came until then was
    // seen while the game went on.
    let mut cutoff = 0;
    let mut turns = 0;
    let mut exchanged = false;
    while table.snapshot().await.status == lexicord::service::GameStatus::Active {
        turns += 1;
        assert!(turns < 150, "the game should end");
        let game = table.game().await;
        let mover = table.to_move().await.unwrap();
        let waiting = table.other(&mover).clone();
        peek(&table, &carol, false).await;
        peek(&table, &waiting, true).await;
        cutoff = table.discord.messages().last().map_or(0, |m| m.id);
        if !exchanged && turns == 2 {
            // The second player swaps three letters.
            let rack = table.stored_rack(&mover).await;
            let tiles: String = rack.chars().filter(|&c| c != '?').take(3).collect();
            let reply = table
                .run(&mover, "exchange", &[Opt::text("tiles", &tiles)])
                .await;
            assert!(
                reply.text().contains("exchanged 3 tiles"),
                "{}",
                reply.text()
            );
            exchanged = true;
        } else if game.awaiting_final_challenge() {
            table.run(&mover, "pass", &[]).await;
        } else if let Some((coord, word, _)) = best_play(&game) {
            table
                .run(
                    &mover,
                    "play",
                    &[Opt::text("word", &word), Opt::text("at", &coord)],
                )
                .await;
        } else {
            table.run(&mover, "pass", &[]).await;
        }
    }
    assert!(exchanged);

    let game = table.game().await;
    let players = [table.alice.clone(), table.bob.clone()];
    let seat_of = |user: &FakeUser| usize::from(*user != players[0]);
    let secrets: BTreeMap<u64, Secrets> = players
        .iter()
        .map(|p| (p.id, secrets_of(&game, seat_of(p))))
        .collect();
    assert!(secrets.values().all(|s| !s.racks.is_empty()));
    let rack_pictures: BTreeMap<u64, Vec<Vec<u8>>> = players
        .iter()
        .map(|p| {
            let pictures = table
                .discord
                .dms_to(p)
                .iter()
                .filter_map(|m| m.attachment("rack.png").map(|a| a.bytes.clone()))
                .collect();
            (p.id, pictures)
        })
        .collect();

    let mut records = 0;
    let mut looked = 0;
    for viewer in [&carol, &players[0], &players[1]] {
        let seen: Vec<Message> = table
            .discord
            .visible_to(viewer)
            .into_iter()
            .filter(|m| m.id <= cutoff)
            .collect();
        for (&owner, secret) in &secrets {
            if owner == viewer.id {
                continue;
            }
            for message in &seen {
                looked += 1;
                let versions = std::iter::once(message).chain(message.earlier.iter());
                for version in versions {
                    let text = readable(version);
                    let words = tokens(&text);
                    for rack in &secret.racks {
                        assert!(
                            !words.contains(&rack.as_str()),
                            "{}'s rack {rack} shown to {}: {text}",
                            owner,
                            viewer.name
                        );
                    }
                    for picture in &rack_pictures[&owner] {
                        assert!(
                            version.attachments.iter().all(|a| a.bytes != *picture),
                            "{owner}'s rack picture shown to {}",
                            viewer.name
                        );
                    }
                    if let Some(record) = gcg_of(version) {
                        records += 1;
                        assert_table_record(&record);
                        for tiles in &secret.exchanged {
                            assert!(
                                !text.contains(&format!("-{tiles} ")),
                                "exchanged {tiles} shown to {}: {text}",
                                viewer.name
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(looked > 100, "{looked} messages looked at");
    assert!(records >= turns, "{records} game records looked at");

    // Once the game is over the record is whole: the racks and the exchanged tiles.
    let answer = table.run(&carol, "gcg", &[]).await;
    let record = gcg_of(&answer).expect("a .gcg file");
    let text = readable(&answer);
    let alice = &secrets[&table.alice.id];
    let bob = &secrets[&table.bob.id];
    for rack in alice.racks.iter().chain(&bob.racks).take(3) {
        assert!(tokens(&text).contains(&rack.as_str()), "{rack} in {text}");
    }
    assert!(
        record
            .events()
            .any(|e| matches!(&e.action, Action::Exchange(Exchanged::Tiles(_)))),
        "{text}"
    );
}
