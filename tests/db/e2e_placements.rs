//! End to end: `/play at:` is autocompleted with where the typed word can go for the asker (the
//! engine's placements, best first, with scores), nothing for a player without a seat, and a
//! suggested square plays for the score it was offered with.

use lexicord::engine::suggest;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Opt};
use crate::support::table::{Table, best_play};

/// The suggestions `user` is offered for `/play word:<word> at:<partial>`, as `(label, value)`.
async fn ask(
    table: &Table,
    user: &FakeUser,
    word: &str,
    partial: &str,
) -> Vec<(String, serde_json::Value)> {
    table
        .discord
        .autocomplete(
            user,
            table.channel(),
            "play",
            &[Opt::text("word", word)],
            "at",
            partial,
        )
        .await
}

#[sqlx::test]
async fn the_at_option_suggests_where_the_typed_word_goes(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let game = table.game().await;
    let seat = game.to_move().unwrap();
    let (_, word, _) = best_play(&game).unwrap();

    // The mover is offered the engine's own list for their rack, labels and values.
    let offered = ask(&table, &first, &word, "").await;
    let expected = suggest::placements(&game, seat, &word).unwrap();
    assert!(!expected.is_empty(), "the best play's word fits somewhere");
    let as_pairs: Vec<(String, String)> = offered
        .iter()
        .map(|(name, value)| (name.clone(), value.as_str().unwrap_or_default().to_owned()))
        .collect();
    let wanted: Vec<(String, String)> = expected
        .iter()
        .map(|s| (s.label.clone(), s.value.clone()))
        .collect();
    assert_eq!(as_pairs, wanted);
    // Typing part of a square narrows the list to the squares starting with it.
    let value = wanted[0].1.clone();
    let narrowed = ask(
        &table,
        &first,
        &word,
        if value.starts_with('8') { "8" } else { "H" },
    )
    .await;
    assert!(!narrowed.is_empty() && narrowed.len() <= offered.len());
    assert!(narrowed.iter().all(|(_, v)| {
        let v = v.as_str().unwrap_or_default();
        v.starts_with('8') || v.starts_with('H')
    }));

    // Someone without a seat gets nothing, not the players' placements.
    let carol = table.discord.user("carol");
    assert!(ask(&table, &carol, &word, "").await.is_empty());

    // The first suggestion plays for the score it was offered with.
    let best = &expected[0];
    let reply = table
        .run(
            &first,
            "play",
            &[Opt::text("word", &best.word), Opt::text("at", &best.value)],
        )
        .await;
    assert!(reply.text().starts_with("Done:"), "{}", reply.text());
    let after = table.game().await;
    assert_eq!(after.scores()[seat], best.score as i32, "{}", best.label);
}
