//! Opening a tournament and its registration: create, join and leave while open, the director
//! adding and removing players, closing registration, and the start (which schedules the
//! pairing of round 1 as a job).

use sqlx::PgConnection;

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::engine::variant::VariantId;
use crate::service::errors::ServiceError;
use crate::service::idempotency::{recall, remember};
use crate::service::{Request, ServerSettings, Service};
use crate::store::players;
use crate::store::ratings::{self, PoolKey};
use crate::store::tournament_jobs;
use crate::store::tournament_kinds::{TournamentJobKind, TournamentState};
use crate::store::tournaments::{self, NewTournament, TournamentRow};
use crate::tournament::divisions::{MAX_DIVISIONS, split_by_rating};
use crate::tournament::pools::Pace;
use crate::tournament::schedule;

use super::posts::{self, TournamentPost};
use super::views::{self, TournamentView};
use super::{Loaded, TournamentError};

/// A director's choices for a new tournament; `None` takes the server's default (or tsh's).
#[derive(Clone, Debug, Default)]
pub struct TournamentOptions {
    pub name: String,
    pub rounds: i16,
    /// The pairing schedule as written (`swiss`, `round-robin, 2x swiss, koth`).
    pub schedule: String,
    pub variant: Option<VariantId>,
    pub lexicon: Option<String>,
    pub challenge_rule: Option<ChallengeRule>,
    pub turn_time_limit_secs: Option<i32>,
    /// How long each round lasts (default 7 days).
    pub round_secs: Option<i32>,
    /// Default +50.
    pub bye_spread: Option<i32>,
    /// Default -50.
    pub forfeit_spread: Option<i32>,
    /// Default 1.
    pub max_repeats: Option<i16>,
    /// Default on.
    pub gibsonize: Option<bool>,
    /// Default on: the next round is paired when every result is in.
    pub auto_advance: Option<bool>,
    /// Groups by rating, each paired and ranked on its own (default 1: none).
    pub divisions: Option<i16>,
}

fn bad(text: &str) -> ServiceError {
    TournamentError::BadSetting(text.to_owned()).into()
}

impl Service {
    /// `/tournament create`: opens registration in the channel (directors only).
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
            .ok_or_else(|| bad("Tournaments run on a server, not in DMs."))?;
        let defaults = players::server_settings(&mut tx, guild_id)
            .await?
            .map_or_else(|| self.defaults.clone(), ServerSettings::from);
        let name = event_name(crate::service::names::EventKind::Tournament, &options.name)?;
        if !(1..=40).contains(&options.rounds) {
            return Err(bad("A tournament has 1 to 40 rounds."));
        }
        let methods = schedule::parse(
            &options.schedule,
            usize::try_from(options.rounds).unwrap_or(1),
        )
        .map_err(|e| bad(&format!("The pairing schedule: {e}.")))?;
        let lexicon = self.known_lexicon(options.lexicon.clone().unwrap_or(defaults.lexicon))?;
        let limit = correspondence_limit(
            options
                .turn_time_limit_secs
                .unwrap_or(defaults.turn_time_limit_secs),
        )?;
        let round_secs = options.round_secs.unwrap_or(7 * 86_400);
        if !(3600..=30 * 86_400).contains(&round_secs) {
            return Err(bad("A round lasts between 1 hour and 30 days."));
        }
        let bye_spread = options.bye_spread.unwrap_or(50);
        let forfeit_spread = options.forfeit_spread.unwrap_or(-50);
        if !(0..=500).contains(&bye_spread) || !(-500..=0).contains(&forfeit_spread) {
            return Err(bad(
                "The bye spread is 0 to 500 and the forfeit spread -500 to 0.",
            ));
        }
        let max_repeats = options.max_repeats.unwrap_or(1);
        if !(0..=40).contains(&max_repeats) {
            return Err(bad("The maximum number of repeats is 0 to 40."));
        }
        let divisions = options.divisions.unwrap_or(1);
        if !(1..=i16::try_from(MAX_DIVISIONS).unwrap_or(8)).contains(&divisions) {
            return Err(bad(&format!(
                "A tournament has 1 to {MAX_DIVISIONS} divisions."
            )));
        }
        players::upsert_player(&mut tx, request.user_id, &request.user_name).await?;
        let new = NewTournament {
            guild_id,
            channel_id: request.channel_id,
            name,
            created_by: request.user_id,
            rounds: options.rounds,
            schedule: methods,
            variant: options.variant.unwrap_or(VariantId::Classic),
            lexicon,
            challenge_rule: options.challenge_rule.unwrap_or(defaults.challenge_rule),
            turn_time_limit_secs: limit,
            round_secs,
            bye_spread,
            forfeit_spread,
            max_repeats,
            gibsonize: options.gibsonize.unwrap_or(true),
            auto_advance: options.auto_advance.unwrap_or(true),
            seed: rand::random::<i64>(),
            divisions,
            games_at_once: None,
        };
        let id = tournaments::insert(&mut tx, &new)
            .await?
            .ok_or(TournamentError::ChannelHasTournament)?;
        let row = tournaments::lock(&mut tx, id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("tournament {id} vanished"))?;
        let loaded = Loaded::load(&mut tx, row).await?;
        let post = TournamentPost::State {
            name: loaded.row.name.clone(),
            state: TournamentState::Registration,
            early: false,
        };
        posts::post(&mut tx, &loaded, post).await?;
        let view = views::tournament_view(&loaded);
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }

    /// `/tournament join`: signs the caller up while registration is open.
    pub async fn join_tournament(&self, request: &Request) -> Result<TournamentView, ServiceError> {
        self.register(request, request.user_id, &request.user_name, true, false)
            .await
    }

    /// `/tournament leave`: takes the caller off the list while registration is open.
    pub async fn leave_tournament(
        &self,
        request: &Request,
    ) -> Result<TournamentView, ServiceError> {
        self.register(request, request.user_id, &request.user_name, false, false)
            .await
    }

    /// `/tournament add`: the director signs a player up (before the start).
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
        tournaments::set_state(&mut tx, row.id, TournamentState::Closed, now).await?;
        let mut loaded = Loaded::load(&mut tx, row).await?;
        loaded.row.state = TournamentState::Closed;
        let post = TournamentPost::State {
            name: loaded.row.name.clone(),
            state: TournamentState::Closed,
            early: false,
        };
        posts::post(&mut tx, &loaded, post).await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament start`: closes registration if open and schedules the pairing of round 1.
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
        tournaments::set_state(&mut tx, loaded.row.id, TournamentState::Running, now).await?;
        loaded.row.state = TournamentState::Running;
        tournament_jobs::schedule(&mut tx, TournamentJobKind::PairRound, loaded.row.id, 1, now)
            .await?;
        let post = TournamentPost::State {
            name: loaded.row.name.clone(),
            state: TournamentState::Running,
            early: false,
        };
        posts::post(&mut tx, &loaded, post).await?;
        let view = views::tournament_view(&loaded);
        remember(&mut tx, request, None, &view).await?;
        tx.commit().await?;
        Ok(view)
    }
}

impl Service {
    /// `lexicon` if this bot has it, else the refusal naming the ones it has.
    pub(crate) fn known_lexicon(&self, lexicon: String) -> Result<String, ServiceError> {
        if self.lexicons.contains(&lexicon) {
            Ok(lexicon)
        } else {
            let list = self.lexicons.names().join(", ");
            Err(crate::service::UserError::UnknownLexicon(lexicon, list).into())
        }
    }
}

/// A tournament's or league's name (of `kind`), made plain (see `service::names`): refused with
/// the reason when it holds control characters or nothing visible; then 1 to 60 characters,
/// without the characters tsh files use as separators.
pub(crate) fn event_name(
    kind: crate::service::names::EventKind,
    name: &str,
) -> Result<String, ServiceError> {
    if let Some(refusal) = crate::service::names::event_name_refusal(kind, name) {
        return Err(bad(&refusal));
    }
    let name = crate::service::names::plain(name);
    if name.chars().count() > 60 || name.contains([';', '#']) {
        return Err(bad(
            "The name must be 1 to 60 characters on one line, without ; or #.",
        ));
    }
    Ok(name)
}

/// A correspondence event's turn limit: 1 hour to 7 days.
pub(crate) fn correspondence_limit(limit: i32) -> Result<i32, ServiceError> {
    if (3600..=7 * 86_400).contains(&limit) {
        Ok(limit)
    } else {
        Err(bad(
            "The turn time limit must be between 1 hour and 7 days.",
        ))
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

/// The channel's tournament (not finished, else the latest), locked.
pub(super) async fn lock_here(
    conn: &mut PgConnection,
    request: &Request,
) -> Result<TournamentRow, ServiceError> {
    Ok(tournaments::in_channel(conn, request.channel_id, true)
        .await?
        .ok_or(TournamentError::NoTournamentHere)?)
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
