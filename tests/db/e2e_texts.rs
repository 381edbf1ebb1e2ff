//! End to end, the texts a player reads: what a challenge did (and the +5 under that rule),
//! whose unplayed tiles the end counts, singular counts on `/score`, the rack picture in the
//! text's order, the whole order of play with three players, a resigned player in standings
//! and in their own answers, and refusals that name the missing tiles.

use lexicord::engine::tiles::{BLANK, TileSet};
use lexicord::render;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play, phony_play, rack_in};

/// Plays `word` at `coord` as `user`; returns the private answer.
async fn play(table: &Table, user: &FakeUser, coord: &str, word: &str) -> Message {
    table
        .run(
            user,
            "play",
            &[Opt::text("word", word), Opt::text("at", coord)],
        )
        .await
}

/// The last channel message.
fn last_post(table: &Table) -> String {
    table.channel_messages().last().unwrap().text()
}

#[sqlx::test]
async fn challenges_say_what_happened_and_what_they_cost(pool: PgPool) {
    let table = Table::open(pool, "5pt").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let second = table.other(&first).clone();

    // A good play, challenged: the challenge fails and the player gets 5 points.
    let (coord, word, _) = best_play(&table.game().await).unwrap();
    play(&table, &first, &coord, &word).await;
    let answer = table.run(&second, "challenge", &[]).await;
    assert_eq!(
        answer.text(),
        format!(
            "Your challenge of {}'s play failed: every word is acceptable; {} gets +5.",
            first.name, first.name
        )
    );
    assert!(
        last_post(&table).contains(&format!(
            "play challenged by {}: every word is acceptable; {} gets +5",
            second.name, first.name
        )),
        "{}",
        last_post(&table)
    );

    // A phony, challenged: it comes off.
    assert_eq!(table.to_move().await.as_ref(), Some(&second));
    let (coord, word, _) = phony_play(&table.game().await).expect("a phony to play");
    play(&table, &second, &coord, &word).await;
    let answer = table.run(&first, "challenge", &[]).await;
    let text = answer.text();
    assert!(
        text.starts_with(&format!(
            "Your challenge of {}'s play succeeded: ",
            second.name
        )) && text.contains("not acceptable; the tiles go back (-"),
        "{text}"
    );
    assert!(
        last_post(&table).contains(&format!("play challenged off by {}: ", first.name)),
        "{}",
        last_post(&table)
    );
}

#[sqlx::test]
async fn the_end_says_whose_tiles_and_counts_read_right(pool: PgPool) {
    let table = Table::open(pool, "void").await;
    table.run(&table.alice, "game start", &[]).await;

    // Every rack picture shows its tiles in the order of its text (a blank last).
    let set = TileSet::english();
    for dm in table.discord.dms_to(&table.alice) {
        let text = rack_in(&dm).unwrap();
        let tiles: Vec<u8> = text
            .chars()
            .map(|c| {
                if c == '?' {
                    BLANK
                } else {
                    set.letter_of(c).unwrap()
                }
            })
            .collect();
        let drawn = render::rack_png(&set, &tiles).unwrap();
        assert_eq!(dm.attachment("rack.png").unwrap().bytes, drawn, "{text}");
    }

    let mut turns = 0;
    while table.snapshot().await.status == lexicord::service::GameStatus::Active {
        turns += 1;
        assert!(turns < 150, "the game should end");
        let game = table.game().await;
        let mover = table.to_move().await.unwrap();
        match best_play(&game) {
            Some((coord, word, _)) if !game.awaiting_final_challenge() => {
                play(&table, &mover, &coord, &word).await;
            }
            _ => {
                table.run(&mover, "pass", &[]).await;
            }
        }
    }
    let end = last_post(&table);
    let adjustments: Vec<&str> = end
        .lines()
        .filter(|l| l.contains("for the tiles left on"))
        .collect();
    assert!(!adjustments.is_empty(), "{end}");
    for line in adjustments {
        // "**bob**: +4 for the tiles left on alice's rack: AEOT · total 300"
        let player = line.split("**").nth(1).unwrap();
        let owner = line
            .split("left on ")
            .nth(1)
            .and_then(|rest| rest.split("'s rack").next())
            .unwrap();
        if line.contains(": +") {
            assert_ne!(player, owner, "a gain counts the others' tiles: {line}");
        } else {
            assert_eq!(player, owner, "a loss counts one's own tiles: {line}");
        }
    }

    let record = table
        .run(&table.bob, "score", &[Opt::user("player", &table.alice)])
        .await
        .text();
    assert!(record.contains("on this server: 1 game,"), "{record}");
    assert!(
        !record.contains("1 games") && !record.contains("1 bingos"),
        "{record}"
    );
}

/// alice opens a game for three; bob and carol join; alice starts it.
async fn three_players(pool: PgPool) -> (Table, FakeUser) {
    let table = Table::seated(pool).await;
    let carol = table.discord.user("carol");
    table
        .run(&table.alice, "game new", &[Opt::int("opponents", 2)])
        .await;
    table.run(&table.bob, "game join", &[]).await;
    table.run(&carol, "game join", &[]).await;
    table.run(&table.alice, "game start", &[]).await;
    (table, carol)
}

#[sqlx::test]
async fn three_players_see_the_order_of_play_and_who_resigned(pool: PgPool) {
    let (table, carol) = three_players(pool).await;
    let draw = table
        .channel_messages()
        .into_iter()
        .find(|m| m.text().contains("The draw for first play"))
        .unwrap()
        .text();
    let snapshot = table.snapshot().await;
    let first = snapshot.seats.iter().position(|s| s.to_move).unwrap();
    let order: Vec<String> = (0..3)
        .map(|k| snapshot.seats[(first + k) % 3].name.record_name())
        .collect();
    assert!(
        draw.contains(&format!("Order of play: {}.", order.join(", then "))),
        "{draw}"
    );

    let answer = table.run(&carol, "game resign", &[]).await;
    assert_eq!(answer.text(), "You resigned.");
    let answer = play(&table, &carol, "8H", "CAT").await;
    assert_eq!(answer.text(), "You resigned from this game.");
    let answer = table.run(&carol, "rack", &[]).await;
    assert_eq!(answer.text(), "You resigned from this game.");
    assert!(answer.attachments.is_empty());
    let scores = table.run(&table.alice, "score", &[]).await.text();
    assert!(scores.contains("carol: 0 (resigned)"), "{scores}");

    // bob resigns too: alice wins, and the standings say who resigned.
    table.run(&table.bob, "game resign", &[]).await;
    let end = last_post(&table);
    assert!(end.contains("Game over"), "{end}");
    assert!(end.contains("1. alice 0 (wins)"), "{end}");
    assert!(
        end.contains("bob 0 (resigned)") && end.contains("carol 0 (resigned)"),
        "{end}"
    );
}

#[sqlx::test]
async fn a_refused_play_names_the_tiles_missing_once(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let mover = table.to_move().await.unwrap();
    let rack = table.stored_rack(&mover).await;

    let blanks = rack.matches('?').count();
    let answer = play(&table, &mover, "8H", &"e".repeat(blanks + 1)).await;
    let expected = match blanks {
        0 => "You do not have a blank on your rack.".to_owned(),
        1 => "You have only 1 blank on your rack, not 2.".to_owned(),
        n => format!("You have only {n} blanks on your rack, not {}.", n + 1),
    };
    assert!(answer.text().starts_with(&expected), "{}", answer.text());

    let letter = rack.chars().find(|&c| c != '?').unwrap();
    let held = rack.matches(letter).count();
    let answer = play(&table, &mover, "8H", &letter.to_string().repeat(held + 1)).await;
    let text = answer.text();
    assert!(
        text.starts_with(&format!(
            "You have only {held} {letter} on your rack, not {}.",
            held + 1
        )),
        "{text}"
    );
    // One hint, after a full stop.
    assert_eq!(text.matches("`/rack`").count(), 1, "{text}");
}
