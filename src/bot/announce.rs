//! Telling the channel what happened: the board picture with the play framed, the report, the
//! next player mentioned and the turn buttons (built here, delivered from the outbox by
//! `delivery`, or posted again by `/board`).

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, BoardLabels, BoardView, PlayerLine};
use crate::service::{GameStatus, PublicView};

use super::button_ids;
use super::errors::Error;
use super::locale::Tr;
use super::reply;

/// The board picture's words in `tr`'s language.
pub fn board_labels(tr: Tr) -> BoardLabels {
    BoardLabels {
        bag: tr.text("board-bag"),
        cup: tr.text("board-cup"),
        word: tr.text("board-word"),
        letter: tr.text("board-letter"),
    }
}

/// Draws a game's board as PNG bytes, its words in `tr`'s language, off the async threads
/// (drawing takes a few milliseconds).
pub async fn board_png(snapshot: &PublicView, tr: Tr) -> Result<Option<Vec<u8>>, Error> {
    let Some(table) = snapshot.table.clone() else {
        return Ok(None);
    };
    let players: Vec<PlayerLine> = snapshot
        .seats
        .iter()
        .map(|s| PlayerLine {
            // Stored plain since issue 26; an older name loses its hidden characters here.
            name: crate::service::names::plain(&super::text::seat_name(&s.name, tr)),
            score: s.score,
            to_move: s.to_move && !table.over,
        })
        .collect();
    let last_play = snapshot.last_play.clone();
    let labels = board_labels(tr);
    let png = tokio::task::spawn_blocking(move || {
        let view = BoardView {
            variant: &table.variant,
            board: &table.board,
            last_play,
            players,
            bag_count: table.bag_count,
            blocked: table.blocked.clone(),
        };
        render::board_png_labelled(&view, &labels)
    })
    .await
    .context("drawing the board")?
    .context("drawing the board")?;
    Ok(Some(png))
}

/// A post with the board picture (its words in `tr`'s language), `body` and, while the game
/// goes on, the turn buttons; it pings `ping` (the player to move) and nobody else.
pub async fn board_message(
    snapshot: &PublicView,
    body: &str,
    ping: Option<i64>,
    tr: Tr,
) -> Result<reply::Post, Error> {
    let mut post = reply::Post::new(body, ping);
    if let Some(png) = board_png(snapshot, tr).await? {
        post = post.file(png, "board.png");
    }
    if snapshot.status == GameStatus::Active {
        let row = button_ids::turn_row(snapshot.game_id, has_exchanges(snapshot), tr);
        post = post.components(vec![row]);
    }
    Ok(post)
}

/// Whether the game's variant has exchanges.
fn has_exchanges(snapshot: &PublicView) -> bool {
    snapshot.table.as_ref().is_none_or(|t| {
        t.variant
            .supports(crate::engine::variant::Feature::Exchanges)
    })
}

/// The move panel's buttons for `user` in the game as `snapshot` shows it (see
/// `button_ids::panel_row`): Challenge while another player's play may be challenged.
pub fn panel_row(snapshot: &PublicView, user: i64, tr: Tr) -> serenity::CreateActionRow {
    let challenge = snapshot
        .challengeable_play_of
        .is_some_and(|player| snapshot.seat_of(user).is_some_and(|seat| seat != player));
    button_ids::panel_row(
        snapshot.game_id,
        snapshot.version,
        (has_exchanges(snapshot), challenge),
        tr,
    )
}

/// A channel (or thread) by its id as the database stores it.
pub fn channel(id: i64) -> serenity::ChannelId {
    serenity::ChannelId::new(id as u64)
}
