//! End to end: `/play at:` is autocompleted with where the typed word can go for the asker (the
//! engine's placements, best first, with scores), nothing for a player without a seat, and a
//! suggested square plays for the score it was offered with. What is typed in `at:` is looked
//! for among every place, not only the best 25 Discord shows.

use lexicord::engine::game::Game;
use lexicord::engine::suggest::{self, MAX_SUGGESTIONS, Suggestion};
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

/// The values (squares) offered.
fn values(offered: &[(String, serde_json::Value)]) -> Vec<String> {
    offered
        .iter()
        .map(|(_, value)| value.as_str().unwrap_or_default().to_owned())
        .collect()
}

/// Two of the mover's letters (placement only: not necessarily a word) with the most places, if
/// they have more than Discord's 25; with every place, best first.
fn crowded_word(game: &Game) -> Option<(String, Vec<Suggestion>)> {
    let seat = game.to_move()?;
    let letters: Vec<char> = game
        .rack(seat)
        .to_text(&game.variant().tiles)
        .chars()
        .filter(char::is_ascii_uppercase)
        .collect();
    let mut best: Option<(String, Vec<Suggestion>)> = None;
    for (i, first) in letters.iter().enumerate() {
        for (j, second) in letters.iter().enumerate() {
            let word = format!("{first}{second}");
            let places = suggest::all_placements(game, seat, &word).unwrap();
            let most = best.as_ref().map_or(MAX_SUGGESTIONS, |(_, p)| p.len());
            if i != j && places.len() > most {
                best = Some((word, places));
            }
        }
    }
    best
}

#[sqlx::test]
async fn a_typed_square_is_looked_for_among_every_place_not_only_the_best_25(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    // Plays until the mover has two letters with more places than Discord shows.
    let mut turns = 0;
    let (mover, word, all) = loop {
        let game = table.game().await;
        let mover = table.to_move().await.unwrap();
        if let Some((word, all)) = crowded_word(&game) {
            break (mover, word, all);
        }
        turns += 1;
        assert!(turns < 12, "a rack with two letters of more than 25 places");
        table.play_or_pass(&mover, &game, best_play(&game)).await;
    };
    let beyond = &all[MAX_SUGGESTIONS..];
    // Each square beyond the best 25, typed whole (in lower case), and the first character
    // of each: exactly the places starting with it, best first, at most 25.
    let mut typed: Vec<String> = beyond
        .iter()
        .take(3)
        .map(|s| s.value.to_ascii_lowercase())
        .collect();
    typed.extend(beyond.iter().take(3).map(|s| s.value[..1].to_owned()));
    typed.dedup();
    for partial in &typed {
        let offered = values(&ask(&table, &mover, &word, partial).await);
        let wanted: Vec<String> = all
            .iter()
            .filter(|s| s.value.starts_with(&partial.to_ascii_uppercase()))
            .take(MAX_SUGGESTIONS)
            .map(|s| s.value.clone())
            .collect();
        assert!(!wanted.is_empty());
        assert_eq!(
            offered,
            wanted,
            "{word} at:{partial}, {} places in all",
            all.len()
        );
    }
    // Nothing typed: the best 25.
    let offered = values(&ask(&table, &mover, &word, "").await);
    let best: Vec<String> = all[..MAX_SUGGESTIONS]
        .iter()
        .map(|s| s.value.clone())
        .collect();
    assert_eq!(offered, best);
}
