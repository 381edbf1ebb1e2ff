//! The outbox table: Discord side effects written in the transaction of the command that caused
//! them, claimed one at a time with a lease (the one queue implementation, [`queue`]: taken in
//! a short transaction with `for update skip locked`, so several processes never deliver the
//! same row at once), marked done with the message they created, or retried with back-off.

use std::time::Duration;

use sqlx::{FromRow, PgConnection};

use crate::engine::names::{Named, read_by_name};

use super::queue::{self, Backoff, Lease, Only, Queue, QueueRow, Retry};

/// Failures other than a refusal (Discord errors, the network) are tried again after 1 s, then
/// twice as long each time up to 10 minutes, 12 times in all; a board's thread is tried this
/// often whatever the failure (a director can still grant a permission).
pub const TRANSIENT: Backoff = Backoff {
    first: Duration::from_secs(1),
    max: Duration::from_mins(10),
    tries: 12,
};

/// Deliveries refused for good (the channel is closed to the bot) are tried 3 times.
pub const REFUSED: Backoff = Backoff {
    tries: 3,
    ..TRANSIENT
};

/// What a row delivers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OutboxKind {
    /// The board after a command in the game's channel, with the next player mentioned.
    Turn,
    /// A player's new rack by DM.
    Rack,
    /// A turn reminder by DM (a mention in the channel if DMs are closed).
    Reminder,
    /// A lobby or end-of-game notice in the game's channel (opened, joined, left, ended).
    Notice,
    /// A tournament's post: pairings, standings, a board's opening ping, a state change.
    Tournament,
    /// A board's game thread to create (once: its id is recorded on the board).
    Thread,
    /// A server's owner told that Discord keeps refusing the bot's posts in a channel.
    Alert,
}

impl Named for OutboxKind {
    const KIND: &'static str = "outbox kind";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Turn, "turn"),
        (Self::Rack, "rack"),
        (Self::Reminder, "reminder"),
        (Self::Notice, "notice"),
        (Self::Tournament, "tournament"),
        (Self::Thread, "thread"),
        (Self::Alert, "alert"),
    ];
}

read_by_name!(OutboxKind);

/// How a delivery ended, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivered {
    /// The message was created (or found by its nonce).
    Sent,
    /// The user's DMs are closed; the mover was shown the rack in their reply.
    DmClosed,
    /// The user's DMs are closed; the channel was told (without the tiles).
    Noted,
    /// The server has racks shown with `/rack`, not sent.
    NotByDm,
    /// Nothing to send any more (the game is gone, the rack is empty).
    Nothing,
    /// Failed too often, or refused for good (the channel is closed to the bot).
    GivenUp,
}

impl Named for Delivered {
    const KIND: &'static str = "delivery outcome";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Sent, "sent"),
        (Self::DmClosed, "dm-closed"),
        (Self::Noted, "noted"),
        (Self::NotByDm, "not-by-dm"),
        (Self::Nothing, "nothing"),
        (Self::GivenUp, "given-up"),
    ];
}

/// A pending row as claimed.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub game_id: Option<i64>,
    pub channel_id: i64,
    #[sqlx(try_from = "String")]
    pub kind: OutboxKind,
    /// JSON text (the service's `Outgoing`).
    pub payload: String,
    pub attempts: i32,
    /// The language of the row's posts, decided when it was written (`None`: the bot's
    /// default).
    pub language: Option<String>,
}

impl QueueRow for OutboxRow {
    const QUEUE: Queue = Queue::Outbox;
    const COLUMNS: &'static str = "t.id, t.game_id, t.channel_id, t.kind, t.payload::text as payload, t.attempts, \
         t.language";
    const ORDER: &'static str = "o.id";
    const READY: &'static str = IN_ORDER;

    fn id(&self) -> i64 {
        self.id
    }
}

/// How long a game's new row is left to the process whose command wrote it: that process
/// delivers it right after its commit (the mover's own rack goes in their reply when their DMs
/// are closed, which only the command's handler can do), and the other processes' runners take
/// it only if that process died first. A row a job wrote waits that long at most.
pub const RESERVED_FOR_WRITER_SECS: i64 = 3;

/// Writes a game's rows in one statement, in the order given (their ids follow it), each due
/// at once and reserved for the writer (see [`RESERVED_FOR_WRITER_SECS`]).
pub async fn insert_many(
    conn: &mut PgConnection,
    game_id: i64,
    channel_id: i64,
    rows: &[(OutboxKind, String)],
) -> sqlx::Result<()> {
    let kinds: Vec<&str> = rows.iter().map(|(kind, _)| kind.name()).collect();
    let payloads: Vec<&str> = rows.iter().map(|(_, payload)| payload.as_str()).collect();
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "insert into outbox (game_id, channel_id, kind, payload, claimed_until, language) \
         select $1, $2, r.kind, r.payload::jsonb, \
         now() + interval '{RESERVED_FOR_WRITER_SECS} seconds', l.language \
         from unnest($3::text[], $4::text[]) with ordinality as r(kind, payload, n) \
         left join lateral {GAME_LANGUAGE} as l(language) on true order by r.n"
    )))
    .bind(game_id)
    .bind(channel_id)
    .bind(kinds)
    .bind(payloads)
    .execute(conn)
    .await?;
    Ok(())
}

/// The language a game's row posts in, decided when the row is written: its server's choice
/// (`null`: the bot's default, outside a server or before the server chose).
const GAME_LANGUAGE: &str = "(select s.language from servers s join games g \
     on g.guild_id = s.guild_id where g.id = $1)";

/// The language a tournament's (or league's) row posts in: its server's choice, as above.
const TOURNAMENT_LANGUAGE: &str = "(select s.language from servers s join tournaments t \
     on t.guild_id = s.guild_id where t.id = $1)";

/// Writes a tournament's row (no game), due at once.
pub async fn insert_for_tournament(
    conn: &mut PgConnection,
    tournament_id: i64,
    channel_id: i64,
    kind: OutboxKind,
    payload: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "insert into outbox (tournament_id, channel_id, kind, payload, language) \
             values ($1, $2, $3, $4::jsonb, {TOURNAMENT_LANGUAGE}) returning id"
    )))
    .bind(tournament_id)
    .bind(channel_id)
    .bind(kind.name())
    .bind(payload)
    .fetch_one(conn)
    .await
}

/// Writes an alert about `channel_id` for the server `guild_id` (no game), due at once, in the
/// server's language.
pub async fn insert_alert(
    conn: &mut PgConnection,
    guild_id: i64,
    channel_id: i64,
    payload: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into outbox (channel_id, kind, payload, language) values ($2, $3, $4::jsonb, \
         (select language from servers where guild_id = $1)) returning id",
    )
    .bind(guild_id)
    .bind(channel_id)
    .bind(OutboxKind::Alert.name())
    .bind(payload)
    .fetch_one(conn)
    .await
}

/// The rule that keeps posts in order: a channel post (a turn, a notice, a tournament post)
/// waits while an earlier channel post of its channel, or of its game, is pending (in back-off,
/// or being delivered); a thread to create waits for the posts before it in its channel but
/// holds none back. A row given up is done, so it never blocks for good.
const IN_ORDER: &str = "(o.kind not in ('turn', 'notice', 'tournament', 'thread') \
     or (not exists (select 1 from outbox e where e.channel_id = o.channel_id \
     and e.kind in ('turn', 'notice', 'tournament') and e.done_at is null and e.id < o.id) \
     and (o.game_id is null or not exists (select 1 from outbox e where e.game_id = o.game_id \
     and e.kind in ('turn', 'notice', 'tournament') and e.done_at is null and e.id < o.id))))";

/// [`IN_ORDER`] written from the kinds' name table: the one queue needs the rule as a constant
/// (`QueueRow::READY`), so a test holds the two equal.
#[cfg(test)]
fn in_order_from_names() -> String {
    let ordered = super::names::sql_names(&[
        OutboxKind::Turn,
        OutboxKind::Notice,
        OutboxKind::Tournament,
        OutboxKind::Thread,
    ]);
    let posts =
        super::names::sql_names(&[OutboxKind::Turn, OutboxKind::Notice, OutboxKind::Tournament]);
    format!(
        "(o.kind not in ({ordered}) \
     or (not exists (select 1 from outbox e where e.channel_id = o.channel_id \
     and e.kind in ({posts}) and e.done_at is null and e.id < o.id) \
     and (o.game_id is null or not exists (select 1 from outbox e where e.game_id = o.game_id \
     and e.kind in ({posts}) and e.done_at is null and e.id < o.id))))"
    )
}

/// The columns a claim reads, of the rows that may be delivered now (leased or not).
fn claimable() -> String {
    format!(
        "select o.id, o.game_id, o.channel_id, o.kind, o.payload::text as payload, o.attempts, \
         o.language, \
         {} as leased from outbox o where o.done_at is null and o.due_at <= now() and {}",
        queue::held("o"),
        IN_ORDER
    )
}

/// A pending row as read by a claim, with whether another lease holds it.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct Candidate {
    #[sqlx(flatten)]
    pub row: OutboxRow,
    /// A live lease holds it (another delivery is under way).
    pub leased: bool,
}

/// The first due row of `game_id`, locked for this (short) transaction, leased or not: the
/// caller takes it when free and waits when another delivery holds it, so the handler of a
/// command answers its player only after the command's rows were tried.
pub async fn first_of_game(
    conn: &mut PgConnection,
    game_id: i64,
) -> sqlx::Result<Option<Candidate>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{} and o.game_id = $1 order by o.id limit 1 for update of o",
        claimable()
    )))
    .bind(game_id)
    .fetch_optional(conn)
    .await
}

/// Claims the first due row that no lease holds and that may go now (see [`IN_ORDER`]), leasing
/// it for `secs` seconds.
pub async fn claim_free(
    conn: &mut PgConnection,
    secs: i64,
) -> sqlx::Result<Option<(Lease, OutboxRow)>> {
    queue::claim(conn, None, Only::Any, secs).await
}

/// Leases a row found by [`first_of_game`] for `secs` seconds.
pub async fn lease(conn: &mut PgConnection, id: i64, secs: i64) -> sqlx::Result<Lease> {
    queue::take(conn, Queue::Outbox, id, secs).await
}

/// A leased row marked done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marked {
    /// Another process took the row (the lease was lost): nothing was changed.
    LeaseLost,
    /// Done; `cleared`: this post took its channel off `unreachable_channels`.
    Done { cleared: bool },
}

/// Marks a leased row done (a delivery counts as a try), with the message it made or found;
/// a post that went through in its channel (`clears_channel`) takes the channel off
/// `unreachable_channels` in the same statement (it is on every post's path).
pub async fn mark_done(
    conn: &mut PgConnection,
    lease: Lease,
    how: Delivered,
    message_id: Option<i64>,
    clears_channel: bool,
) -> sqlx::Result<Marked> {
    if !queue::done(conn, lease, None, how.name()).await? {
        return Ok(Marked::LeaseLost);
    }
    let cleared = sqlx::query_scalar(
        "with cleared as (delete from unreachable_channels u using outbox o \
         where $3 and o.id = $1 and u.channel_id = o.channel_id returning u.channel_id) \
         update outbox set message_id = $2, attempts = attempts + 1 where id = $1 \
         returning exists (select 1 from cleared)",
    )
    .bind(lease.id)
    .bind(message_id)
    .bind(clears_channel)
    .fetch_one(conn)
    .await?;
    Ok(Marked::Done { cleared })
}

/// Records a failed delivery of a leased row: tried again after `retry`'s wait, or given up
/// ([`Delivered::GivenUp`]); `false` if the lease was lost.
pub async fn record_failure(
    conn: &mut PgConnection,
    lease: Lease,
    retry: Retry,
    error: &str,
) -> sqlx::Result<bool> {
    queue::fail(conn, lease, None, retry, error, Delivered::GivenUp.name()).await
}

/// Whether a channel post (a turn or a notice) of the game is pending.
pub async fn channel_posts_pending(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from outbox where game_id = $1 and kind = any($2) \
         and done_at is null)",
    )
    .bind(game_id)
    .bind([OutboxKind::Turn.name(), OutboxKind::Notice.name()])
    .fetch_one(conn)
    .await
}

/// Milliseconds until the next pending row is due (0 if one is due now), if any; a channel post
/// waiting behind an earlier one does not count, and a leased row counts from its lease's end.
pub async fn next_due_in_ms(conn: &mut PgConnection) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "select greatest(0, (extract(epoch from \
         min(greatest(o.due_at, coalesce(o.claimed_until, o.due_at))) - now()) * 1000)::bigint) \
         from outbox o where o.done_at is null and {IN_ORDER}"
    )))
    .fetch_one(conn)
    .await
}

/// Deletes rows done before `days` days ago.
pub async fn purge_done(conn: &mut PgConnection, days: i32) -> sqlx::Result<u64> {
    let done = sqlx::query("delete from outbox where done_at < now() - make_interval(days => $1)")
        .bind(days)
        .execute(conn)
        .await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_order_rule_names_the_kinds_as_their_table_does() {
        assert_eq!(IN_ORDER, in_order_from_names());
    }
}
