//! Rows of `seats`: who sits at a game (a person or a computer player), each seat's role, level
//! and own time, and the seat's snapshot after a command.

use sqlx::{FromRow, PgConnection};

use crate::engine::game::{PlayerLevel, Role};
use crate::engine::names::Named;
use crate::kinds::SeatResult;

/// A seat's row: a person (`user_id`) or a computer player (`bot_level`).
#[derive(Clone, Debug, FromRow)]
pub struct SeatRow {
    pub seat: i16,
    pub user_id: Option<i64>,
    pub bot_level: Option<String>,
    pub display_name: Option<String>,
    pub score: i32,
    pub rack: String,
    #[sqlx(try_from = "Option<String>")]
    pub result: OptionalResult,
    /// Finish Line by level: the seat's level (`None` reads as intermediate).
    #[sqlx(try_from = "Option<String>")]
    pub level: OptionalLevel,
    /// The seat's own time per turn (`None`: the game's).
    pub turn_time_limit_secs: Option<i32>,
    /// Blanks & Blockers: the seat's role (`None` reads as standard).
    #[sqlx(try_from = "Option<String>")]
    pub role: OptionalRole,
}

/// A seat's stored role, if any (sqlx reads the nullable text through it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OptionalRole(pub Option<Role>);

impl TryFrom<Option<String>> for OptionalRole {
    type Error = crate::engine::names::UnknownName;

    fn try_from(text: Option<String>) -> Result<Self, Self::Error> {
        text.map(|t| Role::from_name(&t))
            .transpose()
            .map(OptionalRole)
    }
}

/// A seat's stored result, if its game is over (sqlx reads the nullable text through it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OptionalResult(pub Option<SeatResult>);

impl TryFrom<Option<String>> for OptionalResult {
    type Error = crate::engine::names::UnknownName;

    fn try_from(text: Option<String>) -> Result<Self, Self::Error> {
        text.map(|t| SeatResult::from_name(&t))
            .transpose()
            .map(OptionalResult)
    }
}

/// A seat's stored level, if any (sqlx reads the nullable text through it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OptionalLevel(pub Option<PlayerLevel>);

impl TryFrom<Option<String>> for OptionalLevel {
    type Error = crate::engine::names::UnknownName;

    fn try_from(text: Option<String>) -> Result<Self, Self::Error> {
        text.map(|t| PlayerLevel::from_name(&t))
            .transpose()
            .map(OptionalLevel)
    }
}

/// The seats of a game, in seat order, with the players' names.
pub async fn seats(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Vec<SeatRow>> {
    sqlx::query_as(
        "select s.seat, s.user_id, s.bot_level, p.display_name, s.score, s.rack, s.result, \
         s.level, s.turn_time_limit_secs, s.role from seats s \
         left join players p on p.user_id = s.user_id \
         where s.game_id = $1 order by s.seat",
    )
    .bind(game_id)
    .fetch_all(conn)
    .await
}

/// Seats a person or a computer player at `seat`.
pub async fn insert_seat(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i16,
    user_id: Option<i64>,
    bot_level: Option<&str>,
) -> sqlx::Result<()> {
    sqlx::query("insert into seats (game_id, seat, user_id, bot_level) values ($1, $2, $3, $4)")
        .bind(game_id)
        .bind(seat)
        .bind(user_id)
        .bind(bot_level)
        .execute(conn)
        .await?;
    Ok(())
}

/// Sets a seat's Blanks & Blockers role.
pub async fn set_seat_role(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i16,
    role: Role,
) -> sqlx::Result<()> {
    sqlx::query("update seats set role = $3 where game_id = $1 and seat = $2")
        .bind(game_id)
        .bind(seat)
        .bind(role.name())
        .execute(conn)
        .await?;
    Ok(())
}

/// Sets a seat's Finish Line level.
pub async fn set_seat_level(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i16,
    level: PlayerLevel,
) -> sqlx::Result<()> {
    sqlx::query("update seats set level = $3 where game_id = $1 and seat = $2")
        .bind(game_id)
        .bind(seat)
        .bind(level.name())
        .execute(conn)
        .await?;
    Ok(())
}

/// Sets a seat's own time per turn (a handicap).
pub async fn set_seat_turn_limit(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i16,
    limit_secs: i32,
) -> sqlx::Result<()> {
    sqlx::query("update seats set turn_time_limit_secs = $3 where game_id = $1 and seat = $2")
        .bind(game_id)
        .bind(seat)
        .bind(limit_secs)
        .execute(conn)
        .await?;
    Ok(())
}

/// Removes a seat and closes the gap so seats stay numbered 0.. in join order (lobby only).
pub async fn remove_seat(conn: &mut PgConnection, game_id: i64, seat: i16) -> sqlx::Result<()> {
    sqlx::query("delete from seats where game_id = $1 and seat = $2")
        .bind(game_id)
        .bind(seat)
        .execute(&mut *conn)
        .await?;
    sqlx::query("update seats set seat = seat - 1 where game_id = $1 and seat > $2")
        .bind(game_id)
        .bind(seat)
        .execute(conn)
        .await?;
    Ok(())
}

/// A seat's snapshot: score and rack now; result and record figures once the game is over.
#[derive(Clone, Debug)]
pub struct SeatSnapshot {
    pub seat: i16,
    pub score: i32,
    pub rack: String,
    pub result: Option<SeatResult>,
    pub high_play: i32,
    pub bingos: i32,
    /// The seat's time bank to store (`None`: unchanged).
    pub bank_left_secs: Option<i32>,
}
