//! Interaction to reply for `/play` through the fake Discord and the real `lexicord` binary:
//! the bot defers, the service plays the move in one transaction that also writes the board post
//! and the rack DM to the outbox, the handler delivers them (the board drawn and posted with a
//! nonce, the new rack drawn and sent by DM, each row marked done), then the player's private
//! answer arrives. The time is
//! measured from the fake sending the interaction to that answer, over whole games of best
//! plays, and printed as p50 / p95 / max (the target: p95 <= 100 ms).
//!
//! Run it with `cargo bench --bench discord_play` (it starts its own PostgreSQL, which needs the
//! PostgreSQL server package, or uses `DATABASE_URL`).
//!
//! With `-- --games N` it measures under load instead: N games in flight at once (each its own
//! two players, who answer as fast as the bot does, the "your turn" rack DMs on), each playing
//! `--plays P` plays (default 8), and prints the same p50 / p95 / max over all of them.
// The fake Discord is shared with the end-to-end tests; this uses only part of it.
#![allow(dead_code, unsafe_code, unused_imports)]

#[path = "../tests/db/fake_discord/mod.rs"]
mod fake_discord;

#[path = "support/database.rs"]
mod database;

#[path = "support/discord_concurrent.rs"]
mod concurrent;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::{Bot, FakeDiscord, FakeUser, Opt};
use lexicord::cli::run::server_defaults;
use lexicord::config::Config;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::service::{GameStatus, Lexicons, Service};

/// Plays timed in all (whole games are played until this many plays were measured).
const PLAYS: usize = 120;

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` runs benches once as a check.
    let quick = !std::env::args().any(|a| a == "--bench");
    let (cluster, url) = database::bench_database("lexicord_bench");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let games = flag("--games");
    let times = match games {
        Some(games) => {
            let plays = flag("--plays").unwrap_or(8);
            println!("discord_play: {games} games in flight, {plays} plays each");
            runtime.block_on(concurrent::measure(&url, games, plays))
        }
        None => runtime.block_on(measure(&url, if quick { 3 } else { PLAYS })),
    };
    drop(runtime);
    if let Some(mut cluster) = cluster {
        cluster.stop();
    }
    report(&times);
}

/// The number after `name` on the command line, if given.
fn flag(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1).and_then(|n| n.parse().ok())
}

fn report(times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let at = |q: f64| sorted[((sorted.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "discord_play: /play interaction to reply over {} plays: p50 {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        sorted.len(),
        at(0.5).as_secs_f64() * 1000.0,
        at(0.95).as_secs_f64() * 1000.0,
        sorted.last().copied().unwrap_or_default().as_secs_f64() * 1000.0
    );
}

async fn measure(url: &str, plays: usize) -> Vec<Duration> {
    let pool = lexicord::store::connect_and_migrate(url)
        .await
        .expect("the benchmark database");
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::new(Lexicon::enable()));
    let service = Service::new(pool, lexicons, server_defaults(&Config::default()));
    let discord = FakeDiscord::start().await;
    let _bot = Bot::start(&discord, url).await;
    let (alice, bob) = (discord.user("alice"), discord.user("bob"));
    let lexicon = Lexicon::enable();
    let mut times = Vec::new();
    let mut game = 0;
    while times.len() < plays {
        game += 1;
        let channel = discord.add_channel(&format!("bench-{game}"));
        let run = async |user: &FakeUser, command: &str, options: &[Opt]| {
            let id = discord.slash(user, channel, command, options).await;
            discord.time_to_reply(id).await
        };
        run(&alice, "game new", &[Opt::int("opponents", 1)]).await;
        run(&bob, "game join", &[]).await;
        run(&alice, "game start", &[]).await;
        while times.len() < plays {
            let snapshot = service
                .tables()
                .snapshot(channel as i64)
                .await
                .expect("the game");
            if snapshot.status != GameStatus::Active {
                break;
            }
            let state = service
                .tables()
                .whole_game(channel as i64)
                .await
                .expect("the game")
                .expect("started");
            let state = &state;
            let seat = state.to_move().expect("someone to move");
            let user = if snapshot.seats[seat].user_id == Some(alice.id as i64) {
                &alice
            } else {
                &bob
            };
            let best = (!state.awaiting_final_challenge())
                .then(|| {
                    movegen::best_move(state.variant(), &lexicon, state.board(), state.rack(seat))
                })
                .flatten();
            match best {
                Some(best) => {
                    let text = format_play(
                        &state.variant().tiles,
                        state.board(),
                        &best.placement(),
                        ThroughStyle::Letters,
                    );
                    let options = [
                        Opt::text("word", &text.word),
                        Opt::text("at", &text.coord.to_string()),
                    ];
                    times.push(run(user, "play", &options).await);
                }
                None => {
                    run(user, "pass", &[]).await;
                }
            }
        }
    }
    times
}
