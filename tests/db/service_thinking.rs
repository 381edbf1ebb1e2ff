//! A deliberating computer (the expert level) thinks on the thinking threads with no
//! transaction open and its game's row unlocked: while it thinks, the rest of the service runs
//! (here, on the test's single-threaded runtime, another transaction locks the row at once),
//! and its move is then made and stored like any other.

use std::time::Duration;

use sqlx::PgPool;

use lexicord::service::{Level, LobbyOptions, TurnEventKind};

use crate::support::{assert_stored_state_is_the_replay, best_play, request, service};

#[sqlx::test]
async fn an_expert_thinks_with_its_game_unlocked_and_then_moves(pool: PgPool) {
    let service = service(pool.clone()).with_expert_budget(Duration::from_millis(1500));
    let channel = 41;
    service
        .games()
        .create_lobby(&request(1, channel), &LobbyOptions::default())
        .await
        .unwrap();
    service
        .games()
        .add_computer(&request(1, channel), Level::Expert)
        .await
        .unwrap();
    let game_id = service
        .games()
        .start(&request(1, channel))
        .await
        .unwrap()
        .lobby
        .game_id;
    // The human moves first if the draw says so: then the expert is due.
    if let Some((user, coord, word)) = best_play(&service, channel).await {
        assert_eq!(user, 1);
        service
            .games()
            .play(&request(1, channel), &coord, &word)
            .await
            .unwrap();
    }
    let before: i32 = sqlx::query_scalar("select version from games where id = $1")
        .bind(game_id)
        .fetch_one(&pool)
        .await
        .unwrap();
    let stepping = tokio::spawn({
        let service = service.clone();
        async move { service.games().computer_step(game_id).await }
    });
    // Lock the game's row every 10 ms until the step ends, waiting for it if it is taken. Had
    // the step held the row while its expert thought, every lock would come only after the
    // move was stored (a later version); with the row free, locks come while the game is still
    // at the version the expert thinks about.
    let mut locked_while_thinking = 0;
    while !stepping.is_finished() {
        tokio::time::sleep(Duration::from_millis(10)).await;
        let mut tx = pool.begin().await.unwrap();
        let version: i32 = sqlx::query_scalar("select version from games where id = $1 for update")
            .bind(game_id)
            .fetch_one(&mut *tx)
            .await
            .unwrap();
        if version == before {
            locked_while_thinking += 1;
        }
        tx.rollback().await.unwrap();
    }
    assert!(
        locked_while_thinking > 0,
        "the game's row was never free while its computer thought"
    );
    let step = stepping.await.unwrap().unwrap().expect("the expert moved");
    assert!(
        step.events.iter().any(|e| e.user_id.is_none()
            && matches!(e.kind, TurnEventKind::Play | TurnEventKind::Exchange)),
        "the expert played or exchanged: {:?}",
        step.events
    );
    assert_eq!(step.next.as_ref().and_then(|n| n.user_id), Some(1));
    assert_stored_state_is_the_replay(&service, &pool, game_id).await;
}
