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
}

pub async fn append(
    conn: &mut PgConnection,
    game_id: i64,
    entry: &NewMove<'_>,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into moves (game_id, seq, seat, kind, command, summary, score, interaction_id) \
         values ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(game_id)
    .bind(entry.seq)
    .bind(entry.seat)
    .bind(entry.kind.name())
    .bind(entry.command)
    .bind(entry.summary)
    .bind(entry.score)
    .bind(entry.interaction_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// The whole log of a game, in order.
pub async fn log(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Vec<MoveRow>> {
    sqlx::query_as("select seq, seat, kind, command, summary, score from moves where game_id = $1 order by seq")
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
