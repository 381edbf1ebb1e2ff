//! The standings as players see them (rank, wins-losses, spread, games left, by division),
//! computed from the tournament as loaded.

use serde::{Deserialize, Serialize};

use crate::kinds::TournamentState;
use crate::service::errors::ServiceError;
use crate::tournament::divisions::ranks_within;
use crate::tournament::standings::standings;

use super::loaded::Loaded;

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
