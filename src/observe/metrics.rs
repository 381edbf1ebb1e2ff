//! The process's metrics: one registry with every family, the calls that record into them, and
//! the text a scrape reads. Names follow Prometheus' conventions: the unit in the name, `_total`
//! on counters, labels from fixed sets only (`labels`).

use std::sync::LazyLock;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};

use super::labels::{DeliveryOutcome, Name, Outcome, PoolState, ShardState};

/// Upper bounds, in seconds, of the buckets of a command's or a press's time: 5 ms to 30 s.
const ANSWER_BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];
/// Upper bounds, in seconds, of the buckets of an expert's think time: 0.1 s to 60 s (the
/// configured time is 0.1 s to 30 s a move).
const THINK_BUCKETS: [f64; 10] = [0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0, 60.0];

/// The process's metrics, kept from its start (a scrape reads them; nothing is reset).
pub fn metrics() -> &'static Metrics {
    static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);
    &METRICS
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct CommandLabels {
    /// The command as registered (`game start`, `play`): one of the bot's commands.
    command: String,
    outcome: Outcome,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ButtonLabels {
    button: Name,
    outcome: Outcome,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct DeliveryLabels {
    kind: Name,
    outcome: DeliveryOutcome,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabels {
    kind: Name,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ShardLabels {
    /// The shard's number: as many values as the process runs shards.
    shard: u32,
    state: ShardState,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PoolLabels {
    state: PoolState,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct VariantLabels {
    variant: Name,
}

type Timings<L> = Family<L, Histogram, fn() -> Histogram>;
type Seconds = Gauge<f64, AtomicU64>;

/// What the database holds that an operator watches, read at each scrape.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Workload {
    /// Outbox rows not yet delivered nor given up.
    pub outbox_pending: i64,
    /// How long the oldest of them has waited (0 when there is none).
    pub outbox_oldest_secs: f64,
    /// For every kind of job (the games' and the tournaments'), how long past due the oldest
    /// job not yet done is (0 when none is due).
    pub job_lag_secs: Vec<(Name, f64)>,
    /// For every kind of variant, its games in progress.
    pub games: Vec<(Name, i64)>,
    /// Server channels where Discord keeps refusing the bot's posts for lack of permissions
    /// (flagged, not yet cleared by a post that went through).
    pub channels_unreachable: i64,
}

/// Every family of the process, registered once.
pub struct Metrics {
    registry: Registry,
    commands: Timings<CommandLabels>,
    buttons: Timings<ButtonLabels>,
    deliveries: Family<DeliveryLabels, Counter>,
    permission_refusals: Family<KindLabels, Counter>,
    channels_unreachable: Gauge,
    outbox_pending: Gauge,
    outbox_oldest: Seconds,
    job_lag: Family<KindLabels, Seconds>,
    thinking_queue: Gauge,
    think_time: Histogram,
    shards: Family<ShardLabels, Gauge>,
    pool: Family<PoolLabels, Gauge>,
    pool_max: Gauge,
    games: Family<VariantLabels, Gauge>,
    resident: Gauge,
    ready: Gauge,
}

impl Metrics {
    fn new() -> Self {
        let answers: fn() -> Histogram = || Histogram::new(ANSWER_BUCKETS);
        let metrics = Self {
            registry: Registry::default(),
            commands: Family::new_with_constructor(answers),
            buttons: Family::new_with_constructor(answers),
            deliveries: Family::default(),
            permission_refusals: Family::default(),
            channels_unreachable: Gauge::default(),
            outbox_pending: Gauge::default(),
            outbox_oldest: Seconds::default(),
            job_lag: Family::default(),
            thinking_queue: Gauge::default(),
            think_time: Histogram::new(THINK_BUCKETS),
            shards: Family::default(),
            pool: Family::default(),
            pool_max: Gauge::default(),
            games: Family::default(),
            resident: Gauge::default(),
            ready: Gauge::default(),
        };
        metrics.registered()
    }

    /// This value with every family in its registry.
    fn registered(mut self) -> Self {
        self.register_work();
        self.register_state();
        self
    }

    /// The families of the work: answers, deliveries and the outbox, jobs, thinking.
    fn register_work(&mut self) {
        let r = &mut self.registry;
        r.register_with_unit(
            "lexicord_command_duration",
            "Time from a slash command's start to its answer, by command and outcome",
            Unit::Seconds,
            self.commands.clone(),
        );
        r.register_with_unit(
            "lexicord_button_duration",
            "Time from a button press or a form to its answer, by button and outcome",
            Unit::Seconds,
            self.buttons.clone(),
        );
        r.register(
            "lexicord_deliveries",
            "Outbox rows handed to Discord, by kind and how the try ended",
            self.deliveries.clone(),
        );
        r.register(
            "lexicord_delivery_permission_refusals",
            "Tries of outbox rows Discord refused for lack of permissions (403), by kind",
            self.permission_refusals.clone(),
        );
        r.register(
            "lexicord_channels_unreachable",
            "Server channels where Discord keeps refusing the bot's posts for lack of permissions",
            self.channels_unreachable.clone(),
        );
        r.register(
            "lexicord_outbox_pending_rows",
            "Outbox rows neither delivered nor given up yet",
            self.outbox_pending.clone(),
        );
        r.register_with_unit(
            "lexicord_outbox_oldest_pending_age",
            "How long the oldest pending outbox row has waited (0 when none)",
            Unit::Seconds,
            self.outbox_oldest.clone(),
        );
        r.register_with_unit(
            "lexicord_job_lag",
            "Now minus the due time of the oldest due job not yet done, by kind (0 when none)",
            Unit::Seconds,
            self.job_lag.clone(),
        );
        r.register(
            "lexicord_expert_think_queue_length",
            "Expert computer moves waiting for a thinking thread",
            self.thinking_queue.clone(),
        );
        r.register_with_unit(
            "lexicord_expert_think_duration",
            "Time an expert computer move took to think on its thread",
            Unit::Seconds,
            self.think_time.clone(),
        );
    }

    /// The families of the process's state: shards, pool, games, readiness, memory.
    fn register_state(&mut self) {
        let r = &mut self.registry;
        r.register(
            "lexicord_gateway_shard_state",
            "Discord gateway shards of this process: 1 for the state each is in, 0 for the others",
            self.shards.clone(),
        );
        r.register(
            "lexicord_db_pool_connections",
            "Open database connections of the pool, idle or in use",
            self.pool.clone(),
        );
        r.register(
            "lexicord_db_pool_max_connections",
            "The most connections the database pool opens",
            self.pool_max.clone(),
        );
        r.register(
            "lexicord_games_in_progress",
            "Games being played (started, not over), by kind of variant",
            self.games.clone(),
        );
        r.register(
            "lexicord_ready",
            "1 when the process is ready (its /readyz answers 200), else 0",
            self.ready.clone(),
        );
        r.register_with_unit(
            "process_resident_memory",
            "Resident memory of the process",
            Unit::Bytes,
            self.resident.clone(),
        );
    }

    /// A slash command ended after `took`.
    pub fn command(&self, command: &str, outcome: Outcome, took: Duration) {
        let labels = CommandLabels {
            command: command.to_owned(),
            outcome,
        };
        self.commands
            .get_or_create(&labels)
            .observe(took.as_secs_f64());
    }

    /// A button press (or a submitted form) ended after `took`.
    pub fn button(&self, button: Name, outcome: Outcome, took: Duration) {
        self.buttons
            .get_or_create(&ButtonLabels { button, outcome })
            .observe(took.as_secs_f64());
    }

    /// One try at delivering an outbox row of `kind` ended so.
    pub fn delivery(&self, kind: Name, outcome: DeliveryOutcome) {
        self.deliveries
            .get_or_create(&DeliveryLabels { kind, outcome })
            .inc();
    }

    /// Discord refused a try at an outbox row of `kind` for lack of permissions.
    pub fn permission_refused(&self, kind: Name) {
        self.permission_refusals
            .get_or_create(&KindLabels { kind })
            .inc();
    }

    /// An expert's move joined the line for a thinking thread.
    pub fn thinking_queued(&self) {
        self.thinking_queue.inc();
    }

    /// A thinking thread took an expert's move from the line.
    pub fn thinking_started(&self) {
        self.thinking_queue.dec();
    }

    /// An expert's move was thought in `took`.
    pub fn thought(&self, took: Duration) {
        self.think_time.observe(took.as_secs_f64());
    }

    /// What the database holds, as read for a scrape.
    pub fn set_workload(&self, workload: &Workload) {
        self.outbox_pending.set(workload.outbox_pending);
        self.outbox_oldest.set(workload.outbox_oldest_secs);
        self.channels_unreachable.set(workload.channels_unreachable);
        for (kind, lag) in &workload.job_lag_secs {
            self.job_lag
                .get_or_create(&KindLabels { kind: *kind })
                .set(*lag);
        }
        for (variant, games) in &workload.games {
            self.games
                .get_or_create(&VariantLabels { variant: *variant })
                .set(*games);
        }
    }

    /// The shards this process runs, each in its state.
    pub fn set_shards(&self, shards: &[(u32, ShardState)]) {
        self.shards.clear();
        for &(shard, now) in shards {
            for state in <ShardState as crate::engine::names::Named>::all() {
                self.shards
                    .get_or_create(&ShardLabels { shard, state })
                    .set(i64::from(state == now));
            }
        }
    }

    /// The database pool: `open` connections, `idle` of them unused, at most `max`.
    pub fn set_pool(&self, open: u32, idle: usize, max: u32) {
        let idle = i64::try_from(idle).unwrap_or(i64::MAX);
        let open = i64::from(open);
        self.pool
            .get_or_create(&PoolLabels {
                state: PoolState::Idle,
            })
            .set(idle);
        self.pool
            .get_or_create(&PoolLabels {
                state: PoolState::InUse,
            })
            .set((open - idle).max(0));
        self.pool_max.set(i64::from(max));
    }

    /// Whether the process is ready (see `health::readiness`).
    pub fn set_ready(&self, ready: bool) {
        self.ready.set(i64::from(ready));
    }

    /// The process's resident memory, in bytes.
    pub fn set_resident_memory(&self, bytes: u64) {
        self.resident.set(i64::try_from(bytes).unwrap_or(i64::MAX));
    }

    /// Everything, in the `OpenMetrics` text format (Prometheus' exposition format, ending with
    /// `# EOF`).
    pub fn encode(&self) -> String {
        let mut text = String::new();
        if let Err(error) = prometheus_client::encoding::text::encode(&mut text, &self.registry) {
            tracing::error!(%error, "cannot write the metrics");
        }
        text
    }
}

#[cfg(test)]
mod tests;
