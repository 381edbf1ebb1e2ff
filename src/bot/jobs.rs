//! The job runner in the bot: runs due reminders and time-outs (`Service::run_due_jobs`) every
//! `job_poll_secs`, or sooner when the next job falls due, and delivers what they produce:
//! reminders by DM (a mention in the game's channel if DMs fail), time-outs announced like turns.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::service::{Notification, Reminder, Service, TimedOut};

use super::{Error, announce, errors, text};

/// The least time between two runs, so a job another process is still running is not polled
/// in a tight loop.
const MIN_PAUSE: Duration = Duration::from_millis(250);

/// Runs jobs until the task is dropped.
pub async fn run_forever(http: Arc<serenity::Http>, service: Service, poll: Duration) {
    loop {
        match service.run_due_jobs().await {
            Ok(notifications) => {
                for notification in notifications {
                    if let Err(error) = deliver(&http, &service, &notification).await
                        && let Some(text) = errors::reply_text(&error, "job notification")
                    {
                        tracing::warn!(%text, "a job's notification was not delivered");
                    }
                }
            }
            Err(error) => tracing::error!(%error, "running due jobs failed"),
        }
        let pause = match service.next_job_due().await {
            Ok(Some(due)) => {
                let until = (due - service.now()).max(time::Duration::ZERO);
                Duration::try_from(until).unwrap_or(poll).min(poll)
            }
            Ok(None) => poll,
            Err(error) => {
                tracing::warn!(%error, "cannot see when the next job is due");
                poll
            }
        };
        tokio::time::sleep(pause.max(MIN_PAUSE)).await;
    }
}

async fn deliver(
    http: &serenity::Http,
    service: &Service,
    notification: &Notification,
) -> Result<(), Error> {
    match notification {
        Notification::Reminder(reminder) => remind(http, reminder).await,
        Notification::TimedOut(timed_out) => {
            let headline = timed_out_headline(timed_out);
            announce::turn(http, service, &timed_out.report, Some(&headline)).await
        }
    }
}

fn timed_out_headline(t: &TimedOut) -> String {
    let who = text::who(&t.player, t.user_id);
    if t.forfeited {
        format!(
            "⏰ {who} let {} turns in a row run out of time and forfeits the game.",
            t.missed_in_a_row
        )
    } else {
        format!(
            "⏰ {who} ran out of time: the turn passes ({} of {} missed turns in a row allowed).",
            t.missed_in_a_row, t.missed_turn_limit
        )
    }
}

async fn remind(http: &serenity::Http, reminder: &Reminder) -> Result<(), Error> {
    let deadline = text::relative_time(reminder.deadline);
    let dm_text = format!(
        "⏰ Game #{} in <#{}> waits for you: your time runs out {deadline}. \
         (`/settings reminders on:False` stops these reminders.)",
        reminder.game_id, reminder.channel_id
    );
    let sent = async {
        let dm = serenity::UserId::new(reminder.user_id as u64)
            .create_dm_channel(http)
            .await?;
        dm.id
            .send_message(http, serenity::CreateMessage::new().content(dm_text))
            .await
    }
    .await;
    if let Err(error) = sent {
        if !errors::dm_refused(&error) {
            tracing::warn!(%error, user = reminder.user_id, "could not DM a reminder");
        }
        let note = format!(
            "⏰ <@{}>, game #{} waits for you: your time runs out {deadline}.",
            reminder.user_id, reminder.game_id
        );
        announce::say(http, reminder.channel_id, &note).await?;
    }
    Ok(())
}
