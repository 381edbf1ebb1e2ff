//! End to end, issue 29: a player is answered in their Discord client's language. Alice's
//! client is French: her private answers (a game opened, a refusal) are the French catalogue's
//! messages, while bob, in English, reads the English ones in the same game.

use std::path::Path;

use sqlx::PgPool;

use crate::fake_discord::Opt;
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
