//! End to end, what an operator sees of the bot: `/metrics`, `/healthz` and `/readyz` served on
//! `[observability] listen` while a game is played through the fake Discord. The command,
//! delivery and outbox series move as the game goes on; a Discord that answers the channel's
//! posts with 500 shows in the outbox's backlog, a Discord that is down (the gateway dropped,
//! every request 503) in readiness, naming the shard; and both recover.
// The values compared are counts and 0/1 gauges, written exactly in the exposition.
#![allow(clippy::float_cmp)]

use std::net::SocketAddr;

use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, Opt, database_url};
use crate::support::scrape::{self, get, metrics, value};
use crate::support::table::{Table, best_play};
use crate::support::waits;

/// Waits until `/readyz` answers `status` with a body containing `says`.
async fn wait_readiness(table: &Table, address: SocketAddr, status: u16, says: &str) {
    waits::until(
        &format!("/readyz to answer {status} saying {says:?}"),
        move || async move {
            let answer = get(address, "/readyz").await;
            answer.status == status && answer.body.contains(says)
        },
        || table.discord.summary(),
    )
    .await;
}

/// The exposition once `holds` is true of it: a command's time is recorded when its handler
/// returns, just after its answer was sent.
async fn metrics_once(
    table: &Table,
    address: SocketAddr,
    what: &str,
    holds: impl Fn(&str) -> bool,
) -> String {
    let holds = &holds;
    waits::until(
        what,
        move || async move { holds(&metrics(address).await) },
        || table.discord.summary(),
    )
    .await;
    metrics(address).await
}

fn series(name: &str, labels: &str) -> String {
    format!("{name}{{{labels}}}")
}

fn command_count(exposition: &str, command: &str, outcome: &str) -> f64 {
    let labels = format!("command=\"{command}\",outcome=\"{outcome}\"");
    value(
        exposition,
        &series("lexicord_command_duration_seconds_count", &labels),
    )
}

fn deliveries(exposition: &str, kind: &str, outcome: &str) -> f64 {
    let labels = format!("kind=\"{kind}\",outcome=\"{outcome}\"");
    value(exposition, &series("lexicord_deliveries_total", &labels))
}

#[sqlx::test]
async fn metrics_and_readiness_follow_a_game_and_a_discord_outage(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let url = database_url(&pool).await;
    // A free port, unless `scripts/prometheus-check.sh` gives the one its Prometheus scrapes.
    let listen = std::env::var("LEXICORD_E2E_METRICS_LISTEN");
    let listen = listen.as_deref().unwrap_or("127.0.0.1:0");
    let env = [("LEXICORD_OBSERVABILITY_LISTEN", listen)];
    let bot = Bot::start_with_env(&discord, &url, &env).await;
    let address = scrape::address(&discord).await;
    let table = Table::with(discord, bot, pool);

    let health = get(address, "/healthz").await;
    assert_eq!((health.status, health.body.as_str()), (200, "ok\n"));
    wait_readiness(&table, address, 200, "ready").await;
    let before = metrics(address).await;
    assert!(
        before.contains("lexicord_gateway_shard_state{shard=\"0\",state=\"connected\"} 1"),
        "{before}"
    );
    assert_eq!(value(&before, "lexicord_outbox_pending_rows"), 0.0);
    assert_eq!(value(&before, "lexicord_ready"), 1.0, "{before}");
    assert_eq!(command_count(&before, "game start", "ok"), 0.0);
    assert_eq!(deliveries(&before, "turn", "sent"), 0.0);
    assert!(
        value(&before, "process_resident_memory_bytes") > 1e6,
        "{before}"
    );
    assert!(
        value(&before, "lexicord_db_pool_max_connections") >= 1.0,
        "{before}"
    );

    // A game is opened, joined and started: the commands are timed, the posts and racks
    // delivered, the game counted in progress.
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.run(&table.bob, "game join", &[]).await;
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    let after_start = metrics_once(&table, address, "the start timed", |m| {
        command_count(m, "game start", "ok") > 0.0
    })
    .await;
    assert_eq!(command_count(&after_start, "game start", "ok"), 1.0);
    assert_eq!(command_count(&after_start, "game new", "ok"), 1.0);
    assert!(
        deliveries(&after_start, "rack", "sent") >= 2.0,
        "{after_start}"
    );
    assert_eq!(
        value(
            &after_start,
            "lexicord_games_in_progress{variant=\"classic\"}"
        ),
        1.0,
        "{after_start}"
    );

    // A refused command and a play.
    let mover = table.to_move().await.expect("a player to move");
    let other = table.other(&mover).clone();
    let refused = table.run(&other, "pass", &[]).await;
    assert!(!refused.text().starts_with("Done"), "{refused:?}");
    let (coord, word, _) = best_play(&table.game().await).expect("a play");
    let play = [Opt::text("word", &word), Opt::text("at", &coord)];
    let played = table.run(&mover, "play", &play).await;
    assert!(played.text().starts_with("Done"), "{played:?}");
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    let after_play = metrics_once(&table, address, "the play timed", |m| {
        command_count(m, "play", "ok") > 0.0
    })
    .await;
    assert_eq!(command_count(&after_play, "pass", "refused"), 1.0);
    assert_eq!(command_count(&after_play, "play", "ok"), 1.0);
    assert_eq!(
        deliveries(&after_play, "turn", "sent"),
        deliveries(&after_start, "turn", "sent") + 1.0,
        "the play's board post"
    );
    assert_eq!(value(&after_play, "lexicord_outbox_pending_rows"), 0.0);

    // Discord answers the channel's posts with 500: the next board post waits in the outbox.
    table.discord.fail_next_posts(table.channel(), u32::MAX);
    let passed = table.run(&other, "pass", &[]).await;
    assert!(passed.text().contains("shortly"), "{passed:?}");
    let failing = metrics(address).await;
    assert!(
        value(&failing, "lexicord_outbox_pending_rows") >= 1.0,
        "{failing}"
    );
    assert!(
        value(&failing, "lexicord_outbox_oldest_pending_age_seconds") > 0.0,
        "{failing}"
    );
    assert!(deliveries(&failing, "turn", "retried") >= 1.0, "{failing}");

    // Discord goes down: the gateway drops and every request is refused. Not ready, and why.
    table.discord.set_failing(true);
    wait_readiness(&table, address, 503, "discord: shard 0 not serving").await;
    assert_eq!(get(address, "/healthz").await.status, 200, "still alive");
    let down = metrics(address).await;
    assert_eq!(value(&down, "lexicord_ready"), 0.0, "{down}");
    assert!(
        down.contains("lexicord_gateway_shard_state{shard=\"0\",state=\"connected\"} 0"),
        "{down}"
    );

    // Discord is back: ready again, and the waiting post is delivered.
    table.discord.set_failing(false);
    table.discord.fail_next_posts(table.channel(), 0);
    wait_readiness(&table, address, 200, "ready").await;
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    let recovered = metrics(address).await;
    assert_eq!(value(&recovered, "lexicord_outbox_pending_rows"), 0.0);
    assert_eq!(
        value(&recovered, "lexicord_outbox_oldest_pending_age_seconds"),
        0.0
    );
    assert_eq!(
        deliveries(&recovered, "turn", "sent"),
        deliveries(&after_play, "turn", "sent") + 1.0,
        "the pass's board post, once"
    );
    assert!(
        recovered.contains("lexicord_gateway_shard_state{shard=\"0\",state=\"connected\"} 1"),
        "{recovered}"
    );
}
