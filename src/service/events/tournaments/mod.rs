//! Tournaments on Discord (issue 15): registration, rounds paired by a job claimed once, a game
//! per board in its own thread of the tournament channel, results recorded when games end (or at
//! the round's deadline), the next round paired when every result is in, director controls, and
//! the views (standings, pairings, tsh and CSV export). Every command runs in one transaction
//! on the tournament's locked row; every Discord side effect goes through the outbox.

mod boards;
mod director;
mod guild_export;
mod jobs;
mod pacing;
mod pause;
pub(crate) mod posts;
pub(crate) mod registration;
mod rounds;
pub(crate) mod settings;
pub(crate) mod views;

pub use crate::service::event_data::errors::TournamentError;
pub use crate::service::event_data::event_setting::EventSetting;
pub(crate) use crate::service::event_data::loaded::Loaded;
pub use crate::service::event_data::post::{BoardLine, TournamentPost};
pub use crate::service::event_data::standings_view::{StandingLine, StandingsView};
pub use director::HandPairing;
pub use guild_export::EventExport;
pub use settings::TournamentOptions;
pub use views::{Export, PairingsView, TournamentBoard, TournamentView};
