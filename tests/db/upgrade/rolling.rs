//! Two releases on one database (docs/OPERATING.md, "Upgrades"): the case called safe there is
//! an older release started on a database a newer one migrated. Today's binary, given a
//! database that records one migration more than it knows, stops with a plain message before
//! it reaches Discord, and writes nothing.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sqlx::PgPool;

use crate::fake_discord::database_url;

/// A migration of a release newer than this one, as sqlx records it once applied.
const NEWER: i64 = 29_991_231_000_000;

/// Each table's row count and a digest of its rows, by name.
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

/// Runs `lexicord run` on `url` until it exits (at most a minute); its status and stderr.
fn run_bot(url: &str) -> (std::process::ExitStatus, String) {
    let dir = std::env::temp_dir().join(format!("lexicord-rolling-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let binary = std::env::var("LEXICORD_E2E_BIN")
        .unwrap_or_else(|_| env!("CARGO_BIN_EXE_lexicord").to_owned());
    let mut child = Command::new(binary)
        .arg("run")
        .current_dir(&dir)
        .env("DISCORD_TOKEN", "not-a-token")
        // Nothing listens there: a bot that got as far as Discord would fail differently.
        .env("LEXICORD_DISCORD_API_BASE", "http://127.0.0.1:9")
        .env("DATABASE_URL", url)
        .env("LEXICORD_DATA_DIR", dir.join("unused-data"))
        .env("RUST_LOG", "warn")
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawning the lexicord binary");
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_mins(1) {
            child.kill().unwrap();
            panic!("the bot did not stop on a newer database within a minute");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    (status, stderr)
}

#[sqlx::test]
async fn an_older_release_refuses_a_database_a_newer_one_migrated_and_writes_nothing(pool: PgPool) {
    crate::support::started(
        &crate::support::service(pool.clone()),
        40,
        &[1, 2],
        "double",
    )
    .await;
    sqlx::query(
        "insert into _sqlx_migrations (version, description, success, checksum, execution_time) \
         values ($1, 'a newer release', true, '\\x00', 1)",
    )
    .bind(NEWER)
    .execute(&pool)
    .await
    .unwrap();
    let before = digests(&pool).await;
    let url = database_url(&pool).await;

    let (status, stderr) = tokio::task::spawn_blocking(move || run_bot(&url))
        .await
        .unwrap();
    assert!(!status.success(), "the bot must not run: {stderr}");
    assert!(
        stderr.contains(&format!(
            "the database was migrated by a newer Lexicord: it records migration {NEWER}"
        )) && stderr.contains("wrote nothing to it"),
        "a plain reason: {stderr}"
    );
    assert_eq!(digests(&pool).await, before, "nothing written");

    // The library's own entry point refuses it the same way, with the typed error.
    let error = lexicord::store::connect_and_migrate(&database_url(&pool).await)
        .await
        .unwrap_err();
    let newer = error
        .downcast_ref::<lexicord::store::NewerDatabase>()
        .expect("the newer-database error");
    assert_eq!(newer.unknown, vec![NEWER]);
    assert_eq!(digests(&pool).await, before, "nothing written");
}
