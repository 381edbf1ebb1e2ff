//! Drawing a table picture (a tournament's standings or pairings) off the async threads.

use crate::render;

use super::errors::Error;

/// Draws a table off the async threads.
pub async fn picture(table: render::TablePicture) -> Result<Vec<u8>, Error> {
    tokio::task::spawn_blocking(move || render::table_png(&table))
        .await
        .map_err(anyhow::Error::from)?
        .map_err(|e| Error::Internal(e.into()))
}
