//! Delivery: outbox rows to Discord (board posts, racks by DM, notices, reminders, tournament
//! posts and boards' threads, alerts of channels that refuse the bot's posts) and the runner
//! that delivers what is left and runs due jobs. It reaches only the shared pieces of the bot, never `commands`; commands reach it through the
//! few calls below (deliver now what a command wrote, wake the runner).

mod alert;
mod conversation;
mod dm;
mod jobs;
mod now;
mod reminder;
mod rows;
mod send;
mod tournament;
mod wake;

pub use jobs::{run_forever, run_tournament_jobs_forever};
pub use now::{notice, turn};
pub use rows::{MoverRack, Summary};
pub use wake::wake;
