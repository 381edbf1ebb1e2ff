//! End to end, issue 43: games survive the operator's changes to word lists. The bot runs on a
//! copy of the French fixture list (`tests/fixtures/lexicons/francais.txt`); a game under the
//! void rule keeps the version of the list it was opened with. When the operator replaces the
//! list with one that drops a word already played and restarts the bot, the game goes on to
//! its end on its own version while a new game is judged by the new list. When the list's entry
//! is removed, the game's board, racks, record and score still answer, its channel is told once
//! what happened and what can be done, plays are refused plainly, and putting the list back
//! resumes it. No answer is the internal error and no ERROR is logged.

use std::path::{Path, PathBuf};
use std::process::Command;

use lexicord::engine::lexicon::{Lexicon, read_system_words};
use lexicord::engine::tiles::{Edition, TileSet};
use lexicord::engine::variant::Variant;
use serenity::all::Permissions;
use sqlx::PgPool;

use crate::e2e_languages::{
    fixture, lexicon_of, open, play_to_the_end, playable_seed, record, start_with_seed, winners,
};
use crate::fake_discord::{Bot, FakeDiscord, Message, Opt, database_url};
use crate::support::table::{Table, best_play_in, rack_in};

const NAME: &str = "lexique";

/// The configuration naming `list` as the French list `lexique` (or naming no list).
fn config(list: Option<&Path>) -> String {
    match list {
        Some(path) => format!(
            "[lexicons]\n{NAME} = {{ path = \"{}\", tiles = \"french\" }}\n",
            path.display().to_string().replace('\\', "/")
        ),
        None => String::new(),
    }
}

/// A copy of the French fixture list the test may change, in a directory of its own.
fn list_copy(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lexicord-versions-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("francais.txt");
    std::fs::copy(fixture("francais.txt"), &list).unwrap();
    list
}

/// The fake Discord and the bot on `list`, alice and bob seated.
async fn table_on(pool: PgPool, list: &Path) -> Table {
    let discord = FakeDiscord::start().await;
    let bot =
        Bot::start_with_config(&discord, &database_url(&pool).await, &config(Some(list))).await;
    Table::with(discord, bot, pool)
}

fn french() -> (Variant, TileSet) {
    let variant = Variant::classic().with_edition(&Edition::named("french").unwrap());
    let tiles = variant.tiles.clone();
    (variant, tiles)
}

/// Rewrites `list` without the lines the bot reads as `word`; returns the new list's lexicon.
fn drop_word(list: &Path, tiles: &TileSet, word: &[u8]) -> Lexicon {
    let text = std::fs::read_to_string(list).unwrap();
    let kept: Vec<&str> = text
        .lines()
        .filter(|line| {
            !read_system_words(tiles, line)
                .words
                .iter()
                .any(|w| w == word)
        })
        .collect();
    assert!(
        kept.len() < text.lines().count(),
        "the word came from the list"
    );
    std::fs::write(list, kept.join("\n") + "\n").unwrap();
    let lexicon = Lexicon::from_words(&read_system_words(tiles, &kept.join("\n")).words).unwrap();
    assert!(!lexicon.contains_word(word) && lexicon.word_count() > 0);
    lexicon
}

/// The version of its list the channel's latest game recorded.
async fn version_of_game(pool: &PgPool, game_id: i64) -> String {
    sqlx::query_scalar("select lexicon_version from games where id = $1")
        .bind(game_id)
        .fetch_one(pool)
        .await
        .unwrap()
}

/// `lexicord lexicons` as the operator runs it beside the bot: its lines about versions,
/// `(version, state, games)`.
fn listed_versions(bot: &Bot, database: &str) -> Vec<(String, String, String)> {
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("lexicons")
        .current_dir(bot.dir())
        .env("DATABASE_URL", database)
        .env("RUST_LOG", "off")
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("version\t"))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_owned(), f[3].to_owned(), f[4].to_owned())
        })
        .collect()
}

/// No answer was the internal error and the bot logged no ERROR.
fn assert_no_internal_error(table: &Table, answers: &[&Message]) {
    for answer in answers {
        assert!(!answer.text().contains("went wrong"), "{answer:?}");
    }
    let log = table.bot.log();
    assert!(
        !log.lines().any(|l| l.contains(" ERROR ")),
        "an ERROR was logged:\n{log}"
    );
}

#[sqlx::test]
async fn a_changed_list_changes_new_games_only(pool: PgPool) {
    let list = list_copy("changed");
    let table = table_on(pool.clone(), &list).await;
    let (variant, tiles) = french();
    let before = lexicon_of("francais.txt", &tiles);
    open(&table, NAME).await;
    let seed = playable_seed(&variant, &before);
    start_with_seed(&table, seed).await;
    let game_id = table.snapshot().await.game_id;
    let old_version = version_of_game(&pool, game_id).await;

    // The first player's best play; then the operator drops its word from the list.
    let game = table.game().await;
    let first = table.to_move().await.unwrap();
    let (coord, word, _) = best_play_in(&game, &before).unwrap();
    let opts = [Opt::text("word", &word), Opt::text("at", &coord)];
    let played = table.run(&first, "play", &opts).await;
    assert!(played.text().starts_with("Done"), "{played:?}");
    let letters = tiles.parse_letters(&word.to_uppercase()).unwrap();
    let after = drop_word(&list, &tiles, &letters);
    let mut table = table;
    table.bot.restart(&table.discord).await;

    // The operator sees both versions, the old one kept for the game that uses it.
    let database = database_url(&pool).await;
    let versions = listed_versions(&table.bot, &database);
    let state = |v: &str| versions.iter().find(|l| l.0 == v).cloned();
    assert_eq!(
        state(&old_version),
        Some((
            old_version.clone(),
            "older".into(),
            format!("open games: #{game_id}")
        )),
        "{versions:?}"
    );
    let today: Vec<_> = versions.iter().filter(|l| l.1 == "today").collect();
    assert_eq!(today.len(), 2, "enable and the new list: {versions:?}");

    // The game goes on to its end on its own version, the dropped word on the board.
    let gcg = table.run(&table.alice, "gcg", &[]).await;
    let plays = play_to_the_end(&table, &before).await;
    table.game_over_naming(&winners(&table).await).await;
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
    let (text, _) = record(&table, &table.bob).await;
    assert!(text.contains(&word.to_uppercase()), "{text}");
    assert!(!plays.is_empty());
    assert_eq!(version_of_game(&pool, game_id).await, old_version);

    // A new game, dealt the same, is judged by the new list: the same opening is refused.
    open(&table, NAME).await;
    start_with_seed(&table, seed).await;
    let new_id = table.snapshot().await.game_id;
    let new_version = version_of_game(&pool, new_id).await;
    assert_ne!(new_version, old_version);
    assert!(today.iter().any(|l| l.0 == new_version));
    let refused = table.run(&first, "play", &opts).await;
    assert!(
        refused.ephemeral
            && refused
                .text()
                .to_lowercase()
                .contains("not in the dictionary"),
        "{refused:?}"
    );
    assert!(!after.contains_word(&letters));
    assert_no_internal_error(&table, &[&played, &gcg, &refused]);
    let _ = std::fs::remove_dir_all(list.parent().unwrap());
}

/// The channel's posts that say the game's word list is gone.
fn told(table: &Table) -> Vec<Message> {
    table
        .channel_messages()
        .into_iter()
        .filter(|m| m.text().contains("is on hold"))
        .collect()
}

#[sqlx::test]
async fn a_game_whose_list_is_removed_still_answers_and_its_channel_is_told_once(pool: PgPool) {
    let list = list_copy("removed");
    let mut table = table_on(pool.clone(), &list).await;
    let (variant, tiles) = french();
    let lexicon = lexicon_of("francais.txt", &tiles);
    open(&table, NAME).await;
    start_with_seed(&table, playable_seed(&variant, &lexicon)).await;
    let game = table.game().await;
    let first = table.to_move().await.unwrap();
    let (coord, word, _) = best_play_in(&game, &lexicon).unwrap();
    let played = table
        .run(
            &first,
            "play",
            &[Opt::text("word", &word), Opt::text("at", &coord)],
        )
        .await;
    assert!(played.text().starts_with("Done"), "{played:?}");
    let game_id = table.snapshot().await.game_id;

    // The operator removes the list's entry and restarts the bot.
    table.bot.write_config(&config(None));
    table.bot.restart(&table.discord).await;
    let notice = table
        .discord
        .wait_until("the channel told the list is gone", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("is on hold"))
        })
        .await;
    assert!(
        notice.text().contains(&format!("#{game_id}"))
            && notice.text().contains("lexique")
            && notice.text().contains("/game end"),
        "{notice:?}"
    );

    // Reading commands answer; playing, exchanging and challenging are refused plainly.
    let mover = table.to_move().await.unwrap();
    let posts = table.channel_messages().len();
    let board = table.run(&table.alice, "board", &[]).await;
    let score = table.run(&table.bob, "score", &[]).await;
    let gcg = table.run(&table.alice, "gcg", &[]).await;
    let rack = table.run(&mover, "rack", &[]).await;
    assert!(board.text().contains("posted"), "{board:?}");
    let posted = table
        .discord
        .wait_messages_in(table.channel(), posts + 1)
        .await;
    assert!(
        posted[posts..]
            .iter()
            .any(|m| m.attachment("board.png").is_some()),
        "the board picture"
    );
    assert!(
        gcg.attachments
            .iter()
            .any(|a| a.filename.to_ascii_lowercase().ends_with(".gcg")),
        "{gcg:?}"
    );
    let stored = table.stored_rack(&mover).await;
    assert!(rack.ephemeral && rack_in(&rack) == Some(stored), "{rack:?}");
    assert!(
        score.text().contains("alice") || !score.attachments.is_empty(),
        "{score:?}"
    );
    let next = table.game().await;
    let (coord, word, _) = best_play_in(&next, &lexicon).unwrap();
    let refusals = [
        table
            .run(
                &mover,
                "play",
                &[Opt::text("word", &word), Opt::text("at", &coord)],
            )
            .await,
        table
            .run(
                &mover,
                "exchange",
                &[Opt::text(
                    "tiles",
                    &next.rack(next.to_move().unwrap()).to_text(&tiles)[..1],
                )],
            )
            .await,
        table.run(table.other(&mover), "challenge", &[]).await,
    ];
    for refusal in &refusals {
        assert!(
            refusal.ephemeral && refusal.text().contains("no longer on the bot"),
            "{refusal:?}"
        );
    }
    assert_eq!(table.game().await, next, "nothing changed");

    // Another start says nothing more.
    table.bot.restart(&table.discord).await;
    let answer = table.run(&table.alice, "score", &[]).await;
    assert_eq!(told(&table).len(), 1, "told once");

    // The operator puts the list back: the game goes on; a moderator can still end it.
    table.bot.write_config(&config(Some(&list)));
    table.bot.restart(&table.discord).await;
    let resumed = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", &word), Opt::text("at", &coord)],
        )
        .await;
    assert!(resumed.text().starts_with("Done"), "{resumed:?}");
    let carol = table.discord.user("carol");
    table.discord.grant(&carol, Permissions::MANAGE_GUILD);
    let ended = table.run(&carol, "game end", &[]).await;
    assert!(ended.text().contains("ended"), "{ended:?}");
    let mut answers = vec![
        &played, &board, &score, &gcg, &rack, &answer, &resumed, &ended,
    ];
    answers.extend(refusals.iter());
    assert_no_internal_error(&table, &answers);
    let _ = std::fs::remove_dir_all(list.parent().unwrap());
}
