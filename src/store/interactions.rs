//! Outcomes of interactions that changed something, so a repeated interaction (Discord
//! delivers again, a user double-clicks) returns the first outcome and writes nothing.

use sqlx::PgConnection;

/// The stored outcome of `interaction_id`, if it was already handled.
pub async fn outcome(conn: &mut PgConnection, interaction_id: i64) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("select outcome from interactions where interaction_id = $1")
        .bind(interaction_id)
        .fetch_optional(conn)
        .await
}

/// Stores an outcome; `false` if another process stored one for the same interaction first.
pub async fn save(conn: &mut PgConnection, interaction_id: i64, game_id: Option<i64>, outcome: &str) -> sqlx::Result<bool> {
    let result = sqlx::query(
        "insert into interactions (interaction_id, game_id, outcome) values ($1, $2, $3) \
         on conflict (interaction_id) do nothing",
    )
    .bind(interaction_id)
    .bind(game_id)
    .bind(outcome)
    .execute(conn)
    .await?;
    Ok(result.rows_affected() == 1)
}
