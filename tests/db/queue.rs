//! The one queue implementation (`store::queue`) on each of its three tables, `jobs`,
//! `tournament_jobs` and `outbox`, through the same code: two claimers never get the same row,
//! a lease that ran out is taken again (and its first holder can no longer mark the row), a
//! failing row backs off with growing delays until it is given up, and a row marked done is
//! claimed no more.

use std::time::Duration;

use lexicord::store::jobs::JobRow;
use lexicord::store::outbox::OutboxRow;
use lexicord::store::queue::{self, Backoff, Only, QueueRow, Retry};
use lexicord::store::tournament_jobs::TournamentJobRow;
use sqlx::PgPool;
use time::OffsetDateTime;

/// Two due rows in `R`'s queue (with the game and the tournament they belong to).
async fn two_due_rows<R: QueueRow>(pool: &PgPool) {
    let game: i64 = sqlx::query_scalar(
        "insert into games (channel_id, challenge_rule, seed, created_by) \
         values (7, 'double', 1, 1) returning id",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    let tournament: i64 = sqlx::query_scalar(
        "insert into tournaments (guild_id, channel_id, name, created_by, rounds, schedule, \
         lexicon, challenge_rule, turn_time_limit_secs, round_secs, seed) \
         values (1, 7, 'Cup', 1, 2, '{swiss,swiss}', 'enable', 'double', 86400, 86400, 1) \
         returning id",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    let insert = match R::QUEUE.table() {
        "jobs" => {
            "insert into jobs (kind, game_id, seat, game_version, due_at) \
             select 'timeout', $1, 0, 0, now() - interval '1 minute' from generate_series(1, 2)"
        }
        "tournament_jobs" => {
            "insert into tournament_jobs (kind, tournament_id, round, due_at) \
             select 'pair-round', $2, r, now() - interval '1 minute' from generate_series(1, 2) r"
        }
        _ => {
            "insert into outbox (game_id, tournament_id, channel_id, kind, payload) \
             select $1, $2, 7, 'rack', '{}' from generate_series(1, 2)"
        }
    };
    sqlx::query(sqlx::AssertSqlSafe(insert))
        .bind(game)
        .bind(tournament)
        .execute(pool)
        .await
        .unwrap();
}

/// Claims one row of `R`'s queue due now for `secs` seconds, on a connection of its own.
async fn claim<R: QueueRow>(pool: &PgPool, secs: i64) -> Option<(queue::Lease, R)> {
    let mut conn = pool.acquire().await.unwrap();
    queue::claim::<R>(&mut conn, None, Only::Any, secs)
        .await
        .unwrap()
}

async fn two_claimers_never_get_the_same_row<R: QueueRow + 'static>(pool: PgPool) {
    two_due_rows::<R>(&pool).await;
    let claims: Vec<_> = (0..8)
        .map(|_| {
            let pool = pool.clone();
            tokio::spawn(async move { claim::<R>(&pool, 60).await })
        })
        .collect();
    let mut ids = Vec::new();
    for claim in claims {
        if let Some((lease, row)) = claim.await.unwrap() {
            assert_eq!(lease.id, row.id());
            ids.push(lease.id);
        }
    }
    ids.sort_unstable();
    let claimed = ids.len();
    ids.dedup();
    assert_eq!((claimed, ids.len()), (2, 2), "each row claimed once");
}

async fn an_expired_lease_is_taken_again<R: QueueRow>(pool: PgPool) {
    two_due_rows::<R>(&pool).await;
    let (first, _) = claim::<R>(&pool, 60).await.expect("a row");
    let (second, _) = claim::<R>(&pool, 60).await.expect("the other row");
    assert_ne!(first.id, second.id);
    assert!(claim::<R>(&pool, 60).await.is_none(), "both rows are held");
    // The first holder died: its lease runs out.
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "update {} set claimed_until = now() - interval '1 second' where id = $1",
        R::QUEUE.table()
    )))
    .bind(first.id)
    .execute(&pool)
    .await
    .unwrap();
    let (again, _) = claim::<R>(&pool, 60).await.expect("the expired row");
    assert_eq!(again.id, first.id);
    assert_ne!(again.token, first.token);
    let mut conn = pool.acquire().await.unwrap();
    assert!(
        !queue::done(&mut conn, first, None, "late").await.unwrap(),
        "the lost lease marks nothing"
    );
    assert!(queue::done(&mut conn, again, None, "ran").await.unwrap());
    assert!(queue::done(&mut conn, second, None, "ran").await.unwrap());
    let outcomes: Vec<Option<String>> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "select outcome from {} where done_at is not null and claimed_until is null order by id",
        R::QUEUE.table()
    )))
    .fetch_all(&pool)
    .await
    .unwrap();
    assert_eq!(outcomes, vec![Some("ran".to_owned()); 2]);
    assert!(
        claim::<R>(&pool, 60).await.is_none(),
        "done rows are not claimed"
    );
}

async fn a_failing_row_backs_off_then_is_given_up<R: QueueRow>(pool: PgPool) {
    two_due_rows::<R>(&pool).await;
    let backoff = Backoff {
        first: Duration::from_secs(10),
        max: Duration::from_secs(30),
        tries: 4,
    };
    let now = OffsetDateTime::now_utc();
    let mut row_id = None;
    let mut delays = Vec::new();
    for attempts in 1..=4 {
        let mut conn = pool.acquire().await.unwrap();
        // Claimed as if it were an hour later: every back-off has passed.
        let later = now + time::Duration::hours(i64::from(attempts));
        let (lease, row) = queue::claim::<R>(&mut conn, Some(later), Only::Any, 60)
            .await
            .unwrap()
            .expect("a due row");
        if row_id.is_none() {
            // Keep to one row: the other is done.
            let other = claim::<R>(&pool, 60).await.expect("the other row").0;
            assert!(queue::done(&mut conn, other, None, "ran").await.unwrap());
        }
        assert_eq!(*row_id.get_or_insert(row.id()), row.id(), "the failing row");
        let retry = backoff.after(attempts);
        assert!(
            queue::fail(&mut conn, lease, Some(later), retry, "boom", "given-up")
                .await
                .unwrap()
        );
        let (tries, wait, done, outcome): (i32, f64, bool, Option<String>) =
            sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "select attempts, extract(epoch from due_at - $2)::float8, done_at is not null, \
                 outcome from {} where id = $1",
                R::QUEUE.table()
            )))
            .bind(lease.id)
            .bind(later)
            .fetch_one(&pool)
            .await
            .unwrap();
        assert_eq!(tries, attempts);
        if retry == Retry::GiveUp {
            assert_eq!((done, outcome.as_deref()), (true, Some("given-up")));
        } else {
            assert_eq!((done, outcome), (false, None));
            delays.push(wait.round() as i64);
        }
    }
    assert_eq!(delays, vec![10, 20, 30], "back-off doubles up to its most");
    let mut conn = pool.acquire().await.unwrap();
    let far = now + time::Duration::days(1);
    assert!(
        queue::claim::<R>(&mut conn, Some(far), Only::Any, 60)
            .await
            .unwrap()
            .is_none(),
        "a given-up row is not tried again"
    );
}

#[sqlx::test]
async fn jobs_are_claimed_once(pool: PgPool) {
    two_claimers_never_get_the_same_row::<JobRow>(pool).await;
}

#[sqlx::test]
async fn tournament_jobs_are_claimed_once(pool: PgPool) {
    two_claimers_never_get_the_same_row::<TournamentJobRow>(pool).await;
}

#[sqlx::test]
async fn outbox_rows_are_claimed_once(pool: PgPool) {
    two_claimers_never_get_the_same_row::<OutboxRow>(pool).await;
}

#[sqlx::test]
async fn an_expired_job_lease_is_taken_again(pool: PgPool) {
    an_expired_lease_is_taken_again::<JobRow>(pool).await;
}

#[sqlx::test]
async fn an_expired_tournament_job_lease_is_taken_again(pool: PgPool) {
    an_expired_lease_is_taken_again::<TournamentJobRow>(pool).await;
}

#[sqlx::test]
async fn an_expired_outbox_lease_is_taken_again(pool: PgPool) {
    an_expired_lease_is_taken_again::<OutboxRow>(pool).await;
}

#[sqlx::test]
async fn a_failing_job_backs_off(pool: PgPool) {
    a_failing_row_backs_off_then_is_given_up::<JobRow>(pool).await;
}

#[sqlx::test]
async fn a_failing_tournament_job_backs_off(pool: PgPool) {
    a_failing_row_backs_off_then_is_given_up::<TournamentJobRow>(pool).await;
}

#[sqlx::test]
async fn a_failing_outbox_row_backs_off(pool: PgPool) {
    a_failing_row_backs_off_then_is_given_up::<OutboxRow>(pool).await;
}
