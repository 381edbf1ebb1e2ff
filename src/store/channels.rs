//! Server channels as the bot's permissions concern them: the channels of a server where it
//! must be able to post (games in progress, tournaments and leagues), and the channels where
//! Discord keeps refusing its posts for lack of permissions (`unreachable_channels`: flagged
//! once, with the outbox row that tells the server, and cleared by a post that goes through, in
//! `outbox::mark_done`).

use sqlx::{FromRow, PgConnection};

use crate::engine::names::Named;
use crate::kinds::{GameStatus, TournamentState};

/// Most channels of one server that are checked (each is a question to Discord).
pub const MOST_CHECKED: i64 = 25;

/// A server channel where the bot must be able to post.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct Watched {
    pub channel_id: i64,
    /// A tournament or a league is played there (their games need threads of it).
    pub events: bool,
}

/// The channels of `guild` where the bot must be able to post: those with a game in progress,
/// of a tournament not finished, of a league; at most [`MOST_CHECKED`], in order of id.
pub async fn watched(conn: &mut PgConnection, guild: i64) -> sqlx::Result<Vec<Watched>> {
    sqlx::query_as(
        "select channel_id, bool_or(event) as events from ( \
         select channel_id, false as event from games where guild_id = $1 and status = $2 \
         union all select channel_id, true from tournaments where guild_id = $1 and state <> $3 \
         union all select channel_id, true from leagues where guild_id = $1) c \
         group by channel_id order by channel_id limit $4",
    )
    .bind(guild)
    .bind(GameStatus::Active.name())
    .bind(TournamentState::Finished.name())
    .bind(MOST_CHECKED)
    .fetch_all(conn)
    .await
}

/// Flags the channel of outbox row `outbox_id` as refusing the bot's posts, with the server of
/// its game or event; the server, if this flagged it (`None`: it was flagged already, or the row
/// belongs to no server).
pub async fn flag_unreachable(
    conn: &mut PgConnection,
    outbox_id: i64,
) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar(
        "insert into unreachable_channels (channel_id, guild_id) \
         select o.channel_id, coalesce(g.guild_id, t.guild_id) from outbox o \
         left join games g on g.id = o.game_id \
         left join tournaments t on t.id = o.tournament_id \
         where o.id = $1 and coalesce(g.guild_id, t.guild_id) is not null \
         on conflict (channel_id) do nothing returning guild_id",
    )
    .bind(outbox_id)
    .fetch_optional(conn)
    .await
}

/// How many channels are flagged now.
pub async fn unreachable_count(conn: &mut PgConnection) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from unreachable_channels")
        .fetch_one(conn)
        .await
}
