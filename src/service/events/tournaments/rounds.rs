//! Pairing a round (by the round's method, or the director's list) and what follows a result:
//! when every board of a round is settled the round is complete, the standings are posted, and
//! the next round's pairing is scheduled as a job (or waits for the director), or the event ends.

use sqlx::PgConnection;
use time::{Duration, OffsetDateTime};

use crate::kinds::{SettledBy, TournamentJobKind, TournamentState};
use crate::service::errors::ServiceError;
use crate::service::names;
use crate::service::outbox::{self, Outgoing};
use crate::store::tournament_jobs;
use crate::store::tournaments;
use crate::tournament::pairing::{Options, Pairing};
use crate::tournament::round_pairing::{PairedRound, RoundPairingError, RoundToPair, pair_round};

use super::posts;
use crate::service::event_data::errors::TournamentError;
use crate::service::event_data::loaded::Loaded;
use crate::service::event_data::pace::EventPace;
use crate::service::event_data::post::{self, ThreadWaitingNotice, TournamentPost};
use crate::service::events::Pacing;

/// Longest thread name Discord takes.
const THREAD_NAME_CHARS: usize = 100;

impl Pacing {
    /// Pairs round `round` of the locked tournament: by its scheduled method, or by `manual`
    /// (sign-up indices). Writes the boards (byes and withdrawn players' forfeits settled at
    /// once), the pairings post, a thread to create per game, and the round's deadline job.
    #[tracing::instrument(skip_all, fields(tournament_id = loaded.row.id))]
    pub(crate) async fn pair_round_in(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        round: i16,
        manual: Option<Vec<Pairing>>,
    ) -> Result<(), ServiceError> {
        check_pairable(loaded, round)?;
        let paired = pair(loaded, round, manual)?;
        let now = self.clock.now();
        let deadline = now + Duration::seconds(loaded.row.round_secs.into());
        let id = loaded.row.id;
        tournaments::insert_round(conn, id, round, paired.method, deadline).await?;
        insert_boards(conn, loaded, round, &paired.pairings).await?;
        loaded.boards = tournaments::boards(conn, id).await?;
        announce_round(conn, loaded, round, deadline).await?;
        tournament_jobs::rearm(conn, TournamentJobKind::RoundDeadline, id, round, deadline).await?;
        self.after_result(conn, loaded, round, now).await
    }

    /// After a board of `round` was settled (or the round paired): completes the round when
    /// every board is settled, posts the standings, and schedules the next round's pairing (if
    /// the event advances by itself and runs), or waits for the director, or ends the event.
    #[tracing::instrument(skip_all, fields(tournament_id = loaded.row.id))]
    pub(crate) async fn after_result(
        &self,
        conn: &mut PgConnection,
        loaded: &mut Loaded,
        round: i16,
        now: OffsetDateTime,
    ) -> Result<(), ServiceError> {
        if let EventPace::Season { .. } = EventPace::of(&loaded.row) {
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

/// Round `round` can be paired: the event has it, and every earlier board is settled.
fn check_pairable(loaded: &Loaded, round: i16) -> Result<(), TournamentError> {
    if round > loaded.row.rounds {
        return Err(TournamentError::AllRoundsPaired(loaded.row.rounds));
    }
    if let Some(open) = loaded
        .boards
        .iter()
        .find(|b| b.round < round && b.settled_by.0.is_none())
    {
        return Err(TournamentError::RoundNotComplete(open.round));
    }
    Ok(())
}

/// The pairings of round `round` (see [`pair_round`]), refusals in the director's words.
fn pair(
    loaded: &Loaded,
    round: i16,
    manual: Option<Vec<Pairing>>,
) -> Result<PairedRound, ServiceError> {
    let row = &loaded.row;
    let event = loaded.event()?;
    let division_of: Vec<i16> = loaded.entrants.iter().map(|e| e.division).collect();
    let active = loaded.active();
    let schedule = row.methods();
    let input = RoundToPair {
        event: &event,
        division_of: &division_of,
        active: &active,
        divisions: row.divisions,
        schedule: &schedule,
        seed: row.seed.cast_unsigned(),
        options: Options {
            total_rounds: Some(usize::try_from(row.rounds).unwrap_or(0)),
            gibsonize: row.gibsonize,
        },
        max_repeats: u32::try_from(row.max_repeats).unwrap_or(0),
    };
    let round = usize::try_from(round).unwrap_or(0);
    pair_round(&input, round, manual).map_err(|e| refusal(e, row.max_repeats).into())
}

/// A pairing refusal as the director reads it (names escaped for Discord, except in the
/// repeat refusal, which names players as entered).
fn refusal(error: RoundPairingError, max_repeats: i16) -> TournamentError {
    match error {
        RoundPairingError::TooManyRepeats { first, second, .. } => {
            TournamentError::TooManyRepeats(first, second, max_repeats + 1)
        }
        other => TournamentError::BadPairings(other.with_names(names::markdown)),
    }
}

/// Writes round `round`'s boards: its games, its byes (settled with the bye spread), and a
/// forfeit settled at once for each withdrawn player.
async fn insert_boards(
    conn: &mut PgConnection,
    loaded: &Loaded,
    round: i16,
    pairings: &[Pairing],
) -> Result<(), ServiceError> {
    let row = &loaded.row;
    let (id, bye, forfeit) = (row.id, row.bye_spread, row.forfeit_spread);
    for p in pairings {
        match *p {
            Pairing::Game { first, second } => {
                let players = (loaded.entrants[first].id, Some(loaded.entrants[second].id));
                tournaments::insert_board(conn, id, round, players, None).await?;
            }
            Pairing::Bye(p) => {
                let settled = Some((bye, 0, SettledBy::Bye));
                let players = (loaded.entrants[p].id, None);
                tournaments::insert_board(conn, id, round, players, settled).await?;
            }
        }
    }
    let withdrawn = loaded.entrants.iter().filter(|e| e.removed);
    for e in withdrawn {
        let settled = Some((forfeit, 0, SettledBy::Forfeit));
        tournaments::insert_board(conn, id, round, (e.id, None), settled).await?;
    }
    Ok(())
}

/// Posts round `round`'s pairings and asks for a thread per game.
async fn announce_round(
    conn: &mut PgConnection,
    loaded: &Loaded,
    round: i16,
    deadline: OffsetDateTime,
) -> Result<(), ServiceError> {
    let this: Vec<_> = loaded.boards.iter().filter(|b| b.round == round).collect();
    let post = TournamentPost::Pairings {
        name: loaded.row.name.clone(),
        round,
        rounds: loaded.row.rounds,
        deadline: deadline.unix_timestamp(),
        boards: this.iter().map(|b| post::line(loaded, b)).collect(),
    };
    posts::post(conn, loaded, post).await?;
    for b in this.into_iter().filter(|b| b.second_player.is_some()) {
        ask_for_thread(conn, loaded, b).await?;
    }
    Ok(())
}

/// Writes the outbox row that makes a board's thread (the games area then opens its game
/// there), with what the event's channel is told if the thread cannot be made.
pub(crate) async fn ask_for_thread(
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
    let waiting = ThreadWaitingNotice {
        name: loaded.row.name.clone(),
        round: b.round,
        board: post::line(loaded, b),
        clock_waits: EventPace::of(&loaded.row) == EventPace::Rounds,
    };
    let outgoing = Outgoing::Thread {
        tournament_id: id,
        guild_id: loaded.row.guild_id,
        board_id: b.id,
        name,
        waiting: Some(waiting),
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
