//! What the metrics read of the database at each scrape (the outbox's backlog, how far past due
//! the jobs are, games in progress by variant) and what readiness asks of it (the migrations
//! this binary has that the database lacks). Every kind is given, at 0 when it has nothing, so
//! a series never vanishes when its work is done.

use crate::engine::names::Named;
use crate::engine::variant::{VariantId, VariantKind};
use crate::kinds::{JobKind, TournamentJobKind};
use crate::observe::{Name, Workload};
use crate::store::{MIGRATOR, channels, workload};

use super::Delivery;
use crate::service::errors::ServiceError;

impl Delivery {
    /// The outbox's backlog, the jobs' lag by kind, the games in progress by kind of variant and
    /// the channels that keep refusing the bot's posts.
    #[tracing::instrument(skip_all)]
    pub async fn workload(&self) -> Result<Workload, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let backlog = workload::outbox_backlog(&mut conn).await?;
        let mut job_lag_secs = zero(JobKind::all(), 0.0);
        job_lag_secs.extend(zero(TournamentJobKind::all(), 0.0));
        let game_jobs = workload::job_lag(&mut conn).await?;
        let tournament_jobs = workload::tournament_job_lag(&mut conn).await?;
        let lags = game_jobs
            .into_iter()
            .map(|(kind, lag)| (Name::from(kind), lag))
            .chain(
                tournament_jobs
                    .into_iter()
                    .map(|(kind, lag)| (Name::from(kind), lag)),
            );
        for (kind, lag) in lags {
            add(&mut job_lag_secs, kind, lag);
        }
        let mut games = zero(VariantKind::all(), 0);
        for (variant, count) in workload::games_in_progress(&mut conn).await? {
            match VariantId::parse(&variant) {
                Ok(id) => add(&mut games, Name::from(id.kind()), count),
                Err(error) => tracing::debug!(variant, ?error, "a stored variant not known here"),
            }
        }
        Ok(Workload {
            outbox_pending: backlog.pending,
            outbox_oldest_secs: backlog.oldest_secs,
            job_lag_secs,
            games,
            channels_unreachable: channels::unreachable_count(&mut conn).await?,
        })
    }

    /// How many of this binary's migrations the database has not applied (0 once `lexicord
    /// run` has migrated it).
    #[tracing::instrument(skip_all)]
    pub async fn pending_migrations(&self) -> Result<usize, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let applied = workload::applied_migrations(&mut conn).await?;
        Ok(MIGRATOR
            .iter()
            .filter(|m| !m.migration_type.is_down_migration() && !applied.contains(&m.version))
            .count())
    }
}

/// Every value of a kind, each with `nothing`.
fn zero<K: Named, T: Copy>(kinds: Vec<K>, nothing: T) -> Vec<(Name, T)> {
    kinds
        .into_iter()
        .map(|k| (Name::from(k), nothing))
        .collect()
}

/// Adds `value` to `name`'s entry.
fn add<T: std::ops::AddAssign>(entries: &mut [(Name, T)], name: Name, value: T) {
    if let Some((_, total)) = entries.iter_mut().find(|(n, _)| *n == name) {
        *total += value;
    }
}
