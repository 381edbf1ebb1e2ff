//! Telling the channel what happened: the board picture with the play framed, the report, the
//! next player mentioned and the turn buttons (built here, delivered from the outbox by
//! `deliver`); then a computer seat's move as its own step.

use std::sync::Arc;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, BoardView, PlayerLine};
use crate::service::{GameStatus, PublicView, Report, Service};

use super::Error;
use super::buttons;
use super::deliver;
use super::reply;

/// Draws a game's board as PNG bytes, off the async threads (drawing takes a few milliseconds).
pub async fn board_png(snapshot: &PublicView) -> Result<Option<Vec<u8>>, Error> {
    let Some(table) = snapshot.table.clone() else {
        return Ok(None);
    };
    let players: Vec<PlayerLine> = snapshot
        .seats
        .iter()
        .map(|s| PlayerLine {
            // Stored plain since issue 26; an older name loses its hidden characters here.
            name: crate::service::names::plain(&s.name),
            score: s.score,
            to_move: s.to_move && !table.over,
        })
        .collect();
    let last_play = snapshot.last_play.clone();
    let png = tokio::task::spawn_blocking(move || {
        render::board_png(&BoardView {
            variant: &table.variant,
            board: &table.board,
            last_play,
            players,
            bag_count: table.bag_count,
            blocked: table.blocked.clone(),
        })
    })
    .await
    .context("drawing the board")?
    .context("drawing the board")?;
    Ok(Some(png))
}

/// A channel message with the board picture, `body` and, while the game goes on, the turn
/// buttons; it pings `ping` (the player to move) and nobody else.
pub async fn board_message(
    snapshot: &PublicView,
    body: &str,
    ping: Option<i64>,
) -> Result<serenity::CreateMessage, Error> {
    let mut message = reply::message(body, ping);
    if let Some(png) = board_png(snapshot).await? {
        message = message.add_file(serenity::CreateAttachment::bytes(png, "board.png"));
    }
    if snapshot.status == GameStatus::Active {
        let exchanges = snapshot.table.as_ref().is_none_or(|t| {
            t.variant
                .supports(crate::engine::variant::Feature::Exchanges)
        });
        message = message.components(vec![buttons::turn_row(snapshot.game_id, exchanges)]);
    }
    Ok(message)
}

/// Delivers what the command that ended in `report` wrote to the outbox (the board post with
/// the next player's mention, new racks) right after its commit, then lets any computer seat
/// that must act next move in its own step (in the background). `mover` gave the command.
/// Discord failures do not fail the command: the rows stay in the outbox for the job runner.
pub async fn turn(
    http: &Arc<serenity::Http>,
    service: &Service,
    report: &Report,
    mover: Option<i64>,
) -> deliver::Summary {
    let summary = deliver::game_now(http, service, report.game_id, mover).await;
    computer_step_soon(Arc::clone(http), service.clone(), report.game_id);
    if report.finished.is_some() {
        // A tournament game's end may have written the event's posts or its next pairing:
        // the runner delivers them now rather than at its next poll.
        super::jobs::wake();
    }
    summary
}

/// Delivers the notice a lobby or `/game end` command wrote to the outbox, right after its
/// commit; whether its post is delayed (it stays in the outbox for the job runner).
pub async fn notice(http: &serenity::Http, service: &Service, game_id: i64) -> bool {
    deliver::game_now(http, service, game_id, None)
        .await
        .post_delayed
}

/// Runs the game's computer step (if one is due) in the background and delivers what it wrote.
/// A failure is logged by the service with the job's id and retried by the job runner.
pub fn computer_step_soon(http: Arc<serenity::Http>, service: Service, game_id: i64) {
    tokio::spawn(async move {
        loop {
            match service.computer_step(game_id).await {
                Ok(Some(_)) => {
                    deliver::game_now(&http, &service, game_id, None).await;
                }
                Ok(None) => break,
                Err(error) => {
                    tracing::warn!(game_id, %error, "a computer step failed; it will be retried");
                    super::jobs::wake();
                    break;
                }
            }
        }
    });
}

pub fn channel(id: i64) -> serenity::ChannelId {
    serenity::ChannelId::new(id as u64)
}
