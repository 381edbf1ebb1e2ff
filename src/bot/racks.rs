//! Racks: sent by DM (picture and text) to their owner only after each turn that changed them
//! (from the outbox, see `deliver`), or shown privately with `/rack` and the "My rack" button. A
//! rack never goes to a channel; when a DM is refused the mover sees the rack in their private
//! reply, and the channel hears only that another player's DM failed, never what the tiles are.

use anyhow::Context as _;

use crate::render;
use crate::service::{GameSnapshot, UserError};

use super::Error;

/// A player's rack: the picture and the text (`AEINRST?`).
pub struct RackView {
    pub png: Vec<u8>,
    pub text: String,
}

/// The rack of `user_id` in the game, drawn.
pub async fn view(snapshot: &GameSnapshot, user_id: i64) -> Result<RackView, Error> {
    let seat = snapshot
        .seats
        .iter()
        .position(|s| s.user_id == Some(user_id))
        .ok_or(UserError::NotAPlayer)?;
    let game = snapshot.game.clone().ok_or(UserError::NotStarted)?;
    let rack = game.rack(seat).clone();
    let text = rack.to_text(&game.variant().tiles);
    let png =
        tokio::task::spawn_blocking(move || render::rack_png(&game.variant().tiles, &rack.tiles()))
            .await
            .context("drawing a rack")?
            .context("drawing a rack")?;
    Ok(RackView { png, text })
}

/// The private text that goes with a rack picture.
pub fn caption(snapshot: &GameSnapshot, rack: &RackView) -> String {
    format!(
        "Your rack in <#{}> (game #{}): `{}`",
        snapshot.channel_id, snapshot.game_id, rack.text
    )
}
