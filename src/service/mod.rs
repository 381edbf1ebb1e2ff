//! Use cases: every command runs in one transaction on a row-locked game (begin, lock, load and
//! replay, apply through the engine, append to the move log, write the snapshot, check tile
//! conservation, commit). Nothing about a game lives only in memory.

mod base;
mod claim;
pub mod clocks;
mod computer;
mod conversations;
mod errors;
mod free_play;
mod game_end;
mod game_replay;
mod game_start;
mod idempotency;
mod integrity;
mod job_runs;
mod leagues;
mod leases;
mod lexicon_notices;
mod lexicons;
mod loaded;
mod lobby;
mod lobby_options;
mod lobby_settings;
mod lobby_view;
pub mod names;
mod outbox;
mod panel;
mod placements;
mod position_text;
mod practice;
mod preview;
mod puzzles;
mod queries;
mod ratings;
mod records;
mod report;
#[cfg(test)]
mod resolve_testing;
mod review;
mod said;
mod seat_name;
mod server;
mod server_settings;
mod setting_error;
mod stored_wording;
mod thinking;
pub mod tournaments;
mod turn_commands;
mod turn_event;
mod turns;
mod views;
mod words;

pub use crate::kinds::{SettledBy, TournamentState};
pub use crate::store::outbox::Delivered;
pub use base::{Request, Service};
pub use claim::{Claimed, Failure};
pub use clocks::{
    ActiveGame, Clock, ClockOptions, ClockSettings, ManualClock, Notification, Reminder,
    SystemClock, TimedOut,
};
pub use computer::Level;
pub use conversations::ConversationRoute;
pub use errors::{Hint, ServiceError, UserError};
pub use game_end::EndOutcome;
pub use game_replay::{GameReplay, ReplayStep};
pub use leagues::{LeagueOptions, LeagueView};
pub use lexicon_notices::VersionCheck;
pub use lexicons::{Lexicons, SharedLexicon, VersionSource, version_id};
pub use lobby_options::{LobbyOptions, SeatChoices};
pub use lobby_view::{LobbyView, StartReport};
pub use outbox::{Headline, Notice, Outgoing};
pub use panel::PanelMove;
pub use placements::PlacementChoice;
pub use practice::{PracticeOffer, PracticeRecord, PracticeVerdict, PracticeView};
pub use preview::Preview;
pub use puzzles::{
    AnswerView, PuzzleStandings, PuzzleVerdict, PuzzleView, Reveal, SolverLine, Streak, streak,
};
pub use ratings::{PlayerProfile, PoolRating, RatedLine, RatingBoard, RatingHistory};
pub use records::{LeaderboardLine, PlayerRecord};
pub use report::{Event, NextPlayer, Report, Standing};
pub use review::{GameReview, JudgedTurn, PlayerLosses, ReviewedTurn};
pub use said::{ChallengeOutcome, Said};
pub use seat_name::SeatName;
pub use server::{ServerSettings, SettingsChange};
pub use setting_error::{FreeTilesError, SettingError};
pub use stored_wording::{StoredValue, StoredWording};
pub use tournaments::{
    Export, PairingsView, StandingLine, StandingsView, TournamentBoard, TournamentError,
    TournamentOptions, TournamentPost, TournamentView,
};
pub use turn_event::TurnEventKind;

/// Typed values the service takes and gives (stored as text by the store).
pub use crate::kinds::{GameStatus, PuzzleSource, RackDelivery, ReviewAccess};
pub use views::{PlayerView, PublicView, SeatView, Table, TileCount};
pub use words::{SpelledAnswer, SpelledWords, WordLookup};
