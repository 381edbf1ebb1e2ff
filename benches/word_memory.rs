//! The bot's resident memory under a burst of the largest `/word` answer: 48 members ask
//! `/word pattern *` (the whole lexicon, as `words.txt`) at the same moment, through the fake
//! Discord and the real `lexicord` binary. Each round reads the bot's resident set size (`VmRSS`
//! in /proc) before the burst, at its peak while the answers are built and sent (sampled every
//! 5 ms), and 10 s after the last answer arrived; every answer is checked whole (each word of
//! the lexicon once, in order). Prints each round, then the medians over the rounds of the
//! peak and of what is held 10 s later, both against the idle bot before the first burst (the
//! goals: at most 50 MB and 10 MB above it).
//!
//! Run it with `cargo bench --bench word_memory` (Linux: it reads /proc; it starts its own
//! PostgreSQL, which needs the PostgreSQL server package, or uses `DATABASE_URL`).
// The fake Discord is shared with the end-to-end tests; this uses only part of it.
#![allow(dead_code, unsafe_code, unused_imports)]

#[path = "../tests/db/fake_discord/mod.rs"]
mod fake_discord;

#[path = "support/database.rs"]
mod database;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use fake_discord::{Bot, FakeDiscord, FakeUser, Opt};
use lexicord::engine::lexicon::{Lexicon, Pattern};
use lexicord::engine::tiles::TileSet;

/// Members asking at once.
const AT_ONCE: usize = 48;
/// Bursts measured.
const ROUNDS: usize = 5;
/// How long after the last answer the memory must be back.
const SETTLE: Duration = Duration::from_secs(10);

/// One burst's figures, in kilobytes.
struct Round {
    before: u64,
    peak: u64,
    after: u64,
    /// Of `after`, the memory the bot allocated (the rest is its binary's pages read so far).
    after_anon: u64,
    seconds: f64,
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs benches once as a check.
    let quick = !std::env::args().any(|a| a == "--bench");
    let (cluster, url) = database::bench_database("lexicord_bench");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let (at_once, rounds) = if quick { (4, 1) } else { (AT_ONCE, ROUNDS) };
    let figures = runtime.block_on(measure(&url, at_once, rounds));
    drop(runtime);
    if let Some(mut cluster) = cluster {
        cluster.stop();
    }
    report(at_once, &figures);
}

fn report(at_once: usize, rounds: &[Round]) {
    let mb = |kb: u64| kb as f64 / 1024.0;
    for (n, r) in rounds.iter().enumerate() {
        println!(
            "word_memory: round {}: {at_once} x /word pattern * in {:.2} s: before {:.1} MB, \
             peak {:.1} MB (+{:.1}), {} s after the last answer {:.1} MB (+{:.1}; allocated {:.1})",
            n + 1,
            r.seconds,
            mb(r.before),
            mb(r.peak),
            mb(r.peak.saturating_sub(r.before)),
            SETTLE.as_secs(),
            mb(r.after),
            mb(r.after.saturating_sub(r.before)),
            mb(r.after_anon),
        );
    }
    let median = |mut v: Vec<u64>| {
        v.sort_unstable();
        mb(v[v.len() / 2])
    };
    // Against the idle bot (before the first burst): what the goals are about.
    let idle = rounds[0].before;
    println!(
        "word_memory: medians over {} rounds against the idle bot ({:.1} MB): peak +{:.1} MB \
         (goal <= 50), {} s after the last answer +{:.1} MB (goal <= 10)",
        rounds.len(),
        mb(idle),
        median(rounds.iter().map(|r| r.peak.saturating_sub(idle)).collect()),
        SETTLE.as_secs(),
        median(
            rounds
                .iter()
                .map(|r| r.after.saturating_sub(idle))
                .collect()
        ),
    );
}

/// The resident set size of process `pid`, in kilobytes.
fn rss_kb(pid: u32) -> u64 {
    status_kb(pid, "VmRSS:")
}

/// A field of `/proc/PID/status` given in kilobytes.
fn status_kb(pid: u32, field: &str) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("/proc status");
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{field} in /proc status"))
}

/// Every word of ENABLE, one a line, as the bot's file must hold them.
fn every_word() -> String {
    let tiles = TileSet::english();
    let lexicon = Lexicon::enable();
    let pattern = Pattern::parse(&tiles, "*").expect("the pattern");
    let mut text = String::new();
    for word in lexicon.matching(&pattern).iter() {
        text.push_str(&tiles.spell_letters(word));
        text.push('\n');
    }
    text
}

async fn measure(url: &str, at_once: usize, rounds: usize) -> Vec<Round> {
    lexicord::store::connect_and_migrate(url)
        .await
        .expect("the benchmark database");
    let expected = Arc::new(every_word());
    let discord = Arc::new(FakeDiscord::start().await);
    let bot = Bot::start(&discord, url).await;
    let pid = bot.pid().expect("the bot runs");
    let users: Vec<FakeUser> = (0..at_once)
        .map(|i| discord.user(&format!("member{i}")))
        .collect();
    let channel = discord.channel();
    // Settle after start-up (commands registered, pool connected).
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut figures = Vec::new();
    for _ in 0..rounds {
        let before = rss_kb(pid);
        let peak = Arc::new(AtomicU64::new(before));
        let sampling = Arc::new(AtomicBool::new(true));
        let sampler = {
            let (peak, sampling) = (Arc::clone(&peak), Arc::clone(&sampling));
            tokio::spawn(async move {
                while sampling.load(Ordering::Relaxed) {
                    peak.fetch_max(rss_kb(pid), Ordering::Relaxed);
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
            })
        };
        let began = Instant::now();
        let mut asking = tokio::task::JoinSet::new();
        for user in &users {
            let (discord, user, expected) =
                (Arc::clone(&discord), user.clone(), Arc::clone(&expected));
            asking.spawn(async move {
                let options = [Opt::text("pattern", "*")];
                let id = discord
                    .slash(&user, channel, "word pattern", &options)
                    .await;
                let reply = discord.reply(id).await;
                let file = reply.attachment("words.txt").expect("the list as a file");
                assert!(
                    file.bytes == expected.as_bytes(),
                    "words.txt is not every word of the lexicon, once, in order: {}",
                    reply.content
                );
            });
        }
        while let Some(done) = asking.join_next().await {
            done.expect("an answer checked");
        }
        let seconds = began.elapsed().as_secs_f64();
        tokio::time::sleep(SETTLE).await;
        sampling.store(false, Ordering::Relaxed);
        sampler.await.expect("the sampler");
        figures.push(Round {
            before,
            peak: peak.load(Ordering::Relaxed),
            after: rss_kb(pid),
            after_anon: status_kb(pid, "RssAnon:"),
            seconds,
        });
    }
    drop(bot);
    figures
}
