//! Telling the channel what happened: the board picture with the play framed, the report, the
//! next player mentioned and the turn buttons (built here, delivered from the outbox by
//! `delivery`, or posted again by `/board`).

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, BoardView, PlayerLine};
use crate::service::{GameStatus, PublicView};

use super::button_ids;
use super::errors::Error;
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
        message = message.components(vec![button_ids::turn_row(snapshot.game_id, exchanges)]);
    }
    Ok(message)
}

/// A channel (or thread) by its id as the database stores it.
pub fn channel(id: i64) -> serenity::ChannelId {
    serenity::ChannelId::new(id as u64)
}
