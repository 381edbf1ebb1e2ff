//! Pairing a round (by the round's method, or the director's list) and what follows a result:
//! when every board of a round is settled the round is complete, the standings are posted, and
//! the next round's pairing is scheduled as a job (or waits for the director), or the event ends.

use sqlx::PgConnection;
use time::{Duration, OffsetDateTime};

use crate::service::Service;
use crate::service::errors::ServiceError;
use crate::service::outbox::{self, Outgoing};
use crate::store::tournament_jobs;
use crate::store::tournament_kinds::{SettledBy, TournamentJobKind, TournamentState};
use crate::store::tournaments;
use crate::tournament::pairing::{Method, Options, Pairing};
use crate::tournament::roster;

use super::posts::{self, TournamentPost};
use super::{Loaded, TournamentError};

/// Longest thread name Discord takes.
const THREAD_NAME_CHARS: usize = 100;

impl Service {
    /// Pairs round `round` of the locked tournament: by its scheduled method, or by `manual`
    /// (sign-up indices). Writes the boards (byes and withdrawn players' forfeits settled at
    /// once), the pairings post, a thread to create per game, and the round's deadline job.
    pub(super) async fn pair_round_in(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        round: i16,
        manual: Option<Vec<Pairing>>,
    ) -> Result<(), ServiceError> {
        let row = &loaded.row;
        if round > row.rounds {
            return Err(TournamentError::AllRoundsPaired(row.rounds).into());
        }
        if let Some(open) = loaded
            .boards
            .iter()
            .find(|b| b.round < round && b.settled_by.0.is_none())
        {
            return Err(TournamentError::RoundNotComplete(open.round).into());
        }
        let methods = row.methods();
        let scheduled = methods[usize::try_from(round - 1).unwrap_or(0)];
        let seed = row
            .seed
            .cast_unsigned()
            .wrapping_add(round.cast_unsigned().into());
        let is_manual = manual.is_some();
        let method = match manual {
            Some(list) => Method::Manual(list),
            None => scheduled
                .method(&methods, seed)
                .ok_or(TournamentError::BadPairings(
                    "this round is paired by hand".into(),
                ))?,
        };
        let event = loaded.event()?;
        let active = loaded.active();
        let options = Options {
            total_rounds: Some(usize::try_from(row.rounds).unwrap_or(0)),
            gibsonize: row.gibsonize,
        };
        // Each division is paired on its own, among its active players.
        let mut pairings = Vec::new();
        for division in 1..=row.divisions {
            let members: Vec<bool> = loaded
                .entrants
                .iter()
                .zip(&active)
                .map(|(e, &a)| a && e.division == division)
                .collect();
            if !members.contains(&true) {
                continue;
            }
            let method = match &method {
                Method::Manual(list) => Method::Manual(loaded.division_part(list, division)?),
                other => other.clone(),
            };
            pairings.extend(
                roster::pair_active(&event, &members, &method, options)
                    .map_err(|e| TournamentError::BadPairings(e.to_string()))?,
            );
        }
        if is_manual {
            let before = usize::try_from(round - 1).unwrap_or(0);
            for p in &pairings {
                if let Pairing::Game { first, second } = *p
                    && event.times_met(first, second, before)
                        > u32::try_from(row.max_repeats).unwrap_or(0)
                {
                    return Err(TournamentError::TooManyRepeats(
                        loaded.entrants[first].display_name.clone(),
                        loaded.entrants[second].display_name.clone(),
                        row.max_repeats + 1,
                    )
                    .into());
                }
            }
        }
        let now = self.clock.now();
        let deadline = now + Duration::seconds(row.round_secs.into());
        let used = if is_manual {
            crate::tournament::schedule::MethodName::Manual
        } else {
            scheduled
        };
        tournaments::insert_round(conn, row.id, round, used, deadline).await?;
        let (id, bye, forfeit) = (row.id, row.bye_spread, row.forfeit_spread);
        for p in &pairings {
            match *p {
                Pairing::Game { first, second } => {
                    let players = (loaded.entrants[first].id, Some(loaded.entrants[second].id));
                    tournaments::insert_board(conn, id, round, players, None).await?;
                }
                Pairing::Bye(p) => {
                    let settled = Some((bye, 0, SettledBy::Bye));
                    tournaments::insert_board(
                        conn,
                        id,
                        round,
                        (loaded.entrants[p].id, None),
                        settled,
                    )
                    .await?;
                }
            }
        }
        let withdrawn: Vec<i64> = loaded
            .entrants
            .iter()
            .filter(|e| e.removed)
            .map(|e| e.id)
            .collect();
        for e in withdrawn {
            let settled = Some((forfeit, 0, SettledBy::Forfeit));
            tournaments::insert_board(conn, id, round, (e, None), settled).await?;
        }
        loaded.boards = tournaments::boards(conn, id).await?;
        let this: Vec<_> = loaded
            .boards
            .iter()
            .filter(|b| b.round == round)
            .cloned()
            .collect();
        let post = TournamentPost::Pairings {
            name: loaded.row.name.clone(),
            round,
            rounds: loaded.row.rounds,
            deadline: deadline.unix_timestamp(),
            boards: this.iter().map(|b| posts::line(loaded, b)).collect(),
        };
        posts::post(conn, loaded, post).await?;
        let games: Vec<_> = this.iter().filter(|b| b.second_player.is_some()).collect();
        for b in games {
            ask_for_thread(conn, loaded, b).await?;
        }
        tournament_jobs::rearm(conn, TournamentJobKind::RoundDeadline, id, round, deadline).await?;
        self.after_result(conn, loaded, round, now).await
    }

    /// After a board of `round` was settled (or the round paired): completes the round when
    /// every board is settled, posts the standings, and schedules the next round's pairing (if
    /// the event advances by itself and runs), or waits for the director, or ends the event.
    pub(super) async fn after_result(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        round: i16,
        now: OffsetDateTime,
    ) -> Result<(), ServiceError> {
        if loaded.row.games_at_once.is_some() {
            return self.after_league_result(conn, loaded, now).await;
        }
        loaded.boards = tournaments::boards(conn, loaded.row.id).await?;
        if !round_settled(loaded, round) {
            return Ok(());
        }
        let rounds = tournaments::rounds(conn, loaded.row.id).await?;
        if already_complete(&rounds, round) {
            return Ok(());
        }
        tournaments::complete_round(conn, loaded.row.id, round, now).await?;
        if round >= loaded.row.rounds {
            tournaments::set_state(conn, loaded.row.id, TournamentState::Finished, now).await?;
            loaded.row.state = TournamentState::Finished;
            posts::standings(conn, loaded, true).await?;
            return Ok(());
        }
        posts::standings(conn, loaded, false).await?;
        let next = loaded.row.methods()[usize::try_from(round).unwrap_or(0)];
        let by_hand = next == crate::tournament::schedule::MethodName::Manual;
        if loaded.row.auto_advance && !by_hand {
            if loaded.row.state == TournamentState::Running {
                tournament_jobs::schedule(
                    conn,
                    TournamentJobKind::PairRound,
                    loaded.row.id,
                    round + 1,
                    now,
                )
                .await?;
            }
        } else {
            let post = TournamentPost::AwaitingDirector {
                name: loaded.row.name.clone(),
                round: round + 1,
            };
            posts::post(conn, loaded, post).await?;
        }
        Ok(())
    }
}

/// Writes the outbox row that makes a board's thread (and then opens its game there).
pub(super) async fn ask_for_thread(
    conn: &mut PgConnection,
    loaded: &Loaded,
    b: &tournaments::BoardRow,
) -> Result<(), ServiceError> {
    let name = format!(
        "R{} {} vs {} #{}",
        b.round,
        loaded.name_of(b.first_player),
        loaded.name_of(b.second_player.unwrap_or_default()),
        b.id
    );
    let name = crate::engine::names::excerpt(&name, THREAD_NAME_CHARS);
    let id = loaded.row.id;
    let outgoing = Outgoing::Thread {
        tournament_id: id,
        guild_id: loaded.row.guild_id,
        board_id: b.id,
        name,
    };
    outbox::write_for_tournament(conn, id, loaded.row.channel_id, &outgoing).await?;
    Ok(())
}

/// Whether round `round` has boards and every one is settled.
fn round_settled(loaded: &Loaded, round: i16) -> bool {
    let mut this = loaded.boards.iter().filter(|b| b.round == round).peekable();
    this.peek().is_some() && this.all(|b| b.settled_by.0.is_some())
}

/// Whether round `round` was already marked complete.
fn already_complete(rounds: &[tournaments::RoundRow], round: i16) -> bool {
    rounds
        .iter()
        .any(|r| r.round == round && r.completed_at.is_some())
}
