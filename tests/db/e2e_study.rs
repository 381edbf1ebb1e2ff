//! End to end, issue 17: `/word` answers privately out of a game, is refused to a player with a
//! game in progress on the server until a moderator allows it, and sends a long list whole as
//! a file; `/review` of a finished game lists the biggest misses, attaches every turn and a
//! chart of the score, privately or in the channel, for its players or anyone as the server
//! says.

use lexicord::engine::game::Game;
use lexicord::engine::lexicon::{Answer, Lexicon, QueryKind, WordQuery};
use lexicord::engine::movegen::{self, Move};
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::tiles::TileSet;
use serenity::all::Permissions;
use sqlx::PgPool;

use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play};

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

/// The lowest-scoring legal play of the player to move, typed as `/play` takes it, and its score
/// with the best play's.
fn lowest_play(game: &Game) -> (String, String, u32, u32) {
    let seat = game.to_move().unwrap();
    let lexicon = Lexicon::enable();
    let mut moves: Vec<Move> =
        movegen::all_moves(game.variant(), &lexicon, game.board(), game.rack(seat));
    movegen::sort_best_first(&mut moves);
    let best = moves[0].score();
    let worst = *moves.last().unwrap();
    let typed = format_play(
        &game.variant().tiles,
        game.board(),
        &worst.placement(),
        ThroughStyle::Letters,
    );
    (typed.coord.to_string(), typed.word, worst.score(), best)
}

#[sqlx::test]
async fn review_of_a_finished_game_with_its_chart(pool: PgPool) {
    let table = Table::open(pool, "void").await;
    let (alice, carol) = (table.alice.clone(), table.discord.user("carol"));
    table.run(&alice, "game start", &[]).await;
    let early = table.run(&alice, "review", &[]).await;
    assert!(early.text().contains("still going"), "{}", early.text());

    // The first play is the lowest-scoring one (a miss), then two best plays, then six passes
    // in a row end the game.
    let first = table.to_move().await.unwrap();
    let (coord, typed, low, best) = lowest_play(&table.game().await);
    assert!(best > low);
    let played = table
        .run(
            &first,
            "play",
            &[Opt::text("word", &typed), Opt::text("at", &coord)],
        )
        .await;
    assert!(played.text().starts_with("Done:"), "{}", played.text());
    for _ in 0..2 {
        let mover = table.to_move().await.unwrap();
        let (coord, typed, _) = best_play(&table.game().await).unwrap();
        table
            .run(
                &mover,
                "play",
                &[Opt::text("word", &typed), Opt::text("at", &coord)],
            )
            .await;
    }
    for _ in 0..6 {
        let mover = table.to_move().await.unwrap();
        table.run(&mover, "pass", &[]).await;
    }
    let snapshot = table.snapshot().await;
    assert_eq!(snapshot.status, lexicord::service::GameStatus::Finished);
    let game_id = snapshot.game_id;

    // Someone who did not play is refused by default.
    let refused = table.run(&carol, "review", &[]).await;
    assert!(
        refused.ephemeral && refused.text().contains("Only the game's players"),
        "{}",
        refused.text()
    );

    // A player gets it privately: the biggest miss first, every turn in a file, the chart.
    let posted = table.channel_messages().len();
    let review = table.run(&alice, "review", &[]).await;
    assert!(review.ephemeral, "{review:?}");
    let text = review.text();
    assert!(
        text.starts_with(&format!("**Review of game #{game_id}**")),
        "{text}"
    );
    // The lowest play is among the misses, with what it gave up (passes on a board with
    // plays left may give up more).
    let miss = format!(
        ". Turn 1, {}: {coord} {} for {low}; best ",
        first.name, typed
    );
    let line = text
        .lines()
        .find(|l| l.contains(&miss))
        .unwrap_or_else(|| panic!("{miss}\n{text}"));
    assert!(line.contains(&format!("(**-{}**)", best - low)), "{line}");
    let biggest: Vec<i32> = text
        .lines()
        .filter_map(|l| l.split("(**-").nth(1)?.split("**)").next()?.parse().ok())
        .collect();
    assert!(
        biggest.windows(2).all(|w| w[0] >= w[1]),
        "biggest misses first: {biggest:?}"
    );
    let file = review
        .attachment(&format!("review-{game_id}.txt"))
        .expect("every turn as a file");
    let turns = std::str::from_utf8(&file.bytes).unwrap();
    let in_order: Vec<&str> = turns
        .split("Turn by turn\n")
        .nth(1)
        .unwrap()
        .lines()
        .skip(1)
        .collect();
    assert_eq!(in_order.len(), 9, "three plays and six passes:\n{turns}");
    let columns: Vec<&str> = in_order[0].split('\t').collect();
    assert_eq!(columns[0], "1");
    assert_eq!(columns[4], low.to_string());
    assert_eq!(columns[6], best.to_string());
    assert_eq!(columns[8], (best - low).to_string());
    let chart = review
        .attachment(&format!("score-{game_id}.png"))
        .expect("the score chart");
    assert!(chart.bytes.starts_with(b"\x89PNG"));
    let picture = image::load_from_memory(&chart.bytes).unwrap();
    assert_eq!((picture.width(), picture.height()), (900, 480));
    // Kept for looking at.
    let saved = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("review-chart.png");
    std::fs::write(&saved, &chart.bytes).unwrap();
    assert_eq!(table.channel_messages().len(), posted, "private by default");

    // In public on request, in the channel.
    let public = table
        .run(&table.bob, "review", &[Opt::flag("public", true)])
        .await;
    assert!(!public.ephemeral, "{public:?}");
    assert!(public.attachment(&format!("score-{game_id}.png")).is_some());
    assert_eq!(table.channel_messages().len(), posted + 1);

    // A moderator opens reviews to anyone.
    table.discord.grant(&carol, Permissions::MANAGE_GUILD);
    let opened = table
        .run(
            &carol,
            "settings server",
            &[Opt::choice("reviews", "anyone")],
        )
        .await;
    assert!(
        opened.text().contains("Reviews of finished games: anyone"),
        "{}",
        opened.text()
    );
    let by_number = table
        .run(&carol, "review", &[Opt::int("game", game_id)])
        .await;
    assert!(by_number.ephemeral);
    assert!(
        by_number
            .text()
            .starts_with(&format!("**Review of game #{game_id}**")),
        "{}",
        by_number.text()
    );
    let missing = table
        .run(&carol, "review", &[Opt::int("game", game_id + 100)])
        .await;
    assert!(
        missing.text().contains("There is no game"),
        "{}",
        missing.text()
    );
}
