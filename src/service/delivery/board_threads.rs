//! A board's thread as the delivery that makes it records it (a retry reuses it; the games area
//! opens the board's game there), and the event's channel told, from what the thread's row
//! carries, which game waits when the thread cannot be made.

use sqlx::PgConnection;

use crate::store::tournaments;

use super::Delivery;
use crate::service::errors::ServiceError;
use crate::service::event_data::post::TournamentPost;
use crate::service::outbox::{self, Outgoing};

impl Delivery {
    /// The thread of a board, if one was recorded (a delivery retry reuses it).
    #[tracing::instrument(skip_all, fields(board_id))]
    pub async fn board_thread(&self, board_id: i64) -> Result<Option<i64>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(tournaments::board_thread(&mut conn, board_id).await?)
    }

    /// Records the thread the bot made for a board, before it is used (a board's thread is only
    /// ever one the bot made); returns the board's thread (the one recorded first, if two
    /// deliveries raced).
    #[tracing::instrument(skip_all, fields(board_id))]
    pub async fn record_board_thread(
        &self,
        board_id: i64,
        thread_id: i64,
    ) -> Result<i64, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        tournaments::record_thread(&mut conn, board_id, thread_id).await?;
        Ok(tournaments::board_thread(&mut conn, board_id)
            .await?
            .unwrap_or(thread_id))
    }
}

/// A board's thread could not be made at the first try (its delivery goes on being retried):
/// writes `post` (which game waits, and why) for the event's channel `channel_id`, in `conn`
/// (the transaction recording the failure). Nothing is said for a board settled or opened
/// since, nor in an event that is over.
pub(super) async fn tell_waiting(
    conn: &mut PgConnection,
    (tournament_id, channel_id, board_id): (i64, i64, i64),
    post: TournamentPost,
) -> Result<(), ServiceError> {
    // The event's lock orders this post among the event's others.
    if tournaments::lock(conn, tournament_id).await?.is_none()
        || !tournaments::waits_for_thread(conn, board_id).await?
    {
        return Ok(());
    }
    let outgoing = Outgoing::Tournament { post };
    outbox::write_for_tournament(conn, tournament_id, channel_id, &outgoing).await?;
    Ok(())
}
