//! The handle every area stands on (`Shared`): the pool, the lexicons, the servers' default
//! settings, the clock and the computer's budgets, with the reads every area makes (a server's
//! settings and clock settings). It imports no area, so no area reaches another through it.

use std::sync::Arc;

use sqlx::PgConnection;
use sqlx::PgPool;

use crate::config::{EXPERT_THINK, REVIEW_TURN_BUDGET, ThinkBudget};
use crate::store::clocks;
use crate::store::players;

use super::Lexicons;
use super::clocks::{Clock, ClockSettings, SystemClock};
use super::errors::ServiceError;
use super::server::ServerSettings;

/// The shared handle: a pool, the lexicons, server defaults, a clock and budgets. Cheap to
/// clone (one pointer to its parts), so each area holds its own.
#[derive(Clone)]
pub struct Shared {
    parts: Arc<SharedParts>,
}

/// What the shared handle shares, read through it (`self.pool` in an area's method).
#[derive(Clone)]
pub struct SharedParts {
    pub(super) pool: PgPool,
    pub(super) lexicons: Arc<Lexicons>,
    /// Settings of servers that have not chosen their own.
    pub(super) defaults: ServerSettings,
    /// Clock settings of servers that have not chosen their own.
    pub(super) clock_defaults: ClockSettings,
    /// The time turn clocks run on.
    pub(super) clock: Arc<dyn Clock>,
    /// What the expert computer level may think a move (turned into work as it starts).
    pub(super) expert: ThinkBudget,
    /// What `/review` may spend judging each turn.
    pub(super) review_budget: ThinkBudget,
}

impl std::ops::Deref for Shared {
    type Target = SharedParts;

    fn deref(&self) -> &SharedParts {
        &self.parts
    }
}

impl Shared {
    pub(super) fn new(pool: PgPool, lexicons: Lexicons, defaults: ServerSettings) -> Self {
        let parts = SharedParts {
            pool,
            lexicons: Arc::new(lexicons),
            defaults,
            clock_defaults: ClockSettings::default(),
            clock: Arc::new(SystemClock),
            expert: ThinkBudget::time(EXPERT_THINK),
            review_budget: REVIEW_TURN_BUDGET,
        };
        Self {
            parts: Arc::new(parts),
        }
    }

    /// The parts to change while the service is built (`Service::with_clock` and the like).
    pub(super) fn parts_mut(&mut self) -> &mut SharedParts {
        Arc::make_mut(&mut self.parts)
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

    /// The server's settings, or the bot's defaults when it has none (or outside a server).
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn server_settings(
        &self,
        guild_id: Option<i64>,
    ) -> Result<ServerSettings, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        self.settings_of(&mut conn, guild_id).await
    }

    /// The settings of server `guild_id` read on `conn`, or the bot's defaults when it has none
    /// (or outside a server): what new games, tournaments and leagues start from.
    pub(crate) async fn settings_of(
        &self,
        conn: &mut PgConnection,
        guild_id: Option<i64>,
    ) -> Result<ServerSettings, ServiceError> {
        let Some(guild) = guild_id else {
            return Ok(self.defaults.clone());
        };
        Ok(players::server_settings(conn, guild)
            .await?
            .map_or_else(|| self.defaults.clone(), ServerSettings::from))
    }

    /// The server's clock settings, or the bot's defaults.
    pub(crate) async fn clock_settings_of(
        &self,
        conn: &mut PgConnection,
        guild_id: Option<i64>,
    ) -> sqlx::Result<ClockSettings> {
        let stored = match guild_id {
            Some(guild) => clocks::server_clock_settings(conn, guild).await?,
            None => None,
        };
        Ok(stored.map_or_else(|| self.clock_defaults.clone(), ClockSettings::from))
    }
}

/// An area type over the shared handle: made from it ([`Shared`] cloned), and reading the
/// pool, lexicons, settings and clock through it. An area holds this handle, never another
/// area: one area reaches another's methods only by naming its type.
macro_rules! area {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name {
            shared: $crate::service::shared::Shared,
        }

        impl $name {
            /// This area over the shared handle.
            pub(crate) fn over(shared: &$crate::service::shared::Shared) -> Self {
                Self {
                    shared: shared.clone(),
                }
            }
        }

        impl std::ops::Deref for $name {
            type Target = $crate::service::shared::Shared;

            fn deref(&self) -> &Self::Target {
                &self.shared
            }
        }
    };
}
pub(crate) use area;
