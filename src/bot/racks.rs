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
use crate::engine::wording::Wording;

/// A player's rack: the picture and the text (`AEINRST?`).
pub struct RackView {
    pub png: Vec<u8>,
    pub text: String,
    /// What the player keeps beside the rack, as messages (none when nothing).
    pub beside_rack: Vec<Wording>,
}

/// A player's own rack, drawn in the order its text shows it.
pub async fn view(player: &PlayerView) -> Result<RackView, Error> {
    let text = player.rack_text();
    let Some(table) = player.public.table.clone() else {
        return Ok(RackView {
            png: Vec::new(),
            text,
            beside_rack: Vec::new(),
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

/// The private text that goes with a rack picture, in the reader's language (with the
/// variant's own words for its letters).
pub fn caption(snapshot: &PublicView, rack: &RackView, tr: Tr) -> String {
    let words = snapshot
        .table
        .as_ref()
        .map_or(&LetterWords::TILES, |t| t.variant.letter_words());
    let (what, shown) = if rack.text.is_empty() {
        (tr.text("rack-yours"), tr.text(words.empty_rack))
    } else {
        (tr.text(words.own_rack), format!("`{}`", rack.text))
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
    let beside: String = rack.beside_rack.iter().map(|w| tr.word(w)).collect();
    tr.say(
        "rack-caption",
        &[
            ("what", what.into()),
            ("place", place.into()),
            ("game", snapshot.game_id.to_string().into()),
            ("shown", shown.into()),
            ("beside", beside.into()),
        ],
    )
}
