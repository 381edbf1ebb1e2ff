//! Racks: sent by DM (picture and text) to their owner only after each turn that changed them
//! (from the outbox, see `deliver`), or shown privately with `/rack` and the "My rack" button. A
//! rack never goes to a channel; when a DM is refused the mover sees the rack in their private
//! reply, and the channel hears only that another player's DM failed, never what the tiles are.

use anyhow::Context as _;

use crate::render;
use crate::service::{PlayerView, PublicView};

use super::Error;

/// A player's rack: the picture and the text (`AEINRST?`).
pub struct RackView {
    pub png: Vec<u8>,
    pub text: String,
    /// How many of the blanks are yellow blanks (rule book 004).
    pub yellow_blanks: u8,
    /// Blockers held (Blanks & Blockers).
    pub blockers: u8,
}

/// A player's own rack, drawn in the order its text shows it.
pub async fn view(player: &PlayerView) -> Result<RackView, Error> {
    let text = player.rack_text();
    let Some(table) = player.public.table.clone() else {
        return Ok(RackView {
            png: Vec::new(),
            text,
            yellow_blanks: 0,
            blockers: 0,
        });
    };
    let rack = player.rack.clone();
    let png = tokio::task::spawn_blocking(move || render::rack_png(&table.variant.tiles, &rack))
        .await
        .context("drawing a rack")?
        .context("drawing a rack")?;
    Ok(RackView {
        png,
        text,
        yellow_blanks: player.yellow_blanks,
        blockers: player.blockers,
    })
}

/// The private text that goes with a rack picture.
pub fn caption(snapshot: &PublicView, rack: &RackView) -> String {
    let dice = snapshot
        .table
        .as_ref()
        .is_some_and(|t| t.variant.uses_dice());
    let what = if dice && !rack.text.is_empty() {
        "Your rack (the dice you rolled)"
    } else {
        "Your rack"
    };
    let yellow = match rack.yellow_blanks {
        0 => String::new(),
        1 => " (one blank is a yellow blank, kept beside your seven tiles)".to_owned(),
        n => format!(" ({n} blanks are yellow blanks, kept beside your seven tiles)"),
    };
    let blockers = match rack.blockers {
        0 => String::new(),
        1 => ", and a blocker to put down with `/blocker`".to_owned(),
        n => format!(", and {n} blockers to put down with `/blocker`"),
    };
    let shown = match (rack.text.is_empty(), dice) {
        (false, _) => format!("`{}`", rack.text),
        // Off turn a dice player holds nothing: the dice are rolled at the start of the turn.
        (true, true) => "no dice now; you roll when your turn starts".to_owned(),
        (true, false) => "empty".to_owned(),
    };
    format!(
        "{what} in <#{}> (game #{}): {shown}{yellow}{blockers}",
        snapshot.channel_id, snapshot.game_id
    )
}
