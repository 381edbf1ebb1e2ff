//! Ratings per server and pool, and every rating each rated game gave, in PostgreSQL.

use sqlx::{FromRow, PgConnection};
use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::kinds::SeatResult;

/// The pool's key as stored: lexicon, variant and pace names.
#[derive(Clone, Copy, Debug)]
pub struct PoolKey<'a> {
    pub guild_id: i64,
    pub lexicon: &'a str,
    pub variant: &'a str,
    pub pace: &'a str,
}

/// A player's stored rating in one pool.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct RatingRow {
    pub user_id: i64,
    pub lexicon: String,
    pub variant: String,
    pub pace: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i32,
    pub rated_at: OffsetDateTime,
}

const RATING_COLUMNS: &str =
    "user_id, lexicon, variant, pace, rating, deviation, volatility, games, rated_at";

/// The ratings these players hold in the pool, row-locked until the transaction ends (a player
/// without one has no row).
pub async fn lock_in_pool(
    conn: &mut PgConnection,
    pool: PoolKey<'_>,
    user_ids: &[i64],
) -> sqlx::Result<Vec<RatingRow>> {
    let sql = format!(
        "select {RATING_COLUMNS} from ratings \
         where guild_id = $1 and lexicon = $2 and variant = $3 and pace = $4 \
           and user_id = any($5) order by user_id for update"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(pool.guild_id)
        .bind(pool.lexicon)
        .bind(pool.variant)
        .bind(pool.pace)
        .bind(user_ids)
        .fetch_all(conn)
        .await
}

/// A player's rating after a game, with the game it came from.
#[derive(Clone, Copy, Debug)]
pub struct NewRating {
    pub game_id: i64,
    pub user_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub rated_at: OffsetDateTime,
}

/// Records the rating a game gave a player, once: `false` (and nothing written) if this game
/// already rated this player.
pub async fn record(
    conn: &mut PgConnection,
    pool: PoolKey<'_>,
    new: &NewRating,
) -> sqlx::Result<bool> {
    let inserted = sqlx::query(
        "insert into rating_history \
         (game_id, user_id, guild_id, lexicon, variant, pace, rating, deviation, rated_at) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing",
    )
    .bind(new.game_id)
    .bind(new.user_id)
    .bind(pool.guild_id)
    .bind(pool.lexicon)
    .bind(pool.variant)
    .bind(pool.pace)
    .bind(new.rating)
    .bind(new.deviation)
    .bind(new.rated_at)
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    if !inserted {
        return Ok(false);
    }
    sqlx::query(
        "insert into ratings \
         (guild_id, user_id, lexicon, variant, pace, rating, deviation, volatility, games, rated_at) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9) \
         on conflict (guild_id, lexicon, variant, pace, user_id) do update set \
           rating = excluded.rating, deviation = excluded.deviation, \
           volatility = excluded.volatility, games = ratings.games + 1, rated_at = excluded.rated_at",
    )
    .bind(pool.guild_id)
    .bind(new.user_id)
    .bind(pool.lexicon)
    .bind(pool.variant)
    .bind(pool.pace)
    .bind(new.rating)
    .bind(new.deviation)
    .bind(new.volatility)
    .bind(new.rated_at)
    .execute(conn)
    .await?;
    Ok(true)
}

/// Every rating a player holds on a server, most games first.
pub async fn of_player(
    conn: &mut PgConnection,
    guild_id: i64,
    user_id: i64,
) -> sqlx::Result<Vec<RatingRow>> {
    let sql = format!(
        "select {RATING_COLUMNS} from ratings where guild_id = $1 and user_id = $2 \
         order by games desc, lexicon, variant, pace"
    );
    sqlx::query_as(sqlx::AssertSqlSafe(sql))
        .bind(guild_id)
        .bind(user_id)
        .fetch_all(conn)
        .await
}

/// One point of a player's rating history.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct HistoryRow {
    pub lexicon: String,
    pub variant: String,
    pub pace: String,
    pub rating: f64,
    pub rated_at: OffsetDateTime,
}

/// A player's ratings after each rated game on a server, oldest first.
pub async fn history(
    conn: &mut PgConnection,
    guild_id: i64,
    user_id: i64,
) -> sqlx::Result<Vec<HistoryRow>> {
    sqlx::query_as(
        "select lexicon, variant, pace, rating, rated_at from rating_history \
         where guild_id = $1 and user_id = $2 order by rated_at, game_id",
    )
    .bind(guild_id)
    .bind(user_id)
    .fetch_all(conn)
    .await
}

/// A line of a pool's leaderboard: the rating, and wins and losses in the pool's rated games.
#[derive(Clone, Debug, PartialEq, FromRow)]
pub struct TopRow {
    pub user_id: i64,
    pub display_name: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i32,
    pub rated_at: OffsetDateTime,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// The pool's rated players on a server, best rating first (at most `limit`).
pub async fn top(
    conn: &mut PgConnection,
    pool: PoolKey<'_>,
    limit: i64,
) -> sqlx::Result<Vec<TopRow>> {
    sqlx::query_as(
        "select r.user_id, p.display_name, r.rating, r.deviation, r.volatility, r.games, \
                r.rated_at, \
                count(s.result) filter (where s.result = $6) as wins, \
                count(s.result) filter (where s.result = $7) as losses, \
                count(s.result) filter (where s.result = $8) as draws \
         from ratings r \
         join players p on p.user_id = r.user_id \
         left join rating_history h on h.guild_id = r.guild_id and h.user_id = r.user_id \
              and h.lexicon = r.lexicon and h.variant = r.variant and h.pace = r.pace \
         left join seats s on s.game_id = h.game_id and s.user_id = h.user_id \
         where r.guild_id = $1 and r.lexicon = $2 and r.variant = $3 and r.pace = $4 \
         group by r.user_id, p.display_name, r.rating, r.deviation, r.volatility, r.games, \
                  r.rated_at \
         order by r.rating desc, r.user_id limit $5",
    )
    .bind(pool.guild_id)
    .bind(pool.lexicon)
    .bind(pool.variant)
    .bind(pool.pace)
    .bind(limit)
    .bind(SeatResult::Win.name())
    .bind(SeatResult::Loss.name())
    .bind(SeatResult::Draw.name())
    .fetch_all(conn)
    .await
}

/// The pools with rated players on a server, the most played first.
pub async fn pools(
    conn: &mut PgConnection,
    guild_id: i64,
) -> sqlx::Result<Vec<(String, String, String)>> {
    sqlx::query_as(
        "select lexicon, variant, pace from ratings where guild_id = $1 \
         group by lexicon, variant, pace order by sum(games) desc, lexicon, variant, pace",
    )
    .bind(guild_id)
    .fetch_all(conn)
    .await
}
