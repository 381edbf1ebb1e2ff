//! Delivering what a command wrote, right after its commit: the board post with the next
//! player's mention and new racks (the mover's rack answered in their reply when their DMs are
//! closed), then any computer seat's move as its own step, in the background.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::service::{Report, Service};

use super::rows::{self, Summary};
use super::wake;

/// Delivers what the command that ended in `report` wrote to the outbox (the board post with
/// the next player's mention, new racks) right after its commit, then lets any computer seat
/// that must act next move in its own step (in the background). `mover` gave the command.
/// Discord failures do not fail the command: the rows stay in the outbox for the job runner.
#[tracing::instrument(skip_all, fields(game_id = report.game_id, mover = ?mover))]
pub async fn turn(
    http: &Arc<serenity::Http>,
    service: &Service,
    report: &Report,
    mover: Option<i64>,
) -> Summary {
    let summary = rows::game_now(http, service, report.game_id, mover).await;
    computer_step_soon(Arc::clone(http), service.clone(), report.game_id);
    if report.finished.is_some() {
        // A tournament game's end may have written the event's posts or its next pairing:
        // the runner delivers them now rather than at its next poll.
        wake::wake();
    }
    summary
}

/// Delivers the notice a lobby or `/game end` command wrote to the outbox, right after its
/// commit; whether its post is delayed (it stays in the outbox for the job runner).
#[tracing::instrument(skip_all, fields(game_id = game_id))]
pub async fn notice(http: &serenity::Http, service: &Service, game_id: i64) -> bool {
    rows::game_now(http, service, game_id, None)
        .await
        .post_delayed
}

/// Runs the game's computer step (if one is due) in the background and delivers what it wrote.
/// A failure is logged by the service with the job's id and retried by the job runner.
fn computer_step_soon(http: Arc<serenity::Http>, service: Service, game_id: i64) {
    tokio::spawn(async move {
        loop {
            match service.games().computer_step(game_id).await {
                Ok(Some(_)) => {
                    rows::game_now(&http, &service, game_id, None).await;
                }
                Ok(None) => break,
                Err(error) => {
                    tracing::warn!(game_id, %error, "a computer step failed; it will be retried");
                    wake::wake();
                    break;
                }
            }
        }
    });
}
