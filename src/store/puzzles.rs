//! Rows of `puzzles` (one per server and UTC day, created once whoever asks first) and
//! `puzzle_answers` (each player's first answer), and what the leaderboard reads from them.

use sqlx::{FromRow, PgConnection};
use time::{Date, OffsetDateTime};

use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::kinds::{GameStatus, PuzzleSource};

/// A puzzle's row.
#[derive(Clone, Debug, FromRow)]
pub struct PuzzleRow {
    pub id: i64,
    pub guild_id: i64,
    pub day: Date,
    #[sqlx(try_from = "String")]
    pub variant: VariantId,
    pub lexicon: String,
    /// The position as one CGP line (the rack to find a play for is the first).
    pub position: String,
    pub bag_count: i16,
    #[sqlx(try_from = "String")]
    pub source: PuzzleSource,
    pub source_game_id: Option<i64>,
    pub source_turn: Option<i32>,
    pub best_score: i32,
    /// Every play with the top score, one a line (`8H WORD`).
    pub best_plays: String,
    pub play_count: i32,
}

const PUZZLE_COLUMNS: &str = "id, guild_id, day, variant, lexicon, position, bag_count, source, \
    source_game_id, source_turn, best_score, best_plays, play_count";

/// The puzzle of a server for a day.
pub async fn puzzle_on(
    conn: &mut PgConnection,
    guild_id: i64,
    day: Date,
) -> sqlx::Result<Option<PuzzleRow>> {
    let sql = format!("select {PUZZLE_COLUMNS} from puzzles where guild_id = $1 and day = $2");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(guild_id)
        .bind(day)
        .fetch_optional(conn)
        .await
}

/// Inserts a puzzle unless the server already has one for its day (another process was
/// first); returns whether this one was stored.
pub async fn insert_puzzle(
    conn: &mut PgConnection,
    puzzle: &PuzzleRow,
    created_at: OffsetDateTime,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "insert into puzzles (guild_id, day, variant, lexicon, position, bag_count, source, \
         source_game_id, source_turn, best_score, best_plays, play_count, created_at) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) \
         on conflict (guild_id, day) do nothing",
    )
    .bind(puzzle.guild_id)
    .bind(puzzle.day)
    .bind(puzzle.variant.to_string())
    .bind(&puzzle.lexicon)
    .bind(&puzzle.position)
    .bind(puzzle.bag_count)
    .bind(puzzle.source.name())
    .bind(puzzle.source_game_id)
    .bind(puzzle.source_turn)
    .bind(puzzle.best_score)
    .bind(&puzzle.best_plays)
    .bind(puzzle.play_count)
    .bind(created_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The positions (CGP) of every puzzle the server had.
pub async fn positions(conn: &mut PgConnection, guild_id: i64) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar("select position from puzzles where guild_id = $1")
        .bind(guild_id)
        .fetch_all(conn)
        .await
}

/// The server's most recent finished games (ids, newest first): where puzzles come from.
pub async fn recent_finished_games(
    conn: &mut PgConnection,
    guild_id: i64,
    limit: i64,
) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "select id from games where guild_id = $1 and status = $3 \
         order by finished_at desc nulls last, id desc limit $2",
    )
    .bind(guild_id)
    .bind(limit)
    .bind(GameStatus::Finished.name())
    .fetch_all(conn)
    .await
}

/// A player's answer to a puzzle.
#[derive(Clone, Debug, FromRow)]
pub struct AnswerRow {
    pub puzzle_id: i64,
    pub user_id: i64,
    pub display_name: String,
    pub play: String,
    pub score: i32,
    pub rank: i32,
    pub best: bool,
    pub interaction_id: Option<i64>,
}

/// A player's (first) answer to a puzzle.
pub async fn answer_of(
    conn: &mut PgConnection,
    puzzle_id: i64,
    user_id: i64,
) -> sqlx::Result<Option<AnswerRow>> {
    sqlx::query_as(
        "select puzzle_id, user_id, display_name, play, score, rank, best, interaction_id \
         from puzzle_answers where puzzle_id = $1 and user_id = $2",
    )
    .bind(puzzle_id)
    .bind(user_id)
    .fetch_optional(conn)
    .await
}

/// Stores a player's answer unless they already answered this puzzle; returns whether it was
/// stored (their first answer).
pub async fn insert_answer(
    conn: &mut PgConnection,
    answer: &AnswerRow,
    answered_at: OffsetDateTime,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "insert into puzzle_answers (puzzle_id, user_id, display_name, play, score, rank, best, \
         interaction_id, answered_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         on conflict (puzzle_id, user_id) do nothing",
    )
    .bind(answer.puzzle_id)
    .bind(answer.user_id)
    .bind(&answer.display_name)
    .bind(&answer.play)
    .bind(answer.score)
    .bind(answer.rank)
    .bind(answer.best)
    .bind(answer.interaction_id)
    .bind(answered_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// How many players answered a puzzle, and how many of them found a best play.
pub async fn answer_counts(conn: &mut PgConnection, puzzle_id: i64) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "select count(*), count(*) filter (where best) from puzzle_answers where puzzle_id = $1",
    )
    .bind(puzzle_id)
    .fetch_one(conn)
    .await
}

/// One player's first answer on one day.
#[derive(Clone, Debug, FromRow)]
pub struct DayResult {
    pub user_id: i64,
    pub display_name: String,
    pub day: Date,
    pub best: bool,
}

/// Every first answer to the server's puzzles (of one player, or of everyone), by player then
/// day.
pub async fn results(
    conn: &mut PgConnection,
    guild_id: i64,
    user_id: Option<i64>,
) -> sqlx::Result<Vec<DayResult>> {
    sqlx::query_as(
        "select a.user_id, a.display_name, p.day, a.best \
         from puzzle_answers a join puzzles p on p.id = a.puzzle_id \
         where p.guild_id = $1 and ($2::bigint is null or a.user_id = $2) \
         order by a.user_id, p.day",
    )
    .bind(guild_id)
    .bind(user_id)
    .fetch_all(conn)
    .await
}
