//! `/play at:` suggestions: where the word a player is typing can go on their game's board and
//! what it would score, judged by the game's own placement rules, never by the word list.

use crate::engine::suggest;

use super::errors::ServiceError;
use super::{GameStatus, Service};

/// One suggested place: what the player is shown and what `/play at:` then receives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacementChoice {
    /// `8F across — 24 points`.
    pub label: String,
    /// `8F` (across) or `F8` (down).
    pub value: String,
}

impl Service {
    /// Where the player `user_id` could put `word` in the game of `channel_id`, highest score
    /// first, at most Discord's 25. Empty (not an error: an autocomplete has no place for one)
    /// when there is no game under way here, the user has no seat in it, or its variant has no
    /// line plays. Reads only the board, the asker's own rack and pieces, and the variant.
    pub async fn placements(
        &self,
        channel_id: i64,
        user_id: i64,
        word: &str,
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
        let found = suggest::placements(game, seat, word).unwrap_or_default();
        Ok(found
            .into_iter()
            .map(|s| PlacementChoice {
                label: s.label,
                value: s.value,
            })
            .collect())
    }
}
