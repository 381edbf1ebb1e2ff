//! What players and directors see of a tournament: its summary, the standings (rank,
//! wins-losses, spread, games left), a round's pairings, a player's own boards for `/games`,
//! and the export (the tsh `.t` file and CSV).

use serde::{Deserialize, Serialize};

use crate::kinds::TournamentState;
use crate::service::errors::ServiceError;
use crate::service::{Request, Service};
use crate::store::tournaments;
use crate::tournament::divisions::ranks_within;
use crate::tournament::roster;
use crate::tournament::schedule;
use crate::tournament::standings::standings;
use crate::tournament::tsh;

use super::posts::{self, BoardLine};
use super::registration::lock_here;
use super::{Loaded, TournamentError};

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

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingLine {
    pub rank: usize,
    pub name: String,
    pub user_id: i64,
    pub wins: f64,
    pub losses: f64,
    pub spread: i64,
    /// Rounds still to play (none for a withdrawn player).
    pub games_left: i16,
    pub withdrawn: bool,
    /// 1 = the highest rated group; the rank counts only this division.
    pub division: i16,
}

impl Eq for StandingLine {}

/// The standings after the results in so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingsView {
    pub name: String,
    /// Rounds complete.
    pub after_round: i16,
    pub rounds: i16,
    /// Lines by division, then by rank.
    pub lines: Vec<StandingLine>,
    /// 1: no divisions.
    pub divisions: i16,
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

pub(super) fn tournament_view(loaded: &Loaded) -> TournamentView {
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

/// The standings over every result in.
pub(crate) fn standings_of(loaded: &Loaded) -> Result<StandingsView, ServiceError> {
    let event = loaded.event()?;
    let table = standings(&event, event.paired_rounds());
    let complete = (1..=loaded.paired_rounds())
        .take_while(|&r| {
            loaded
                .boards
                .iter()
                .filter(|b| b.round == r)
                .all(|b| b.settled_by.0.is_some())
        })
        .count();
    let finished = loaded.row.state == TournamentState::Finished;
    let mut lines: Vec<StandingLine> = table
        .iter()
        .map(|s| {
            let e = &loaded.entrants[s.player];
            // Rounds not paired yet, and this player's boards still going (a league pairs
            // every round at the start).
            let unpaired = usize::try_from(loaded.row.rounds - loaded.paired_rounds()).unwrap_or(0);
            let going = loaded
                .boards
                .iter()
                .filter(|b| b.settled_by.0.is_none())
                .filter(|b| b.first_player == e.id || b.second_player == Some(e.id))
                .count();
            let left = if e.removed || finished {
                0
            } else {
                unpaired + going
            };
            StandingLine {
                rank: s.rank,
                name: e.display_name.clone(),
                user_id: e.user_id,
                wins: s.record.wins(),
                losses: s.record.losses(),
                spread: s.record.spread,
                games_left: i16::try_from(left).unwrap_or(0),
                withdrawn: e.removed,
                division: e.division,
            }
        })
        .collect();
    if loaded.row.divisions > 1 {
        // Each division ranked on its own: a stable sort keeps the standings' order inside it.
        lines.sort_by_key(|l| l.division);
        let keys: Vec<(i16, (f64, f64, i64))> = lines
            .iter()
            .map(|l| (l.division, (l.wins, l.losses, l.spread)))
            .collect();
        for (line, rank) in lines.iter_mut().zip(ranks_within(&keys)) {
            line.rank = rank;
        }
    }
    Ok(StandingsView {
        name: loaded.row.name.clone(),
        after_round: i16::try_from(complete).unwrap_or(0),
        rounds: loaded.row.rounds,
        lines,
        divisions: loaded.row.divisions,
    })
}

impl Service {
    async fn loaded_here(&self, request: &Request) -> Result<Loaded, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let row = lock_here(&mut tx, request).await?;
        let loaded = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(loaded)
    }

    /// The channel's tournament.
    pub async fn tournament(&self, request: &Request) -> Result<TournamentView, ServiceError> {
        Ok(tournament_view(&self.loaded_here(request).await?))
    }

    /// `/tournament standings`.
    pub async fn tournament_standings(
        &self,
        request: &Request,
    ) -> Result<StandingsView, ServiceError> {
        standings_of(&self.loaded_here(request).await?)
    }

    /// `/tournament pairings`: round `round`, or the latest.
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
            .map(|b| posts::line(&loaded, b))
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
    pub async fn export_tournament(&self, request: &Request) -> Result<Export, ServiceError> {
        let loaded = self.loaded_here(request).await?;
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

    /// A player's boards in the server's tournaments still going, for `/games`.
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
