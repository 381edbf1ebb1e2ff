//! Which version of its word list each game plays on (`games.lexicon_version`), and whether a
//! game's channel was told that its version is gone (`games.lexicon_missing_told`).

use sqlx::{FromRow, PgConnection};

use crate::engine::game::CommandKind;
use crate::engine::names::Named;
use crate::kinds::GameStatus;

/// An open game (lobby or active) and the version of its list it uses.
#[derive(Clone, Debug, FromRow)]
pub struct GameVersion {
    pub id: i64,
    pub channel_id: i64,
    #[sqlx(try_from = "String")]
    pub status: GameStatus,
    pub lexicon: String,
    pub lexicon_version: Option<String>,
    /// Whether the channel was told the version is gone.
    pub told: bool,
}

/// Gives every game on the list `lexicon` that recorded no version (stored before versions
/// were kept) the version `version`; returns how many.
pub async fn adopt_unversioned(
    conn: &mut PgConnection,
    lexicon: &str,
    version: &str,
) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "update games set lexicon_version = $2 where lexicon = $1 and lexicon_version is null",
    )
    .bind(lexicon)
    .bind(version)
    .execute(conn)
    .await?;
    Ok(done.rows_affected())
}

const COLUMNS: &str =
    "id, channel_id, status, lexicon, lexicon_version, lexicon_missing_told as told";

/// Every open game (lobby or active) with its list's version, by id.
pub async fn open_games(conn: &mut PgConnection) -> sqlx::Result<Vec<GameVersion>> {
    let sql = format!("select {COLUMNS} from games where status = any($1) order by id");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(super::games::open_statuses())
        .fetch_all(conn)
        .await
}

/// One open game's version, row-locked.
pub async fn lock_open(conn: &mut PgConnection, game_id: i64) -> sqlx::Result<Option<GameVersion>> {
    let sql = format!("select {COLUMNS} from games where id = $1 and status = any($2) for update");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(game_id)
        .bind(super::games::open_statuses())
        .fetch_optional(conn)
        .await
}

/// Records whether the game's channel was told its version is gone.
pub async fn set_told(conn: &mut PgConnection, game_id: i64, told: bool) -> sqlx::Result<()> {
    sqlx::query("update games set lexicon_missing_told = $2 where id = $1")
        .bind(game_id)
        .bind(told)
        .execute(conn)
        .await?;
    Ok(())
}

/// Moves a game to another version of its list.
pub async fn set_version(conn: &mut PgConnection, game_id: i64, version: &str) -> sqlx::Result<()> {
    sqlx::query(
        "update games set lexicon_version = $2, lexicon_missing_told = false where id = $1",
    )
    .bind(game_id)
    .bind(version)
    .execute(conn)
    .await?;
    Ok(())
}

/// Games with a challenge logged without its judgement (before judgements were kept).
pub async fn games_with_unjudged_challenges(conn: &mut PgConnection) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(
        "select distinct game_id from moves where kind = $1 and refuted is null order by game_id",
    )
    .bind(CommandKind::Challenge.name())
    .fetch_all(conn)
    .await
}

/// Stores the judgement of the challenge logged at `seq` (only where none was stored).
pub async fn set_judgement(
    conn: &mut PgConnection,
    game_id: i64,
    seq: i32,
    refuted: &[String],
) -> sqlx::Result<()> {
    sqlx::query(
        "update moves set refuted = $3 where game_id = $1 and seq = $2 and refuted is null",
    )
    .bind(game_id)
    .bind(seq)
    .bind(refuted)
    .execute(conn)
    .await?;
    Ok(())
}
