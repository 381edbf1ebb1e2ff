//! How long each slash command took, and how it ended, for the metrics: its start is noted by
//! poise's `pre_command` hook, its end by `post_command` (done) or the error handler (refused,
//! failed).

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::observe::{Outcome, metrics};

use super::Context;

/// When each slash command still running started, by interaction id.
static STARTED: LazyLock<Mutex<HashMap<u64, Instant>>> = LazyLock::new(Mutex::default);
/// Starts kept before those older than `FORGOTTEN_AFTER` are dropped (a command that ended in
/// none of the ways timed here).
const KEEP_AT_MOST: usize = 1024;
const FORGOTTEN_AFTER: Duration = Duration::from_mins(15);

/// poise's `pre_command`: the command starts now.
pub fn pre_command(ctx: Context<'_>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move {
        let mut started = STARTED.lock().unwrap_or_else(PoisonError::into_inner);
        if started.len() >= KEEP_AT_MOST {
            started.retain(|_, at| at.elapsed() < FORGOTTEN_AFTER);
        }
        started.insert(ctx.id(), Instant::now());
    })
}

/// poise's `post_command`: the command was done as asked.
pub fn post_command(ctx: Context<'_>) -> poise::BoxFuture<'_, ()> {
    Box::pin(async move { ended(ctx, Outcome::Ok) })
}

/// The command of `ctx` ended with `outcome`.
pub fn ended(ctx: Context<'_>, outcome: Outcome) {
    let started = STARTED
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .remove(&ctx.id());
    if let Some(started) = started {
        metrics().command(&ctx.command().qualified_name, outcome, started.elapsed());
    }
}
