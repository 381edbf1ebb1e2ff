//! Turn clocks (issue 8): each turn's deadline (turn limit plus the player's time bank),
//! reminders at chosen points of the player's time, time-outs that pass the turn, forfeits after
//! too many missed turns in a row, and the job runner that fires all of them exactly once from
//! rows in PostgreSQL, whatever the number of bot processes and across restarts.

mod choices;
mod clock;
mod my_games;
mod runner;
pub(super) mod schedule;
mod settings;
mod timeouts;

pub use clock::{Clock, ManualClock, SystemClock};
pub use my_games::{ActiveGame, Opponent};
pub(crate) use runner::pause_until;
pub use runner::{JOBS_PER_RUN, Notification, Reminder, TimedOut};
pub use settings::{
    ClockOptions, ClockSettings, MAX_MISSED_TURN_LIMIT, MAX_REMINDERS, MAX_TIME_BANK_SECS, checked,
};
pub use timeouts::TimeOutOutcome;
