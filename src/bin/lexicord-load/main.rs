//! `lexicord-load`: the load benchmark of the games store. Plays many games at once through the
//! public `Service` API against one PostgreSQL (its own throwaway cluster unless a URL is
//! given): in each, a simulated player whose turns are chosen like a computer's plays against a
//! computer seat, so both sides make legal moves. Every service call is timed (rendering and
//! Discord are not part of it) and the latencies are printed by kind of call. The crash test
//! (tests/db/crash.rs) runs it with `--trace` and kills it mid-command.

mod latency;
mod player;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context as _;
use clap::Parser;
use sqlx::postgres::PgPoolOptions;

use lexicord::engine::ai::Level;
use lexicord::engine::game::ChallengeRule;
use lexicord::engine::lexicon::Lexicon;
use lexicord::local_postgres::{ClusterOptions, LocalCluster};
use lexicord::service::{Lexicons, Service};
use lexicord::service::{RackDelivery, ServerSettings};
use lexicord::store::connect_and_migrate;

use latency::{Samples, Summary};
use player::{Shared, play_game};

/// Plays many games at once through the service and reports the latency of each kind of call.
#[derive(Parser)]
#[command(name = "lexicord-load")]
struct Args {
    /// Games played at the same time (each against a computer seat).
    #[arg(long, default_value_t = 500)]
    games: usize,
    /// PostgreSQL to use (games are added to it). Without it, a throwaway cluster is started in
    /// a temporary directory, durable like the bot's own, and removed at the end.
    #[arg(long)]
    database_url: Option<String>,
    /// Mean pause before each of a player's commands, in milliseconds (each pause is uniform
    /// in 0 to twice this, so the games do not move in step). People take far longer; 0 finds
    /// the most commands per second the machine can serve.
    #[arg(long, default_value_t = 5000)]
    think_ms: u64,
    /// Connections in the service's pool.
    #[arg(long, default_value_t = 16)]
    pool: u32,
    /// Level of both sides: easy, medium or hard.
    #[arg(long, default_value = "medium")]
    level: String,
    /// Print `begin ID CHANNEL CALL` before and `done ID` after every call that writes.
    #[arg(long)]
    trace: bool,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let level = match args.level.as_str() {
        "easy" => Level::Easy,
        "medium" => Level::Medium,
        "hard" => Level::Hard,
        other => anyhow::bail!("{other:?} is not a level: choose easy, medium or hard"),
    };
    let mut cluster = None;
    let url = if let Some(url) = &args.database_url {
        url.clone()
    } else {
        let started = LocalCluster::start(&ClusterOptions {
            data_dir: scratch_dir(),
            durable: true,
            remove_on_stop: true,
        })?;
        let url = started.url("lexicord_load");
        cluster = Some(started);
        url
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let outcome = runtime.block_on(run(&args, level, &url));
    drop(runtime);
    if let Some(mut cluster) = cluster {
        cluster.stop();
    }
    outcome
}

/// A fresh directory for the throwaway cluster.
fn scratch_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    std::env::temp_dir().join(format!("lexicord-load-{}-{nanos}", std::process::id()))
}

async fn run(args: &Args, level: Level, url: &str) -> anyhow::Result<()> {
    // Migrate with the store's own pool, then size the service's pool as asked.
    let migrated = connect_and_migrate(url).await?;
    // Named, so that a test can see this process's sessions in `pg_stat_activity`.
    let options = migrated
        .connect_options()
        .as_ref()
        .clone()
        .application_name("lexicord-load");
    migrated.close().await;
    // At saturation (`--think-ms 0`) calls queue a long time for a connection: let them.
    let pool = PgPoolOptions::new()
        .max_connections(args.pool)
        .acquire_timeout(Duration::from_mins(2))
        .connect_with(options)
        .await?;
    // New channels and interaction ids, so a database can be loaded again and again.
    let last_channel: i64 = sqlx::query_scalar("select coalesce(max(channel_id), 0) from games")
        .fetch_one(&pool)
        .await?;
    let last_interaction: i64 =
        sqlx::query_scalar("select coalesce(max(interaction_id), 0) from interactions")
            .fetch_one(&pool)
            .await?;
    let lexicon = Arc::new(Lexicon::enable());
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::clone(&lexicon));
    let defaults = ServerSettings {
        challenge_rule: ChallengeRule::Double,
        turn_time_limit_secs: 86_400,
        rack_delivery: RackDelivery::Dm,
        lexicon: "enable".into(),
        moderator_role_id: None,
    };
    let shared = Arc::new(Shared {
        service: Service::new(pool.clone(), lexicons, defaults),
        lexicon,
        level,
        think: Duration::from_millis(args.think_ms),
        trace: args.trace,
        next_interaction: AtomicI64::new(last_interaction + 1),
        turns_done: AtomicU64::new(0),
    });
    eprintln!(
        "{} games at once, {} pool connections, mean pause {} ms, {} level, {} cores",
        args.games,
        args.pool,
        args.think_ms,
        args.level,
        std::thread::available_parallelism().map_or(1, usize::from)
    );
    let began = Instant::now();
    let progress = tokio::spawn(report_progress(Arc::clone(&shared), began));
    let tasks: Vec<_> = (1..=args.games as i64)
        .map(|k| tokio::spawn(play_game(Arc::clone(&shared), last_channel + k)))
        .collect();
    let mut samples = Samples::default();
    let (mut finished, mut failures) = (0, Vec::new());
    for task in tasks {
        match task.await.context("a game's task panicked")? {
            Ok(played) => {
                finished += 1;
                samples.merge(played);
            }
            Err(e) => failures.push(e),
        }
    }
    let elapsed = began.elapsed();
    progress.abort();
    pool.close().await;
    let turns = Summary::of(samples.turns());
    println!("{}", samples.table());
    println!(
        "{finished} of {} games finished in {:.1} s: {} turn commands, {:.1} per second",
        args.games,
        elapsed.as_secs_f64(),
        turns.count,
        turns.count as f64 / elapsed.as_secs_f64()
    );
    println!(
        "turn commands: p50 {:.1} ms, p95 {:.1} ms",
        turns.p50.as_secs_f64() * 1000.0,
        turns.p95.as_secs_f64() * 1000.0
    );
    if let Some(first) = failures.first() {
        anyhow::bail!("{} games failed; the first: {first:#}", failures.len());
    }
    Ok(())
}

/// A line on stderr every ten seconds: turn commands so far and their rate.
async fn report_progress(shared: Arc<Shared>, began: Instant) {
    let mut ticks = tokio::time::interval(Duration::from_secs(10));
    ticks.tick().await;
    loop {
        ticks.tick().await;
        let done = shared.turns_done.load(Ordering::Relaxed);
        eprintln!(
            "{:>5.0} s: {done} turn commands ({:.1} per second)",
            began.elapsed().as_secs_f64(),
            done as f64 / began.elapsed().as_secs_f64()
        );
    }
}
