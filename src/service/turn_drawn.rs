//! What a turn's outbox rows carry for their delivery, made by the command that wrote them from
//! the game it holds: the public view, each seated player's own view, and whether the server
//! sends racks by DM. The delivery then draws and sends without replaying the game or reading
//! the server's settings again.

use sqlx::PgConnection;

use crate::engine::game::Game;
use crate::kinds::RackDelivery;
use crate::store::players;

use super::drawn::{DrawnPlayer, DrawnPublic};
use super::errors::ServiceError;
use super::loaded::LoadedGame;
use super::outbox::TurnDrawn;
use super::server::ServerSettings;
use super::views;

/// The rows' views of `game` at `version` (as the command left it); `defaults` are the bot's
/// settings for a game outside a server or before its server chose.
pub(super) async fn turn_drawn(
    conn: &mut PgConnection,
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
    let delivery = match loaded.row.guild_id {
        Some(guild) => players::server_settings(conn, guild)
            .await?
            .map_or(defaults.rack_delivery, |s| s.rack_delivery),
        None => defaults.rack_delivery,
    };
    Ok(TurnDrawn {
        public: DrawnPublic::of(&public, variant, edition),
        players,
        by_dm: delivery != RackDelivery::Command,
    })
}
