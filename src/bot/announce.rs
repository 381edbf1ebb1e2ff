//! Telling the channel what happened: the board picture with the play framed, the report, the
//! next player mentioned and the turn buttons (built here, delivered from the outbox by
//! `deliver`); then a computer seat's move as its own step.

use std::sync::Arc;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, BoardView, PlayerLine};
use crate::service::{GameSnapshot, Report, Service};

use super::Error;
use super::buttons;
use super::deliver;
use super::text;

/// Draws a game's board as PNG bytes, off the async threads (drawing takes a few milliseconds).
pub async fn board_png(snapshot: &GameSnapshot) -> Result<Option<Vec<u8>>, Error> {
    let Some(game) = snapshot.game.clone() else {
        return Ok(None);
    };
    let players: Vec<PlayerLine> = snapshot
        .seats
        .iter()
        .map(|s| PlayerLine {
            name: s.name.clone(),
            score: s.score,
            to_move: s.to_move && !game.is_over(),
        })
        .collect();
    let last_play = snapshot.last_play.clone();
    let png = tokio::task::spawn_blocking(move || {
        render::board_png(&BoardView {
            variant: game.variant(),
            board: game.board(),
            last_play,
            players,
            bag_count: game.bag_len(),
        })
    })
    .await
    .context("drawing the board")?
    .context("drawing the board")?;
    Ok(Some(png))
}

/// A channel message with the board picture, `body` and, while the game goes on, the turn
/// buttons.
pub async fn board_message(
    snapshot: &GameSnapshot,
    body: &str,
) -> Result<serenity::CreateMessage, Error> {
    let mut message = serenity::CreateMessage::new().content(text::fit(body, 2000));
    if let Some(png) = board_png(snapshot).await? {
        message = message.add_file(serenity::CreateAttachment::bytes(png, "board.png"));
    }
    if snapshot.status == "active" {
        message = message.components(vec![buttons::turn_row(snapshot.game_id)]);
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
    summary
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

/// Posts plain text in a channel.
pub async fn say(http: &serenity::Http, channel_id: i64, body: &str) -> Result<(), Error> {
    channel(channel_id)
        .send_message(
            http,
            serenity::CreateMessage::new().content(text::fit(body, 2000)),
        )
        .await
        .context("posting in a channel")?;
    Ok(())
}

/// Posts text with extra components in a channel.
pub async fn say_with(
    http: &serenity::Http,
    channel_id: i64,
    body: &str,
    components: Vec<serenity::CreateActionRow>,
) -> Result<(), Error> {
    channel(channel_id)
        .send_message(
            http,
            serenity::CreateMessage::new()
                .content(text::fit(body, 2000))
                .components(components),
        )
        .await
        .context("posting in a channel")?;
    Ok(())
}

pub fn channel(id: i64) -> serenity::ChannelId {
    serenity::ChannelId::new(id as u64)
}
