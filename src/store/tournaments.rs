//! Rows of tournaments, their players, rounds and boards: creating an event, locking it for a
//! command (commands on one event are serialized on its row), and reading what views need.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::kinds::{SettledBy, TournamentState};
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
    sqlx::query_scalar(
        "insert into tournaments (guild_id, channel_id, name, created_by, rounds, schedule, \
         variant, lexicon, challenge_rule, turn_time_limit_secs, round_secs, bye_spread, \
         forfeit_spread, max_repeats, gibsonize, auto_advance, seed, divisions, games_at_once) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
         $18, $19) \
         on conflict (channel_id) where state <> 'finished' do nothing returning id",
    )
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
         order by (state <> 'finished') desc, id desc limit 1{}",
        if lock { " for update" } else { "" }
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(channel_id)
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
         paused_at = case when $2 = 'paused' then $3 end, \
         finished_at = case when $2 = 'finished' then $3 end where id = $1",
    )
    .bind(id)
    .bind(state.name())
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

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

/// A round's row.
#[derive(Clone, Debug, FromRow)]
pub struct RoundRow {
    pub round: i16,
    pub method: String,
    pub deadline_at: OffsetDateTime,
    pub completed_at: Option<OffsetDateTime>,
}

/// The rounds paired so far, first first.
pub async fn rounds(conn: &mut PgConnection, tournament_id: i64) -> sqlx::Result<Vec<RoundRow>> {
    sqlx::query_as(
        "select round, method, deadline_at, completed_at from tournament_rounds \
         where tournament_id = $1 order by round",
    )
    .bind(tournament_id)
    .fetch_all(conn)
    .await
}

/// Records a round as paired.
pub async fn insert_round(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    method: MethodName,
    deadline_at: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into tournament_rounds (tournament_id, round, method, deadline_at) \
         values ($1, $2, $3, $4)",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(method.name())
    .bind(deadline_at)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes a round and its boards (re-pairing it).
pub async fn delete_round(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
) -> sqlx::Result<()> {
    sqlx::query("delete from tournament_boards where tournament_id = $1 and round = $2")
        .bind(tournament_id)
        .bind(round)
        .execute(&mut *conn)
        .await?;
    sqlx::query("delete from tournament_rounds where tournament_id = $1 and round = $2")
        .bind(tournament_id)
        .bind(round)
        .execute(conn)
        .await?;
    Ok(())
}

/// Marks a round complete (every result in).
pub async fn complete_round(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    now: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "update tournament_rounds set completed_at = $3 where tournament_id = $1 and round = $2",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(())
}

/// Moves a round's deadline on by `secs` (after a pause).
pub async fn extend_deadline(
    conn: &mut PgConnection,
    tournament_id: i64,
    round: i16,
    secs: i64,
) -> sqlx::Result<Option<OffsetDateTime>> {
    sqlx::query_scalar(
        "update tournament_rounds set deadline_at = deadline_at + make_interval(secs => $3::double precision) \
         where tournament_id = $1 and round = $2 returning deadline_at",
    )
    .bind(tournament_id)
    .bind(round)
    .bind(secs)
    .fetch_optional(conn)
    .await
}

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
         where t.guild_id = $1 and t.state <> 'finished' order by t.id, b.round",
    )
    .bind(guild_id)
    .bind(user_id)
    .fetch_all(conn)
    .await
}

/// The thread recorded for a board, if any (a delivery retry reuses it).
pub async fn board_thread(conn: &mut PgConnection, board_id: i64) -> sqlx::Result<Option<i64>> {
    Ok(
        sqlx::query_scalar("select thread_id from tournament_boards where id = $1")
            .bind(board_id)
            .fetch_optional(conn)
            .await?
            .flatten(),
    )
}

/// Records the thread made for a board, unless one is recorded already.
pub async fn record_thread(
    conn: &mut PgConnection,
    board_id: i64,
    thread_id: i64,
) -> sqlx::Result<()> {
    sqlx::query("update tournament_boards set thread_id = $2 where id = $1 and thread_id is null")
        .bind(board_id)
        .bind(thread_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// The tournament a board belongs to, if the board exists.
pub async fn board_tournament(conn: &mut PgConnection, board_id: i64) -> sqlx::Result<Option<i64>> {
    sqlx::query_scalar("select tournament_id from tournament_boards where id = $1")
        .bind(board_id)
        .fetch_optional(conn)
        .await
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

/// Marks a board's thread as asked for (a league opens its boards as players free up).
pub async fn mark_opened(
    conn: &mut PgConnection,
    board_id: i64,
    now: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query("update tournament_boards set opened_at = $2 where id = $1")
        .bind(board_id)
        .bind(now)
        .execute(conn)
        .await?;
    Ok(())
}
