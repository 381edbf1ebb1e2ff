//! Racks: sent by DM (picture and text) to their owner only after each turn that changed them
//! (from the outbox, see `deliver`), or shown privately with `/rack` and the "My rack" button. A
//! rack never goes to a channel; when a DM is refused the mover sees the rack in their private
//! reply, and the channel hears only that another player's DM failed, never what the tiles are.

use anyhow::Context as _;

use crate::engine::variant::LetterWords;
use crate::render;
use crate::service::{PlayerView, PublicView};

use super::Error;
use super::locale::Tr;

/// A player's rack: the picture and the text (`AEINRST?`).
pub struct RackView {
    pub png: Vec<u8>,
    pub text: String,
    /// What the player keeps beside the rack, in the engine's words (empty when nothing).
    pub beside_rack: String,
}

/// A player's own rack, drawn in the order its text shows it.
pub async fn view(player: &PlayerView) -> Result<RackView, Error> {
    let text = player.rack_text();
    let Some(table) = player.public.table.clone() else {
        return Ok(RackView {
            png: Vec::new(),
            text,
            beside_rack: String::new(),
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
        beside_rack: player.beside_rack.clone(),
    })
}

/// The private text that goes with a rack picture, in the reader's language (a variant's own
/// words for its letters stay as the engine says them).
pub fn caption(snapshot: &PublicView, rack: &RackView, tr: Tr) -> String {
    let words = snapshot
        .table
        .as_ref()
        .map_or(&LetterWords::TILES, |t| t.variant.letter_words());
    let (what, shown) = if rack.text.is_empty() {
        let empty = if words.empty_rack == LetterWords::TILES.empty_rack {
            tr.text("rack-empty")
        } else {
            words.empty_rack.to_owned()
        };
        (tr.text("rack-yours"), empty)
    } else {
        let what = if words.own_rack == LetterWords::TILES.own_rack {
            tr.text("rack-yours")
        } else {
            words.own_rack.to_owned()
        };
        (what, format!("`{}`", rack.text))
    };
    // A game outside a server has no channel the reader could open by its mention.
    let place = if snapshot.guild_id.is_some() {
        format!(
            " {}",
            tr.say(
                "rack-in-channel",
                &[("channel", format!("<#{}>", snapshot.channel_id).into())]
            )
        )
    } else {
        String::new()
    };
    tr.say(
        "rack-caption",
        &[
            ("what", what.into()),
            ("place", place.into()),
            ("game", snapshot.game_id.to_string().into()),
            ("shown", shown.into()),
            ("beside", rack.beside_rack.clone().into()),
        ],
    )
}
