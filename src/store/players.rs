//! Players (Discord users) and servers' settings.

use sqlx::{FromRow, PgConnection};

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::kinds::{Language, RackDelivery, ReviewAccess};

/// Records a user and the name to show for them (updated on every command they give).
pub async fn upsert_player(
    conn: &mut PgConnection,
    user_id: i64,
    display_name: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into players (user_id, display_name) values ($1, $2) \
         on conflict (user_id) do update set display_name = excluded.display_name",
    )
    .bind(user_id)
    .bind(display_name)
    .execute(conn)
    .await?;
    Ok(())
}

/// A server's settings row.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct ServerSettingsRow {
    #[sqlx(try_from = "String")]
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
    #[sqlx(try_from = "String")]
    pub rack_delivery: RackDelivery,
    pub lexicon: String,
    pub moderator_role_id: Option<i64>,
    pub words_in_games: bool,
    #[sqlx(try_from = "String")]
    pub review_access: ReviewAccess,
    #[sqlx(try_from = "String")]
    pub language: Language,
}

pub async fn server_settings(
    conn: &mut PgConnection,
    guild_id: i64,
) -> sqlx::Result<Option<ServerSettingsRow>> {
    sqlx::query_as(
        "select challenge_rule, turn_time_limit_secs, rack_delivery, lexicon, moderator_role_id, \
         words_in_games, review_access, language from servers where guild_id = $1",
    )
    .bind(guild_id)
    .fetch_optional(conn)
    .await
}

pub async fn save_server_settings(
    conn: &mut PgConnection,
    guild_id: i64,
    s: &ServerSettingsRow,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into servers (guild_id, challenge_rule, turn_time_limit_secs, rack_delivery, lexicon, moderator_role_id, \
         words_in_games, review_access, language) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         on conflict (guild_id) do update set challenge_rule = excluded.challenge_rule, \
         turn_time_limit_secs = excluded.turn_time_limit_secs, rack_delivery = excluded.rack_delivery, \
         lexicon = excluded.lexicon, moderator_role_id = excluded.moderator_role_id, \
         words_in_games = excluded.words_in_games, review_access = excluded.review_access, \
         language = excluded.language, updated_at = now()",
    )
    .bind(guild_id)
    .bind(s.challenge_rule.name())
    .bind(s.turn_time_limit_secs)
    .bind(s.rack_delivery.name())
    .bind(&s.lexicon)
    .bind(s.moderator_role_id)
    .bind(s.words_in_games)
    .bind(s.review_access.name())
    .bind(s.language.name())
    .execute(conn)
    .await?;
    Ok(())
}
