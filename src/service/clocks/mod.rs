//! Turn clocks (issue 8) as every area shares them: the clock itself, a server's clock settings,
//! and each turn's deadline (turn limit plus the player's time bank) with its reminders. The
//! time-outs, forfeits after too many missed turns, and the job runner that fires them exactly
//! once are the games area's (`games::runner`, `games::timeouts`).

mod clock;
pub(super) mod schedule;
mod settings;

pub use clock::{Clock, ManualClock, SystemClock};
pub use settings::{
    ClockOptions, ClockSettings, MAX_MISSED_TURN_LIMIT, MAX_REMINDERS, MAX_TIME_BANK_SECS, checked,
};
