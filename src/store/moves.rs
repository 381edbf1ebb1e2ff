//! The move log: one row per command that changed a game, in order. It is the truth from which
//! a game's state is rebuilt.

use sqlx::{FromRow, PgConnection};

use crate::engine::game::CommandKind;
use crate::engine::names::Named;

#[derive(Clone, Debug, FromRow)]
pub struct MoveRow {
    pub seq: i32,
    pub seat: i16,
    #[sqlx(try_from = "String")]
    pub kind: CommandKind,
    pub command: String,
    pub summary: String,
    pub score: i32,
    /// A challenge's judgement (the words that took the play back, empty when it stood);
    /// `None` for other commands and for challenges logged before judgements were kept.
    pub refuted: Option<Vec<String>>,
}

/// A log entry to append.
#[derive(Clone, Debug)]
pub struct NewMove<'a> {
    pub seq: i32,
    pub seat: i16,
    pub kind: CommandKind,
    pub command: &'a str,
    pub summary: &'a str,
    pub score: i32,
    pub interaction_id: Option<i64>,
    /// A challenge's judgement (see [`MoveRow::refuted`]).
    pub refuted: Option<&'a [String]>,
}

pub async fn append(
    conn: &mut PgConnection,
    game_id: i64,
    entry: &NewMove<'_>,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into moves (game_id, seq, seat, kind, command, summary, score, interaction_id, \
         refuted) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(game_id)
    .bind(entry.seq)
    .bind(entry.seat)
    .bind(entry.kind.name())
    .bind(entry.command)
    .bind(entry.summary)
    .bind(entry.score)
    .bind(entry.interaction_id)
    .bind(entry.refuted)
    .execute(conn)
    .await?;
    Ok(())
}

/// The whole log of a game, in order.
pub async fn log(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Vec<MoveRow>> {
    sqlx::query_as("select seq, seat, kind, command, summary, score, refuted from moves where game_id = $1 order by seq")
        .bind(game_id)
        .fetch_all(conn)
        .await
}

/// How many moves other than time-outs were made in any of `game_ids`.
pub async fn count_made(conn: &mut PgConnection, game_ids: &[i64]) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from moves where game_id = any($1) and kind <> $2")
        .bind(game_ids)
        .bind(CommandKind::TimeOut.name())
        .fetch_one(conn)
        .await
}
