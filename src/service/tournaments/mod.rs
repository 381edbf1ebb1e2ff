//! Tournaments on Discord (issue 15): registration, rounds paired by a job claimed once, a game
//! per board in its own thread of the tournament channel, results recorded when games end (or at
//! the round's deadline), the next round paired when every result is in, director controls, and
//! the views (standings, pairings, tsh and CSV export). Every command runs in one transaction
//! on the tournament's locked row; every Discord side effect goes through the outbox.

mod boards;
mod director;
mod errors;
pub(crate) mod event_setting;
mod jobs;
mod loaded;
mod pacing;
mod post;
pub(crate) mod posts;
pub(crate) mod registration;
mod rounds;
pub(crate) mod settings;
pub(crate) mod standings_view;
pub(crate) mod views;

pub use director::HandPairing;
pub use errors::TournamentError;
pub use event_setting::EventSetting;
pub(crate) use loaded::Loaded;
pub use post::{BoardLine, TournamentPost};
pub use settings::TournamentOptions;
pub use standings_view::{StandingLine, StandingsView};
pub use views::{Export, PairingsView, TournamentBoard, TournamentView};
