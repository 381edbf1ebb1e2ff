//! The outbox queue's own reads and upkeep: whether a game's posts wait, when the next row is
//! due, and the purge of delivered rows.

use crate::store::outbox;

use super::Delivery;
use crate::service::errors::ServiceError;

/// How long delivered rows are kept.
const KEEP_DONE_DAYS: i32 = 7;

impl Delivery {
    /// Whether a turn's post of the game is still to be delivered.
    #[tracing::instrument(skip_all, fields(game_id))]
    pub async fn channel_posts_pending(&self, game_id: i64) -> Result<bool, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(outbox::channel_posts_pending(&mut conn, game_id).await?)
    }

    /// Milliseconds until the next row is due (0: now), if any is pending.
    #[tracing::instrument(skip_all)]
    pub async fn next_outgoing_in_ms(&self) -> Result<Option<i64>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(outbox::next_due_in_ms(&mut conn).await?)
    }

    /// Deletes delivered rows older than a week.
    #[tracing::instrument(skip_all)]
    pub async fn purge_outbox(&self) -> Result<u64, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(outbox::purge_done(&mut conn, KEEP_DONE_DAYS).await?)
    }
}
