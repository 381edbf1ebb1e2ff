//! The job runners in the bot: one runs due jobs (reminders, time-outs, computer steps:
//! `Clocks::run_due_jobs`), then delivers whatever the outbox still holds (what those jobs
//! wrote, what a crash or a Discord error left behind), every `job_poll_secs`, or sooner when
//! the next job or retry falls due; the other runs due tournament jobs (pairing rounds,
//! deadlines) and opens the games of boards whose thread was made, in its own loop, and wakes
//! the first to deliver their posts. Every process runs
//! both; rows and jobs are claimed with a lease, so each is delivered or run by one process at
//! a time.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::service::Service;

use super::{rows, wake};

/// The least time between two runs, so a job another process is still running is not polled
/// in a tight loop.
const MIN_PAUSE: Duration = Duration::from_millis(250);
/// Runs between two purges of delivered outbox rows.
const PURGE_EVERY: u32 = 1000;

/// Runs jobs and delivers the outbox until the task is dropped.
#[tracing::instrument(skip_all, name = "delivery_runner")]
pub async fn run_forever(http: Arc<serenity::Http>, service: Service, poll: Duration) {
    let mut runs = 0u32;
    loop {
        if let Err(error) = service.clocks().run_due_jobs().await {
            tracing::error!(%error, "running due jobs failed");
        }
        rows::due(&http, &service).await;
        if runs.is_multiple_of(PURGE_EVERY)
            && let Err(error) = service.delivery().purge_outbox().await
        {
            tracing::warn!(%error, "cannot purge the outbox");
        }
        runs = runs.wrapping_add(1);
        let pause = pause(&service, poll).await;
        tokio::time::sleep(MIN_PAUSE).await;
        tokio::select! {
            () = tokio::time::sleep(pause.saturating_sub(MIN_PAUSE)) => {}
            () = wake::woken() => {}
        }
    }
}

/// Runs due tournament jobs and opens the games of boards whose thread was made, until the task
/// is dropped, every `poll` or sooner when the next job falls due or a thread was made; what
/// they post is delivered by [`run_forever`], woken for it.
#[tracing::instrument(skip_all, name = "tournament_job_runner")]
pub async fn run_tournament_jobs_forever(service: Service, poll: Duration) {
    loop {
        let ran = match service.pacing().run_due_tournament_jobs().await {
            Ok(ran) => ran,
            Err(error) => {
                tracing::error!(%error, "running due tournament jobs failed");
                0
            }
        };
        let opened = match service.games().open_threaded_boards().await {
            Ok(opened) => opened,
            Err(error) => {
                tracing::error!(%error, "opening boards' games failed");
                0
            }
        };
        if ran + opened > 0 {
            wake();
        }
        let pause = service.pacing().tournament_job_pause(poll).await;
        tokio::time::sleep(MIN_PAUSE).await;
        tokio::select! {
            () = tokio::time::sleep(pause.saturating_sub(MIN_PAUSE)) => {}
            () = wake::events_woken() => {}
        }
    }
}

/// Until the next job or outbox row falls due, at most `poll`.
async fn pause(service: &Service, poll: Duration) -> Duration {
    let job = service.clocks().job_pause(poll).await;
    let row = match service.delivery().next_outgoing_in_ms().await {
        Ok(Some(ms)) => Duration::from_millis(ms.max(0).cast_unsigned()),
        Ok(None) => poll,
        Err(error) => {
            tracing::warn!(%error, "cannot see when the next delivery is due");
            poll
        }
    };
    job.min(row)
}
