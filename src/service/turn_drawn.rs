//! What a turn's outbox rows carry for their delivery, made by the command that wrote them from
//! the game it holds: the public view, each seated player's own view, and whether the server
//! sends racks by DM (read with the game's row). The delivery then draws and sends without replaying the game or reading
//! the server's settings again.

use crate::engine::game::Game;
use crate::engine::names::Named;
use crate::kinds::RackDelivery;

use super::drawn::{DrawnPlayer, DrawnPublic};
use super::errors::ServiceError;
use super::loaded::LoadedGame;
use super::outbox::TurnDrawn;
use super::server::ServerSettings;
use super::views;

/// The rows' views of `game` at `version` (as the command left it); `defaults` are the bot's
/// settings for a game outside a server or before its server chose.
pub(super) fn turn_drawn(
    defaults: &ServerSettings,
    loaded: &LoadedGame,
    game: &Game,
    version: i32,
) -> Result<TurnDrawn, ServiceError> {
    let (variant, edition) = (loaded.row.variant, &loaded.row.tiles);
    let public = views::public_view_after(loaded, game, version);
    if game.is_over() {
        // No rack is sent once the game is over.
        return Ok(TurnDrawn {
            public: DrawnPublic::of(&public, variant, edition),
            players: Vec::new(),
            by_dm: false,
        });
    }
    let players = loaded
        .seats
        .iter()
        .enumerate()
        .filter_map(|(seat, row)| Some((seat, row.user_id?)))
        .map(|(seat, user)| {
            let player = (!game.has_resigned(seat)).then(|| {
                let view = views::player_view_of(public.clone(), game, seat);
                DrawnPlayer::of(&view, variant, edition)
            });
            (user, player)
        })
        .collect();
    let delivery = match &loaded.row.server_rack_delivery {
        Some(name) => RackDelivery::from_name(name).map_err(anyhow::Error::from)?,
        None => defaults.rack_delivery,
    };
    Ok(TurnDrawn {
        public: DrawnPublic::of(&public, variant, edition),
        players,
        by_dm: delivery != RackDelivery::Command,
    })
}
