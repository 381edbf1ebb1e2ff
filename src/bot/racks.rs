//! Racks: sent by DM (picture and text) to their owner only after each turn that changed them,
//! or shown privately with `/rack` and the "My rack" button. A rack never goes to a channel; when
//! a DM fails the channel hears that it failed, never what the tiles are.

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render;
use crate::service::{GameStatus, PlayerView, PublicView, RackDelivery, Service};

use super::errors::dm_refused;
use super::{Error, announce};

/// A player's rack: the picture and the text (`AEINRST?`).
pub struct RackView {
    pub png: Vec<u8>,
    pub text: String,
}

/// A player's own rack, drawn in the order its text shows it.
pub async fn view(player: &PlayerView) -> Result<RackView, Error> {
    let text = player.rack_text();
    let Some(table) = player.public.table.clone() else {
        return Ok(RackView {
            png: Vec::new(),
            text,
        });
    };
    let rack = player.rack.clone();
    let png = tokio::task::spawn_blocking(move || render::rack_png(&table.variant.tiles, &rack))
        .await
        .context("drawing a rack")?
        .context("drawing a rack")?;
    Ok(RackView { png, text })
}

/// The private text that goes with a rack picture.
pub fn caption(snapshot: &PublicView, rack: &RackView) -> String {
    format!(
        "Your rack in <#{}> (game #{}): `{}`",
        snapshot.channel_id, snapshot.game_id, rack.text
    )
}

/// DMs each user their new rack, if the server delivers racks by DM. A refused DM (the user
/// blocks DMs) is reported in the channel without the tiles; other failures are logged.
pub async fn deliver(
    http: &serenity::Http,
    service: &Service,
    snapshot: &PublicView,
    users: &[i64],
) {
    if users.is_empty() || snapshot.status != GameStatus::Active {
        return;
    }
    let settings = service.server_settings(snapshot.guild_id).await;
    if settings.is_ok_and(|s| s.rack_delivery == RackDelivery::Command) {
        return;
    }
    for &user in users {
        if let Err(error) = dm_rack(http, service, snapshot, user).await {
            let refused = match &error {
                DmError::Discord(e) if dm_refused(e) => true,
                DmError::Discord(e) => {
                    tracing::warn!(user, game_id = snapshot.game_id, error = %e, "could not DM a rack");
                    false
                }
                DmError::Other(e) => {
                    tracing::warn!(user, game_id = snapshot.game_id, error = %e, "could not draw a rack");
                    false
                }
            };
            let note = format!(
                "<@{user}>, I could not send you your rack by DM{}. Use `/rack` to see it.",
                if refused {
                    " (your DMs are closed)"
                } else {
                    ""
                }
            );
            if let Err(e) = announce::say(http, snapshot.channel_id, &note).await {
                tracing::warn!(error = %e, "could not tell the channel a DM failed");
            }
        }
    }
}

enum DmError {
    Discord(serenity::Error),
    Other(Error),
}

async fn dm_rack(
    http: &serenity::Http,
    service: &Service,
    snapshot: &PublicView,
    user: i64,
) -> Result<(), DmError> {
    let player = service
        .player_view_by_id(snapshot.game_id, user)
        .await
        .map_err(|e| DmError::Other(e.into()))?;
    let rack = view(&player).await.map_err(DmError::Other)?;
    if rack.text.is_empty() {
        // A player who went out waits for the end: there is nothing to show.
        return Ok(());
    }
    let dm = serenity::UserId::new(user as u64)
        .create_dm_channel(http)
        .await
        .map_err(DmError::Discord)?;
    let message = serenity::CreateMessage::new()
        .content(caption(snapshot, &rack))
        .add_file(serenity::CreateAttachment::bytes(rack.png, "rack.png"));
    dm.id
        .send_message(http, message)
        .await
        .map_err(DmError::Discord)?;
    Ok(())
}
