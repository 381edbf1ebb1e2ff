//! A tournament's row: creating an event, finding the channel's event, locking it for a
//! command (commands on one event are serialized on its row), and its state.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::kinds::TournamentState;
use crate::store::names::sql_name;
use crate::tournament::schedule::MethodName;

/// A tournament's row.
#[derive(Clone, Debug, FromRow)]
pub struct TournamentRow {
    pub id: i64,
    pub guild_id: i64,
    pub channel_id: i64,
    pub name: String,
    pub created_by: i64,
    #[sqlx(try_from = "String")]
    pub state: TournamentState,
    pub rounds: i16,
    pub schedule: Vec<String>,
    #[sqlx(try_from = "String")]
    pub variant: VariantId,
    pub lexicon: String,
    #[sqlx(try_from = "String")]
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
    pub round_secs: i32,
    pub bye_spread: i32,
    pub forfeit_spread: i32,
    pub max_repeats: i16,
    pub gibsonize: bool,
    pub auto_advance: bool,
    pub seed: i64,
    pub paused_at: Option<OffsetDateTime>,
    /// Groups paired and ranked on their own (1: none).
    pub divisions: i16,
    /// A league season: every round paired at the start, this many games open at a time per
    /// player. `None`: an ordinary tournament, a round at a time.
    pub games_at_once: Option<i16>,
}

impl TournamentRow {
    /// The method of each round (a corrupt name reads as manual: the director pairs it).
    pub fn methods(&self) -> Vec<MethodName> {
        self.schedule
            .iter()
            .map(|m| MethodName::from_name(m).unwrap_or(MethodName::Manual))
            .collect()
    }
}

/// What a new tournament is created with.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub guild_id: i64,
    pub channel_id: i64,
    pub name: String,
    pub created_by: i64,
    pub rounds: i16,
    pub schedule: Vec<MethodName>,
    pub variant: VariantId,
    pub lexicon: String,
    pub challenge_rule: ChallengeRule,
    pub turn_time_limit_secs: i32,
    pub round_secs: i32,
    pub bye_spread: i32,
    pub forfeit_spread: i32,
    pub max_repeats: i16,
    pub gibsonize: bool,
    pub auto_advance: bool,
    pub seed: i64,
    pub divisions: i16,
    pub games_at_once: Option<i16>,
}

const COLUMNS: &str = "id, guild_id, channel_id, name, created_by, state, rounds, schedule, \
    variant, lexicon, challenge_rule, turn_time_limit_secs, round_secs, bye_spread, \
    forfeit_spread, max_repeats, gibsonize, auto_advance, seed, paused_at, divisions, games_at_once";

/// Inserts a tournament; `None` if the channel already has one that is not finished.
pub async fn insert(conn: &mut PgConnection, t: &NewTournament) -> sqlx::Result<Option<i64>> {
    let schedule: Vec<&str> = t.schedule.iter().map(|m| m.name()).collect();
    // The predicate of the unique index on unfinished tournaments, as its migration writes it.
    sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
        "insert into tournaments (guild_id, channel_id, name, created_by, rounds, schedule, \
         variant, lexicon, challenge_rule, turn_time_limit_secs, round_secs, bye_spread, \
         forfeit_spread, max_repeats, gibsonize, auto_advance, seed, divisions, games_at_once) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
         $18, $19) \
         on conflict (channel_id) where state <> {} do nothing returning id",
        sql_name(TournamentState::Finished)
    )))
    .bind(t.guild_id)
    .bind(t.channel_id)
    .bind(&t.name)
    .bind(t.created_by)
    .bind(t.rounds)
    .bind(&schedule)
    .bind(t.variant.to_string())
    .bind(&t.lexicon)
    .bind(t.challenge_rule.name())
    .bind(t.turn_time_limit_secs)
    .bind(t.round_secs)
    .bind(t.bye_spread)
    .bind(t.forfeit_spread)
    .bind(t.max_repeats)
    .bind(t.gibsonize)
    .bind(t.auto_advance)
    .bind(t.seed)
    .bind(t.divisions)
    .bind(t.games_at_once)
    .fetch_optional(conn)
    .await
}

/// The channel's tournament that is not finished, or else its latest (a board's thread counts
/// as its tournament's channel); locked when `lock`.
pub async fn in_channel(
    conn: &mut PgConnection,
    channel_id: i64,
    lock: bool,
) -> sqlx::Result<Option<TournamentRow>> {
    let sql = format!(
        "select {COLUMNS} from tournaments where channel_id = $1 or id = \
         (select tournament_id from tournament_boards where thread_id = $1 limit 1) \
         order by (state <> $2) desc, id desc limit 1{}",
        if lock { " for update" } else { "" }
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel_id)
        .bind(TournamentState::Finished.name())
        .fetch_optional(conn)
        .await
}

/// A tournament by id, not locked (a read that changes nothing).
pub async fn by_id(conn: &mut PgConnection, id: i64) -> sqlx::Result<Option<TournamentRow>> {
    let sql = format!("select {COLUMNS} from tournaments where id = $1");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// A tournament by id, row-locked.
pub async fn lock(conn: &mut PgConnection, id: i64) -> sqlx::Result<Option<TournamentRow>> {
    let sql = format!("select {COLUMNS} from tournaments where id = $1 for update");
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(id)
        .fetch_optional(conn)
        .await
}

/// Sets the state (and when it was paused, or finished).
pub async fn set_state(
    conn: &mut PgConnection,
    id: i64,
    state: TournamentState,
    now: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "update tournaments set state = $2, \
         paused_at = case when $2 = $4 then $3 end, \
         finished_at = case when $2 = $5 then $3 end where id = $1",
    )
    .bind(id)
    .bind(state.name())
    .bind(now)
    .bind(TournamentState::Paused.name())
    .bind(TournamentState::Finished.name())
    .execute(conn)
    .await?;
    Ok(())
}
