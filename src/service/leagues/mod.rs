//! Leagues (issue 16): correspondence seasons in a channel. A moderator creates the league;
//! players register for the next season; a moderator starts it, and the season is played as a
//! tournament (a round robin per division, a few games open at a time per player); at its end
//! the divisions' tops go up and bottoms go down, and everyone is carried into the next season.

mod season;

use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use crate::engine::game::ChallengeRule;
use crate::engine::variant::VariantId;
use crate::service::errors::ServiceError;
use crate::service::idempotency::{recall, remember};
use crate::service::tournaments::TournamentError;
use crate::service::tournaments::registration::{correspondence_limit, event_name};
use crate::service::{Request, ServerSettings, Service};
use crate::store::leagues::{self, LeagueRow, NewLeague};
use crate::store::players;

/// A moderator's choices for a new league; `None` takes the default.
#[derive(Clone, Debug, Default)]
pub struct LeagueOptions {
    pub name: String,
    /// Default 28 days.
    pub season_days: Option<i16>,
    /// Most players in a division (default 8).
    pub division_size: Option<i16>,
    /// Games a player has going at once (default 2).
    pub games_at_once: Option<i16>,
    /// Promoted and relegated per division (default: one in six, rounded up).
    pub movers: Option<i16>,
    pub variant: Option<VariantId>,
    pub lexicon: Option<String>,
    pub challenge_rule: Option<ChallengeRule>,
    pub turn_time_limit_secs: Option<i32>,
}

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

fn bad(text: &str) -> ServiceError {
    TournamentError::BadSetting(text.to_owned()).into()
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
        let name = event_name(crate::service::names::EventKind::League, &options.name)?;
        let season_days = options.season_days.unwrap_or(28);
        if !(1..=180).contains(&season_days) {
            return Err(bad("A season lasts 1 to 180 days."));
        }
        let division_size = options.division_size.unwrap_or(8);
        if !(2..=32).contains(&division_size) {
            return Err(bad("A division holds 2 to 32 players."));
        }
        let games_at_once = options.games_at_once.unwrap_or(2);
        if !(1..=10).contains(&games_at_once) {
            return Err(bad("A player has 1 to 10 games going at once."));
        }
        if options.movers.is_some_and(|m| !(0..=16).contains(&m)) {
            return Err(bad("0 to 16 players go up and down per division."));
        }
        let lexicon = self.known_lexicon(options.lexicon.clone().unwrap_or(defaults.lexicon))?;
        let limit = correspondence_limit(
            options
                .turn_time_limit_secs
                .unwrap_or(defaults.turn_time_limit_secs),
        )?;
        players::upsert_player(&mut tx, request.user_id, &request.user_name).await?;
        let new = NewLeague {
            guild_id,
            channel_id: request.channel_id,
            name,
            created_by: request.user_id,
            season_days,
            division_size,
            games_at_once,
            movers: options.movers,
            variant: options.variant.unwrap_or(VariantId::Classic),
            lexicon,
            challenge_rule: options.challenge_rule.unwrap_or(defaults.challenge_rule),
            turn_time_limit_secs: limit,
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
