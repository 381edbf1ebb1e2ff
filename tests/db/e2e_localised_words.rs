//! End to end, issue 43: nothing in English where a player's language is another. A French
//! server and French clients read the values the bot fills in in French: the language of a
//! game's tiles and a computer player in the lobby, the channels' language in `/settings
//! show`, and the hint after a play written wrong names `/play` and its options as a French
//! client shows them. (`/help`: `e2e_help.rs`.)

use sqlx::PgPool;

use crate::e2e_languages::table_with_lists;
use crate::fake_discord::Opt;
use crate::support::table::Table;

/// The first channel message containing `wanted`, waited for.
async fn posted(table: &Table, wanted: &str) -> String {
    let channel = table.channel();
    table
        .discord
        .wait_until(wanted, |s| {
            s.messages_in(channel)
                .into_iter()
                .find(|m| m.text().contains(wanted))
        })
        .await
        .text()
}

#[sqlx::test]
async fn a_french_server_names_tiles_computers_and_its_language_in_french(pool: PgPool) {
    let table = table_with_lists(pool).await;
    let owner = table.discord.owner();
    table.discord.set_locale(&owner, "fr");
    let set = table
        .run(
            &owner,
            "settings server",
            &[Opt::choice("language", "french")],
        )
        .await;
    assert!(
        set.text().contains("Messages dans les salons : français."),
        "{set:?}"
    );
    let opened = table
        .run(
            &table.alice,
            "game new",
            &[Opt::int("opponents", 1), Opt::text("lexicon", "palabras")],
        )
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    let seated = table
        .run(
            &table.alice,
            "game add-bot",
            &[Opt::choice("level", "hard")],
        )
        .await;
    assert!(seated.ephemeral, "{seated:?}");
    let lobby = posted(&table, "Un joueur ordinateur a pris place.").await;
    for french in ["palabras (lettres : espagnol)", "Ordinateur (difficile)"] {
        assert!(lobby.contains(french), "{french} in {lobby}");
    }
    for english in ["Spanish", "Computer", "hard"] {
        assert!(!lobby.contains(english), "{english} in {lobby}");
    }
}

#[sqlx::test]
async fn the_hint_to_a_french_player_names_play_as_their_client_does(pool: PgPool) {
    let table = Table::seated(pool).await;
    table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    table.run(&table.bob, "game join", &[]).await;
    table.run(&table.alice, "game start", &[]).await;
    let mover = table.to_move().await.expect("someone moves first");
    table.discord.set_locale(&mover, "fr");
    // Across from column M runs off the board.
    let refused = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", "HORN"), Opt::text("at", "8M")],
        )
        .await;
    let text = refused.text();
    assert!(
        refused.ephemeral && text.contains("`/jouer mot:HORN position:8F`"),
        "{text}"
    );
    for english in ["/play", "word:", "at:"] {
        assert!(!text.contains(english), "{english} in {text}");
    }
}
