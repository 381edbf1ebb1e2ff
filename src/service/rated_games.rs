//! Ratings as a game's end moves them: when a rated game between people finishes, its players'
//! Glicko-2 ratings in the game's pool move, in the game's own transaction (the study area reads
//! them back). A leaf: the games area calls it, and it calls no area.

use sqlx::PgConnection;
use time::OffsetDateTime;

use crate::engine::game::Game;
use crate::engine::names::Named;
use crate::store::ratings::{self as rows, NewRating, PoolKey, RatingRow};
use crate::tournament::glicko2::Rating;
use crate::tournament::pools::{Pace, Pool};
use crate::tournament::rated_game::{self, Finisher};

use super::errors::ServiceError;
use super::loaded::LoadedGame;

/// The server id ratings are kept under for games outside a server.
pub(crate) const NO_SERVER: i64 = 0;

/// Whether a game counts for ratings: opened rated, and every seat a person.
pub(crate) fn counts(loaded: &LoadedGame) -> bool {
    loaded.row.rated && loaded.seats.iter().all(|s| s.user_id.is_some())
}

/// The pool a game is rated in.
pub(crate) fn pool_of(loaded: &LoadedGame) -> Pool {
    Pool {
        lexicon: loaded.row.lexicon.clone(),
        variant: loaded.row.variant.to_string(),
        pace: Pace::of_turn_limit(loaded.row.turn_time_limit_secs),
    }
}

pub(crate) fn key(guild_id: i64, pool: &Pool) -> PoolKey<'_> {
    PoolKey {
        guild_id,
        lexicon: &pool.lexicon,
        variant: &pool.variant,
        pace: pool.pace.name(),
    }
}

pub(crate) fn glicko(row: &RatingRow) -> Rating {
    Rating {
        rating: row.rating,
        deviation: row.deviation,
        volatility: row.volatility,
    }
}

/// Rates the game that has just finished (call once, when it ends): each player's rating is
/// aged to `now`, then updated with the game's results. A game rated before is left alone.
pub(crate) async fn rate_finished(
    conn: &mut PgConnection,
    loaded: &LoadedGame,
    game: &Game,
    now: OffsetDateTime,
) -> Result<(), ServiceError> {
    let Some(result) = game.result() else {
        return Ok(());
    };
    if !counts(loaded) {
        return Ok(());
    }
    // Every seat is a person (`counts`).
    let users: Vec<i64> = loaded.seats.iter().filter_map(|s| s.user_id).collect();
    if users.len() < 2 {
        return Ok(());
    }
    let pool = pool_of(loaded);
    let guild_id = loaded.row.guild_id.unwrap_or(NO_SERVER);
    let stored = rows::lock_in_pool(conn, key(guild_id, &pool), &users).await?;
    let finishers: Vec<Finisher> = users
        .iter()
        .enumerate()
        .map(|(seat, user)| {
            let rating = stored
                .iter()
                .find(|r| r.user_id == *user)
                .map_or_else(Rating::default, |r| {
                    rated_game::aged(glicko(r), (now - r.rated_at).whole_seconds())
                });
            Finisher {
                rating,
                score: game.score(seat),
                winner: result.winners.contains(&seat),
                resigned: game.has_resigned(seat),
            }
        })
        .collect();
    for (user, after) in users.iter().zip(rated_game::rate(&finishers)) {
        let new = NewRating {
            game_id: loaded.row.id,
            user_id: *user,
            rating: after.rating,
            deviation: after.deviation,
            volatility: after.volatility,
            rated_at: now,
        };
        rows::record(conn, key(guild_id, &pool), &new).await?;
    }
    Ok(())
}
