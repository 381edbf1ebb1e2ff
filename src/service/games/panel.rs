//! The move panel's commands: a player's play, exchange, pass or challenge on one game named by
//! id (pressed in a DM or under a games list), run as the same command as in the game's channel
//! (`Games::command`: one transaction, the interaction's idempotency, the outbox), and refused
//! without a change when the game moved past the version the panel showed.

use crate::engine::game::Command;

use super::Games;
use super::turn_commands::{exchange_command, play_command};
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::report::Report;

/// What a panel asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PanelMove {
    /// A word at a coordinate (`8D` across, `D8` down), as `/play` takes them.
    Play {
        coord: String,
        word: String,
    },
    /// The tiles to exchange, as `/exchange` takes them.
    Exchange(String),
    Pass,
    Challenge,
}

impl Games {
    /// Runs a panel's move on game `game_id` as shown at `version`. `request` names the game's
    /// channel and the presser (who must be seated: the command checks it, never the button).
    #[tracing::instrument(skip_all, fields(request = %request, game_id))]
    pub async fn panel_move(
        &self,
        request: &Request,
        game_id: i64,
        version: i32,
        wanted: &PanelMove,
    ) -> Result<Report, ServiceError> {
        self.command(request, |loaded, game, seat| {
            if loaded.row.id != game_id {
                return Err(UserError::NoSuchGame(game_id).into());
            }
            if loaded.row.version != version {
                return Err(UserError::PanelOutOfDate.into());
            }
            match wanted {
                PanelMove::Play { coord, word } => play_command(game, seat, coord, word),
                PanelMove::Exchange(tiles) => exchange_command(game, seat, tiles),
                PanelMove::Pass => Ok(Command::Pass { player: seat }),
                PanelMove::Challenge => Ok(Command::Challenge { by: seat }),
            }
        })
        .await
    }
}
