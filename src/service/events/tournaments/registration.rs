//! Opening a tournament and its registration: create, join and leave while open, the director
//! adding and removing players, closing registration, and the start (which schedules the
//! pairing of round 1 as a job).

use sqlx::PgConnection;

use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::kinds::{TournamentJobKind, TournamentState};
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::idempotency::{recall, remember};
use crate::store::players;
use crate::store::ratings::{self, PoolKey};
use crate::store::tournament_jobs;
use crate::store::tournaments::{self, NewTournament};
use crate::tournament::divisions::split_by_rating;
use crate::tournament::pools::Pace;

use super::EventSetting;
use super::posts;
use super::settings::{self, TournamentOptions, bad};
use super::views::{self, TournamentView};
use crate::service::event_data::errors::TournamentError;
use crate::service::event_data::loaded::{Loaded, lock_here};
use crate::service::event_data::post::TournamentPost;
use crate::service::events::Events;

impl Events {
    /// `/tournament create`: opens registration in the channel (directors only).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn create_tournament(
        &self,
        request: &Request,
        options: &TournamentOptions,
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        if !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        let guild_id = request
            .guild_id
            .ok_or_else(|| bad(EventSetting::TournamentNeedsServer))?;
        let defaults = self.settings_of(&mut tx, Some(guild_id)).await?;
        let settings = settings::resolve(options, defaults, &self.lexicons)?;
        players::upsert_player(&mut tx, request.user_id, &request.user_name).await?;
        let new = NewTournament {
            guild_id,
            channel_id: request.channel_id,
            name: settings.name,
            created_by: request.user_id,
            rounds: settings.rounds,
            schedule: settings.schedule,
            variant: settings.variant,
            lexicon: settings.lexicon,
            challenge_rule: settings.challenge_rule,
            turn_time_limit_secs: settings.turn_time_limit_secs,
            round_secs: settings.round_secs,
            bye_spread: settings.bye_spread,
            forfeit_spread: settings.forfeit_spread,
            max_repeats: settings.max_repeats,
            gibsonize: settings.gibsonize,
            auto_advance: settings.auto_advance,
            seed: rand::random::<i64>(),
            divisions: settings.divisions,
            games_at_once: None,
        };
        let id = tournaments::insert(&mut tx, &new)
            .await?
            .ok_or(TournamentError::ChannelHasTournament)?;
        let row = tournaments::lock(&mut tx, id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("tournament {id} vanished"))?;
        let loaded = Loaded::load(&mut tx, row).await?;
        posts::post_state(&mut tx, &loaded, false).await?;
        let view = views::tournament_view(&loaded);
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// `/tournament join`: signs the caller up while registration is open.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn join_tournament(&self, request: &Request) -> Result<TournamentView, ServiceError> {
        self.register(request, request.user_id, &request.user_name, true, false)
            .await
    }

    /// `/tournament leave`: takes the caller off the list while registration is open.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn leave_tournament(
        &self,
        request: &Request,
    ) -> Result<TournamentView, ServiceError> {
        self.register(request, request.user_id, &request.user_name, false, false)
            .await
    }

    /// `/tournament add`: the director signs a player up (before the start).
    #[tracing::instrument(skip_all, fields(request = %request, user_id))]
    pub async fn add_to_tournament(
        &self,
        request: &Request,
        user_id: i64,
        name: &str,
    ) -> Result<TournamentView, ServiceError> {
        self.register(request, user_id, name, true, true).await
    }

    async fn register(
        &self,
        request: &Request,
        user_id: i64,
        name: &str,
        joining: bool,
        by_director: bool,
    ) -> Result<TournamentView, ServiceError> {
        // A director names another member: made plain here, as the bot does for the asker.
        let name = &crate::service::names::display_name(name, "");
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        if by_director && !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        match row.state {
            TournamentState::Registration => {}
            TournamentState::Closed if by_director => {}
            TournamentState::Closed => return Err(TournamentError::RegistrationClosed.into()),
            TournamentState::Finished => return Err(TournamentError::Finished.into()),
            _ => return Err(TournamentError::AlreadyStarted.into()),
        }
        players::upsert_player(&mut tx, user_id, name).await?;
        let changed = if joining {
            tournaments::add_entrant(&mut tx, row.id, user_id).await?
        } else {
            tournaments::delete_entrant(&mut tx, row.id, user_id).await?
        };
        if !changed {
            return Err(match (joining, by_director) {
                (true, true) => {
                    TournamentError::PlayerAlreadyRegistered(crate::service::names::markdown(name))
                }
                (true, false) => TournamentError::AlreadyRegistered,
                (false, true) => TournamentError::NoSuchPlayer,
                (false, false) => TournamentError::NotRegistered,
            }
            .into());
        }
        let loaded = Loaded::load(&mut tx, row).await?;
        let post = TournamentPost::Registration {
            name: loaded.row.name.clone(),
            player: name.to_owned(),
            joined: joining,
            count: loaded.entrants.len(),
        };
        posts::post(&mut tx, &loaded, post).await?;
        let view = views::tournament_view(&loaded);
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// `/tournament close`: ends registration (the director may still add players).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn close_registration(
        &self,
        request: &Request,
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        if !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        if row.state != TournamentState::Registration {
            return Err(TournamentError::RegistrationClosed.into());
        }
        let now = self.clock.now();
        let mut loaded = Loaded::load(&mut tx, row).await?;
        let closed = (TournamentState::Closed, now);
        posts::change_state(&mut tx, &mut loaded, closed, false).await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament start`: closes registration if open and schedules the pairing of round 1.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn start_tournament(
        &self,
        request: &Request,
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        if let Some(view) = recall(&mut tx, request).await? {
            return Ok(view);
        }
        if !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        if !matches!(
            row.state,
            TournamentState::Registration | TournamentState::Closed
        ) {
            return Err(TournamentError::AlreadyStarted.into());
        }
        let mut loaded = Loaded::load(&mut tx, row).await?;
        if loaded.entrants.len() < 2 {
            return Err(TournamentError::TooFewPlayers(loaded.entrants.len()).into());
        }
        let divisions = usize::try_from(loaded.row.divisions).unwrap_or(1);
        if loaded.entrants.len() < 2 * divisions {
            let registered = loaded.entrants.len();
            return Err(
                TournamentError::TooFewForDivisions(registered, loaded.row.divisions).into(),
            );
        }
        seed_players(&mut tx, &mut loaded).await?;
        let now = self.clock.now();
        let running = (TournamentState::Running, now);
        posts::change_state(&mut tx, &mut loaded, running, false).await?;
        tournament_jobs::schedule(&mut tx, TournamentJobKind::PairRound, loaded.row.id, 1, now)
            .await?;
        let view = views::tournament_view(&loaded);
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }
}

/// Each user's rating in an event's pool on its server (lexicon, variant, pace), rounded as tsh
/// writes it; 0 when unrated.
pub(crate) async fn pool_ratings(
    conn: &mut PgConnection,
    (guild_id, lexicon, variant, turn_limit_secs): (i64, &str, VariantId, i32),
    users: &[i64],
) -> Result<Vec<i32>, ServiceError> {
    let variant = variant.to_string();
    let key = PoolKey {
        guild_id,
        lexicon,
        variant: &variant,
        pace: Pace::of_turn_limit(turn_limit_secs).name(),
    };
    let held = ratings::lock_in_pool(conn, key, users).await?;
    Ok(users
        .iter()
        .map(|u| {
            held.iter()
                .find(|r| r.user_id == *u)
                .map_or(0, |r| r.rating.round() as i32)
        })
        .collect())
}

/// At the start: each player enters at their rating in the event's pool on this server (0 when
/// unrated, as tsh writes it), and the divisions are cut by those ratings.
async fn seed_players(conn: &mut PgConnection, loaded: &mut Loaded) -> Result<(), ServiceError> {
    let row = &loaded.row;
    let users: Vec<i64> = loaded.entrants.iter().map(|e| e.user_id).collect();
    let pool = (
        row.guild_id,
        row.lexicon.as_str(),
        row.variant,
        row.turn_time_limit_secs,
    );
    let entering = pool_ratings(conn, pool, &users).await?;
    let divisions = split_by_rating(&entering, usize::try_from(row.divisions).unwrap_or(1));
    let seeding: Vec<(i64, i32, i16)> = loaded
        .entrants
        .iter()
        .zip(entering.iter().zip(&divisions))
        .map(|(e, (&rating, &division))| (e.id, rating, division))
        .collect();
    tournaments::set_seeding(conn, &seeding).await?;
    for (e, (rating, division)) in loaded
        .entrants
        .iter_mut()
        .zip(entering.iter().zip(divisions))
    {
        e.rating = *rating;
        e.division = division;
    }
    Ok(())
}
