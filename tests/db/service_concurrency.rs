//! Many commands at once on one game: the row lock serializes them, the loser of each race sees
//! the new state, and the log stays a legal game equal to what is stored.

use lexicord::service::UserError;
use sqlx::PgPool;

use crate::support::waits;
use crate::support::{assert_stored_state_is_the_replay, best_play, request, service, started};

#[sqlx::test]
async fn fifty_tasks_hammer_one_game(pool: PgPool) {
    let service = service(pool.clone());
    let start = started(&service, 30, &[1, 2, 3], "double").await;
    let mut tasks = Vec::new();
    for task in 0..50_i64 {
        let service = service.clone();
        tasks.push(tokio::spawn(async move {
            let (mut done, mut refused) = (0, 0);
            for step in 0..20_i64 {
                let Some((user, coord, word)) = best_play(&service, 30).await else {
                    break;
                };
                let r = request(user, 30);
                // Mostly plays; some passes and challenges to mix the commands.
                let result = match (task + step) % 7 {
                    0 => service.games().pass(&r).await,
                    1 => {
                        service
                            .games()
                            .challenge(&request(1 + (task % 3), 30))
                            .await
                    }
                    _ => service.games().play(&r, &coord, &word).await,
                };
                match result {
                    Ok(_) => done += 1,
                    Err(e) => {
                        let e = e
                            .user()
                            .cloned()
                            .unwrap_or_else(|| panic!("internal error under load: {e}"));
                        assert!(!matches!(e, UserError::NoSuchGame(_)));
                        refused += 1;
                    }
                }
            }
            (done, refused)
        }));
    }
    let (mut done, mut refused) = (0, 0);
    for task in tasks {
        let (d, r) = task.await.unwrap();
        done += d;
        refused += r;
    }
    assert!(done > 10, "commands went through: {done}");
    assert!(
        refused > 0,
        "races were lost and refused cleanly: {refused}"
    );
    assert_stored_state_is_the_replay(&service, &pool, start.lobby.game_id).await;
}

#[sqlx::test]
async fn different_games_do_not_wait_for_each_other(pool: PgPool) {
    let service = service(pool.clone());
    started(&service, 31, &[1, 2], "double").await;
    started(&service, 32, &[3, 4], "double").await;
    // Hold game 31's row lock in an open transaction; game 32 still moves.
    let mut blocker = pool.begin().await.unwrap();
    sqlx::query("select id from games where channel_id = 31 for update")
        .execute(&mut *blocker)
        .await
        .unwrap();
    let (user, coord, word) = best_play(&service, 32).await.unwrap();
    let moved = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        service.games().play(&request(user, 32), &coord, &word),
    )
    .await;
    assert!(
        moved
            .expect("game 32 was not blocked by game 31's lock")
            .is_ok()
    );
    // And game 31 waits for its lock.
    let (user, coord, word) = best_play(&service, 31).await.unwrap();
    let waiting = service.clone();
    let blocked = tokio::spawn(async move {
        waiting
            .games()
            .play(&request(user, 31), &coord, &word)
            .await
    });
    // The command's session is seen waiting for the row lock (a real signal, not a pause).
    waits::a_session_waits_for_a_lock(&pool).await;
    assert!(
        !blocked.is_finished(),
        "game 31's command waits for the lock"
    );
    blocker.rollback().await.unwrap();
    assert!(blocked.await.unwrap().is_ok());
}
