//! A board's thread as the delivery that makes it records it (a retry reuses it), and what
//! follows the thread's delivery: the board's game opened there, or the director told that it
//! waits (both the games area's work).

use sqlx::PgConnection;

use crate::store::tournaments;

use super::Delivery;
use crate::service::errors::ServiceError;
use crate::service::games::Games;

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

    /// The thread's delivery is done: the board's game opens in it (see
    /// [`Games::open_recorded_board`]).
    pub(super) async fn open_recorded_board(
        &self,
        board_id: i64,
    ) -> Result<Option<i64>, ServiceError> {
        Games::over(self).open_recorded_board(board_id).await
    }

    /// The thread's delivery failed for the first time: the event's channel is told which game
    /// waits (see [`Games::thread_waiting`]), in `conn`.
    pub(super) async fn thread_waiting(
        &self,
        conn: &mut PgConnection,
        board_id: i64,
        refused: bool,
    ) -> Result<(), ServiceError> {
        Games::over(self)
            .thread_waiting(conn, board_id, refused)
            .await
    }
}
