//! Ending a game early, without a result: at once for a moderator, or when every human player
//! has asked (a lobby ends when its creator asks).

use serde::{Deserialize, Serialize};

use crate::kinds::GameStatus;
use crate::store::games;
use crate::store::jobs;

use super::Games;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};
use crate::service::loaded;
use crate::service::outbox::{self, Notice};
use crate::service::seat_name::SeatName;

/// What `/game end` did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndOutcome {
    pub game_id: i64,
    pub ended: bool,
    /// Players who have not asked yet, when the game goes on.
    pub waiting_for: Vec<SeatName>,
}

impl Games {
    /// Ends the channel's game without a result: at once for a moderator, otherwise when every
    /// human player has asked (a lobby ends when its creator asks).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn end_game(&self, request: &Request) -> Result<EndOutcome, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = games::lock_open_game(&mut tx, request.channel_id)
            .await?
            .ok_or(UserError::NoGameHere)?;
        let loaded = loaded::load(&mut tx, row, &self.lexicons).await?;
        let seated = loaded.seat_of(request.user_id).is_some();
        if !request.moderator && !seated {
            return Err(UserError::NotAllowedToEnd.into());
        }
        let votes = games::vote_to_end(&mut tx, loaded.row.id, request.user_id).await?;
        let waiting_for: Vec<SeatName> = loaded
            .seats
            .iter()
            .filter(|s| s.user_id.is_some_and(|u| !votes.contains(&u)))
            .map(loaded::seat_name)
            .collect();
        let lobby_by_creator =
            loaded.row.status == GameStatus::Lobby && loaded.row.created_by == request.user_id;
        let ended = request.moderator || lobby_by_creator || waiting_for.is_empty();
        let game_id = loaded.row.id;
        let notice = if ended {
            games::abandon(&mut tx, game_id).await?;
            jobs::cancel_pending(&mut tx, game_id).await?;
            Notice::Ended { game_id }
        } else {
            Notice::EndAsked {
                by: request.user_name.clone(),
                game_id,
                waiting_for: waiting_for.clone(),
            }
        };
        outbox::write_notice(&mut tx, game_id, request.channel_id, notice).await?;
        tx.commit().await?;
        Ok(EndOutcome {
            game_id: loaded.row.id,
            ended,
            waiting_for: if ended { Vec::new() } else { waiting_for },
        })
    }
}
