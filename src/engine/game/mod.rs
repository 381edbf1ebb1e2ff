//! The game state machine: whose turn it is, racks, scores, the bag, the challenge window and
//! the end of the game. Every change goes through a [`Command`]; the same variant, settings,
//! seed and commands always give the same game, so a game is stored as its seed and command log.

mod apply;
mod awards;
mod blockers;
mod challenge;
mod checks;
mod command_kind;
pub mod command_text;
mod conservation;
mod describe;
mod dice_table;
mod dice_turns;
mod end;
mod error;
mod extras;
mod free_play;
mod inspect;
mod judge;
mod next_turn;
mod opening;
mod play_score;
mod race_turns;
mod record;
mod result;
mod settings;
mod setup;
mod state;
mod turn;

#[cfg(test)]
mod tests;

pub use apply::ReplayError;
pub use checks::check_on_rack;
pub use command_kind::CommandKind;
pub use conservation::Conservation;
pub use describe::{LinePlay, TurnWords};
pub use error::{GameError, SetupError, Shortfall};
pub use judge::LoggedCommand;
pub use opening::{OpeningDraw, draw_for_order};
pub use record::{Command, Outcome, Seat, Turn, TurnKind};
pub use result::{EndReason, GameResult};
pub use settings::{ChallengeRule, EndAdjustment, GameSettings, PlayerLevel, Role};
pub use state::Game;
