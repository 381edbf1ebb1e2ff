//! A league as its commands answer it (`LeagueView`): the channel's league locked and read.

use serde::{Deserialize, Serialize};
use sqlx::PgConnection;

use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::events::tournaments::TournamentError;
use crate::store::leagues::{self, LeagueRow};

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

/// The channel's league (or the league of the board thread the command came from), locked.
pub(crate) async fn lock_here(
    conn: &mut PgConnection,
    request: &Request,
) -> Result<LeagueRow, ServiceError> {
    Ok(leagues::lock_in_channel(conn, request.channel_id)
        .await?
        .ok_or(TournamentError::NoLeagueHere)?)
}

pub(crate) async fn league_view(
    conn: &mut PgConnection,
    row: &LeagueRow,
) -> Result<LeagueView, ServiceError> {
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
