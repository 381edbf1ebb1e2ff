//! Use cases: every command runs in one transaction on a row-locked game (begin, lock, load and
//! replay, apply through the engine, append to the move log, write the snapshot, check tile
//! conservation, commit). Nothing about a game lives only in memory.
//!
//! The use cases live in areas, each a folder with its own small types over one shared handle
//! (`Shared`): `games` (lobbies, turns, game ends, what a table shows, turn clocks), `events`
//! (tournaments and leagues, one kind of event at its pace), `study` (review, practice,
//! puzzles, records, ratings), `delivery` (the outbox handed to Discord) and `settings` (a
//! server's choices). An area holds the shared handle, never another area, and areas do not
//! import each other in a circle (`tests/architecture/service_areas.rs`): `delivery` stands on
//! `games`, `study` on `games`, `games` on `events`, and every other module here is a leaf
//! they share (it imports no area), but for `base`, where `Service` holds one value of each
//! area.

mod base;
pub mod clocks;
mod delivery;
mod drawn;
mod drawn_tiles;
mod errors;
mod event_data;
mod events;
mod games;
mod idempotency;
mod integrity;
mod job_runs;
mod leases;
mod lexicons;
mod loaded;
mod lobby_view;
pub mod names;
mod outbox;
mod position_text;
mod rated_games;
mod report;
mod request;
#[cfg(test)]
mod resolve_testing;
mod said;
mod seat_name;
mod server;
mod setting_error;
mod settings;
mod shared;
mod stored_wording;
mod study;
mod think_rate;
mod thinking;
mod turn_drawn;
mod turn_event;
mod views;
pub mod work_counts;

pub use crate::kinds::{SettledBy, TournamentState};
pub use crate::store::channels::Watched as WatchedChannel;
pub use crate::store::outbox::Delivered;
pub use base::Service;
pub use clocks::{Clock, ClockOptions, ClockSettings, ManualClock, SystemClock};
pub use delivery::{Claimed, Failure, RackToSend};
pub use delivery::{ConversationRoute, Delivery, VersionCheck};
pub use drawn::{DrawnPlayer, DrawnPublic};
pub use errors::{Hint, ServiceError, UserError};
pub use events::tournaments;
pub use events::{Events, LeagueOptions, LeagueView, Pacing};
pub use games::{
    ActiveGame, Clocks, EndOutcome, FinishedGame, FinishedRecord, GameReplay, Games, Level,
    LobbyOptions, Notification, PanelMove, PlacementChoice, Preview, Reminder, ReplayStep,
    SeatChoices, SpelledAnswer, SpelledWords, Tables, TimedOut, WordLookup,
};
pub use lexicons::{Lexicons, SharedLexicon, VersionSource, version_id};
pub use lobby_view::{LobbyView, StartReport};
pub use outbox::{DrawnRack, Headline, Notice, Outgoing};
pub use report::{Event, NextPlayer, Report, Standing};
pub use request::Request;
pub use said::{ChallengeOutcome, Said};
pub use seat_name::SeatName;
pub use server::{ServerSettings, SettingsChange};
pub use setting_error::{FreeTilesError, SettingError};
pub use settings::Settings;
pub use shared::Shared;
pub use stored_wording::{StoredValue, StoredWording};
pub use study::{
    AnswerView, GameReview, JudgedTurn, LeaderboardLine, PlayerLosses, PlayerProfile, PlayerRecord,
    PoolRating, PracticeOffer, PracticeRecord, PracticeVerdict, PracticeView, PuzzleStandings,
    PuzzleVerdict, PuzzleView, RatedLine, RatingBoard, RatingHistory, Reveal, ReviewedTurn,
    SolverLine, Streak, Study, streak,
};
pub use think_rate::{WorkRate, expert_settings, review_settings, work_for};
pub use tournaments::{
    Export, PairingsView, StandingLine, StandingsView, TournamentBoard, TournamentError,
    TournamentOptions, TournamentPost, TournamentView,
};
pub use turn_event::TurnEventKind;

/// Typed values the service takes and gives (stored as text by the store).
pub use crate::kinds::{GameStatus, PuzzleSource, RackDelivery, ReviewAccess};
pub use views::{PlayerView, PublicView, SeatView, Table, TileCount};
