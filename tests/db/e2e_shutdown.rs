//! End to end: SIGTERM stops the bot whatever Discord does. The bot runs its own PostgreSQL
//! (no database URL) and talks to the fake Discord, which then stops answering: every request
//! after that is taken and never answered, so the bot waits on Discord for good. SIGTERM must
//! still end it, cleanly (exit status 0) and within 10 seconds, with its PostgreSQL stopped:
//! once after the connection dropped (the gateway goes quiet under a connected bot), once
//! while the bot reconnects after Discord failed (its next request is never answered).

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::fake_discord::{Bot, FakeDiscord};

/// The pid in a data directory's `postmaster.pid`, while its server runs.
fn server_pid(data_dir: &Path) -> Option<u32> {
    std::fs::read_to_string(data_dir.join("postmaster.pid"))
        .ok()?
        .lines()
        .next()?
        .trim()
        .parse()
        .ok()
}

/// A fresh data directory for the bot's own cluster.
fn data_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lexicord-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The bot's environment: an empty `DATABASE_URL` counts as none, so it starts its own
/// cluster in `data_dir`.
fn own_cluster(data_dir: &Path) -> [(&'static str, String); 2] {
    [
        ("DATABASE_URL", String::new()),
        ("LEXICORD_DATA_DIR", data_dir.to_string_lossy().into_owned()),
    ]
}

/// Waits until the bot has a request the silent fake never answers, then sends SIGTERM and
/// checks the bot ends cleanly within 10 s and takes its PostgreSQL (`postgres`) with it.
async fn stops_on_sigterm(discord: &FakeDiscord, mut bot: Bot, data_dir: &Path, postgres: u32) {
    discord
        .wait_until("the bot to wait on a silent Discord", |s| {
            (s.sessions.is_empty() && s.unanswered > 0).then_some(())
        })
        .await;
    let status = bot
        .stop_within(Duration::from_secs(10))
        .await
        .unwrap_or_else(|| panic!("still running 10 s after SIGTERM:\n{}", bot.log()));
    assert!(status.success(), "{status:?}\n{}", bot.log());
    assert!(
        !Path::new(&format!("/proc/{postgres}")).exists(),
        "the bot's PostgreSQL ({postgres}) stopped with it"
    );
    assert_eq!(
        server_pid(data_dir),
        None,
        "a clean stop removes postmaster.pid"
    );
    std::fs::remove_dir_all(data_dir).unwrap();
}

#[tokio::test]
async fn sigterm_stops_the_bot_when_its_connection_drops_and_discord_goes_quiet() {
    let data_dir = data_dir("quiet");
    let env = own_cluster(&data_dir);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let discord = FakeDiscord::start().await;
    let bot = Bot::start_with_env(&discord, "", &env).await;
    let postgres = server_pid(&data_dir).expect("the bot's own PostgreSQL runs");
    discord.go_silent();
    stops_on_sigterm(&discord, bot, &data_dir, postgres).await;
}

#[tokio::test]
async fn sigterm_stops_the_bot_reconnecting_to_a_discord_that_failed_then_went_quiet() {
    let data_dir = data_dir("outage");
    let env = own_cluster(&data_dir);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let discord = FakeDiscord::start().await;
    discord.set_failing(true);
    let bot = Bot::spawn(&discord, "", &env);
    // Its first connection failed (every request refused); it waits a second and starts
    // again, into a Discord that no longer answers.
    discord
        .wait_until("the bot's first connection to fail", |s| {
            let failed = s.bot_log.iter().any(|l| l.contains("cannot reach Discord"));
            (s.refused > 0 && failed).then_some(())
        })
        .await;
    discord.go_silent();
    let postgres = server_pid(&data_dir).expect("the bot's own PostgreSQL runs");
    stops_on_sigterm(&discord, bot, &data_dir, postgres).await;
}
