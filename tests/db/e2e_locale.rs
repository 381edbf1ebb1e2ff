//! End to end, issue 29: a player is answered in their Discord client's language. Alice's
//! client is French: her private answers (a game opened, a refusal) are the French catalogue's
//! messages, while bob, in English, reads the English ones in the same game. And a server's
//! channel posts (lobby notices, the draw, turns, the game over) are in the language its
//! moderators chose with `/settings server language:`.

use std::path::Path;

use sqlx::PgPool;

use crate::fake_discord::{Message, Opt};
use crate::support::table::Table;

/// The message `key` of a language's catalogue (`locales/<code>/messages.ftl`), with `values`
/// put in: what the bot says in that language.
fn catalogue_says(code: &str, key: &str, values: &[(&str, &str)]) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{code}/messages.ftl"));
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix(&format!("{key} = ")))
        .unwrap_or_else(|| panic!("{code} has {key}"));
    values.iter().fold(line.to_owned(), |said, (name, value)| {
        said.replace(&format!("{{ ${name} }}"), value)
    })
}

#[sqlx::test]
async fn a_french_user_is_answered_in_french(pool: PgPool) {
    let table = Table::seated(pool).await;
    table.discord.set_locale(&table.alice, "fr");
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    let game: i64 = sqlx::query_scalar("select id from games")
        .fetch_one(&table.pool)
        .await
        .unwrap();
    let game = game.to_string();
    let french = catalogue_says("fr", "game-opened", &[("game", &game)]);
    assert_ne!(french, format!("Your game #{game} is open."));
    assert!(
        opened.ephemeral && opened.text().starts_with(&french),
        "{opened:?}"
    );
    // A refusal: in French for her, in English for bob.
    let again = table.run(&table.alice, "game join", &[]).await;
    assert_eq!(
        again.text(),
        catalogue_says("fr", "err-already-joined", &[])
    );
    let joined = table.run(&table.bob, "game join", &[]).await;
    assert!(
        joined.text().starts_with("You joined the game."),
        "{joined:?}"
    );
    let bob_again = table.run(&table.bob, "game join", &[]).await;
    assert_eq!(bob_again.text(), "You are already in this game.");
}

/// The part of a catalogue message before `{ $cut }`, with `values` put in.
fn catalogue_before(code: &str, key: &str, cut: &str, values: &[(&str, &str)]) -> String {
    let said = catalogue_says(code, key, values);
    let marker = format!("{{ ${cut} }}");
    said[..said.find(&marker).unwrap_or(said.len())]
        .trim_end()
        .to_owned()
}

/// The first channel message containing `wanted`, waited for.
async fn posted(table: &Table, wanted: &str) -> Message {
    let channel = table.channel();
    table
        .discord
        .wait_until(wanted, |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains(wanted))
        })
        .await
}

#[sqlx::test]
async fn a_server_posts_in_the_language_its_moderators_chose(pool: PgPool) {
    let table = Table::seated(pool).await;
    let owner = table.discord.owner();
    let set = table
        .run(
            &owner,
            "settings server",
            &[Opt::choice("language", "french")],
        )
        .await;
    assert!(
        set.ephemeral && set.text().contains("Posts in channels: French."),
        "{set:?}"
    );
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.run(&table.bob, "game join", &[]).await;
    // The lobby's notice, in French.
    let joined = catalogue_before("fr", "notice-joined", "lobby", &[("name", "bob")]);
    let notice = posted(&table, &joined).await;
    assert!(
        notice
            .text()
            .contains(&catalogue_says("fr", "lobby-rated", &[])),
        "{}",
        notice.text()
    );
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    // The draw for first play, then the first player's turn, in French.
    let draw = posted(&table, &catalogue_says("fr", "draw-title", &[])).await;
    let first = table.to_move().await.expect("someone moves first");
    let second = table.other(&first).clone();
    let your_turn = catalogue_says(
        "fr",
        "post-your-turn",
        &[("player", &format!("<@{}>", first.id))],
    );
    assert!(draw.text().contains(&your_turn), "{}", draw.text());
    // A pass and a resignation: each turn's line and the game over, in French.
    table.run(&first, "pass", &[]).await;
    let passed = format!(
        "**{}**: {}",
        first.name,
        catalogue_says("fr", "turn-pass", &[])
    );
    let pass_post = posted(&table, &passed).await;
    let next = catalogue_says(
        "fr",
        "post-your-turn",
        &[("player", &format!("<@{}>", second.id))],
    );
    assert!(pass_post.text().contains(&next), "{}", pass_post.text());
    table.run(&second, "game resign", &[]).await;
    let over = posted(&table, &catalogue_says("fr", "post-game-over", &[])).await;
    let resigned = catalogue_says("fr", "standing-resigned", &[]);
    assert!(
        over.text()
            .lines()
            .any(|l| l.contains(&second.name) && l.contains(&resigned)),
        "{}",
        over.text()
    );
    // Nothing in the channel fell back to English.
    for message in table.channel_messages() {
        let text = message.text();
        for english in [
            "your turn",
            "Game over",
            "joined.",
            "The draw for first play",
        ] {
            assert!(!text.contains(english), "{english:?} in {text}");
        }
    }
}
