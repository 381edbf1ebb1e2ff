//! A tournament's players: signing up, leaving, withdrawing, and their seeding at the start.

use sqlx::{FromRow, PgConnection};

/// A player of a tournament, in sign-up order.
#[derive(Clone, Debug, FromRow)]
pub struct EntrantRow {
    pub id: i64,
    pub user_id: i64,
    pub display_name: String,
    pub rating: i32,
    pub removed: bool,
    /// 1 = the highest rated group (set at the start).
    pub division: i16,
}

/// The tournament's players in sign-up order (the tsh file order).
pub async fn entrants(
    conn: &mut PgConnection,
    tournament_id: i64,
) -> sqlx::Result<Vec<EntrantRow>> {
    sqlx::query_as(
        "select e.id, e.user_id, p.display_name, e.rating, e.removed, e.division \
         from tournament_players e join players p on p.user_id = e.user_id \
         where e.tournament_id = $1 order by e.id",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// Signs a player up; `false` if they already are.
pub async fn add_entrant(
    conn: &mut PgConnection,
    tournament_id: i64,
    user_id: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "insert into tournament_players (tournament_id, user_id) values ($1, $2) \
         on conflict do nothing",
    )
    .bind(tournament_id)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Takes a player off the list (before the start); `false` if they were not on it.
pub async fn delete_entrant(
    conn: &mut PgConnection,
    tournament_id: i64,
    user_id: i64,
) -> sqlx::Result<bool> {
    let done =
        sqlx::query("delete from tournament_players where tournament_id = $1 and user_id = $2")
            .bind(tournament_id)
            .bind(user_id)
            .execute(conn)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// Withdraws a player after the start.
pub async fn set_removed(conn: &mut PgConnection, entrant_id: i64) -> sqlx::Result<()> {
    sqlx::query("update tournament_players set removed = true where id = $1")
        .bind(entrant_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Sets each player's rating (as they enter) and division, by entrant row id, at the start.
pub async fn set_seeding(conn: &mut PgConnection, seeding: &[(i64, i32, i16)]) -> sqlx::Result<()> {
    for &(entrant_id, rating, division) in seeding {
        sqlx::query("update tournament_players set rating = $2, division = $3 where id = $1")
            .bind(entrant_id)
            .bind(rating)
            .bind(division)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}
