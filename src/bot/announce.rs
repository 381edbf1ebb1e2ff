//! Telling the channel what happened: the board picture with the play framed, the report, the
//! next player mentioned and the turn buttons; then the new racks by DM (see `racks`).

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, BoardView, PlayerLine};
use crate::service::{GameStatus, PublicView, Report, Service};

use super::Error;
use super::buttons;
use super::racks;
use super::text;

/// Draws a game's board as PNG bytes, off the async threads (drawing takes a few milliseconds).
pub async fn board_png(snapshot: &PublicView) -> Result<Option<Vec<u8>>, Error> {
    let Some(table) = snapshot.table.clone() else {
        return Ok(None);
    };
    let players: Vec<PlayerLine> = snapshot
        .seats
        .iter()
        .map(|s| PlayerLine {
            name: s.name.clone(),
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
    snapshot: &PublicView,
    body: &str,
) -> Result<serenity::CreateMessage, Error> {
    let mut message = serenity::CreateMessage::new().content(text::fit(body, 2000));
    if let Some(png) = board_png(snapshot).await? {
        message = message.add_file(serenity::CreateAttachment::bytes(png, "board.png"));
    }
    if snapshot.status == GameStatus::Active {
        message = message.components(vec![buttons::turn_row(snapshot.game_id)]);
    }
    Ok(message)
}

/// Announces a command's report in its channel (with `headline` first) and sends the new racks
/// (a player whose DMs are closed is told in the channel, without their tiles).
pub async fn turn(
    http: &serenity::Http,
    service: &Service,
    report: &Report,
    headline: Option<&str>,
) -> Result<(), Error> {
    let snapshot = service.snapshot_by_id(report.game_id).await?;
    let mut body = String::new();
    if let Some(headline) = headline {
        body.push_str(headline);
        body.push('\n');
    }
    body.push_str(&text::report(report));
    let message = board_message(&snapshot, &body).await?;
    channel(report.channel_id)
        .send_message(http, message)
        .await
        .context("posting the turn in its channel")?;
    racks::deliver(http, service, &snapshot, &report.racks_changed).await;
    Ok(())
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
