//! A server's events for `lexicord export`: every tournament and league season of the server,
//! each as its tsh files (one per division when it has divisions), each read in a transaction
//! of its own (a consistent picture of it) without a lock.

use super::views::{Export, export_of};
use crate::service::errors::ServiceError;
use crate::service::event_data::loaded::Loaded;
use crate::service::events::Events;
use crate::store::{exports, tournaments};

/// One event of a server as an export writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventExport {
    pub tournament_id: i64,
    /// The league and the season's number, for a league season.
    pub league: Option<(i64, i32)>,
    pub export: Export,
}

impl Events {
    /// Server `guild_id`'s events, oldest first, each with its files as it stands now (an
    /// event still running gives the rounds played so far).
    #[tracing::instrument(skip_all, fields(guild_id))]
    pub async fn exports_of_guild(&self, guild_id: i64) -> Result<Vec<EventExport>, ServiceError> {
        let events = exports::events(&mut *self.pool.acquire().await?, guild_id).await?;
        let mut out = Vec::new();
        for event in events {
            let mut tx = self.pool.begin().await?;
            let Some(row) = tournaments::by_id(&mut tx, event.tournament_id).await? else {
                continue;
            };
            let loaded = Loaded::load(&mut tx, row).await?;
            tx.commit().await?;
            out.push(EventExport {
                tournament_id: event.tournament_id,
                league: event.league_id.zip(event.season),
                export: export_of(&loaded)?,
            });
        }
        Ok(out)
    }
}
