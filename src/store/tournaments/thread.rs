//! A board's thread on Discord: recorded once made (a delivery retry reuses it), and asked for
//! (a league opens its boards as players free up).

use sqlx::PgConnection;
use time::OffsetDateTime;

/// The thread recorded for a board, if any (a delivery retry reuses it).
pub async fn board_thread(conn: &mut PgConnection, board_id: i64) -> sqlx::Result<Option<i64>> {
    Ok(
        sqlx::query_scalar("select thread_id from tournament_boards where id = $1")
            .bind(board_id)
            .fetch_optional(conn)
            .await?
            .flatten(),
    )
}

/// Records the thread made for a board, unless one is recorded already.
pub async fn record_thread(
    conn: &mut PgConnection,
    board_id: i64,
    thread_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("update tournament_boards set thread_id = $2 where id = $1 and thread_id is null")
        .bind(board_id)
        .bind(thread_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The tournament a board belongs to, if the board exists.
pub async fn board_tournament(conn: &mut PgConnection, board_id: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("select tournament_id from tournament_boards where id = $1")
        .bind(board_id)
        .fetch_optional(conn)
        .await
}

/// Marks a board's thread as asked for (a league opens its boards as players free up).
pub async fn mark_opened(
    conn: &mut PgConnection,
    board_id: i64,
    now: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query("update tournament_boards set opened_at = $2 where id = $1")
        .bind(board_id)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}
