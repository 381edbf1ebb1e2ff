//! Use cases: every command runs in one transaction on a row-locked game (begin, lock, load and
//! replay, apply through the engine, append to the move log, write the snapshot, check tile
//! conservation, commit). Nothing about a game lives only in memory.

mod claim;
pub mod clocks;
mod computer;
mod errors;
mod free_play;
mod game_end;
mod game_start;
mod idempotency;
mod integrity;
mod job_runs;
mod leagues;
mod leases;
mod loaded;
mod lobby;
mod lobby_settings;
pub mod names;
mod outbox;
mod preview;
mod puzzles;
mod queries;
mod ratings;
mod records;
mod report;
#[cfg(test)]
mod resolve_testing;
mod review;
mod server;
pub mod tournaments;
mod turns;
mod views;
mod words;

use std::collections::BTreeMap;
use std::sync::Arc;

use anyhow::anyhow;
use sqlx::PgPool;

use crate::engine::lexicon::Lexicon;

pub use crate::store::outbox::Delivered;
pub use crate::store::tournament_kinds::{SettledBy, TournamentState};
pub use claim::{Claimed, Failure};
pub use clocks::{
    ActiveGame, Clock, ClockOptions, ClockSettings, ManualClock, Notification, Reminder,
    SystemClock, TimedOut,
};
pub use computer::Level;
pub use errors::{ServiceError, UserError};
pub use game_end::EndOutcome;
pub use leagues::{LeagueOptions, LeagueView};
pub use lobby::{LobbyOptions, LobbyView, SeatChoices, StartReport};
pub use outbox::{Headline, Notice, Outgoing};
pub use preview::Preview;
pub use puzzles::{
    AnswerView, PuzzleStandings, PuzzleVerdict, PuzzleView, Reveal, SolverLine, Streak, streak,
};
pub use ratings::{PlayerProfile, PoolRating, RatedLine, RatingBoard, RatingHistory};
pub use records::{LeaderboardLine, PlayerRecord};
pub use report::{Event, NextPlayer, Report, Standing};
pub use review::{GameReview, ReviewedTurn};
pub use server::{ServerSettings, SettingsChange};
pub use tournaments::{
    Export, PairingsView, StandingLine, StandingsView, TournamentBoard, TournamentError,
    TournamentOptions, TournamentPost, TournamentView,
};

/// Typed values the service takes and gives (stored as text by the store).
pub use crate::store::kinds::{GameStatus, PuzzleSource, RackDelivery, ReviewAccess};
pub use views::{PlayerView, PublicView, SeatView, Table, TileCount};
pub use words::{SpelledAnswer, SpelledWords, WordLookup};

/// A lexicon shared between tasks.
pub type SharedLexicon = Arc<Lexicon>;

/// The lexicons this bot has, by name.
#[derive(Clone, Default)]
pub struct Lexicons {
    by_name: BTreeMap<String, SharedLexicon>,
}

impl Lexicons {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn insert(&mut self, name: &str, dictionary: SharedLexicon) {
        self.by_name.insert(name.to_owned(), dictionary);
    }

    /// The lexicon called `name`.
    pub fn get(&self, name: &str) -> anyhow::Result<&SharedLexicon> {
        self.by_name
            .get(name)
            .ok_or_else(|| anyhow!("no lexicon {name:?} loaded"))
    }

    pub fn contains(&self, name: &str) -> bool {
        self.by_name.contains_key(name)
    }

    /// Names of every lexicon, for messages.
    pub fn names(&self) -> Vec<String> {
        self.by_name.keys().cloned().collect()
    }
}

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
    pool: PgPool,
    lexicons: Arc<Lexicons>,
    /// Settings of servers that have not chosen their own.
    defaults: ServerSettings,
    /// Clock settings of servers that have not chosen their own.
    clock_defaults: ClockSettings,
    /// The time turn clocks run on.
    clock: Arc<dyn Clock>,
}

impl Service {
    pub fn new(pool: PgPool, lexicons: Lexicons, defaults: ServerSettings) -> Self {
        Self {
            pool,
            lexicons: Arc::new(lexicons),
            defaults,
            clock_defaults: ClockSettings::default(),
            clock: Arc::new(SystemClock),
        }
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
