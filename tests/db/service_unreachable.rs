//! A channel that keeps refusing the bot's posts, through the service and a real database: a
//! channel post given up refused for permissions flags its channel with its server and writes
//! one alert; more such posts, delivered by a second service (another process), write none; a
//! rack's refusal (a DM) flags nothing; a post that goes through clears the flag, and the next
//! breakage writes a new alert.

use lexicord::service::{Delivered, Failure, Outgoing, Service};
use sqlx::PgPool;

use crate::support::{GUILD, request, service, started, to_move};

const CHANNEL: i64 = 4600;

/// Delivers every pending row with `service`: channel posts (with `posts`) and racks (with
/// `racks`) fail refused for permissions, each tried again at once until given up; the rest go
/// through.
async fn deliver(service: &Service, pool: &PgPool, (posts, racks): (bool, bool)) {
    // Rows are due at once: no writer's reservation, no back-off.
    let release = "update outbox set claimed_until = null, due_at = now() where done_at is null";
    sqlx::query(release).execute(pool).await.unwrap();
    while let Some(claimed) = service.delivery().claim_outgoing(None).await.unwrap() {
        let in_channel = matches!(
            claimed.outgoing,
            Outgoing::Turn { .. } | Outgoing::Notice { .. }
        );
        let rack = matches!(claimed.outgoing, Outgoing::Rack { .. });
        if (posts && in_channel) || (racks && rack) {
            let error = "Missing Permissions (code 50013)";
            claimed.failed(Failure::Forbidden, error).await.unwrap();
            sqlx::query(release).execute(pool).await.unwrap();
        } else {
            claimed.done(Delivered::Sent, None).await.unwrap();
        }
    }
}

async fn flagged(pool: &PgPool) -> Vec<(i64, i64)> {
    sqlx::query_as("select channel_id, guild_id from unreachable_channels")
        .fetch_all(pool)
        .await
        .unwrap()
}

/// The alerts written so far, as their payloads.
async fn alerts(pool: &PgPool) -> Vec<serde_json::Value> {
    let rows: Vec<String> =
        sqlx::query_scalar("select payload::text from outbox where kind = 'alert' order by id")
            .fetch_all(pool)
            .await
            .unwrap();
    rows.iter()
        .map(|r| serde_json::from_str(r).unwrap())
        .collect()
}

async fn pass(service: &Service) {
    let mover = to_move(service, CHANNEL).await.expect("a player to move");
    service
        .games()
        .pass(&request(mover, CHANNEL))
        .await
        .unwrap();
}

#[sqlx::test]
async fn a_channel_is_flagged_and_told_once_until_a_post_goes_through(pool: PgPool) {
    let one = service(pool.clone());
    let other = service(pool.clone());
    started(&one, CHANNEL, &[11, 12], "double").await;

    // Only the racks are refused (DMs): nothing is flagged.
    deliver(&one, &pool, (false, true)).await;
    assert!(
        flagged(&pool).await.is_empty(),
        "a DM's refusal is no channel's"
    );
    assert!(alerts(&pool).await.is_empty());

    // The channel refuses the next turn's post: flagged with its server, told once.
    pass(&one).await;
    deliver(&one, &pool, (true, false)).await;
    assert_eq!(flagged(&pool).await, [(CHANNEL, GUILD)]);
    let told = alerts(&pool).await;
    assert_eq!(told.len(), 1);
    assert_eq!(told[0]["guild_id"], GUILD);
    assert_eq!(told[0]["channel_id"], CHANNEL);

    // More refused posts, delivered by another process: nobody is told again.
    pass(&one).await;
    deliver(&other, &pool, (true, false)).await;
    pass(&one).await;
    deliver(&one, &pool, (true, false)).await;
    assert_eq!(alerts(&pool).await.len(), 1, "told once");
    assert_eq!(flagged(&pool).await.len(), 1);

    // A post goes through: the flag clears; the next breakage is told again.
    pass(&one).await;
    deliver(&other, &pool, (false, false)).await;
    assert!(flagged(&pool).await.is_empty());
    pass(&one).await;
    deliver(&one, &pool, (true, false)).await;
    assert_eq!(alerts(&pool).await.len(), 2, "a new breakage, told");
}
