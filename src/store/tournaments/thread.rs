//! A board's thread on Discord: recorded once made (a delivery retry reuses it), asked for (a
//! league opens its boards as players free up), and the boards whose thread is made but whose
//! game is not open yet (the games area opens them).

use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::kinds::TournamentState;

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

/// Boards whose thread is recorded but whose game is not open yet, in an event not finished, as
/// `(board, thread)`, oldest first, at most `limit`.
pub async fn threads_without_game(
    conn: &mut PgConnection,
    limit: i64,
) -> sqlx::Result<Vec<(i64, i64)>> {
    sqlx::query_as(
        "select b.id, b.thread_id from tournament_boards b \
         join tournaments t on t.id = b.tournament_id \
         where b.thread_id is not null and b.game_id is null and b.settled_by is null \
         and t.state <> $1 order by b.id limit $2",
    )
    .bind(TournamentState::Finished.name())
    .bind(limit)
    .fetch_all(conn)
    .await
}

/// Whether a board still waits for its thread: it exists, is neither settled nor open, and its
/// event is not finished.
pub async fn waits_for_thread(conn: &mut PgConnection, board_id: i64) -> sqlx::Result<bool> {
    let waits: Option<bool> = sqlx::query_scalar(
        "select b.game_id is null and b.settled_by is null and t.state <> $2 \
         from tournament_boards b join tournaments t on t.id = b.tournament_id where b.id = $1",
    )
    .bind(board_id)
    .bind(TournamentState::Finished.name())
    .fetch_optional(conn)
    .await?;
    Ok(waits == Some(true))
}
