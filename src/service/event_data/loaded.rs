//! One tournament as a command reads it, in its transaction: the channel's tournament locked
//! (`lock_here`), then its players and boards (`Loaded`), and the pure event they make.

use sqlx::PgConnection;

use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::store::tournaments::{self, BoardRow, EntrantRow, TournamentRow};
use crate::tournament::event::Event;
use crate::tournament::roster::{self, Board, Entrant};

use super::errors::TournamentError;

/// Everything stored about one tournament, read in the command's transaction.
pub(crate) struct Loaded {
    pub row: TournamentRow,
    pub entrants: Vec<EntrantRow>,
    pub boards: Vec<BoardRow>,
}

impl Loaded {
    /// Reads the tournament's players and boards.
    pub async fn load(conn: &mut PgConnection, row: TournamentRow) -> Result<Loaded, ServiceError> {
        let entrants = tournaments::entrants(conn, row.id).await?;
        let boards = tournaments::boards(conn, row.id).await?;
        Ok(Loaded {
            row,
            entrants,
            boards,
        })
    }

    /// The sign-up index of an entrant row id.
    pub fn index_of(&self, entrant_id: i64) -> Option<usize> {
        self.entrants.iter().position(|e| e.id == entrant_id)
    }

    /// The sign-up index of a user.
    pub fn index_of_user(&self, user_id: i64) -> Option<usize> {
        self.entrants.iter().position(|e| e.user_id == user_id)
    }

    /// Rounds paired so far.
    pub fn paired_rounds(&self) -> i16 {
        self.boards.iter().map(|b| b.round).max().unwrap_or(0)
    }

    /// The pure event: entrants and boards with the scores in.
    pub fn event(&self) -> Result<Event, ServiceError> {
        let entrants: Vec<Entrant> = self
            .entrants
            .iter()
            .map(|e| Entrant {
                name: e.display_name.clone(),
                rating: u32::try_from(e.rating).unwrap_or(0),
                active: !e.removed,
            })
            .collect();
        let mut boards = Vec::with_capacity(self.boards.len());
        for b in &self.boards {
            let first = self.index_of(b.first_player);
            let second = b.second_player.map(|s| self.index_of(s));
            let (Some(first), Some(second)) = (first, second.unwrap_or(Some(usize::MAX))) else {
                return Err(
                    anyhow::anyhow!("board {} names a player not in the event", b.id).into(),
                );
            };
            boards.push(Board {
                round: usize::try_from(b.round - 1).unwrap_or(0),
                first,
                second: (second != usize::MAX).then_some(second),
                scores: b.first_score.map(|f| (f, b.second_score.unwrap_or(0))),
            });
        }
        roster::event(&entrants, &boards)
            .map_err(|e| anyhow::anyhow!("tournament {} is inconsistent: {e}", self.row.id).into())
    }

    /// Who is still paired, by sign-up index.
    pub fn active(&self) -> Vec<bool> {
        self.entrants.iter().map(|e| !e.removed).collect()
    }

    /// A player's name by entrant row id.
    pub fn name_of(&self, entrant_id: i64) -> String {
        self.index_of(entrant_id)
            .map(|i| self.entrants[i].display_name.clone())
            .unwrap_or_default()
    }

    /// A player's user id by entrant row id.
    pub fn user_of(&self, entrant_id: i64) -> i64 {
        self.index_of(entrant_id)
            .map_or(0, |i| self.entrants[i].user_id)
    }
}

/// The channel's tournament (not finished, else the latest), locked.
pub(crate) async fn lock_here(
    conn: &mut PgConnection,
    request: &Request,
) -> Result<TournamentRow, ServiceError> {
    Ok(tournaments::in_channel(conn, request.channel_id, true)
        .await?
        .ok_or(TournamentError::NoTournamentHere)?)
}
