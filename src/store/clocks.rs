//! Turn clocks as stored: clock settings of servers and games, each seat's time bank, the
//! current turn's start and deadline, whether a player wants reminders, and the active games of
//! a player (for `/games`).

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::game::CommandKind;
use crate::engine::names::Named;
use crate::kinds::GameStatus;

/// Clock settings as a server's (or game's) row stores them.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct ClockSettingsRow {
    /// Points of a player's time at which they are reminded, in percent, ascending.
    pub reminder_percents: Vec<i16>,
    /// Time-outs in a row after which a player forfeits.
    pub missed_turn_limit: i16,
    /// Extra time each player may use over the turn limit, over the whole game.
    pub time_bank_secs: i32,
}

pub async fn server_clock_settings(
    conn: &mut PgConnection,
    guild_id: i64,
) -> sqlx::Result<Option<ClockSettingsRow>> {
    sqlx::query_as("select reminder_percents, missed_turn_limit, time_bank_secs from servers where guild_id = $1")
        .bind(guild_id)
        .fetch_optional(conn)
        .await
}

pub async fn save_server_clock_settings(
    conn: &mut PgConnection,
    guild_id: i64,
    s: &ClockSettingsRow,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into servers (guild_id, reminder_percents, missed_turn_limit, time_bank_secs) \
         values ($1, $2, $3, $4) \
         on conflict (guild_id) do update set reminder_percents = excluded.reminder_percents, \
         missed_turn_limit = excluded.missed_turn_limit, time_bank_secs = excluded.time_bank_secs, \
         updated_at = now()",
    )
    .bind(guild_id)
    .bind(&s.reminder_percents)
    .bind(s.missed_turn_limit)
    .bind(s.time_bank_secs)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn save_game_clock_settings(
    conn: &mut PgConnection,
    game_id: i64,
    s: &ClockSettingsRow,
) -> sqlx::Result<()> {
    sqlx::query("update games set reminder_percents = $2, missed_turn_limit = $3, time_bank_secs = $4 where id = $1")
        .bind(game_id)
        .bind(&s.reminder_percents)
        .bind(s.missed_turn_limit)
        .bind(s.time_bank_secs)
        .execute(conn)
        .await?;
    Ok(())
}

/// A game's clock: its settings and the current turn.
#[derive(Clone, Debug, FromRow)]
pub struct GameClock {
    pub turn_time_limit_secs: i32,
    pub reminder_percents: Vec<i16>,
    pub missed_turn_limit: i16,
    pub time_bank_secs: i32,
    pub turn_started_at: Option<OffsetDateTime>,
    pub turn_due_at: Option<OffsetDateTime>,
    /// What is left of each seat's time bank, by seat.
    pub banks: Vec<i32>,
}

/// A game's clock read on its own (a game's row carries it too, as it was read).
pub async fn game_clock(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<GameClock> {
    sqlx::query_as(
        "select turn_time_limit_secs, reminder_percents, missed_turn_limit, time_bank_secs, \
         turn_started_at, turn_due_at, array(select s.bank_left_secs from seats s \
         where s.game_id = games.id order by s.seat) as banks from games where id = $1",
    )
    .bind(game_id)
    .fetch_one(conn)
    .await
}

/// Whether the user wants turn reminders (users never seen want them).
pub async fn wants_reminders(conn: &mut PgConnection, user_id: i64) -> sqlx::Result<bool> {
    let wants: Option<bool> =
        sqlx::query_scalar("select reminders from players where user_id = $1")
            .bind(user_id)
            .fetch_optional(conn)
            .await?;
    Ok(wants.unwrap_or(true))
}

/// Turns reminders on or off for a user (recording the user if new).
pub async fn set_reminders(
    conn: &mut PgConnection,
    user_id: i64,
    display_name: &str,
    on: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into players (user_id, display_name, reminders) values ($1, $2, $3) \
         on conflict (user_id) do update set reminders = excluded.reminders",
    )
    .bind(user_id)
    .bind(display_name)
    .bind(on)
    .execute(conn)
    .await?;
    Ok(())
}

/// An active game a player is seated in (and has not resigned from).
#[derive(Clone, Debug, FromRow)]
pub struct ActiveGameRow {
    pub game_id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub seat: i16,
    pub to_move: Option<i16>,
    pub turn_due_at: Option<OffsetDateTime>,
}

/// The user's active games (on one server, or everywhere), those waiting for them first, then
/// by deadline.
pub async fn active_games_of(
    conn: &mut PgConnection,
    user_id: i64,
    guild_id: Option<i64>,
) -> sqlx::Result<Vec<ActiveGameRow>> {
    sqlx::query_as(
        "select g.id as game_id, g.guild_id, g.channel_id, s.seat, g.to_move, g.turn_due_at \
         from games g join seats s on s.game_id = g.id and s.user_id = $1 \
         where g.status = $3 and ($2::bigint is null or g.guild_id = $2) \
           and not exists (select 1 from moves m where m.game_id = g.id and m.seat = s.seat and m.kind = $4) \
         order by coalesce(g.to_move = s.seat, false) desc, g.turn_due_at nulls last, g.id",
    )
    .bind(user_id)
    .bind(guild_id)
    .bind(GameStatus::Active.name())
    .bind(CommandKind::Resign.name())
    .fetch_all(conn)
    .await
}
