//! Upgrades (issue 46): a database made by each earlier schema, kept in `tests/upgrade/` (a
//! `pg_dump` of what that schema's own code wrote: games in progress of every variant, some
//! with computer seats, a tournament's first round open with one board's thread still to make,
//! every outbox row pending), is opened with today's code, migrated as the bot migrates at its
//! start, its pending rows delivered once through today's delivery path, every game played to
//! its end and the tournament's round finished. `rolling` checks what docs/OPERATING.md calls
//! safe when two releases meet one database.

mod outbox;
mod play;
mod rolling;

use std::collections::BTreeSet;
use std::sync::Arc;

use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::names::Named;
use lexicord::engine::tiles::Edition;
use lexicord::engine::variant::{VariantId, VariantKind};
use lexicord::service::{Lexicons, Service};
use sqlx::PgPool;

use crate::fake_discord::database_url;
use crate::support::defaults;

/// Fills the empty database of `pool` from the dump `tests/upgrade/<name>.sql`, on a connection
/// of its own (a dump sets its session's search path) that is closed afterwards.
async fn restore(pool: &PgPool, name: &str) {
    let path = format!("{}/tests/upgrade/{name}.sql", env!("CARGO_MANIFEST_DIR"));
    let dump = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut conn = pool.acquire().await.unwrap().detach();
    sqlx::raw_sql(sqlx::AssertSqlSafe(dump))
        .execute(&mut conn)
        .await
        .unwrap_or_else(|e| panic!("restoring {name}: {e}"));
    sqlx::Connection::close(conn).await.unwrap();
}

/// A service with the word lists as the bot loads them (the built-in ENABLE under the version
/// `lexicord run` gives it).
fn bot_service(pool: PgPool) -> Service {
    let enable = Lexicon::enable();
    let version = lexicord::cli::lexicons::enable_version(&enable);
    let mut lexicons = Lexicons::new();
    lexicons.insert_version("enable", &version, Arc::new(enable), Edition::english());
    Service::new(pool, lexicons, defaults())
}

async fn count(pool: &PgPool, sql: &'static str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(pool).await.unwrap()
}

/// Every variant's kind has a game in progress in the fixture.
async fn assert_every_variant(pool: &PgPool, name: &str) {
    let stored: Vec<String> =
        sqlx::query_scalar("select distinct variant from games where status = 'active'")
            .fetch_all(pool)
            .await
            .unwrap();
    let kinds: BTreeSet<&str> = stored
        .iter()
        .map(|v| VariantId::parse(v).unwrap().kind().name())
        .collect();
    for (_, kind) in VariantKind::TABLE {
        assert!(kinds.contains(kind), "{name}: no {kind} game in progress");
    }
}

/// The whole upgrade of the fixture `name` (its future on the heap: it is large).
async fn upgrade_from(name: &str, pool: &PgPool) {
    Box::pin(upgrade(name, pool)).await;
}

async fn upgrade(name: &str, pool: &PgPool) {
    restore(pool, name).await;
    assert_every_variant(pool, name).await;
    // The dump was made when its release ran; the upgrade is taken as happening as that release
    // stopped: the turns' deadlines move forward by the dump's age (else every turn would be
    // refused as timed out).
    sqlx::query(
        "update games set turn_due_at = turn_due_at + (now() - (select max(turn_started_at) from games)) \
         where turn_due_at is not null",
    )
    .execute(pool)
    .await
    .unwrap();
    let pending = count(pool, "select count(*) from outbox where done_at is null").await;
    let threads_to_make = count(
        pool,
        "select count(*) from outbox where done_at is null and kind = 'thread'",
    )
    .await;
    assert!(
        pending > 20 && threads_to_make > 0,
        "{name}: {pending} rows"
    );

    // Migrated as `lexicord run` migrates at its start, by two processes at once (shards of
    // the new release), then its word lists checked.
    let url = database_url(pool).await;
    let (migrated, other) = tokio::join!(
        lexicord::store::connect_and_migrate(&url),
        lexicord::store::connect_and_migrate(&url)
    );
    let migrated = migrated.unwrap_or_else(|e| panic!("{name}: today's migrations: {e:#}"));
    other
        .unwrap_or_else(|e| panic!("{name}: the other process: {e:#}"))
        .close()
        .await;
    let applied = count(
        &migrated,
        "select count(*) from _sqlx_migrations where success",
    )
    .await;
    assert_eq!(
        applied,
        lexicord::store::MIGRATOR.iter().count() as i64,
        "{name}: every migration applied"
    );
    let service = bot_service(migrated.clone());
    let check = service.delivery().check_lexicon_versions().await.unwrap();
    assert!(
        check.gone.is_empty(),
        "{name}: word lists gone: {:?}",
        check.gone
    );

    // Each pending row delivered once: none unreadable, none left, none claimed again.
    let mut thread_ids = 900_000;
    let delivered = outbox::deliver_all(&service, &mut thread_ids).await;
    assert_eq!(delivered as i64, pending, "{name}: every pending row, once");
    let given_up = count(
        &migrated,
        "select count(*) from outbox where outcome is distinct from 'sent'",
    )
    .await;
    assert_eq!(given_up, 0, "{name}: every row delivered as sent");
    assert!(
        service
            .delivery()
            .claim_outgoing(None)
            .await
            .unwrap()
            .is_none()
    );
    // The board whose thread was still to make opens its game there.
    let opened = service.games().open_threaded_boards().await.unwrap();
    assert_eq!(
        opened as i64, threads_to_make,
        "{name}: the waiting boards open"
    );

    play_everything(name, &service, &migrated).await;
    finish_the_round(name, &service, &migrated).await;
    // What today's turns wrote is delivered too.
    assert!(outbox::deliver_all(&service, &mut thread_ids).await > 0);
    migrated.close().await;
}

/// Every game in progress played to its end.
async fn play_everything(name: &str, service: &Service, pool: &PgPool) {
    let games: Vec<i64> =
        sqlx::query_scalar("select id from games where status = 'active' order by id")
            .fetch_all(pool)
            .await
            .unwrap();
    assert!(
        games.len() >= 12,
        "{name}: {} games in progress",
        games.len()
    );
    for game_id in games {
        play::to_the_end(service, game_id).await;
        let game = play::whole(service, game_id).await;
        assert!(game.is_over(), "{name}: game {game_id} over");
    }
    let going = count(pool, "select count(*) from games where status = 'active'").await;
    assert_eq!(going, 0, "{name}: no game left in progress");
}

/// The tournament's first round, all its games over, is settled and the next one paired.
async fn finish_the_round(name: &str, service: &Service, pool: &PgPool) {
    service.pacing().run_due_tournament_jobs().await.unwrap();
    let open = count(
        pool,
        "select count(*) from tournament_boards where round = 1 and settled_by is null \
         and second_player is not null",
    )
    .await;
    assert_eq!(open, 0, "{name}: every board of round 1 settled");
    let paired = count(
        pool,
        "select count(*) from tournament_boards where round = 2",
    )
    .await;
    assert!(
        paired > 0,
        "{name}: round 2 paired once round 1 is finished"
    );
}

#[sqlx::test(migrations = false)]
async fn a_database_of_the_lexicon_versions_schema_upgrades_and_plays_on(pool: PgPool) {
    upgrade_from("20261206100000_lexicon_versions", &pool).await;
}

#[sqlx::test(migrations = false)]
async fn a_database_of_the_server_language_schema_upgrades_and_plays_on(pool: PgPool) {
    upgrade_from("20261205000000_server_language", &pool).await;
}

#[sqlx::test(migrations = false)]
async fn a_database_of_the_game_tiles_schema_upgrades_and_plays_on(pool: PgPool) {
    upgrade_from("20261204000000_game_tiles", &pool).await;
}

#[sqlx::test(migrations = false)]
async fn a_database_of_the_expert_seats_schema_upgrades_and_plays_on(pool: PgPool) {
    upgrade_from("20261203000000_expert_seats", &pool).await;
}
