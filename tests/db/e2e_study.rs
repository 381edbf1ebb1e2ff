//! End to end, issue 17: `/word` answers privately out of a game, is refused to a player with a
//! game in progress on the server until a moderator allows it, and sends a long list whole as
//! a file. (`/review` is in `e2e_review.rs`.)

use lexicord::engine::lexicon::{Answer, Lexicon, QueryKind, WordQuery};
use lexicord::engine::tiles::TileSet;
use serenity::all::Permissions;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::Table;

/// The words ENABLE gives for a query, spelled, as the engine answers it.
fn enable_words(kind: QueryKind, text: &str) -> Vec<String> {
    let tiles = TileSet::english();
    let query = WordQuery::parse(kind, &tiles, text).unwrap();
    match Lexicon::enable().answer(&query) {
        Answer::Words(words) => words.iter().map(|w| tiles.spell_letters(w)).collect(),
        other => panic!("{other:?}"),
    }
}

async fn word(table: &Table, user: &FakeUser, sub: &str, options: &[Opt]) -> Message {
    let answer = table.run(user, &format!("word {sub}"), options).await;
    assert!(
        answer.ephemeral,
        "/word {sub} answers privately: {answer:?}"
    );
    answer
}

#[sqlx::test]
async fn word_is_refused_during_a_game_until_a_moderator_allows_it(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let (alice, bob) = (table.alice.clone(), table.bob.clone());
    let carol = table.discord.user("carol");

    // Out of a game (alice's game is only a lobby so far): answered privately.
    let anagrams = enable_words(QueryKind::Anagram, "AEINRST");
    let answer = word(
        &table,
        &alice,
        "anagram",
        &[Opt::text("letters", "aeinrst")],
    )
    .await;
    assert_eq!(
        answer.text(),
        format!(
            "{} anagrams of AEINRST in enable:\n{}",
            anagrams.len(),
            anagrams.join(" ")
        )
    );
    assert!(anagrams.contains(&"RETAINS".to_owned()));

    table.run(&alice, "game start", &[]).await;
    let posted = table.channel_messages().len();

    // In a game: refused, saying why and how a moderator allows it.
    for player in [&alice, &bob] {
        let refused = word(&table, player, "check", &[Opt::text("words", "QI")]).await;
        let text = refused.text();
        assert!(
            text.contains("You have a game in progress on this server")
                && text.contains(&format!("<#{}>", table.channel()))
                && text.contains("dictionary for challenges only")
                && text.contains("words_in_games:True"),
            "{text}"
        );
    }
    // Someone out of the game may still look words up.
    let hooks = word(&table, &carol, "hooks", &[Opt::text("word", "cat")]).await;
    assert!(
        hooks
            .text()
            .starts_with("Hooks of **CAT** in enable: before "),
        "{}",
        hooks.text()
    );

    // Only a moderator may allow it.
    let denied = table
        .run(
            &carol,
            "settings server",
            &[Opt::flag("words_in_games", true)],
        )
        .await;
    assert!(
        denied.text().contains("Only a moderator"),
        "{}",
        denied.text()
    );
    table.discord.grant(&carol, Permissions::MANAGE_GUILD);
    let allowed = table
        .run(
            &carol,
            "settings server",
            &[Opt::flag("words_in_games", true)],
        )
        .await;
    assert!(
        allowed.text().contains("`/word` during a game: allowed"),
        "{}",
        allowed.text()
    );

    // Now alice is answered in her game.
    let checked = word(&table, &alice, "check", &[Opt::text("words", "cat zzz")]).await;
    assert_eq!(
        checked.text(),
        "1 of 2 not valid in enable:\n`CAT` valid\n`ZZZ` not valid"
    );
    // A long answer comes whole as a file, never cut.
    let ing = enable_words(QueryKind::Pattern, "*ING");
    assert!(ing.len() > 1000);
    let long = word(&table, &alice, "pattern", &[Opt::text("pattern", "*ing")]).await;
    assert!(
        long.text()
            .starts_with(&format!("{} words matching *ING in enable", ing.len()))
            && long.text().contains("attached"),
        "{}",
        long.text()
    );
    let file = long.attachment("words.txt").expect("the list as a file");
    let listed: Vec<&str> = std::str::from_utf8(&file.bytes).unwrap().lines().collect();
    assert_eq!(listed, ing);
    let built = word(&table, &bob, "build", &[Opt::text("letters", "QAT")]).await;
    assert_eq!(
        built.text(),
        format!(
            "{} words from QAT in enable:\n{}",
            enable_words(QueryKind::Build, "QAT").len(),
            enable_words(QueryKind::Build, "QAT").join(" ")
        )
    );

    // The lexicon option suggests the bot's lexicons; an unknown one is refused.
    let suggested = table
        .discord
        .autocomplete(
            &alice,
            table.channel(),
            "word anagram",
            &[Opt::text("letters", "AB")],
            "lexicon",
            "en",
        )
        .await;
    assert_eq!(suggested.len(), 1);
    assert_eq!(suggested[0].0, "enable");
    let unknown = word(
        &table,
        &alice,
        "anagram",
        &[Opt::text("letters", "AB"), Opt::text("lexicon", "csw")],
    )
    .await;
    assert!(
        unknown.text().contains("There is no lexicon"),
        "{}",
        unknown.text()
    );
    // Bad input gets a typed error.
    let bad = word(&table, &alice, "anagram", &[Opt::text("letters", "A???")]).await;
    assert!(bad.text().contains("too many"), "{}", bad.text());

    assert_eq!(
        table.channel_messages().len(),
        posted,
        "/word never posts in the channel"
    );
}
