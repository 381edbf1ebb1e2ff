//! The service: the shared handle and one value of each area over it. Callers reach a use case
//! through its area (`service.games().play(..)`); the handle's own reads (the clock, a
//! server's settings) are reached through the service itself.

use std::ops::Deref;
use std::sync::Arc;

use sqlx::PgPool;

use crate::config::ThinkBudget;

use super::Lexicons;
use super::clocks::{Clock, ClockSettings};
use super::delivery::Delivery;
use super::events::{Events, Pacing};
use super::games::{Clocks, Games, Tables};
use super::server::ServerSettings;
use super::settings::Settings;
use super::shared::Shared;
use super::study::Study;

/// The service: a pool, the lexicons and a clock, and the areas over them. Cheap to clone.
#[derive(Clone)]
pub struct Service {
    shared: Shared,
    games: Games,
    tables: Tables,
    clocks: Clocks,
    events: Events,
    pacing: Pacing,
    study: Study,
    delivery: Delivery,
    settings: Settings,
}

impl Service {
    pub fn new(pool: PgPool, lexicons: Lexicons, defaults: ServerSettings) -> Self {
        Self::over(Shared::new(pool, lexicons, defaults))
    }

    /// Every area over `shared`.
    fn over(shared: Shared) -> Self {
        Self {
            games: Games::over(&shared),
            tables: Tables::over(&shared),
            clocks: Clocks::over(&shared),
            events: Events::over(&shared),
            pacing: Pacing::over(&shared),
            study: Study::over(&shared),
            delivery: Delivery::over(&shared),
            settings: Settings::over(&shared),
            shared,
        }
    }

    /// This service with the expert computer level thinking `budget` a move (2 s by default).
    pub fn with_expert_budget(mut self, budget: std::time::Duration) -> Self {
        self.shared.parts_mut().expert = ThinkBudget::time(budget);
        Self::over(self.shared)
    }

    /// How many games this service replayed from their log so far (see `work_counts`).
    pub fn replays(&self) -> u64 {
        self.lexicons.replays()
    }

    /// This service on another clock (tests use a [`super::ManualClock`]).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Self {
        self.shared.parts_mut().clock = clock;
        Self::over(self.shared)
    }

    /// This service with other clock settings for servers that have not chosen their own.
    pub fn with_clock_defaults(mut self, defaults: ClockSettings) -> Self {
        self.shared.parts_mut().clock_defaults = defaults;
        Self::over(self.shared)
    }

    /// This service with `budget` for each turn of a review (see
    /// [`crate::config::REVIEW_TURN_BUDGET`]).
    pub fn with_review_budget(mut self, budget: ThinkBudget) -> Self {
        self.shared.parts_mut().review_budget = budget;
        Self::over(self.shared)
    }

    /// Lobbies, game starts, turns, the computer's moves, game ends and tournament boards'
    /// games.
    pub fn games(&self) -> &Games {
        &self.games
    }

    /// What a game shows: its table, a player's rack, its history and record, replays, placings
    /// and previews of plays, and words looked up.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// Turn clocks: the job runner (reminders, time-outs, computer steps) and a player's games.
    pub fn clocks(&self) -> &Clocks {
        &self.clocks
    }

    /// Tournaments and leagues (one kind of event, at its pace): sign-ups, views, director
    /// controls.
    pub fn events(&self) -> &Events {
        &self.events
    }

    /// What moves an event on: results, rounds, seasons, and the events' job runner.
    pub fn pacing(&self) -> &Pacing {
        &self.pacing
    }

    /// Review, practice, puzzles, records and ratings.
    pub fn study(&self) -> &Study {
        &self.study
    }

    /// The outbox handed to Discord: claims, leases, conversations, lexicon notices.
    pub fn delivery(&self) -> &Delivery {
        &self.delivery
    }

    /// A server's settings and clock settings, and a player's reminders.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
}

impl Deref for Service {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.shared
    }
}
