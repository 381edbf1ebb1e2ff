//! The one queue implementation, for the three queue tables (`jobs`, `tournament_jobs`,
//! `outbox`): a due row is claimed with a lease (`claimed_until`, with a random `claim_token`)
//! in one short statement, the work runs with no transaction or row lock of the queue open, and
//! its outcome (done, or failed with back-off) is written only while the token still matches,
//! so a late finisher cannot mark a row another process took after the lease ran out. A lease
//! that ran out (its process died) makes the row claimable again. Each table's own rules (the
//! outbox's per-channel order, its time for a row's writer, how often a row is tried, which kind
//! of job a claim wants) are data given to this code by the table's row type and caller, not
//! copies of it: this file names no table's kinds.

use std::time::Duration;

use sqlx::postgres::PgRow;
use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::Named;

/// A queue table with `id`, `due_at`, `attempts`, `last_error`, `done_at`, `outcome`,
/// `claimed_until` and `claim_token` columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Queue {
    /// Timed game jobs: reminders, time-outs, computer steps (`store::jobs`).
    Jobs,
    /// Tournament jobs: pairing a round, settling it at its deadline (`store::tournament_jobs`).
    TournamentJobs,
    /// Discord side effects (`store::outbox`).
    Outbox,
}

impl Queue {
    /// The table's name.
    pub fn table(self) -> &'static str {
        match self {
            Queue::Jobs => "jobs",
            Queue::TournamentJobs => "tournament_jobs",
            Queue::Outbox => "outbox",
        }
    }
}

/// A row type one queue's claim reads.
pub trait QueueRow: for<'r> FromRow<'r, PgRow> + Send + Unpin {
    /// The queue it is read from.
    const QUEUE: Queue;
    /// The columns it reads, of alias `t`.
    const COLUMNS: &'static str;
    /// The order rows are claimed in, on alias `o`: the earliest due first.
    const ORDER: &'static str = "o.due_at, o.id";
    /// The SQL condition, on alias `o`, of a due row that may run now: by default any due row
    /// (the outbox keeps each channel's posts in order, its own rule).
    const READY: &'static str = "true";

    /// The row's id.
    fn id(&self) -> i64;
}

/// A job queue's row (`jobs`, `tournament_jobs`): what running it can do, stored by name, and
/// how a failing one is tried again.
pub trait Job: QueueRow + std::fmt::Debug {
    /// What running a job did.
    type Outcome: Named;
    /// How a failing job is tried again.
    const BACKOFF: Backoff;
    /// The outcome of a job given up.
    const FAILED: Self::Outcome;

    /// Runs tried before this one.
    fn attempts(&self) -> i32;
}

/// A row this process holds, proven by its token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lease {
    pub queue: Queue,
    pub id: i64,
    pub token: i64,
}

/// Which due rows a claim looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Only {
    /// Any row.
    Any,
    /// Rows of one game (the `game_id` column of `jobs` and `outbox`).
    Game(i64),
    /// Rows of one game and one kind (the `kind` column, the queue's stored name of it): the
    /// table's caller names the kind, so the queue knows none.
    GameAndKind(i64, &'static str),
}

impl Only {
    /// The SQL condition on alias `o`, its game (if any) bound as `$4` and its kind (if any) as
    /// `$5`.
    fn condition(self) -> &'static str {
        match self {
            Only::Any => "$4::bigint is null and $5::text is null",
            Only::Game(_) => "o.game_id = $4 and $5::text is null",
            Only::GameAndKind(..) => "o.game_id = $4 and o.kind = $5",
        }
    }

    fn game(self) -> Option<i64> {
        match self {
            Only::Any => None,
            Only::Game(game) | Only::GameAndKind(game, _) => Some(game),
        }
    }

    fn kind(self) -> Option<&'static str> {
        match self {
            Only::Any | Only::Game(_) => None,
            Only::GameAndKind(_, kind) => Some(kind),
        }
    }
}

/// How a failing row is tried again: the first retry after `first`, each next one after twice
/// as long, at most `max`; given up after `tries` tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backoff {
    pub first: Duration,
    pub max: Duration,
    pub tries: i32,
}

/// What becomes of a failed row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Retry {
    /// Tried again after this long.
    After(Duration),
    /// Not tried again: it is done, with the queue's given-up outcome.
    GiveUp,
}

impl Backoff {
    /// What follows a failed try when `attempts` tries (this one included) were made.
    pub fn after(self, attempts: i32) -> Retry {
        if attempts >= self.tries {
            Retry::GiveUp
        } else {
            Retry::After(self.delay(attempts))
        }
    }

    /// The wait after `attempts` tries: `first`, doubled for each try after the first, at most
    /// `max`.
    pub fn delay(self, attempts: i32) -> Duration {
        let doublings = u32::try_from((attempts - 1).clamp(0, 20)).unwrap_or(0);
        self.first.saturating_mul(1 << doublings).min(self.max)
    }
}

/// The SQL condition on `alias` of a row no live lease holds (nor its writer's reservation).
pub fn free(alias: &str) -> String {
    format!("({alias}.claimed_until is null or {alias}.claimed_until <= now())")
}

/// The SQL condition on `alias` of a row held by a live lease (another process works on it).
/// A row only reserved for its writer (a live `claimed_until` with no token yet) is not held:
/// the writer may take it.
pub fn held(alias: &str) -> String {
    format!("coalesce({alias}.claimed_until > now() and {alias}.claim_token is not null, false)")
}

/// The time a queue's statements use: the caller's clock (the service's), or the database's.
fn now_sql(param: u8) -> String {
    format!("coalesce(${param}::timestamptz, now())")
}

/// Claims the first row of `R`'s queue due at `now` (the database's now if `None`) that no
/// lease holds and that may run now, leasing it for `secs` seconds: one statement, so no
/// transaction stays open. Rows another claim is taking at this instant are skipped.
pub async fn claim<R: QueueRow>(
    conn: &mut PgConnection,
    now: Option<OffsetDateTime>,
    only: Only,
    secs: i64,
) -> sqlx::Result<Option<(Lease, R)>> {
    let queue = R::QUEUE;
    let token = rand::random::<i64>();
    let row: Option<R> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "with next as (select o.id from {table} o where o.done_at is null and o.due_at <= {now} \
         and {free} and {ready} and {only} order by {order} limit 1 for update of o skip locked) \
         update {table} t set claimed_until = now() + make_interval(secs => $2), \
         claim_token = $3 from next where t.id = next.id returning {columns}",
        table = queue.table(),
        now = now_sql(1),
        free = free("o"),
        ready = R::READY,
        only = only.condition(),
        order = R::ORDER,
        columns = R::COLUMNS,
    )))
    .bind(now)
    .bind(secs as f64)
    .bind(token)
    .bind(only.game())
    .bind(only.kind())
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|row| {
        let id = row.id();
        (Lease { queue, id, token }, row)
    }))
}

/// Takes row `id` of `queue` for `secs` seconds, with a new token. The caller has locked the row
/// (a `for update` claim in the same short transaction) and seen it free.
pub async fn take(
    conn: &mut PgConnection,
    queue: Queue,
    id: i64,
    secs: i64,
) -> sqlx::Result<Lease> {
    let token = rand::random::<i64>();
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "update {} set claimed_until = now() + make_interval(secs => $3), claim_token = $2 \
         where id = $1",
        queue.table()
    )))
    .bind(id)
    .bind(token)
    .bind(secs as f64)
    .execute(conn)
    .await?;
    Ok(Lease { queue, id, token })
}

/// Extends a lease by `secs` from now; `false` if the row is no longer held with its token.
pub async fn renew(conn: &mut PgConnection, lease: Lease, secs: i64) -> sqlx::Result<bool> {
    let done = sqlx::query(sqlx::AssertSqlSafe(format!(
        "update {} set claimed_until = now() + make_interval(secs => $3) \
         where id = $1 and claim_token = $2",
        lease.queue.table()
    )))
    .bind(lease.id)
    .bind(lease.token)
    .bind(secs as f64)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The SQL that ends a lease, for the `set` list of the update that records the outcome.
const RELEASE: &str = "claimed_until = null, claim_token = null";

/// The SQL condition an outcome's update must hold: `$1` the row's id, `$2` its token.
const HOLDS: &str = "id = $1 and claim_token = $2 and done_at is null";

/// Marks a leased row done at `now` (the database's now if `None`) with `outcome` (its queue's
/// stored name), ending the lease; `false` if the lease was lost (another process took the row,
/// or it was cancelled): the caller then undoes its work.
pub async fn done(
    conn: &mut PgConnection,
    lease: Lease,
    now: Option<OffsetDateTime>,
    outcome: &str,
) -> sqlx::Result<bool> {
    let done = sqlx::query(sqlx::AssertSqlSafe(format!(
        "update {} set done_at = {}, outcome = $4, {RELEASE} where {HOLDS}",
        lease.queue.table(),
        now_sql(3)
    )))
    .bind(lease.id)
    .bind(lease.token)
    .bind(now)
    .bind(outcome)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Records a failed try of a leased row at `now` (the database's now if `None`), ending the
/// lease: the row counts the try and keeps `error`, and is due again after `retry`'s wait, or,
/// given up, is done with `given_up` (its queue's stored name). `false` if the lease was lost.
pub async fn fail(
    conn: &mut PgConnection,
    lease: Lease,
    now: Option<OffsetDateTime>,
    retry: Retry,
    error: &str,
    given_up: &str,
) -> sqlx::Result<bool> {
    let (wait, give_up) = match retry {
        Retry::After(wait) => (wait, false),
        Retry::GiveUp => (Duration::ZERO, true),
    };
    let done = sqlx::query(sqlx::AssertSqlSafe(format!(
        "update {table} set attempts = attempts + 1, last_error = $4, \
         due_at = {now} + make_interval(secs => $5), \
         done_at = case when $6 then {now} end, outcome = case when $6 then $7 end, \
         {RELEASE} where {HOLDS}",
        table = lease.queue.table(),
        now = now_sql(3)
    )))
    .bind(lease.id)
    .bind(lease.token)
    .bind(now)
    .bind(error)
    .bind(wait.as_secs_f64())
    .bind(give_up)
    .bind(given_up)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Marks a claimed job done at `now` with its typed outcome, in the job's own transaction;
/// `false` if its lease was lost (the caller rolls the job's work back).
pub async fn finish<J: Job>(
    conn: &mut PgConnection,
    lease: Lease,
    now: OffsetDateTime,
    outcome: J::Outcome,
) -> sqlx::Result<bool> {
    done(conn, lease, Some(now), outcome.name()).await
}

/// Records a failed run of `job` at `now`: tried again after its queue's back-off, or given up
/// (done, with its queue's failed outcome). Returns what becomes of it.
pub async fn fail_job<J: Job>(
    conn: &mut PgConnection,
    lease: Lease,
    job: &J,
    now: OffsetDateTime,
    error: &str,
) -> sqlx::Result<Retry> {
    let retry = J::BACKOFF.after(job.attempts() + 1);
    fail(conn, lease, Some(now), retry, error, J::FAILED.name()).await?;
    Ok(retry)
}
