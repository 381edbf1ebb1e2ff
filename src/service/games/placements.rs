//! Where a typed word can go on a player's game, judged by the game's own placement rules, never
//! by the word list: `/play at:` suggestions in the game's channel, and the move panel's list of
//! places for a game named by id (worked from a DM).

use crate::engine::game::GameError;
use crate::engine::suggest;

use super::Tables;
use crate::service::GameStatus;
use crate::service::errors::{ServiceError, UserError};

/// One suggested place: what the player is shown and what `/play at:` then receives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacementChoice {
    /// `8F across — 24 points`.
    pub label: String,
    /// `8F` (across) or `F8` (down).
    pub value: String,
    /// The word as `/play word:` must be given it here: the typed text, with the letters only
    /// a blank from the rack can supply in lower case.
    pub word: String,
}

impl From<suggest::Suggestion> for PlacementChoice {
    fn from(found: suggest::Suggestion) -> Self {
        Self {
            label: found.label,
            value: found.value,
            word: found.word,
        }
    }
}

impl Tables {
    /// Where the player `user_id` could put `word` in the game of `channel_id`, highest score
    /// first, at most Discord's 25, among the places whose square starts with `at_typed` (what
    /// was typed in `at:` so far, looked for before the list is cut). Empty (not an error: an
    /// autocomplete has no place for one) when there is no game under way here, the user has
    /// no seat in it, or its variant has no line plays. Reads only the board, the asker's own
    /// rack and pieces, and the variant.
    #[tracing::instrument(skip_all, fields(channel_id, user_id))]
    pub async fn placements(
        &self,
        channel_id: i64,
        user_id: i64,
        word: &str,
        at_typed: &str,
    ) -> Result<Vec<PlacementChoice>, ServiceError> {
        let loaded = match self.load_latest(channel_id).await {
            Ok(loaded) => loaded,
            Err(ServiceError::User(_)) => return Ok(Vec::new()),
            Err(internal) => return Err(internal),
        };
        let (Some(seat), Some(game)) = (loaded.seat_of(user_id), loaded.game.as_ref()) else {
            return Ok(Vec::new());
        };
        if loaded.row.status != GameStatus::Active {
            return Ok(Vec::new());
        }
        let found = suggest::placements_at(game, seat, word, at_typed).unwrap_or_default();
        Ok(found.into_iter().map(PlacementChoice::from).collect())
    }

    /// The same list as [`Tables::placements`] with nothing typed in `at:` (same order,
    /// labels and cap) for game `game_id`
    /// as shown at `version`, for the move panel, which works from anywhere. Refused, unlike the
    /// autocomplete, with what is wrong: `user_id` has no seat (or resigned), the game is not
    /// under way, it moved past `version` ([`UserError::PanelOutOfDate`]), or its variant has
    /// no line plays. Reads only the board, the player's own rack and pieces, and the variant.
    #[tracing::instrument(skip_all, fields(game_id, user_id))]
    pub async fn placements_in_game(
        &self,
        game_id: i64,
        version: i32,
        user_id: i64,
        word: &str,
    ) -> Result<Vec<PlacementChoice>, ServiceError> {
        let loaded = self.load_by_id(game_id).await?;
        let seat = loaded.seat_of(user_id).ok_or(UserError::NotAPlayer)?;
        let game = loaded.game.as_ref().ok_or(UserError::NotStarted)?;
        if loaded.row.status != GameStatus::Active {
            return Err(UserError::Move(GameError::GameOver).into());
        }
        if loaded.row.version != version {
            return Err(UserError::PanelOutOfDate.into());
        }
        if game.has_resigned(seat) {
            return Err(UserError::Move(GameError::Resigned).into());
        }
        let found = suggest::placements(game, seat, word)?;
        Ok(found.into_iter().map(PlacementChoice::from).collect())
    }
}
