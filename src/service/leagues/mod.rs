//! Leagues (issue 16): correspondence seasons in a channel. A moderator creates the league;
//! players register for the next season; a moderator starts it, and the season is played as a
//! tournament (a round robin per division, a few games open at a time per player); at its end
//! the divisions' tops go up and bottoms go down, and everyone is carried into the next season.

mod season;
mod settings;

use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use crate::service::errors::ServiceError;
use crate::service::idempotency::{recall, remember};
use crate::service::tournaments::TournamentError;
use crate::service::tournaments::settings::bad;
use crate::service::{Request, ServerSettings, Service};
use crate::store::leagues::{self, LeagueRow, NewLeague};
use crate::store::players;

pub use settings::LeagueOptions;

/// A league as its commands answer it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeagueView {
    pub name: String,
    /// The season open for registration.
    pub registering: i32,
    /// The season being played, if one is.
    pub playing: Option<i32>,
    /// Registered for the next season: name, user id, and the division last season left them
    /// in (`None`: a newcomer, placed by rating).
    pub players: Vec<(String, i64, Option<i16>)>,
    pub season_days: i16,
    pub division_size: i16,
    pub games_at_once: i16,
    /// `None`: one in six of each division, rounded up.
    pub movers: Option<i16>,
    pub variant: String,
    pub lexicon: String,
    pub turn_time_limit_secs: i32,
}

impl Service {
    /// `/league create`: a league in this channel, its first season open (moderators only).
    pub async fn create_league(
        &self,
        request: &Request,
        options: &LeagueOptions,
    ) -> Result<LeagueView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        if !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        let guild_id = request
            .guild_id
            .ok_or_else(|| bad("Leagues run on a server, not in DMs."))?;
        let defaults = players::server_settings(&mut tx, guild_id)
            .await?
            .map_or_else(|| self.defaults.clone(), ServerSettings::from);
        let settings = settings::resolve(options, defaults, &self.lexicons)?;
        players::upsert_player(&mut tx, request.user_id, &request.user_name).await?;
        let new = NewLeague {
            guild_id,
            channel_id: request.channel_id,
            name: settings.name,
            created_by: request.user_id,
            season_days: settings.season_days,
            division_size: settings.division_size,
            games_at_once: settings.games_at_once,
            movers: settings.movers,
            variant: settings.variant,
            lexicon: settings.lexicon,
            challenge_rule: settings.challenge_rule,
            turn_time_limit_secs: settings.turn_time_limit_secs,
        };
        leagues::insert(&mut tx, &new)
            .await?
            .ok_or(TournamentError::ChannelHasLeague)?;
        let row = lock_here(&mut tx, request).await?;
        let view = league_view(&mut tx, &row).await?;
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// `/league join`: registers the caller for the next season.
    pub async fn join_league(&self, request: &Request) -> Result<LeagueView, ServiceError> {
        self.league_register(request, true).await
    }

    /// `/league leave`: takes the caller off the next season's list (games of a season being
    /// played go on).
    pub async fn leave_league(&self, request: &Request) -> Result<LeagueView, ServiceError> {
        self.league_register(request, false).await
    }

    async fn league_register(
        &self,
        request: &Request,
        joining: bool,
    ) -> Result<LeagueView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        let season = leagues::current_season(&mut tx, row.id).await?;
        players::upsert_player(&mut tx, request.user_id, &request.user_name).await?;
        let key = (row.id, season.season);
        let changed = if joining {
            leagues::add_entry(&mut tx, key, request.user_id, None).await?
        } else {
            leagues::delete_entry(&mut tx, key, request.user_id).await?
        };
        if !changed {
            return Err(if joining {
                TournamentError::AlreadyInLeague(season.season)
            } else {
                TournamentError::NotInLeague(season.season)
            }
            .into());
        }
        let view = league_view(&mut tx, &row).await?;
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// `/league show`: the league's settings, the season being played and who is registered
    /// for the next.
    pub async fn league(&self, request: &Request) -> Result<LeagueView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        let view = league_view(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(view)
    }
}

/// The channel's league (or the league of the board thread the command came from), locked.
async fn lock_here(conn: &mut PgConnection, request: &Request) -> Result<LeagueRow, ServiceError> {
    Ok(leagues::lock_in_channel(conn, request.channel_id)
        .await?
        .ok_or(TournamentError::NoLeagueHere)?)
}

async fn league_view(conn: &mut PgConnection, row: &LeagueRow) -> Result<LeagueView, ServiceError> {
    let season = leagues::current_season(conn, row.id).await?;
    let entries = leagues::entries(conn, row.id, season.season).await?;
    Ok(LeagueView {
        name: row.name.clone(),
        registering: season.season,
        playing: leagues::playing_season(conn, row.id).await?,
        players: entries
            .into_iter()
            .map(|e| (e.display_name, e.user_id, e.placed_division))
            .collect(),
        season_days: row.season_days,
        division_size: row.division_size,
        games_at_once: row.games_at_once,
        movers: row.movers,
        variant: row.variant.to_string(),
        lexicon: row.lexicon.clone(),
        turn_time_limit_secs: row.turn_time_limit_secs,
    })
}
