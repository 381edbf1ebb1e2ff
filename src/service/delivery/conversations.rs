//! Games outside a server: a group DM or a DM between users, where the app (installed by a user)
//! may only answer interactions. Their posts go out as follow-ups of the latest interaction made
//! in their channel while Discord accepts it, and otherwise by DM to each person seated; the
//! delivery asks here which way (see `store::conversations`). Ratings and settings treat all
//! such games as one community of their own: the bot's default settings and the pool of games
//! without a server.

use crate::store::conversations::{self, ConversationRow};

use super::Delivery;
use super::claim::Claimed;
use crate::service::errors::ServiceError;

/// Where a post of a game outside a server goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConversationRoute {
    /// A follow-up of the channel's latest interaction, with this token.
    Followup(String),
    /// By DM to each of these people (no fresh token, or a follow-up was already tried).
    Dms(Vec<i64>),
}

impl Delivery {
    /// Records the token of an interaction made in `channel_id`, if an open game outside a
    /// server lives there (its next posts go out through it).
    #[tracing::instrument(skip_all, fields(channel_id))]
    pub async fn remember_answer(&self, channel_id: i64, token: &str) -> Result<(), ServiceError> {
        let mut conn = self.pool.acquire().await?;
        conversations::remember_answer(&mut conn, channel_id, token).await?;
        Ok(())
    }
}

impl Claimed {
    /// How this row's post reaches a game outside a server; `None` for a game in a server (it
    /// posts in its channel). The first call for a row with a fresh token claims its one
    /// follow-up; any later one (a retry) goes by DM.
    pub async fn conversation_route(&self) -> Result<Option<ConversationRoute>, ServiceError> {
        let Some(game_id) = self.game_id else {
            return Ok(None);
        };
        let mut conn = self.service().pool.acquire().await?;
        let Some(ConversationRow {
            fresh_token,
            people,
        }) = conversations::of_game(&mut conn, game_id).await?
        else {
            return Ok(None);
        };
        if let Some(token) = fresh_token
            && conversations::first_followup(&mut conn, self.id).await?
        {
            return Ok(Some(ConversationRoute::Followup(token)));
        }
        Ok(Some(ConversationRoute::Dms(people)))
    }
}
