//! How precisely short turn timers fire (issue 14): 500 two-player games with 60-second turns
//! start over a few seconds on one PostgreSQL, nobody moves, and job runners (the loop every bot
//! process runs: run what is due, then sleep until the next job falls due, at most the poll
//! interval) time the first turn of each out. The lateness of each time-out is when its job was
//! claimed and applied minus its deadline, printed as p50 / p95 / max, first with one runner
//! (one process), then with two runners on their own connection pools (two processes) racing for
//! the same jobs. Target: p95 within 1 s.
//!
//! Run it with `cargo bench --bench timers` (about three minutes: two rounds of 60-second turns;
//! it starts its own PostgreSQL, which needs the PostgreSQL server package, or uses
//! `DATABASE_URL`). `cargo test --benches` runs a small quick round as a check.

#[path = "support/database.rs"]
mod database;

use std::sync::Arc;
use std::time::Duration;

use lexicord::cli::run::server_defaults;
use lexicord::config::Config;
use lexicord::engine::lexicon::Lexicon;
use lexicord::service::{Lexicons, LobbyOptions, Request, Service};
use sqlx::PgPool;

/// The default poll interval of a bot process (`job_poll_secs`).
const POLL: Duration = Duration::from_secs(10);
/// The least pause between two runs of a runner, as in the bot.
const MIN_PAUSE: Duration = Duration::from_millis(250);

fn main() {
    let quick = !std::env::args().any(|a| a == "--bench");
    let (cluster, url) = database::bench_database("lexicord_timers");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let (games, turn_secs) = if quick { (6, 30) } else { (500, 60) };
    for runners in [1, 2] {
        let lateness = runtime.block_on(round(&url, runners, games, turn_secs));
        report(runners, games, turn_secs, &lateness);
    }
    drop(runtime);
    if let Some(mut cluster) = cluster {
        cluster.stop();
    }
}

fn report(runners: usize, games: usize, turn_secs: i32, lateness: &[f64]) {
    let mut sorted = lateness.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| sorted[((sorted.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "timers: {runners} runner(s), {games} games, {turn_secs} s turns, {} time-outs: \
         lateness p50 {:.0} ms, p95 {:.0} ms, max {:.0} ms",
        sorted.len(),
        at(0.5) * 1000.0,
        at(0.95) * 1000.0,
        sorted.last().copied().unwrap_or_default() * 1000.0
    );
}

async fn service(url: &str) -> Service {
    let pool = lexicord::store::connect_and_migrate(url)
        .await
        .expect("the benchmark database");
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::new(Lexicon::enable()));
    Service::new(pool, lexicons, server_defaults(&Config::default()))
}

/// Starts `games` games, runs `runners` job runners until every first turn timed out, and
/// returns each time-out's lateness in seconds.
async fn round(url: &str, runners: usize, games: usize, turn_secs: i32) -> Vec<f64> {
    let setup = service(url).await;
    let pool = setup.pool().clone();
    sqlx::query("truncate games, jobs cascade")
        .execute(&pool)
        .await
        .expect("a clean database");
    let mut tasks = Vec::new();
    for _ in 0..runners {
        let runner = service(url).await;
        tasks.push(tokio::spawn(run_forever(runner)));
    }
    let options = LobbyOptions {
        turn_time_limit_secs: Some(turn_secs),
        max_players: Some(2),
        ..LobbyOptions::default()
    };
    for game in 0..games {
        let channel = 1_000_000 + game as i64;
        let user = |id: i64| Request {
            guild_id: Some(1),
            channel_id: channel,
            user_id: id,
            user_name: format!("player{id}"),
            interaction_id: None,
            moderator: false,
        };
        let (a, b) = (2 * game as i64 + 1, 2 * game as i64 + 2);
        setup
            .games()
            .create_lobby(&user(a), &options)
            .await
            .expect("a lobby");
        setup.games().join(&user(b)).await.expect("a seat");
        setup.games().start(&user(a)).await.expect("a start");
    }
    // Every game's first turn times out once.
    let lateness = loop {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let done = timed_out(&pool).await;
        if done.len() >= games {
            break done;
        }
    };
    for task in tasks {
        task.abort();
    }
    lateness
}

/// The lateness (claimed minus due, seconds) of every time-out job that ran.
async fn timed_out(pool: &PgPool) -> Vec<f64> {
    sqlx::query_scalar(
        "select extract(epoch from done_at - due_at)::float8 from jobs \
         where kind = 'timeout' and outcome is not null and outcome <> 'running'",
    )
    .fetch_all(pool)
    .await
    .expect("the jobs")
}

/// A bot process's job loop, without Discord: run what is due, then sleep until the next job
/// (at most the poll interval, at least the least pause).
async fn run_forever(service: Service) {
    loop {
        let _ = service.clocks().run_due_jobs().await;
        let pause = service.clocks().job_pause(POLL).await;
        tokio::time::sleep(pause.max(MIN_PAUSE)).await;
    }
}
