//! What players and directors see of a tournament: its summary, the standings (computed in
//! `standings_view`), a round's pairings, a player's own boards for `/games`, and the export
//! (the tsh `.t` file and CSV).

use serde::{Deserialize, Serialize};

use crate::kinds::TournamentState;
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::store::tournaments;
use crate::tournament::roster;
use crate::tournament::schedule;
use crate::tournament::tsh;

use crate::service::event_data::errors::TournamentError;
use crate::service::event_data::loaded::{Loaded, lock_here};
use crate::service::event_data::post::{self, BoardLine};
use crate::service::event_data::standings_view::{StandingsView, standings_of};
use crate::service::events::Events;

/// A tournament's summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentView {
    pub id: i64,
    pub name: String,
    pub state: TournamentState,
    pub rounds: i16,
    /// Rounds paired so far.
    pub paired: i16,
    /// The schedule as directors write it.
    pub schedule: String,
    pub variant: String,
    pub lexicon: String,
    pub auto_advance: bool,
    /// Registered players in sign-up order: name and user.
    pub players: Vec<(String, i64)>,
}

/// A round's pairings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PairingsView {
    pub name: String,
    pub round: i16,
    pub rounds: i16,
    pub boards: Vec<BoardLine>,
}

/// A player's board, for `/games`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentBoard {
    pub tournament: String,
    pub round: i16,
    pub thread_id: Option<i64>,
    /// `None`: a bye.
    pub opponent: Option<(String, i64)>,
    /// `(own, opponent's)` once in.
    pub scores: Option<(i32, i32)>,
}

/// The event as files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// A file name without extension, from the tournament's name.
    pub stem: String,
    pub tsh: String,
    pub csv: String,
    /// With divisions: each division's own `.t` file, the first division first.
    pub division_files: Vec<String>,
}

pub(crate) fn tournament_view(loaded: &Loaded) -> TournamentView {
    let row = &loaded.row;
    TournamentView {
        id: row.id,
        name: row.name.clone(),
        state: row.state,
        rounds: row.rounds,
        paired: loaded.paired_rounds(),
        schedule: schedule::describe(&row.methods()),
        variant: row.variant.to_string(),
        lexicon: row.lexicon.clone(),
        auto_advance: row.auto_advance,
        players: loaded
            .entrants
            .iter()
            .map(|e| (e.display_name.clone(), e.user_id))
            .collect(),
    }
}

impl Events {
    async fn loaded_here(&self, request: &Request) -> Result<Loaded, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        let loaded = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(loaded)
    }

    /// The channel's tournament.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn tournament(&self, request: &Request) -> Result<TournamentView, ServiceError> {
        Ok(tournament_view(&self.loaded_here(request).await?))
    }

    /// `/tournament standings`.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn tournament_standings(
        &self,
        request: &Request,
    ) -> Result<StandingsView, ServiceError> {
        standings_of(&self.loaded_here(request).await?)
    }

    /// `/tournament pairings`: round `round`, or the latest.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn tournament_pairings(
        &self,
        request: &Request,
        round: Option<i16>,
    ) -> Result<PairingsView, ServiceError> {
        let loaded = self.loaded_here(request).await?;
        let round = round.unwrap_or_else(|| loaded.paired_rounds());
        let boards: Vec<BoardLine> = loaded
            .boards
            .iter()
            .filter(|b| b.round == round)
            .map(|b| post::line(&loaded, b))
            .collect();
        if boards.is_empty() {
            return Err(TournamentError::NoSuchRound(round.max(1)).into());
        }
        Ok(PairingsView {
            name: loaded.row.name.clone(),
            round,
            rounds: loaded.row.rounds,
            boards,
        })
    }

    /// `/tournament export`: the tsh `.t` file and CSV of the event as it stands.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn export_tournament(&self, request: &Request) -> Result<Export, ServiceError> {
        export_of(&self.loaded_here(request).await?)
    }

    /// A player's boards in the server's tournaments still going, for `/games`.
    #[tracing::instrument(skip_all, fields(guild_id, user_id))]
    pub async fn tournament_boards_of(
        &self,
        guild_id: i64,
        user_id: i64,
    ) -> Result<Vec<TournamentBoard>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        let rows = tournaments::boards_of_user(&mut conn, guild_id, user_id).await?;
        Ok(rows
            .into_iter()
            .map(|r| TournamentBoard {
                tournament: r.name,
                round: r.round,
                thread_id: r.thread_id,
                opponent: r.opponent.zip(r.opponent_id),
                scores: r.own_score.map(|o| (o, r.opponent_score.unwrap_or(0))),
            })
            .collect())
    }
}

/// The event's files as it stands: its `.t` file and CSV, and each division's `.t` file when it
/// has divisions.
pub(crate) fn export_of(loaded: &Loaded) -> Result<Export, ServiceError> {
    let event = loaded.event()?;
    let stem: String = loaded
        .row
        .name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    Ok(Export {
        stem: if stem.trim_matches('-').is_empty() {
            "tournament".into()
        } else {
            stem
        },
        tsh: tsh::write(&event),
        csv: roster::csv(&event),
        division_files: if loaded.row.divisions > 1 {
            (1..=loaded.row.divisions)
                .map(|d| {
                    let members: Vec<bool> =
                        loaded.entrants.iter().map(|e| e.division == d).collect();
                    tsh::write(&roster::division_event(&event, &members))
                })
                .collect()
        } else {
            Vec::new()
        },
    })
}
