//! The service itself (a pool, the lexicons, server defaults and a clock) and who asks
//! (`Request`): what every use case stands on.

use std::sync::Arc;

use sqlx::PgPool;

use crate::engine::ai::REVIEW_TURN_BUDGET;
use crate::engine::ai::sim::{Budget, SimSettings};

use super::Lexicons;
use super::clocks::{Clock, ClockSettings, SystemClock};
use super::server::ServerSettings;

/// Who asks, where, and through which interaction.
#[derive(Clone, Debug)]
pub struct Request {
    pub guild_id: Option<i64>,
    pub channel_id: i64,
    pub user_id: i64,
    /// The name to show for the user.
    pub user_name: String,
    /// Discord's interaction id: a repeated id returns the first outcome and writes nothing.
    pub interaction_id: Option<i64>,
    /// The user may moderate (Manage Server or the configured role), as the Discord layer found.
    pub moderator: bool,
}

/// The service: a pool, the lexicons and a clock. Cheap to clone.
#[derive(Clone)]
pub struct Service {
    pub(super) pool: PgPool,
    pub(super) lexicons: Arc<Lexicons>,
    /// Settings of servers that have not chosen their own.
    pub(super) defaults: ServerSettings,
    /// Clock settings of servers that have not chosen their own.
    pub(super) clock_defaults: ClockSettings,
    /// The time turn clocks run on.
    pub(super) clock: Arc<dyn Clock>,
    /// How the expert computer level simulates (its budget per move).
    pub(super) expert: SimSettings,
    /// What `/review` may spend judging each turn.
    pub(super) review_budget: Budget,
}

impl Service {
    pub fn new(pool: PgPool, lexicons: Lexicons, defaults: ServerSettings) -> Self {
        Self {
            pool,
            lexicons: Arc::new(lexicons),
            defaults,
            clock_defaults: ClockSettings::default(),
            clock: Arc::new(SystemClock),
            expert: SimSettings::default(),
            review_budget: REVIEW_TURN_BUDGET,
        }
    }

    /// This service with the expert computer level thinking `budget` a move (2 s by default).
    pub fn with_expert_budget(mut self, budget: std::time::Duration) -> Self {
        self.expert = SimSettings::within(Budget::time(budget));
        self
    }

    /// How many games this service replayed from their log so far (see `work_counts`).
    pub fn replays(&self) -> u64 {
        self.lexicons.replays()
    }

    /// This service on another clock (tests use a [`ManualClock`]).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Self {
        self.clock = clock;
        self
    }

    /// This service with other clock settings for servers that have not chosen their own.
    pub fn with_clock_defaults(mut self, defaults: ClockSettings) -> Self {
        self.clock_defaults = defaults;
        self
    }

    /// This service with `budget` for each turn of a review (see [`REVIEW_TURN_BUDGET`]).
    pub fn with_review_budget(mut self, budget: Budget) -> Self {
        self.review_budget = budget;
        self
    }

    /// The service clock's time.
    pub fn now(&self) -> time::OffsetDateTime {
        self.clock.now()
    }

    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    pub fn lexicons(&self) -> &Lexicons {
        &self.lexicons
    }
}
