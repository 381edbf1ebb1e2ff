//! Games outside a server (a group DM or a DM between users, where a user-installed app may only
//! answer interactions): the latest interaction token of each game's channel, through which its
//! posts go out as follow-ups while Discord accepts them, and the mark that a row's follow-up was
//! tried (a follow-up has no nonce, so a retry goes by DM instead of posting twice).

use sqlx::{FromRow, PgConnection};

/// Discord accepts follow-ups for 15 minutes after the interaction; a token is used for at most
/// 14, so a post never races the end of the window.
pub const TOKEN_MINUTES: i32 = 14;

/// Records `token` as the latest interaction of the open game (lobby or active) of `channel_id`,
/// when that game is outside a server; `false` if there is no such game.
pub async fn remember_answer(
    conn: &mut PgConnection,
    channel_id: i64,
    token: &str,
) -> sqlx::Result<bool> {
    let result = sqlx::query(
        "update games set answer_token = $2, answer_token_at = now() \
         where channel_id = $1 and guild_id is null and status = any($3)",
    )
    .bind(channel_id)
    .bind(token)
    .bind(super::games::open_statuses())
    .execute(conn)
    .await?;
    Ok(result.rows_affected() > 0)
}

/// A game outside a server, as its delivery needs it.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct ConversationRow {
    /// The latest interaction's token while Discord still accepts follow-ups with it.
    pub fresh_token: Option<String>,
    /// The people seated (computer players have no DMs), in seat order.
    pub people: Vec<i64>,
}

/// `Some` for a game outside a server (no guild), with its fresh token and its people.
pub async fn of_game(
    conn: &mut PgConnection,
    game_id: i64,
) -> sqlx::Result<Option<ConversationRow>> {
    sqlx::query_as(
        "select case when g.answer_token_at > now() - make_interval(mins => $2) \
                     then g.answer_token end as fresh_token, \
                coalesce((select array_agg(s.user_id order by s.seat) from seats s \
                          where s.game_id = g.id and s.user_id is not null), '{}') as people \
         from games g where g.id = $1 and g.guild_id is null",
    )
    .bind(game_id)
    .bind(TOKEN_MINUTES)
    .fetch_optional(conn)
    .await
}

/// Marks that outbox row `outbox_id` tried its follow-up; `false` if one was tried before (the
/// row then goes by DM).
pub async fn first_followup(conn: &mut PgConnection, outbox_id: i64) -> sqlx::Result<bool> {
    let result =
        sqlx::query("update outbox set followup_tried = true where id = $1 and not followup_tried")
            .bind(outbox_id)
            .execute(conn)
            .await?;
    Ok(result.rows_affected() == 1)
}
