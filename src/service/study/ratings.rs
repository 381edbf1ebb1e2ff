//! Ratings read back: profiles and leaderboards, with each deviation grown for the days since the
//! player's last rated game (a game's end moves them: `rated_games`).

use time::OffsetDateTime;

use crate::engine::names::Named;
use crate::store::ratings as rows;
use crate::tournament::glicko2::Rating;
use crate::tournament::pools::{Pace, Pool};
use crate::tournament::rated_game;

use crate::service::PlayerRecord;
use crate::service::errors::ServiceError;
use crate::service::rated_games::{NO_SERVER, glicko, key};
use crate::service::study::Study;

/// A player's rating in one pool, as shown: the deviation grown to today.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolRating {
    pub pool: Pool,
    pub rating: f64,
    pub deviation: f64,
    /// Deviation over 110: the rating is still a guess.
    pub provisional: bool,
    pub games: i32,
}

/// A player's ratings after each rated game in one pool, oldest first.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingHistory {
    pub pool: Pool,
    pub ratings: Vec<f64>,
}

/// A player's profile on a server: their record, their ratings and how they got there.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerProfile {
    pub record: PlayerRecord,
    /// The most played pool first.
    pub ratings: Vec<PoolRating>,
    pub history: Vec<RatingHistory>,
}

/// One line of a pool's leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedLine {
    pub user_id: i64,
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub provisional: bool,
    pub games: i32,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

/// A pool's leaderboard: settled ratings first, best first, then provisional ones.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingBoard {
    pub pool: Pool,
    pub lines: Vec<RatedLine>,
}

fn pool_from(lexicon: String, variant: String, pace: &str) -> Option<Pool> {
    Some(Pool {
        lexicon,
        variant,
        pace: Pace::from_name(pace).ok()?,
    })
}

fn shown(rating: Rating, rated_at: OffsetDateTime, now: OffsetDateTime) -> Rating {
    rated_game::aged(rating, (now - rated_at).whole_seconds())
}

impl Study {
    /// A player's record, ratings and rating history on a server.
    #[tracing::instrument(skip_all, fields(guild_id, user_id))]
    pub async fn player_profile(
        &self,
        guild_id: Option<i64>,
        user_id: i64,
    ) -> Result<PlayerProfile, ServiceError> {
        let record = self.player_record(guild_id, user_id).await?;
        let guild = guild_id.unwrap_or(NO_SERVER);
        let mut conn = self.pool.acquire().await?;
        let now = self.clock.now();
        let ratings = rows::of_player(&mut conn, guild, user_id)
            .await?
            .into_iter()
            .filter_map(|row| {
                let r = shown(glicko(&row), row.rated_at, now);
                Some(PoolRating {
                    pool: pool_from(row.lexicon, row.variant, &row.pace)?,
                    rating: r.rating,
                    deviation: r.deviation,
                    provisional: r.is_provisional(),
                    games: row.games,
                })
            })
            .collect::<Vec<_>>();
        let points = rows::history(&mut conn, guild, user_id).await?;
        let history = ratings
            .iter()
            .map(|pr| RatingHistory {
                pool: pr.pool.clone(),
                ratings: points
                    .iter()
                    .filter(|p| {
                        p.lexicon == pr.pool.lexicon
                            && p.variant == pr.pool.variant
                            && p.pace == pr.pool.pace.name()
                    })
                    .map(|p| p.rating)
                    .collect(),
            })
            .collect();
        Ok(PlayerProfile {
            record,
            ratings,
            history,
        })
    }

    /// The pools with rated players on a server, the most played first.
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn rating_pools(&self, guild_id: Option<i64>) -> Result<Vec<Pool>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(rows::pools(&mut conn, guild_id.unwrap_or(NO_SERVER))
            .await?
            .into_iter()
            .filter_map(|(lexicon, variant, pace)| pool_from(lexicon, variant, &pace))
            .collect())
    }

    /// A pool's leaderboard on a server (`None`: the most played pool), at most `limit` lines;
    /// `None` when the server has no rated games in it.
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn rating_board(
        &self,
        guild_id: Option<i64>,
        pool: Option<Pool>,
        limit: usize,
    ) -> Result<Option<RatingBoard>, ServiceError> {
        let pool = match pool {
            Some(pool) => pool,
            None => match self.rating_pools(guild_id).await?.into_iter().next() {
                Some(pool) => pool,
                None => return Ok(None),
            },
        };
        let guild = guild_id.unwrap_or(NO_SERVER);
        let mut conn = self.pool.acquire().await?;
        let now = self.clock.now();
        let rows = rows::top(&mut conn, key(guild, &pool), 500).await?;
        if rows.is_empty() {
            return Ok(None);
        }
        let mut lines: Vec<RatedLine> = rows
            .into_iter()
            .map(|row| {
                let r = shown(
                    Rating {
                        rating: row.rating,
                        deviation: row.deviation,
                        volatility: row.volatility,
                    },
                    row.rated_at,
                    now,
                );
                RatedLine {
                    user_id: row.user_id,
                    name: row.display_name,
                    rating: r.rating,
                    deviation: r.deviation,
                    provisional: r.is_provisional(),
                    games: row.games,
                    wins: row.wins,
                    losses: row.losses,
                    draws: row.draws,
                }
            })
            .collect();
        // Settled ratings rank above provisional ones; the store gave them best first.
        lines.sort_by_key(|l| l.provisional);
        lines.truncate(limit);
        Ok(Some(RatingBoard { pool, lines }))
    }
}
