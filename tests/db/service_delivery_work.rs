//! The work one `/play` costs, command and delivery together: games replayed from their log and
//! SQL statements sent (round trips), counted while the command runs and its outbox rows are
//! read as the bot's delivery reads them.

use lexicord::service::work_counts::StatementCount;
use lexicord::service::{Claimed, Delivered, Outgoing, Service};
use sqlx::PgPool;
use tracing_subscriber::layer::SubscriberExt;

use crate::support::{best_play, request, service, started};

/// Reads what the bot's delivery of `claimed` reads (views, settings, language), then marks it
/// delivered.
async fn read_as_delivery(claimed: Claimed) {
    match claimed.outgoing.clone() {
        Outgoing::Turn { report, .. } => {
            claimed
                .public_at(report.game_id, report.version)
                .await
                .unwrap();
            claimed.language().await.unwrap();
        }
        Outgoing::Rack {
            game_id,
            user_id,
            version,
            ..
        } => {
            let public = claimed.public_at(game_id, version).await.unwrap();
            claimed.rack_settings(public.guild_id).await.unwrap();
            claimed.player_at(game_id, user_id, version).await.unwrap();
        }
        other => panic!("a /play writes no {other:?}"),
    }
    claimed.done(Delivered::Sent, None).await.unwrap();
}

/// Plays one move and delivers its rows; (replays, statements, rack rows) it cost.
async fn one_play(service: &Service, channel: i64) -> (u64, u64, usize) {
    let game_id = started(service, channel, &[1, 2], "double")
        .await
        .report
        .game_id;
    // The start's own rows are delivered first, so the count is the play's alone.
    while let Some(claimed) = service.claim_outgoing(Some(game_id)).await.unwrap() {
        read_as_delivery(claimed).await;
    }
    let (user, coord, word) = best_play(service, channel).await.unwrap();
    let statements = StatementCount::default();
    let subscriber = tracing_subscriber::registry().with(statements.clone());
    let _counting = tracing::subscriber::set_default(subscriber);
    let replays = service.replays();
    let played = service
        .play(&request(user, channel), &coord, &word)
        .await
        .unwrap();
    let mut racks = 0;
    while let Some(claimed) = service.claim_outgoing(Some(played.game_id)).await.unwrap() {
        racks += usize::from(matches!(claimed.outgoing, Outgoing::Rack { .. }));
        read_as_delivery(claimed).await;
    }
    (service.replays() - replays, statements.count.get(), racks)
}

#[sqlx::test]
async fn one_play_and_its_delivery_are_counted(pool: PgPool) {
    let service = service(pool.clone());
    let (replays, statements, racks) = one_play(&service, 40).await;
    println!("one /play with {racks} rack rows: {replays} replays, {statements} statements");
    assert_eq!(racks, 2, "the mover's new rack and the next player's turn");
    assert!(replays >= 1 && statements > 0);
}
