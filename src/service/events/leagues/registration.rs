//! A league's own commands: created by a moderator, players registering for the next season or
//! leaving its list, and the league shown.

use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::events::tournaments::EventSetting;
use crate::service::events::tournaments::TournamentError;
use crate::service::events::tournaments::settings::bad;
use crate::service::idempotency::{recall, remember};
use crate::store::leagues::{self, NewLeague};
use crate::store::players;

use super::settings::{self, LeagueOptions};
use super::view::{LeagueView, league_view, lock_here};
use crate::service::events::Events;

impl Events {
    /// `/league create`: a league in this channel, its first season open (moderators only).
    #[tracing::instrument(skip_all, fields(request = %request))]
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
            .ok_or_else(|| bad(EventSetting::LeagueNeedsServer))?;
        let defaults = self.settings_of(&mut tx, Some(guild_id)).await?;
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
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn join_league(&self, request: &Request) -> Result<LeagueView, ServiceError> {
        self.league_register(request, true).await
    }

    /// `/league leave`: takes the caller off the next season's list (games of a season being
    /// played go on).
    #[tracing::instrument(skip_all, fields(request = %request))]
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
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn league(&self, request: &Request) -> Result<LeagueView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        let view = league_view(&mut tx, &row).await?;
        tx.commit().await?;
        Ok(view)
    }
}
