//! Rows of leagues, their seasons and the players registered for each season. Commands on one
//! league are serialized on its row (`for update`).

use sqlx::{FromRow, PgConnection};

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::kinds::TournamentState;

/// A league's row.
#[derive(Clone, Debug, FromRow)]
pub struct LeagueRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub name: String,
    pub created_by: i64,
    pub season_days: i16,
    pub division_size: i16,
    pub games_at_once: i16,
    /// Promoted and relegated per division; `None`: one in six rounded up.
    pub movers: Option<i16>,
    #[sqlx(try_from = "String")]
    pub variant: VariantId,
    pub lexicon: String,
    #[sqlx(try_from = "String")]
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
}

/// What a new league is created with.
#[derive(Clone, Debug)]
pub struct NewLeague {
    pub guild_id: i64,
    pub channel_id: i64,
    pub name: String,
    pub created_by: i64,
    pub season_days: i16,
    pub division_size: i16,
    pub games_at_once: i16,
    pub movers: Option<i16>,
    pub variant: VariantId,
    pub lexicon: String,
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
}

const COLUMNS: &str = "id, guild_id, channel_id, name, created_by, season_days, division_size, \
    games_at_once, movers, variant, lexicon, challenge_rule, turn_time_limit_secs";

/// Inserts a league with its first season open for registration; `None` if the channel
/// already has a league.
pub async fn insert(conn: &mut PgConnection, l: &NewLeague) -> sqlx::Result<Option<i64>> {
    let id: Option<i64> = sqlx::query_scalar(
        "insert into leagues (guild_id, channel_id, name, created_by, season_days, \
         division_size, games_at_once, movers, variant, lexicon, challenge_rule, \
         turn_time_limit_secs) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
         on conflict (channel_id) do nothing returning id",
    )
    .bind(l.guild_id)
    .bind(l.channel_id)
    .bind(&l.name)
    .bind(l.created_by)
    .bind(l.season_days)
    .bind(l.division_size)
    .bind(l.games_at_once)
    .bind(l.movers)
    .bind(l.variant.to_string())
    .bind(&l.lexicon)
    .bind(l.challenge_rule.name())
    .bind(l.turn_time_limit_secs)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(id) = id {
        insert_season(conn, id, 1).await?;
    }
    Ok(id)
}

/// The league of a channel (or of the channel a board's thread belongs to), locked.
pub async fn lock_in_channel(
    conn: &mut PgConnection,
    channel_id: i64,
) -> sqlx::Result<Option<LeagueRow>> {
    let sql = format!(
        "select {COLUMNS} from leagues where channel_id = $1 or channel_id = \
         (select t.channel_id from tournament_boards b join tournaments t \
          on t.id = b.tournament_id where b.thread_id = $1 limit 1) limit 1 for update"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel_id)
        .fetch_optional(conn)
        .await
}

/// A league by id, locked.
pub async fn lock(conn: &mut PgConnection, id: i64) -> sqlx::Result<Option<LeagueRow>> {
    let sql = format!("select {COLUMNS} from leagues where id = $1 for update");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// A season: its number and, once started, its tournament.
#[derive(Clone, Copy, Debug, FromRow)]
pub struct SeasonRow {
    pub season: i32,
    pub tournament_id: Option<i64>,
}

/// The league's latest season.
pub async fn current_season(conn: &mut PgConnection, league_id: i64) -> sqlx::Result<SeasonRow> {
    sqlx::query_as(
        "select season, tournament_id from league_seasons where league_id = $1 \
         order by season desc limit 1",
    )
    .bind(league_id)
    .fetch_one(conn)
    .await
}

/// The season being played: the latest whose tournament is not finished.
pub async fn playing_season(conn: &mut PgConnection, league_id: i64) -> sqlx::Result<Option<i32>> {
    sqlx::query_scalar(
        "select s.season from league_seasons s join tournaments t on t.id = s.tournament_id \
         where s.league_id = $1 and t.state <> $2 order by s.season desc limit 1",
    )
    .bind(league_id)
    .bind(TournamentState::Finished.name())
    .fetch_optional(conn)
    .await
}

/// The league and season a tournament plays, if it is a league season.
pub async fn season_of_tournament(
    conn: &mut PgConnection,
    tournament_id: i64,
) -> sqlx::Result<Option<(i64, i32)>> {
    sqlx::query_as("select league_id, season from league_seasons where tournament_id = $1")
        .bind(tournament_id)
        .fetch_optional(conn)
        .await
}

/// Opens season `season` for registration.
pub async fn insert_season(
    conn: &mut PgConnection,
    league_id: i64,
    season: i32,
) -> sqlx::Result<()> {
    sqlx::query("insert into league_seasons (league_id, season) values ($1, $2)")
        .bind(league_id)
        .bind(season)
        .execute(conn)
        .await?;
    Ok(())
}

/// Records the tournament that plays a season.
pub async fn set_season_tournament(
    conn: &mut PgConnection,
    league_id: i64,
    season: i32,
    tournament_id: i64,
) -> sqlx::Result<()> {
    sqlx::query(
        "update league_seasons set tournament_id = $3 where league_id = $1 and season = $2",
    )
    .bind(league_id)
    .bind(season)
    .bind(tournament_id)
    .execute(conn)
    .await?;
    Ok(())
}

/// A player registered for a season.
#[derive(Clone, Debug, FromRow)]
pub struct EntryRow {
    pub user_id: i64,
    pub display_name: String,
    pub placed_division: Option<i16>,
    pub placed_key: Option<i32>,
}

/// The players registered for a season, in sign-up order.
pub async fn entries(
    conn: &mut PgConnection,
    league_id: i64,
    season: i32,
) -> sqlx::Result<Vec<EntryRow>> {
    sqlx::query_as(
        "select e.user_id, p.display_name, e.placed_division, e.placed_key \
         from league_entries e join players p on p.user_id = e.user_id \
         where e.league_id = $1 and e.season = $2 order by e.joined_at, e.user_id",
    )
    .bind(league_id)
    .bind(season)
    .fetch_all(conn)
    .await
}

/// Registers a player for a season, placed where the last season left them (if it did);
/// `false` if they already were.
pub async fn add_entry(
    conn: &mut PgConnection,
    (league_id, season): (i64, i32),
    user_id: i64,
    placed: Option<(i16, i32)>,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "insert into league_entries (league_id, season, user_id, placed_division, placed_key) \
         values ($1, $2, $3, $4, $5) on conflict do nothing",
    )
    .bind(league_id)
    .bind(season)
    .bind(user_id)
    .bind(placed.map(|p| p.0))
    .bind(placed.map(|p| p.1))
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Carries a player into a season at the place the last season left them (a player who
/// registered already keeps their sign-up, placed).
pub async fn carry_entry(
    conn: &mut PgConnection,
    (league_id, season): (i64, i32),
    user_id: i64,
    (division, key): (i16, i32),
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into league_entries (league_id, season, user_id, placed_division, placed_key) \
         values ($1, $2, $3, $4, $5) on conflict (league_id, season, user_id) do update \
         set placed_division = excluded.placed_division, placed_key = excluded.placed_key",
    )
    .bind(league_id)
    .bind(season)
    .bind(user_id)
    .bind(division)
    .bind(key)
    .execute(conn)
    .await?;
    Ok(())
}

/// Takes a player off a season's list; `false` if they were not on it.
pub async fn delete_entry(
    conn: &mut PgConnection,
    (league_id, season): (i64, i32),
    user_id: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "delete from league_entries where league_id = $1 and season = $2 and user_id = $3",
    )
    .bind(league_id)
    .bind(season)
    .bind(user_id)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}
