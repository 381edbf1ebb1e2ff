//! What the metrics listener sees of the running bot: the Discord shards this process runs
//! (`Gateway`, from serenity's shard manager), and the `Probe` the listener asks at each
//! request (`Observed`): the database's workload through the service, the pool, memory and the
//! shards for `/metrics`; the database, its migrations and the shards for `/readyz`.

use std::collections::HashMap;
use std::ops::RangeInclusive;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::config::ShardRange;
use crate::observe::{self, Checks, DatabaseHealth, Probe, Readiness, ShardState, ShardsHealth};
use crate::service::Service;

/// How long a scrape or a readiness check waits for the database.
const DATABASE_WITHIN: Duration = Duration::from_secs(3);

/// The shards this process runs and the manager running them now. Cheap to clone.
#[derive(Clone, Default)]
pub struct Gateway(Arc<Mutex<Shards>>);

#[derive(Default)]
struct Shards {
    /// The client's shard manager while a client runs.
    manager: Option<Arc<serenity::ShardManager>>,
    /// The shards to run: the configured range, or all Discord asked for (learnt when the
    /// first shard is ready).
    expected: Option<RangeInclusive<u32>>,
}

impl Gateway {
    /// A process running `range` (all shards Discord recommends when `None`).
    pub fn new(range: Option<ShardRange>) -> Self {
        let shards = Shards {
            manager: None,
            expected: range.map(|r| r.first..=r.last),
        };
        Self(Arc::new(Mutex::new(shards)))
    }

    fn shards(&self) -> std::sync::MutexGuard<'_, Shards> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A client runs its shards with `manager`.
    pub fn serving(&self, manager: Arc<serenity::ShardManager>) {
        self.shards().manager = Some(manager);
    }

    /// The client stopped: no shard runs until the next one starts.
    pub fn stopped(&self) {
        self.shards().manager = None;
    }

    /// A shard is ready: without a configured range, its total says how many shards to run.
    pub fn ready(&self, shard: Option<serenity::ShardInfo>) {
        let mut shards = self.shards();
        if shards.expected.is_none()
            && let Some(info) = shard
        {
            shards.expected = Some(0..=info.total.saturating_sub(1));
        }
    }

    /// Every shard to run with its state (one the manager does not run is disconnected).
    pub async fn health(&self) -> ShardsHealth {
        let (manager, expected) = {
            let shards = self.shards();
            (shards.manager.clone(), shards.expected.clone())
        };
        let Some(expected) = expected else {
            return ShardsHealth::NotStarted;
        };
        let running: HashMap<u32, ShardState> = match manager {
            Some(manager) => manager
                .runners
                .lock()
                .await
                .iter()
                .map(|(id, runner)| (id.0, state_of(runner.stage)))
                .collect(),
            None => HashMap::new(),
        };
        ShardsHealth::Shards(
            expected
                .map(|n| {
                    (
                        n,
                        running.get(&n).copied().unwrap_or(ShardState::Disconnected),
                    )
                })
                .collect(),
        )
    }
}

/// A shard's stage as the metrics name it.
fn state_of(stage: serenity::ConnectionStage) -> ShardState {
    match stage {
        serenity::ConnectionStage::Connected => ShardState::Connected,
        serenity::ConnectionStage::Resuming => ShardState::Resuming,
        serenity::ConnectionStage::Handshake => ShardState::Handshake,
        serenity::ConnectionStage::Identifying => ShardState::Identifying,
        serenity::ConnectionStage::Disconnected => ShardState::Disconnected,
        _ => ShardState::Connecting,
    }
}

/// The running bot as the listener sees it.
pub struct Observed {
    pub service: Service,
    pub gateway: Gateway,
}

impl Probe for Observed {
    async fn refresh(&self) {
        let metrics = observe::metrics();
        let pool = self.service.pool();
        metrics.set_pool(
            pool.size(),
            pool.num_idle(),
            pool.options().get_max_connections(),
        );
        match tokio::time::timeout(DATABASE_WITHIN, self.service.delivery().workload()).await {
            Ok(Ok(workload)) => metrics.set_workload(&workload),
            Ok(Err(error)) => tracing::warn!(%error, "metrics: cannot read the outbox and jobs"),
            Err(_) => tracing::warn!("metrics: the database did not answer in time"),
        }
        if let ShardsHealth::Shards(shards) = self.gateway.health().await {
            metrics.set_shards(&shards);
        }
        metrics.set_ready(self.readiness().await == Readiness::Ready);
        if let Some(bytes) = observe::resident_bytes() {
            metrics.set_resident_memory(bytes);
        }
    }

    async fn readiness(&self) -> Readiness {
        let pending = self.service.delivery().pending_migrations();
        let database = match tokio::time::timeout(DATABASE_WITHIN, pending).await {
            Ok(Ok(pending_migrations)) => DatabaseHealth::Reachable { pending_migrations },
            Ok(Err(error)) => DatabaseHealth::Unreachable(error.to_string()),
            Err(_) => DatabaseHealth::NoAnswer(DATABASE_WITHIN),
        };
        observe::readiness(&Checks {
            database,
            shards: self.gateway.health().await,
        })
    }
}
