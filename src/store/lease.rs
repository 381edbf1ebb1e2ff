//! Leases on queue rows: a row is taken for a while (`claimed_until`, with a random
//! `claim_token`) in a short transaction, the work runs with no transaction open, and its
//! outcome is written only while the token still matches, so a late finisher cannot mark a row
//! another process took after the lease ran out. A lease that ran out (its process died) makes
//! the row claimable again. Written for the outbox; any queue table with the two columns can use
//! it (the job queues are meant to).

use sqlx::PgConnection;

/// A queue table with `id`, `claimed_until` and `claim_token` columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Queue {
    /// Discord side effects (`store::outbox`).
    Outbox,
}

impl Queue {
    /// The table's name.
    pub fn table(self) -> &'static str {
        match self {
            Queue::Outbox => "outbox",
        }
    }
}

/// A row this process holds, proven by its token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lease {
    pub queue: Queue,
    pub id: i64,
    pub token: i64,
}

/// The SQL condition on `alias` of a row no live lease holds.
pub fn free(alias: &str) -> String {
    format!("({alias}.claimed_until is null or {alias}.claimed_until <= now())")
}

/// The SQL condition on `alias` of a row held by a live lease (another process delivers it).
/// A row only reserved for its writer (a live `claimed_until` with no token yet) is not held:
/// the writer may take it.
pub fn held(alias: &str) -> String {
    format!("coalesce({alias}.claimed_until > now() and {alias}.claim_token is not null, false)")
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
pub const RELEASE: &str = "claimed_until = null, claim_token = null";

/// The SQL condition an outcome's update must hold: `$1` the row's id, `$2` its token.
pub const HOLDS: &str = "id = $1 and claim_token = $2";
