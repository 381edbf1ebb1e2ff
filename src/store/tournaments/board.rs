//! A round's boards: a game or a bye, its game and result, and a player's boards still going.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::kinds::{SettledBy, TournamentState};

/// One board of a round.
#[derive(Clone, Debug, FromRow)]
pub struct BoardRow {
    pub id: i64,
    pub tournament_id: i64,
    pub round: i16,
    pub first_player: i64,
    pub second_player: Option<i64>,
    pub thread_id: Option<i64>,
    pub game_id: Option<i64>,
    pub first_score: Option<i32>,
    pub second_score: Option<i32>,
    #[sqlx(try_from = "Option<String>")]
    pub settled_by: OptionalSettled,
    /// When a league asked for the board's thread (`None`: not yet, or an ordinary round).
    pub opened_at: Option<OffsetDateTime>,
}

/// A board's result source, if settled (sqlx reads the nullable text through it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionalSettled(pub Option<SettledBy>);

impl TryFrom<Option<String>> for OptionalSettled {
    type Error = crate::engine::names::UnknownName;

    fn try_from(text: Option<String>) -> Result<Self, Self::Error> {
        text.map(SettledBy::try_from)
            .transpose()
            .map(OptionalSettled)
    }
}

const BOARD_COLUMNS: &str = "id, tournament_id, round, first_player, second_player, thread_id, \
    game_id, first_score, second_score, settled_by, opened_at";

/// A new board: a game (`second` set) or a bye, perhaps settled at once.
pub async fn insert_board(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    (first, second): (i64, Option<i64>),
    settled: Option<(i32, i32, SettledBy)>,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "insert into tournament_boards (tournament_id, round, first_player, second_player, \
         first_score, second_score, settled_by) values ($1, $2, $3, $4, $5, $6, $7) returning id",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(first)
    .bind(second)
    .bind(settled.map(|s| s.0))
    .bind(settled.map(|s| s.1))
    .bind(settled.map(|s| s.2.name()))
    .fetch_one(conn)
    .await
}

/// Every board of the tournament, by round then id.
pub async fn boards(conn: &mut PgConnection, tournament_id: i64) -> sqlx::Result<Vec<BoardRow>> {
    let sql = format!(
        "select {BOARD_COLUMNS} from tournament_boards where tournament_id = $1 order by round, id"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(tournament_id)
        .fetch_all(conn)
        .await
}

/// A board by id, row-locked.
pub async fn lock_board(conn: &mut PgConnection, id: i64) -> sqlx::Result<Option<BoardRow>> {
    let sql = format!("select {BOARD_COLUMNS} from tournament_boards where id = $1 for update");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// The board a game is played for, if any.
pub async fn board_of_game(
    conn: &mut PgConnection,
    game_id: i64,
) -> sqlx::Result<Option<BoardRow>> {
    let sql = format!("select {BOARD_COLUMNS} from tournament_boards where game_id = $1");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(game_id)
        .fetch_optional(conn)
        .await
}

/// Records the board's thread and game.
pub async fn set_game(
    conn: &mut PgConnection,
    board_id: i64,
    thread_id: i64,
    game_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("update tournament_boards set thread_id = $2, game_id = $3 where id = $1")
        .bind(board_id)
        .bind(thread_id)
        .bind(game_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records (or overrides) a board's result.
pub async fn settle(
    conn: &mut PgConnection,
    board_id: i64,
    scores: (i32, i32),
    by: SettledBy,
) -> sqlx::Result<()> {
    sqlx::query(
        "update tournament_boards set first_score = $2, second_score = $3, settled_by = $4 where id = $1",
    )
    .bind(board_id)
    .bind(scores.0)
    .bind(scores.1)
    .bind(by.name())
    .execute(conn)
    .await?;
    Ok(())
}

/// The games of a tournament's unsettled boards (read without locks, to lock them first).
pub async fn open_games(conn: &mut PgConnection, tournament_id: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "select game_id from tournament_boards where tournament_id = $1 and settled_by is null \
         and game_id is not null",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// A player's board in a tournament, with the event's name and channel.
#[derive(Clone, Debug, FromRow)]
pub struct UserBoardRow {
    pub tournament_id: i64,
    pub name: String,
    pub round: i16,
    pub thread_id: Option<i64>,
    pub opponent: Option<String>,
    pub opponent_id: Option<i64>,
    pub own_score: Option<i32>,
    pub opponent_score: Option<i32>,
}

/// Every board of `user_id` in the server's tournaments that are not finished, by round.
pub async fn boards_of_user(
    conn: &mut PgConnection,
    guild_id: i64,
    user_id: i64,
) -> sqlx::Result<Vec<UserBoardRow>> {
    sqlx::query_as(
        "select t.id as tournament_id, t.name, b.round, b.thread_id, \
         po.display_name as opponent, eo.user_id as opponent_id, \
         case when e.id = b.first_player then b.first_score else b.second_score end as own_score, \
         case when e.id = b.first_player then b.second_score else b.first_score end as opponent_score \
         from tournament_boards b join tournaments t on t.id = b.tournament_id \
         join tournament_players e on e.tournament_id = t.id and e.user_id = $2 \
              and (b.first_player = e.id or b.second_player = e.id) \
         left join tournament_players eo on eo.id = \
              case when e.id = b.first_player then b.second_player else b.first_player end \
         left join players po on po.user_id = eo.user_id \
         where t.guild_id = $1 and t.state <> $3 order by t.id, b.round",
    )
    .bind(guild_id)
    .bind(user_id)
    .bind(TournamentState::Finished.name())
    .fetch_all(conn)
    .await
}
