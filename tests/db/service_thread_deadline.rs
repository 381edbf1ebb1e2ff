//! Issue 26: a round's deadline never forfeits a tournament game whose thread never opened. The
//! deadline passes while the board's thread cannot be made: the board is left unsettled (the
//! job says so), and when the thread opens at last the game gets a full round from then.

use lexicord::service::{TournamentOptions, TournamentState};
use sqlx::PgPool;

use crate::support::{request, service};

const CHANNEL: i64 = 700;

/// How the board was settled, if it was.
async fn settled_by(pool: &PgPool, board: i64) -> Option<String> {
    sqlx::query_scalar("select settled_by from tournament_boards where id = $1")
        .bind(board)
        .fetch_one(pool)
        .await
        .unwrap()
}

#[sqlx::test]
async fn a_deadline_leaves_a_game_whose_thread_never_opened(pool: PgPool) {
    let service = service(pool.clone());
    let mut director = request(1, CHANNEL);
    director.moderator = true;
    let options = TournamentOptions {
        name: "Cup".into(),
        rounds: 1,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    };
    service
        .events()
        .create_tournament(&director, &options)
        .await
        .unwrap();
    for p in [11, 12] {
        service
            .events()
            .join_tournament(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    let view = service.events().start_tournament(&director).await.unwrap();
    assert_eq!(view.state, TournamentState::Running);
    service.clocks().run_due_jobs().await.unwrap();
    service.pacing().run_due_tournament_jobs().await.unwrap();
    let board: i64 = sqlx::query_scalar("select id from tournament_boards")
        .fetch_one(&pool)
        .await
        .unwrap();

    // The thread was never made; the round's deadline passes.
    sqlx::query("update tournament_rounds set deadline_at = now() - interval '1 minute'")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query(
        "update tournament_jobs set due_at = now() - interval '1 minute' \
         where kind = 'round-deadline'",
    )
    .execute(&pool)
    .await
    .unwrap();
    service.clocks().run_due_jobs().await.unwrap();
    service.pacing().run_due_tournament_jobs().await.unwrap();
    let outcome: Option<String> =
        sqlx::query_scalar("select outcome from tournament_jobs where kind = 'round-deadline'")
            .fetch_one(&pool)
            .await
            .unwrap();
    assert_eq!(outcome.as_deref(), Some("threads-waiting"));
    let settled = settled_by(&pool, board).await;
    assert_eq!(settled, None, "nobody forfeits a game nobody could see");

    // The thread opens at last: the game starts with a full round ahead of it.
    let game = service.games().open_board(board, 90_001).await.unwrap();
    assert!(game.is_some(), "the game opens");
    let (deadline_ahead, job_ahead): (bool, bool) = sqlx::query_as(
        "select (select deadline_at > now() + interval '1 hour' from tournament_rounds), \
         (select due_at > now() + interval '1 hour' and done_at is null from tournament_jobs \
          where kind = 'round-deadline')",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    assert!(
        deadline_ahead,
        "the round's deadline moved to a full round from the opening"
    );
    assert!(job_ahead, "the deadline's job runs again then");
    service.clocks().run_due_jobs().await.unwrap();
    service.pacing().run_due_tournament_jobs().await.unwrap();
    let settled = settled_by(&pool, board).await;
    assert_eq!(settled, None, "the game plays on");
}
