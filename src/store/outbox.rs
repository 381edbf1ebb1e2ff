//! The outbox table: Discord side effects written in the transaction of the command that caused
//! them, claimed one at a time with `for update skip locked` (so several processes never deliver
//! the same row at once), marked done with the message they created, or retried with back-off.

use sqlx::{FromRow, PgConnection};

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
}

impl OutboxKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            OutboxKind::Turn => "turn",
            OutboxKind::Rack => "rack",
            OutboxKind::Reminder => "reminder",
            OutboxKind::Notice => "notice",
            OutboxKind::Tournament => "tournament",
            OutboxKind::Thread => "thread",
        }
    }

    /// Reads a stored name.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "turn" => Some(OutboxKind::Turn),
            "rack" => Some(OutboxKind::Rack),
            "reminder" => Some(OutboxKind::Reminder),
            "notice" => Some(OutboxKind::Notice),
            "tournament" => Some(OutboxKind::Tournament),
            "thread" => Some(OutboxKind::Thread),
            _ => None,
        }
    }
}

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

impl Delivered {
    pub fn as_str(self) -> &'static str {
        match self {
            Delivered::Sent => "sent",
            Delivered::DmClosed => "dm-closed",
            Delivered::Noted => "noted",
            Delivered::NotByDm => "not-by-dm",
            Delivered::Nothing => "nothing",
            Delivered::GivenUp => "given-up",
        }
    }
}

/// A pending row as claimed.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct OutboxRow {
    pub id: i64,
    pub game_id: Option<i64>,
    pub channel_id: i64,
    pub kind: String,
    /// JSON text (the service's `Outgoing`).
    pub payload: String,
    pub attempts: i32,
}

/// Writes a row, due at once.
pub async fn insert(
    conn: &mut PgConnection,
    game_id: Option<i64>,
    channel_id: i64,
    kind: OutboxKind,
    payload: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into outbox (game_id, channel_id, kind, payload) values ($1, $2, $3, $4::jsonb) \
         returning id",
    )
    .bind(game_id)
    .bind(channel_id)
    .bind(kind.as_str())
    .bind(payload)
    .fetch_one(conn)
    .await
}

/// Writes a tournament's row (no game), due at once.
pub async fn insert_for_tournament(
    conn: &mut PgConnection,
    tournament_id: i64,
    channel_id: i64,
    kind: OutboxKind,
    payload: &str,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into outbox (tournament_id, channel_id, kind, payload) \
         values ($1, $2, $3, $4::jsonb) returning id",
    )
    .bind(tournament_id)
    .bind(channel_id)
    .bind(kind.as_str())
    .bind(payload)
    .fetch_one(conn)
    .await
}

/// The rule that keeps a game's channel posts (turns and notices) in order: one waits while an
/// earlier channel post of its game is pending (or held by another process).
const IN_ORDER: &str = "(o.kind not in ('turn', 'notice') or not exists (select 1 from outbox e \
     where e.game_id = o.game_id and e.kind in ('turn', 'notice') and e.done_at is null \
     and e.id < o.id))";

/// The columns a claim reads, of the rows that may be delivered now.
fn claimable() -> String {
    format!(
        "select o.id, o.game_id, o.channel_id, o.kind, o.payload::text as payload, o.attempts \
         from outbox o where o.done_at is null and o.due_at <= now() and {IN_ORDER}"
    )
}

/// The first due row of `game_id`, locked for this transaction. A row another process is
/// delivering is waited for (and then passed over once done), so the handler of a command
/// answers its player only after the command's rows were tried.
pub async fn claim_next_of_game(
    conn: &mut PgConnection,
    game_id: i64,
) -> sqlx::Result<Option<OutboxRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{} and o.game_id = $1 order by o.id limit 1 for update of o",
        claimable()
    )))
    .bind(game_id)
    .fetch_optional(conn)
    .await
}

/// The first due row of any game, locked for this transaction.
pub async fn claim_next_due(conn: &mut PgConnection) -> sqlx::Result<Option<OutboxRow>> {
    sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{} order by o.id limit 1 for update of o skip locked",
        claimable()
    )))
    .fetch_optional(conn)
    .await
}

/// Marks a claimed row done.
pub async fn mark_done(
    conn: &mut PgConnection,
    id: i64,
    how: Delivered,
    message_id: Option<i64>,
) -> sqlx::Result<()> {
    sqlx::query(
        "update outbox set done_at = now(), outcome = $2, message_id = $3, \
         attempts = attempts + 1 where id = $1",
    )
    .bind(id)
    .bind(how.as_str())
    .bind(message_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Records a failed delivery: tried again after `retry_in_ms`, or given up when `give_up`.
pub async fn record_failure(
    conn: &mut PgConnection,
    id: i64,
    retry_in_ms: i64,
    error: &str,
    give_up: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "update outbox set attempts = attempts + 1, last_error = $3, \
         due_at = now() + make_interval(secs => $2::double precision / 1000), \
         done_at = case when $4 then now() end, outcome = case when $4 then 'given-up' end \
         where id = $1",
    )
    .bind(id)
    .bind(retry_in_ms)
    .bind(error)
    .bind(give_up)
    .execute(conn)
    .await?;
    Ok(())
}

/// Whether a channel post (a turn or a notice) of the game is pending.
pub async fn channel_posts_pending(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from outbox where game_id = $1 and kind in ('turn', 'notice') \
         and done_at is null)",
    )
    .bind(game_id)
    .fetch_one(conn)
    .await
}

/// Milliseconds until the next pending row is due (0 if one is due now), if any; a channel post
/// waiting behind an earlier one does not count.
pub async fn next_due_in_ms(conn: &mut PgConnection) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "select greatest(0, (extract(epoch from min(o.due_at) - now()) * 1000)::bigint) \
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
