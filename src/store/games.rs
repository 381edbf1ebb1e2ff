//! Rows of `games` and `seats`: creating lobbies, locking a game for a command, and writing
//! back the snapshot columns after it.

use sqlx::{FromRow, PgConnection};

use crate::engine::game::{ChallengeRule, EndAdjustment};
use crate::engine::names::Named;
use crate::engine::tiles::Edition;
use crate::engine::variant::{Variant, VariantId};
use crate::kinds::{GameStatus, SeatResult};

use super::clocks::GameClock;
use super::names::sql_names;

// A game's seats are read and written with its rows.
pub use super::seats::{
    OptionalLevel, OptionalResult, OptionalRole, SeatRow, SeatSnapshot, insert_seat, remove_seat,
    seats, set_seat_level, set_seat_role, set_seat_turn_limit,
};

/// A game's row.
#[derive(Clone, Debug, FromRow)]
pub struct GameRow {
    pub id: i64,
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    #[sqlx(try_from = "String")]
    pub status: GameStatus,
    #[sqlx(try_from = "String")]
    pub variant: VariantId,
    #[sqlx(try_from = "String")]
    pub challenge_rule: ChallengeRule,
    #[sqlx(try_from = "String")]
    pub adjustment: EndAdjustment,
    pub lexicon: String,
    pub turn_time_limit_secs: i32,
    pub seed: i64,
    pub max_players: i16,
    pub created_by: i64,
    pub version: i32,
    /// Whether the game was started (an abandoned lobby never was).
    pub started: bool,
    /// Whether the game counts for ratings (it also needs every seat to be a person).
    pub rated: bool,
    /// The seat that plays first when decided before the game (`None`: the draw decides).
    pub first_seat: Option<i16>,
    /// The language edition whose tiles the game plays with (its word list's).
    #[sqlx(try_from = "String")]
    pub tiles: Edition,
    /// The version of its word list the game plays on (see `service::Lexicons`); `None` for a
    /// game stored before versions were kept, until a start gives it the version loaded then.
    pub lexicon_version: Option<String>,
    /// How its server sends racks, by its stored name, read with the row (`None`: outside a
    /// server, or before the server chose), so a turn's rows need no second read.
    pub server_rack_delivery: Option<String>,
    /// Its clock as the row was read: a command that holds the row's lock reads its turn's
    /// deadline and the seats' banks here, with no second read.
    #[sqlx(flatten)]
    pub clock: GameClock,
}

impl GameRow {
    /// The rules the game plays by: its variant, with its edition's tiles.
    pub fn rules(&self) -> Variant {
        self.variant.variant().with_edition(&self.tiles)
    }
}

/// What a new lobby is created with.
#[derive(Clone, Debug)]
pub struct NewGame<'a> {
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub variant: VariantId,
    pub challenge_rule: ChallengeRule,
    pub adjustment: EndAdjustment,
    pub lexicon: &'a str,
    pub turn_time_limit_secs: i32,
    pub seed: i64,
    pub max_players: i16,
    pub created_by: i64,
    /// Whether the game counts for ratings (computer seats make it unrated anyway).
    pub rated: bool,
    /// The seat that plays first, if decided before the game (`None`: the draw decides).
    pub first_seat: Option<i16>,
    /// The language edition of the game's tiles (its word list's).
    pub tiles: Edition,
    /// The version of the word list the game is opened with (today's).
    pub lexicon_version: Option<&'a str>,
}

/// The stored names of the statuses of an open game (a lobby or a game in play).
pub fn open_statuses() -> Vec<&'static str> {
    statuses(GameStatus::is_open)
}

/// The stored names of the statuses of a game that is over (played to its end or abandoned).
pub fn closed_statuses() -> Vec<&'static str> {
    statuses(|s| !s.is_open())
}

fn statuses(keep: impl Fn(GameStatus) -> bool) -> Vec<&'static str> {
    GameStatus::all()
        .into_iter()
        .filter(|s| keep(*s))
        .map(Named::name)
        .collect()
}

const GAME_COLUMNS: &str = "id, guild_id, channel_id, status, variant, challenge_rule, adjustment, \
    lexicon, turn_time_limit_secs, seed, max_players, created_by, version, \
    (started_at is not null) as started, rated, first_seat, tiles, lexicon_version, \
    (select s.rack_delivery from servers s where s.guild_id = games.guild_id) \
    as server_rack_delivery, reminder_percents, missed_turn_limit, time_bank_secs, \
    turn_started_at, turn_due_at, \
    array(select s.bank_left_secs from seats s where s.game_id = games.id order by s.seat) as banks";

/// Inserts a lobby; `None` if the channel already has an open game (the unique index says so).
pub async fn insert_lobby(
    conn: &mut PgConnection,
    game: &NewGame<'_>,
) -> sqlx::Result<Option<GameRow>> {
    // The predicate of the unique index on open games, as its migration writes it.
    let open = sql_names(&[GameStatus::Lobby, GameStatus::Active]);
    let sql = format!(
        "insert into games (guild_id, channel_id, variant, challenge_rule, adjustment, lexicon, \
         turn_time_limit_secs, seed, max_players, created_by, rated, first_seat, tiles, \
         lexicon_version) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) \
         on conflict (channel_id) where status in ({open}) do nothing \
         returning {GAME_COLUMNS}"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(game.guild_id)
        .bind(game.channel_id)
        .bind(game.variant.to_string())
        .bind(game.challenge_rule.name())
        .bind(game.adjustment.name())
        .bind(game.lexicon)
        .bind(game.turn_time_limit_secs)
        .bind(game.seed)
        .bind(game.max_players)
        .bind(game.created_by)
        .bind(game.rated)
        .bind(game.first_seat)
        .bind(game.tiles.name)
        .bind(game.lexicon_version)
        .fetch_optional(conn)
        .await
}

/// The open (lobby or active) game of a channel, row-locked until the transaction ends: commands
/// on one game are serialized here.
pub async fn lock_open_game(
    conn: &mut PgConnection,
    channel_id: i64,
) -> sqlx::Result<Option<GameRow>> {
    let sql = format!(
        "select {GAME_COLUMNS} from games where channel_id = $1 and status = any($2) for update"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel_id)
        .bind(open_statuses())
        .fetch_optional(conn)
        .await
}

/// A game by id, row-locked.
pub async fn lock_game(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Option<GameRow>> {
    let sql = format!("select {GAME_COLUMNS} from games where id = $1 for update");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(game_id)
        .fetch_optional(conn)
        .await
}

/// A game by id, not locked (for queries).
pub async fn game(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Option<GameRow>> {
    let sql = format!("select {GAME_COLUMNS} from games where id = $1");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(game_id)
        .fetch_optional(conn)
        .await
}

/// The most recent game of a channel (open or not), not locked.
pub async fn latest_in_channel(
    conn: &mut PgConnection,
    channel_id: i64,
) -> sqlx::Result<Option<GameRow>> {
    let sql = format!(
        "select {GAME_COLUMNS} from games where channel_id = $1 \
         order by (status = any($2)) desc, id desc limit 1"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel_id)
        .bind(open_statuses())
        .fetch_optional(conn)
        .await
}

/// Ids of every game with a status in `statuses`.
pub async fn ids_with_status(
    conn: &mut PgConnection,
    statuses: &[GameStatus],
) -> sqlx::Result<Vec<i64>> {
    let statuses: Vec<&str> = statuses.iter().map(|s| s.name()).collect();
    sqlx::query_scalar("select id from games where status = any($1) order by id")
        .bind(statuses)
        .fetch_all(conn)
        .await
}

/// The snapshot columns written after every command (the move log stays the truth).
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub status: GameStatus,
    pub version: i32,
    pub bag_count: i16,
    /// The tiles in the bag (rack text), for the tile-conservation check.
    pub bag: String,
    pub to_move: Option<i16>,
    /// A new turn began: the turn clock restarts at `now`.
    pub new_turn: bool,
    /// The service clock's time (never the database's, so tests control time).
    pub now: time::OffsetDateTime,
    /// When the player now to move times out (`None`: nobody's clock runs).
    pub turn_due_at: Option<time::OffsetDateTime>,
}

/// Writes a game's snapshot and every seat's in one statement.
pub async fn update_snapshot(
    conn: &mut PgConnection,
    game_id: i64,
    snapshot: &Snapshot,
    seats: &[SeatSnapshot],
) -> sqlx::Result<()> {
    let numbers: Vec<i16> = seats.iter().map(|s| s.seat).collect();
    let scores: Vec<i32> = seats.iter().map(|s| s.score).collect();
    let racks: Vec<&str> = seats.iter().map(|s| s.rack.as_str()).collect();
    let results: Vec<Option<&str>> = seats
        .iter()
        .map(|s| s.result.map(SeatResult::name))
        .collect();
    let high_plays: Vec<i32> = seats.iter().map(|s| s.high_play).collect();
    let bingos: Vec<i32> = seats.iter().map(|s| s.bingos).collect();
    let banks: Vec<Option<i32>> = seats.iter().map(|s| s.bank_left_secs).collect();
    sqlx::query(
        "with seat_rows as (update seats s set score = u.score, rack = u.rack, \
         result = u.result, high_play = u.high_play, bingos = u.bingos, \
         bank_left_secs = coalesce(u.bank, s.bank_left_secs) \
         from unnest($12::smallint[], $13::integer[], $14::text[], $15::text[], \
         $16::integer[], $17::integer[], $18::integer[]) \
         as u(seat, score, rack, result, high_play, bingos, bank) \
         where s.game_id = $1 and s.seat = u.seat) \
         update games set status = $2, version = $3, bag_count = $4, to_move = $5, bag = $8, \
         turn_started_at = case when $6 then $7 else turn_started_at end, \
         started_at = coalesce(started_at, case when $2 = $9 then $7 end), \
         finished_at = case when $2 = any($10) then coalesce(finished_at, $7) end, \
         turn_due_at = $11 where id = $1",
    )
    .bind(game_id)
    .bind(snapshot.status.name())
    .bind(snapshot.version)
    .bind(snapshot.bag_count)
    .bind(snapshot.to_move)
    .bind(snapshot.new_turn)
    .bind(snapshot.now)
    .bind(&snapshot.bag)
    .bind(GameStatus::Active.name())
    .bind(closed_statuses())
    .bind(snapshot.turn_due_at)
    .bind(numbers)
    .bind(scores)
    .bind(racks)
    .bind(results)
    .bind(high_plays)
    .bind(bingos)
    .bind(banks)
    .execute(conn)
    .await?;
    Ok(())
}

/// Marks a game as abandoned (ended by a moderator or by all players).
pub async fn abandon(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<()> {
    sqlx::query("update games set status = $2, finished_at = now(), to_move = null, turn_due_at = null where id = $1")
        .bind(game_id)
        .bind(GameStatus::Abandoned.name())
        .execute(conn)
        .await?;
    Ok(())
}

/// Records that `user_id` asked to end the game; returns everyone who has asked so far.
pub async fn vote_to_end(
    conn: &mut PgConnection,
    game_id: i64,
    user_id: i64,
) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "update games set end_votes = case when $2 = any(end_votes) then end_votes else end_votes || $2 end \
         where id = $1 returning end_votes",
    )
    .bind(game_id)
    .bind(user_id)
    .fetch_one(conn)
    .await
}

/// The seat on move in a game, if it is being played.
pub async fn to_move(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Option<i16>> {
    Ok(
        sqlx::query_scalar("select to_move from games where id = $1")
            .bind(game_id)
            .fetch_optional(conn)
            .await?
            .flatten(),
    )
}
