//! Rows of `practice_games` (a player's finished games already looked at), `practice_positions`
//! (the positions of their games worth practising, each served until answered) and
//! `practice_players` (each player's streak of right answers).

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::kinds::GameStatus;

/// A player's finished games (ids, newest first) not looked at for practice yet.
pub async fn unanalysed_games(
    conn: &mut PgConnection,
    user_id: i64,
    limit: i64,
) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "select g.id from games g join seats s on s.game_id = g.id and s.user_id = $1 \
         where g.status = $3 and not exists \
           (select 1 from practice_games p where p.user_id = $1 and p.game_id = g.id) \
         order by g.finished_at desc nulls last, g.id desc limit $2",
    )
    .bind(user_id)
    .bind(limit)
    .bind(GameStatus::Finished.name())
    .fetch_all(conn)
    .await
}

/// Marks a game as looked at for a player (again: nothing changes).
pub async fn mark_analysed(
    conn: &mut PgConnection,
    user_id: i64,
    game_id: i64,
    at: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into practice_games (user_id, game_id, analysed_at) values ($1, $2, $3) \
         on conflict do nothing",
    )
    .bind(user_id)
    .bind(game_id)
    .bind(at)
    .execute(conn)
    .await?;
    Ok(())
}

/// How many of a player's finished games were looked at, and how many of their positions were
/// answered.
pub async fn totals(conn: &mut PgConnection, user_id: i64) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "select (select count(*) from practice_games where user_id = $1), \
         (select count(*) from practice_positions where user_id = $1 and answered_at is not null)",
    )
    .bind(user_id)
    .fetch_one(conn)
    .await
}

/// A practice position's row.
#[derive(Clone, Debug, FromRow)]
pub struct PositionRow {
    pub id: i64,
    pub user_id: i64,
    pub game_id: i64,
    pub turn: i32,
    #[sqlx(try_from = "String")]
    pub variant: VariantId,
    pub lexicon: String,
    /// The position as one CGP line (the player's rack first, nobody else's).
    pub position: String,
    pub bag_count: i16,
    pub made: String,
    pub made_score: i32,
    pub made_equity: f32,
    /// Every play of the best equity, one a line (`8H WORD`).
    pub best_plays: String,
    pub best_score: i32,
    pub best_equity: f32,
    pub missed_bingo: bool,
    pub loss: f32,
    pub answer: Option<String>,
    pub answer_score: Option<i32>,
    pub answer_equity: Option<f32>,
    pub answer_right: Option<bool>,
    pub streak_after: Option<i32>,
}

const POSITION_COLUMNS: &str = "id, user_id, game_id, turn, variant, lexicon, position, \
    bag_count, made, made_score, made_equity, best_plays, best_score, best_equity, missed_bingo, \
    loss, answer, answer_score, answer_equity, answer_right, streak_after";

/// Stores a position unless the player already has this turn of this game.
pub async fn insert_position(conn: &mut PgConnection, row: &PositionRow) -> sqlx::Result<()> {
    sqlx::query(
        "insert into practice_positions (user_id, game_id, turn, variant, lexicon, position, \
         bag_count, made, made_score, made_equity, best_plays, best_score, best_equity, \
         missed_bingo, loss) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \
         $14, $15) on conflict (user_id, game_id, turn) do nothing",
    )
    .bind(row.user_id)
    .bind(row.game_id)
    .bind(row.turn)
    .bind(row.variant.to_string())
    .bind(&row.lexicon)
    .bind(&row.position)
    .bind(row.bag_count)
    .bind(&row.made)
    .bind(row.made_score)
    .bind(row.made_equity)
    .bind(&row.best_plays)
    .bind(row.best_score)
    .bind(row.best_equity)
    .bind(row.missed_bingo)
    .bind(row.loss)
    .execute(conn)
    .await?;
    Ok(())
}

/// The position being served to a player: shown and not answered yet.
pub async fn current(conn: &mut PgConnection, user_id: i64) -> sqlx::Result<Option<PositionRow>> {
    let sql = format!(
        "select {POSITION_COLUMNS} from practice_positions \
         where user_id = $1 and served_at is not null and answered_at is null \
         order by served_at, id limit 1"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(user_id)
        .fetch_optional(conn)
        .await
}

/// The player's next position in practice order (`engine::practice`: missed bingos first,
/// then the most equity given up; the newest game, then the earliest turn), served from `at`.
pub async fn serve_next(
    conn: &mut PgConnection,
    user_id: i64,
    at: OffsetDateTime,
) -> sqlx::Result<Option<PositionRow>> {
    let sql = format!(
        "update practice_positions set served_at = $2 where id = \
         (select id from practice_positions where user_id = $1 and answered_at is null \
          order by missed_bingo desc, loss desc, game_id desc, turn limit 1) \
         returning {POSITION_COLUMNS}"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(user_id)
        .bind(at)
        .fetch_optional(conn)
        .await
}

/// How many of a player's positions wait for an answer.
pub async fn waiting(conn: &mut PgConnection, user_id: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "select count(*) from practice_positions where user_id = $1 and answered_at is null",
    )
    .bind(user_id)
    .fetch_one(conn)
    .await
}

/// The position a player answered with this interaction, if any (a repeat of it).
pub async fn answered_with(
    conn: &mut PgConnection,
    user_id: i64,
    interaction_id: i64,
) -> sqlx::Result<Option<PositionRow>> {
    let sql = format!(
        "select {POSITION_COLUMNS} from practice_positions \
         where user_id = $1 and interaction_id = $2 and answered_at is not null"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(user_id)
        .bind(interaction_id)
        .fetch_optional(conn)
        .await
}

/// An answer to a position.
#[derive(Clone, Debug)]
pub struct Answer<'a> {
    pub play: &'a str,
    pub score: i32,
    pub equity: f32,
    pub right: bool,
    pub streak_after: i32,
    pub interaction_id: Option<i64>,
}

/// Records the answer to position `id` unless it was answered already; returns whether it was
/// recorded.
pub async fn record_answer(
    conn: &mut PgConnection,
    id: i64,
    answer: &Answer<'_>,
    at: OffsetDateTime,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "update practice_positions set answered_at = $2, answer = $3, answer_score = $4, \
         answer_equity = $5, answer_right = $6, streak_after = $7, interaction_id = $8 \
         where id = $1 and answered_at is null",
    )
    .bind(id)
    .bind(at)
    .bind(answer.play)
    .bind(answer.score)
    .bind(answer.equity)
    .bind(answer.right)
    .bind(answer.streak_after)
    .bind(answer.interaction_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A player's practice record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, FromRow)]
pub struct PlayerRow {
    pub streak: i32,
    pub longest: i32,
    pub answered: i32,
    pub answered_right: i32,
}

/// A player's record, locked for the rest of the transaction (created empty if new).
pub async fn lock_player(conn: &mut PgConnection, user_id: i64) -> sqlx::Result<PlayerRow> {
    sqlx::query("insert into practice_players (user_id) values ($1) on conflict do nothing")
        .bind(user_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query_as(
        "select streak, longest, answered, answered_right from practice_players \
         where user_id = $1 for update",
    )
    .bind(user_id)
    .fetch_one(conn)
    .await
}

/// A player's record as it stands (empty if they never practised).
pub async fn player(conn: &mut PgConnection, user_id: i64) -> sqlx::Result<PlayerRow> {
    let row = sqlx::query_as(
        "select streak, longest, answered, answered_right from practice_players \
         where user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(conn)
    .await?;
    Ok(row.unwrap_or_default())
}

/// Writes a player's record.
pub async fn save_player(
    conn: &mut PgConnection,
    user_id: i64,
    row: &PlayerRow,
) -> sqlx::Result<()> {
    sqlx::query(
        "update practice_players set streak = $2, longest = $3, answered = $4, \
         answered_right = $5 where user_id = $1",
    )
    .bind(user_id)
    .bind(row.streak)
    .bind(row.longest)
    .bind(row.answered)
    .bind(row.answered_right)
    .execute(conn)
    .await?;
    Ok(())
}
