//! `/play ... preview` through the service: the score a play would make, from the caller's own
//! rack, with nothing written.

use lexicord::engine::game::GameError;
use lexicord::service::UserError;
use sqlx::PgPool;

use crate::support::{best_play, log_len, request, service, started};

#[sqlx::test]
async fn a_preview_scores_like_the_play_and_writes_nothing(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 30, &[1, 2], "double").await;
    let (user, coord, word) = best_play(&service, 30).await.unwrap();
    let before = log_len(&pool).await;

    let preview = service
        .tables()
        .preview_play(&request(user, 30), &coord, &word)
        .await
        .unwrap();
    assert!(!preview.words.is_empty());
    // The preview picture's header counts the bag as it is (100 tiles, 14 on racks).
    assert_eq!(preview.bag_count, 86);
    assert_eq!(
        service.tables().snapshot(30).await.unwrap().bag_count(),
        Some(86)
    );
    assert_eq!(preview.squares.len(), word.chars().count());
    let refused = |result: Result<_, lexicord::service::ServiceError>| {
        result
            .unwrap_err()
            .user()
            .cloned()
            .expect("a player-facing error")
    };
    assert_eq!(
        refused(
            service
                .tables()
                .preview_play(&request(3, 30), &coord, &word)
                .await
        ),
        UserError::NotAPlayer
    );
    assert!(matches!(
        refused(
            service
                .tables()
                .preview_play(&request(user, 30), "8H", "QQQQ")
                .await
        ),
        UserError::Move(GameError::TilesNotOnRack(_))
    ));
    assert_eq!(log_len(&pool).await, before, "previews write nothing");

    let report = service
        .games()
        .play(&request(user, 30), &coord, &word)
        .await
        .unwrap();
    assert_eq!(report.events[0].score, preview.score as i32);
}
