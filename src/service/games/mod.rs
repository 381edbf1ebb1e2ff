//! The games area: lobbies, the one game start, turns, the computer's moves, game ends and a
//! tournament board's game (`Games`); what a table shows, its history, record, replays and
//! placings (`Tables`); and turn clocks' jobs and a player's games (`Clocks`). It stands on
//! the events area (a finished board's result, a board's thread), never the reverse.

mod area;
mod boards;
mod computer;
mod export;
mod free_play;
mod game_end;
mod game_replay;
mod game_start;
mod loading;
mod lobby;
mod lobby_options;
mod lobby_settings;
mod my_games;
mod panel;
mod placements;
mod preview;
mod queries;
mod runner;
mod timeouts;
mod turn_commands;
mod turns;
mod words;

pub use area::{Clocks, Games, Tables};
pub use computer::Level;
pub use export::{FinishedGame, FinishedRecord};
pub use game_end::EndOutcome;
pub use game_replay::{GameReplay, ReplayStep};
pub use lobby_options::{LobbyOptions, SeatChoices};
pub use my_games::ActiveGame;
pub use panel::PanelMove;
pub use placements::PlacementChoice;
pub use preview::Preview;
pub use runner::{Notification, Reminder, TimedOut};
pub use words::{SpelledAnswer, SpelledWords, WordLookup};
