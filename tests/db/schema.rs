//! The migrations build the schema, and the schema keeps its promises.

use sqlx::PgPool;

#[sqlx::test]
async fn migrations_create_every_table(pool: PgPool) {
    let tables: Vec<String> = sqlx::query_scalar(
        "select table_name::text from information_schema.tables where table_schema = 'public' order by 1",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    for table in [
        "games",
        "interactions",
        "moves",
        "outbox",
        "players",
        "seats",
        "servers",
    ] {
        assert!(
            tables.iter().any(|t| t == table),
            "{table} missing from {tables:?}"
        );
    }
}

#[sqlx::test]
async fn one_open_game_per_channel(pool: PgPool) {
    let insert = "insert into games (channel_id, challenge_rule, seed, created_by, status) values (7, 'double', 1, 1, $1)";
    sqlx::query(insert)
        .bind("active")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query(insert)
        .bind("finished")
        .execute(&pool)
        .await
        .unwrap();
    let second = sqlx::query(insert).bind("lobby").execute(&pool).await;
    let error = second.unwrap_err().into_database_error().unwrap();
    assert!(error.is_unique_violation(), "{error}");
}
