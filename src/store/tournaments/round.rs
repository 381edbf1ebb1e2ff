//! A tournament's rounds: paired, re-paired, complete, and their deadlines.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::tournament::schedule::MethodName;

/// A round's row.
#[derive(Clone, Debug, FromRow)]
pub struct RoundRow {
    pub round: i16,
    pub method: String,
    pub deadline_at: OffsetDateTime,
    pub completed_at: Option<OffsetDateTime>,
}

/// The rounds paired so far, first first.
pub async fn rounds(conn: &mut PgConnection, tournament_id: i64) -> sqlx::Result<Vec<RoundRow>> {
    sqlx::query_as(
        "select round, method, deadline_at, completed_at from tournament_rounds \
         where tournament_id = $1 order by round",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// Records a round as paired.
pub async fn insert_round(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    method: MethodName,
    deadline_at: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into tournament_rounds (tournament_id, round, method, deadline_at) \
         values ($1, $2, $3, $4)",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(method.name())
    .bind(deadline_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes a round and its boards (re-pairing it).
pub async fn delete_round(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
) -> sqlx::Result<()> {
    sqlx::query("delete from tournament_boards where tournament_id = $1 and round = $2")
        .bind(tournament_id)
        .bind(round)
        .execute(&mut *conn)
        .await?;
    sqlx::query("delete from tournament_rounds where tournament_id = $1 and round = $2")
        .bind(tournament_id)
        .bind(round)
        .execute(conn)
        .await?;
    Ok(())
}

/// Marks a round complete (every result in).
pub async fn complete_round(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    now: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "update tournament_rounds set completed_at = $3 where tournament_id = $1 and round = $2",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Moves a round's deadline on by `secs` (after a pause).
pub async fn extend_deadline(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    secs: i64,
) -> sqlx::Result<Option<OffsetDateTime>> {
    sqlx::query_scalar(
        "update tournament_rounds set deadline_at = deadline_at + make_interval(secs => $3::double precision) \
         where tournament_id = $1 and round = $2 returning deadline_at",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(secs)
    .fetch_optional(conn)
    .await
}
