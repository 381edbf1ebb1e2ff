//! End to end, issue 26: the outbox delivers with no database transaction open while Discord
//! answers. A board post that Discord answers only after 5 seconds is claimed with a lease in a
//! short transaction: meanwhile no session of the bot sits in an open transaction and the
//! outbox row is not locked, and the post is still made once and marked delivered.

use std::time::Duration;

use sqlx::PgPool;

use crate::fake_discord::{Event, Opt};
use crate::support::table::{Table, best_play};
use crate::support::waits;

#[sqlx::test]
async fn a_slow_discord_holds_no_transaction_or_row_lock_while_it_answers(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{}", started.text());
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    let mover = table.to_move().await.expect("someone to move");
    let posts = table.channel_messages().len();

    table
        .discord
        .slow_next_post(table.channel(), Duration::from_secs(5));
    let (coord, word, _) = best_play(&table.game().await).expect("a play");
    let play = table
        .discord
        .slash(
            &mover,
            table.channel(),
            "play",
            &[Opt::text("word", &word), Opt::text("at", &coord)],
        )
        .await;
    // Discord has the board post and answers it in 5 s: the bot is waiting on Discord now.
    table
        .discord
        .wait_until("the slow board post", |s| {
            s.events
                .iter()
                .any(|e| matches!(e, Event::Slowed { .. }))
                .then_some(())
        })
        .await;
    let row: i64 = sqlx::query_scalar(
        "select id from outbox where kind = 'turn' and done_at is null order by id limit 1",
    )
    .fetch_one(&table.pool)
    .await
    .expect("the turn's row is still being delivered");
    // A second into the wait (Discord answers after five), nothing holds the row or a
    // transaction: another session locks the row at once, and no session of this database has
    // sat in an open transaction for a second.
    let since: f64 = sqlx::query_scalar("select extract(epoch from now())::float8")
        .fetch_one(&table.pool)
        .await
        .unwrap();
    loop {
        let now: f64 = sqlx::query_scalar("select extract(epoch from now())::float8")
            .fetch_one(&table.pool)
            .await
            .unwrap();
        if now - since >= 1.0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut tx = table.pool.begin().await.unwrap();
    let locked =
        sqlx::query_scalar::<_, i64>("select id from outbox where id = $1 for update nowait")
            .bind(row)
            .fetch_one(&mut *tx)
            .await;
    assert_eq!(
        locked.ok(),
        Some(row),
        "the row is free while Discord answers\n{}",
        table.discord.summary()
    );
    tx.rollback().await.unwrap();
    let open: Vec<String> = sqlx::query_scalar(
        "select coalesce(query, '') from pg_stat_activity where datname = current_database() \
         and pid <> pg_backend_pid() and state like 'idle in transaction%' \
         and now() - xact_start > interval '1 second'",
    )
    .fetch_all(&table.pool)
    .await
    .unwrap();
    assert!(open.is_empty(), "transactions left open: {open:?}");

    // Discord answers; the play is confirmed and the post was made once and marked delivered.
    let reply = table.discord.reply(play).await;
    assert!(reply.ephemeral, "{}", reply.text());
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
    assert_eq!(table.channel_messages().len(), posts + 1, "one board post");
    let outcome: (Option<String>, Option<i64>) =
        sqlx::query_as("select outcome, message_id from outbox where id = $1")
            .bind(row)
            .fetch_one(&table.pool)
            .await
            .unwrap();
    assert_eq!(outcome.0.as_deref(), Some("sent"));
    assert_eq!(
        outcome.1.map(i64::cast_unsigned),
        table.channel_messages().last().map(|m| m.id)
    );
}
