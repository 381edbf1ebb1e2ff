//! End to end, issue 46's backups: `lexicord backup` of a database in use (a game in progress
//! whose board post Discord refused, a rated game finished, a tournament open), then
//! `lexicord restore` into a new data directory of the bot's own PostgreSQL, gives back every
//! table as it was; the bot started on the restored database delivers the post the backup held
//! as pending, exactly once, and the game goes on.

use std::path::Path;
use std::process::Command;

use lexicord::local_postgres::{ClusterOptions, LocalCluster};
use lexicord::service::TournamentOptions;
use sqlx::PgPool;

use crate::fake_discord::{Bot, Opt, database_url};
use crate::support::table::{Table, best_play};
use crate::support::{self, request, waits};

/// Each table's rows as one digest, by table name (`_sqlx_migrations` included).
async fn digests(pool: &PgPool) -> Vec<(String, i64, String)> {
    let tables: Vec<String> = sqlx::query_scalar(
        "select tablename::text from pg_tables where schemaname = 'public' order by 1",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    let mut out = Vec::new();
    for table in tables {
        let sql = format!(
            "select count(*), coalesce(md5(string_agg(t::text, '|' order by t::text)), '') \
             from \"{table}\" t"
        );
        let (rows, digest): (i64, String) = sqlx::query_as(sqlx::AssertSqlSafe(sql))
            .fetch_one(pool)
            .await
            .unwrap();
        out.push((table, rows, digest));
    }
    out
}

/// The binary under test: this build's, or the one `LEXICORD_E2E_BIN` names (as for the bot).
fn binary() -> String {
    std::env::var("LEXICORD_E2E_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_lexicord").to_owned())
}

/// Runs the real binary with `args` in `dir` (no configuration file there), with `env` set
/// and `DATABASE_URL` only as given; returns its stdout, failing with its stderr.
fn lexicord(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> String {
    let mut command = Command::new(binary());
    command
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "warn");
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.output().expect("running lexicord");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "lexicord {args:?} failed: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

async fn pending_in(pool: &PgPool, channel: u64) -> i64 {
    sqlx::query_scalar("select count(*) from outbox where done_at is null and channel_id = $1")
        .bind(channel as i64)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn a_backup_restored_into_a_new_data_directory_plays_on_and_posts_once(pool: PgPool) {
    // A rated game finished and a tournament open, made through the service; their posts are
    // for channels the fake does not have, so they are marked delivered: not this test's subject.
    let service = support::service(pool.clone());
    support::started(&service, 9001, &[11, 12], "double").await;
    let quitter = support::to_move(&service, 9001).await.unwrap();
    service
        .games()
        .resign(&request(quitter, 9001))
        .await
        .unwrap();
    let mut director = request(13, 9002);
    director.moderator = true;
    let options = TournamentOptions {
        name: "Winter Open".into(),
        rounds: 2,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    };
    service
        .events()
        .create_tournament(&director, &options)
        .await
        .unwrap();
    sqlx::query("update outbox set done_at = now(), outcome = 'sent' where channel_id > 9000")
        .execute(&pool)
        .await
        .unwrap();

    // A game in the fake's channel: one play announced, the next one's board post refused.
    let mut table = Table::open(pool.clone(), "double").await;
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{}", started.text());
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    let mover = table.to_move().await.expect("someone to move");
    let (coord, word, _) = best_play(&table.game().await).expect("a play");
    table.discord.fail_next_posts(table.channel(), 1000);
    let played = table
        .run(
            &mover,
            "play",
            &[Opt::text("word", &word), Opt::text("at", &coord)],
        )
        .await;
    assert!(played.text().starts_with("Done: "), "{}", played.text());
    table.bot.kill().await;
    assert!(
        pending_in(&pool, table.channel()).await > 0,
        "the refused board post is still to be delivered"
    );
    let posts = table.channel_messages().len();

    let dir = std::env::temp_dir().join(format!("lexicord-backup-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("lexicord.dump");
    let source = database_url(&pool).await;
    let said = lexicord(
        &dir,
        &["backup", file.to_str().unwrap()],
        &[("DATABASE_URL", &source)],
    );
    assert!(said.starts_with("backup written to "), "{said}");
    assert!(said.contains("2 games (1 in progress)"), "{said}");
    assert!(said.contains("2 ratings, 1 tournaments"), "{said}");

    // Restored into a new data directory: the bot's own PostgreSQL, created for it.
    let data_dir = dir.join("postgres");
    let data_dir_text = data_dir.to_str().unwrap();
    let said = lexicord(
        &dir,
        &["restore", file.to_str().unwrap()],
        &[("LEXICORD_DATA_DIR", data_dir_text)],
    );
    assert!(said.starts_with("restored "), "{said}");
    assert!(said.contains("2 games (1 in progress)"), "{said}");
    // Once more into the same directory: refused, nothing mixed in.
    let again = Command::new(binary())
        .args(["restore", file.to_str().unwrap()])
        .current_dir(&dir)
        .env_remove("DATABASE_URL")
        .env("LEXICORD_DATA_DIR", data_dir_text)
        .output()
        .unwrap();
    let refusal = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success());
    assert!(refusal.contains("already holds data"), "{refusal}");

    let cluster = LocalCluster::start(&ClusterOptions {
        data_dir: data_dir.clone(),
        durable: false,
        remove_on_stop: true,
    })
    .expect("the restored cluster starts");
    let restored_url = cluster.url("lexicord");
    let restored = PgPool::connect(&restored_url).await.unwrap();
    let before = digests(&pool).await;
    assert!(
        before
            .iter()
            .any(|(t, rows, _)| t == "ratings" && *rows == 2)
    );
    assert_eq!(
        digests(&restored).await,
        before,
        "every table comes back as it was"
    );

    // The bot on the restored database delivers the held post once, and the game goes on.
    table.discord.fail_next_posts(table.channel(), 0);
    let bot = Bot::start(&table.discord, &restored_url).await;
    waits::outbox_drained(&restored, || table.discord.summary()).await;
    let posted = table.channel_messages();
    assert_eq!(
        posted.len(),
        posts + 1,
        "exactly one board post for the held turn\n{}",
        table.discord.summary()
    );
    assert!(posted.last().unwrap().attachment("board.png").is_some());
    let next = table.other(&mover).clone();
    let passed = table.run(&next, "pass", &[]).await;
    assert!(passed.text().starts_with("Done: "), "{}", passed.text());
    drop(bot);
    restored.close().await;
    drop(cluster);
    let _ = std::fs::remove_dir_all(&dir);
}
