//! Waits on real signals instead of sleeping: the outbox drained, a session blocked on a lock,
//! the due jobs done; and the user error a refused call returned.

use std::time::Duration;

use lexicord::service::{ServiceError, UserError};
use sqlx::PgPool;

/// How often a wait looks again, and how many looks it takes before failing (60 s).
const LOOK_EVERY: Duration = Duration::from_millis(100);
const LOOKS: usize = 600;

/// The player-facing error of a refused call (panics on success or an internal error).
pub fn user_error<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> UserError {
    match result {
        Err(ServiceError::User(e)) => e,
        other => panic!("expected a user error, got {other:?}"),
    }
}

/// Looks at `done` until it says yes; fails after 60 s with `what` and `context()`.
pub async fn until<F, Fut>(what: &str, mut done: F, context: impl Fn() -> String)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..LOOKS {
        if done().await {
            return;
        }
        tokio::time::sleep(LOOK_EVERY).await;
    }
    panic!("waited 60 s for {what}\n{}", context());
}

/// Rows of the outbox not yet done (delivered or given up).
pub async fn outbox_pending(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select count(*) from outbox where done_at is null")
        .fetch_one(pool)
        .await
        .unwrap()
}

/// Waits until every outbox row is done: after that, nothing already decided is still to be
/// posted.
pub async fn outbox_drained(pool: &PgPool, context: impl Fn() -> String) {
    until(
        "the outbox to drain",
        || async { outbox_pending(pool).await == 0 },
        context,
    )
    .await;
}

/// Jobs due by now and not yet done.
pub async fn due_jobs(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select count(*) from jobs where due_at <= now() and done_at is null")
        .fetch_one(pool)
        .await
        .unwrap()
}

/// Waits until another session of this database waits for a row or table lock.
pub async fn a_session_waits_for_a_lock(pool: &PgPool) {
    until(
        "a session to wait for a lock",
        || async {
            let waiting: i64 = sqlx::query_scalar(
                "select count(*) from pg_stat_activity where datname = current_database() \
                 and pid <> pg_backend_pid() and wait_event_type = 'Lock'",
            )
            .fetch_one(pool)
            .await
            .unwrap();
            waiting > 0
        },
        String::new,
    )
    .await;
}
