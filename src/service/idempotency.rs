//! Repeated interactions: the first outcome is stored with the changes it made, in the same
//! transaction, and a repeat gets it back without writing anything.

use serde::Serialize;
use serde::de::DeserializeOwned;
use sqlx::PgConnection;

use crate::store::interactions;

use super::Request;

/// The stored outcome of the request's interaction, if it was handled before.
pub async fn recall<T: DeserializeOwned>(conn: &mut PgConnection, request: &Request) -> anyhow::Result<Option<T>> {
    let Some(id) = request.interaction_id else {
        return Ok(None);
    };
    match interactions::outcome(conn, id).await? {
        Some(text) => Ok(Some(serde_json::from_str(&text)?)),
        None => Ok(None),
    }
}

/// Stores the outcome of the request's interaction with the transaction's other writes.
pub async fn remember<T: Serialize>(
    conn: &mut PgConnection,
    request: &Request,
    game_id: Option<i64>,
    outcome: &T,
) -> anyhow::Result<()> {
    if let Some(id) = request.interaction_id {
        interactions::save(conn, id, game_id, &serde_json::to_string(outcome)?).await?;
    }
    Ok(())
}
