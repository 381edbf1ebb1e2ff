//! `lexicord-load`: the load benchmark of the games store. Plays many games at once through the
//! public `Service` API against one PostgreSQL (its own throwaway cluster unless a URL is
//! given): in each, a simulated player whose turns are chosen like a computer's plays against a
//! computer seat, so both sides make legal moves. Every service call is timed (rendering and
//! Discord are not part of it) and the latencies are printed by kind of call. With `--computer
//! expert --seconds N` the computer seats deliberate (seconds a move, on the thinking threads)
//! and the run stops after N seconds, games unfinished. The crash test (tests/db/crash.rs) runs
//! it with `--trace` and kills it mid-command.

mod latency;
mod player;

use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::Context as _;
use clap::Parser;
use sqlx::postgres::PgPoolOptions;

use lexicord::engine::ai::Level;
use lexicord::engine::game::ChallengeRule;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::names::Named;
use lexicord::local_postgres::{ClusterOptions, LocalCluster};
use lexicord::service::{Lexicons, Service};
use lexicord::service::{RackDelivery, ReviewAccess, ServerSettings};
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
    /// Level the simulated players choose their moves at: easy, medium or hard.
    #[arg(long, default_value = "medium")]
    level: String,
    /// Level of the computer seats (easy, medium, hard or expert); the players' level if not
    /// given.
    #[arg(long)]
    computer: Option<String>,
    /// Milliseconds an expert computer seat thinks a move (the bot's default: 2000).
    #[arg(long, default_value_t = 2000)]
    expert_think_ms: u64,
    /// Stop after this many seconds, games unfinished (an expert seat's games are long).
    #[arg(long)]
    seconds: Option<u64>,
    /// Print `begin ID CHANNEL CALL` before and `done ID` after every call that writes.
    #[arg(long)]
    trace: bool,
    /// Observe as the bot does: its log subscriber (so the service's spans are made, at
    /// `lexicord=info`), every call recorded in its metrics, and the metrics read every 5 s as
    /// a Prometheus scrape would (to measure what observing costs, against a run without).
    #[arg(long)]
    observe: bool,
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let level = Level::from_name(&args.level)?;
    if level.deliberates() {
        anyhow::bail!("the players choose at easy, medium or hard (expert is for --computer)");
    }
    let computer = match &args.computer {
        Some(name) => Level::from_name(name)?,
        None => level,
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
    let outcome = runtime.block_on(run(&args, [level, computer], &url));
    drop(runtime);
    if let Some(mut cluster) = cluster {
        cluster.stop();
    }
    outcome
}

/// The bot's log subscriber (text on stderr, `RUST_LOG` or this crate's info and up) and a
/// reader of its metrics every 5 s, like a scrape.
fn observe_as_the_bot_does() {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "lexicord=info,warn".into()),
        )
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();
    tokio::spawn(async {
        let mut every = tokio::time::interval(Duration::from_secs(5));
        loop {
            every.tick().await;
            std::hint::black_box(lexicord::observe::metrics().encode());
        }
    });
}

/// A fresh directory for the throwaway cluster.
fn scratch_dir() -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    std::env::temp_dir().join(format!("lexicord-load-{}-{nanos}", std::process::id()))
}

async fn run(args: &Args, [level, computer]: [Level; 2], url: &str) -> anyhow::Result<()> {
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
        words_in_games: false,
        review_access: ReviewAccess::Players,
        language: lexicord::kinds::Language::English,
    };
    let shared = Arc::new(Shared {
        service: Service::new(pool.clone(), lexicons, defaults)
            .with_expert_budget(Duration::from_millis(args.expert_think_ms)),
        lexicon,
        level,
        computer,
        samples: Mutex::new(Samples::default()),
        think: Duration::from_millis(args.think_ms),
        trace: args.trace,
        next_interaction: AtomicI64::new(last_interaction + 1),
        turns_done: AtomicU64::new(0),
        observe: args.observe,
    });
    if args.observe {
        observe_as_the_bot_does();
    }
    eprintln!(
        "{} games at once, {} pool connections, mean pause {} ms, players {}, computers {}, {} cores",
        args.games,
        args.pool,
        args.think_ms,
        args.level,
        computer.name(),
        std::thread::available_parallelism().map_or(1, usize::from)
    );
    let began = Instant::now();
    let progress = tokio::spawn(report_progress(Arc::clone(&shared), began));
    let mut tasks = tokio::task::JoinSet::new();
    for k in 1..=args.games as i64 {
        tasks.spawn(play_game(Arc::clone(&shared), last_channel + k));
    }
    let deadline = args
        .seconds
        .map(|s| tokio::time::Instant::now() + Duration::from_secs(s));
    let (mut finished, mut failures) = (0, Vec::new());
    loop {
        let next = match deadline {
            Some(deadline) => tokio::select! {
                next = tasks.join_next() => next,
                () = tokio::time::sleep_until(deadline) => break,
            },
            None => tasks.join_next().await,
        };
        let Some(done) = next else { break };
        match done.context("a game's task panicked")? {
            Ok(()) => finished += 1,
            Err(e) => failures.push(e),
        }
    }
    // At the deadline the games still under way stop where they are (a transaction open
    // then is rolled back); what they measured so far is kept.
    tasks.abort_all();
    while tasks.join_next().await.is_some() {}
    let elapsed = began.elapsed();
    progress.abort();
    pool.close().await;
    let samples = std::mem::take(&mut *shared.samples.lock().expect("samples"));
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
