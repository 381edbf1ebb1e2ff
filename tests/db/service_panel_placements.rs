//! The move panel's list of places through the service (`Tables::placements_in_game`): the
//! channel's `/play at:` list for a seated player, by game id; refused, with what is wrong, to
//! a stranger, on a version the game moved past, and once the game is over.

use lexicord::engine::game::GameError;
use lexicord::service::{ServiceError, UserError};
use sqlx::PgPool;

use crate::support::{best_play, log_len, request, service, started};

fn refusal<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> UserError {
    result
        .unwrap_err()
        .user()
        .cloned()
        .expect("a player-facing error")
}

#[sqlx::test]
async fn the_panel_gets_the_channels_list_by_game_id_for_a_seated_player(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 40, &[1, 2], "double").await;
    let (user, _, word) = best_play(&service, 40).await.unwrap();
    let snapshot = service.tables().snapshot(40).await.unwrap();
    let (game, version) = (snapshot.game_id, snapshot.version);
    let before = log_len(&pool).await;

    let by_id = service
        .tables()
        .placements_in_game(game, version, user, &word)
        .await
        .unwrap();
    let in_channel = service
        .tables()
        .placements(40, user, &word, "")
        .await
        .unwrap();
    assert!(!by_id.is_empty());
    assert_eq!(by_id, in_channel, "the same list, order and labels");
    assert!(
        service
            .tables()
            .placements_in_game(game, version, user, "QQQQQQQ")
            .await
            .unwrap()
            .is_empty(),
        "tiles not on the rack fit nowhere"
    );

    // A stranger, a game that does not exist, a version the game moved past.
    let stranger = service
        .tables()
        .placements_in_game(game, version, 3, &word)
        .await;
    assert_eq!(refusal(stranger), UserError::NotAPlayer);
    let missing = service
        .tables()
        .placements_in_game(game + 99, version, user, &word)
        .await;
    assert_eq!(refusal(missing), UserError::NoSuchGame(game + 99));
    let stale = service
        .tables()
        .placements_in_game(game, version - 1, user, &word)
        .await;
    assert_eq!(refusal(stale), UserError::PanelOutOfDate);
    assert_eq!(log_len(&pool).await, before, "listing writes nothing");

    // Over: refused, where the autocomplete just offers nothing.
    service.games().resign(&request(user, 40)).await.unwrap();
    let version = service.tables().snapshot(40).await.unwrap().version;
    let other = if user == 1 { 2 } else { 1 };
    let over = service
        .tables()
        .placements_in_game(game, version, other, &word)
        .await;
    assert_eq!(refusal(over), UserError::Move(GameError::GameOver));
    assert!(
        service
            .tables()
            .placements(40, other, &word, "")
            .await
            .unwrap()
            .is_empty()
    );
}
