//! The director's controls: override a result, pair a round by hand, re-pair a round nobody
//! has moved in, remove a player (their later games forfeited), pause and resume, end early.
//! Games a control settles are locked before the tournament, as a move locks them.

use sqlx::PgConnection;

use crate::kinds::{SettledBy, TournamentState};
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::store::games;
use crate::store::moves;
use crate::store::tournaments::{self, TournamentRow};
use crate::tournament::pairing::Pairing;

use super::boards::{lock_games, open_games};
use super::posts;
use super::views::{self, TournamentView};
use crate::service::event_data::errors::TournamentError;
use crate::service::event_data::loaded::{Loaded, lock_here};
use crate::service::event_data::post::{self, TournamentPost};
use crate::service::events::Events;
use crate::service::events::Pacing;

/// A director's hand-made pairing: two players (the first goes first), or a bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandPairing {
    pub first: i64,
    /// `None`: a bye.
    pub second: Option<i64>,
}

impl Events {
    /// Locks the channel's tournament for a director's control (its open games first).
    pub(super) async fn directed(
        &self,
        conn: &mut PgConnection,
        request: &Request,
    ) -> Result<Loaded, ServiceError> {
        if !request.moderator {
            return Err(TournamentError::NotADirector.into());
        }
        let unlocked = tournaments::in_channel(conn, request.channel_id, false)
            .await?
            .ok_or(TournamentError::NoTournamentHere)?;
        let ids = open_games(conn, unlocked.id).await?;
        lock_games(conn, ids).await?;
        let row = lock_here(conn, request).await?;
        Loaded::load(conn, row).await
    }

    /// `/tournament result`: sets the result of `user`'s board in `round` (their score first),
    /// ending its game if it is still going. A bye cannot be scored.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn override_result(
        &self,
        request: &Request,
        round: i16,
        user: i64,
        (own, opponent): (i32, i32),
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        not_before_start(&loaded.row)?;
        let i = loaded
            .index_of_user(user)
            .ok_or(TournamentError::NoSuchPlayer)?;
        let entrant = loaded.entrants[i].id;
        let board = loaded
            .boards
            .iter()
            .find(|b| {
                b.round == round && (b.first_player == entrant || b.second_player == Some(entrant))
            })
            .cloned()
            .ok_or_else(|| {
                TournamentError::NoSuchBoard(loaded.entrants[i].display_name.clone(), round)
            })?;
        if board.second_player.is_none() {
            return Err(TournamentError::ByeHasNoScores.into());
        }
        if let Some(game_id) = board.game_id {
            games::abandon(&mut tx, game_id).await?;
            crate::store::jobs::cancel_pending(&mut tx, game_id).await?;
        }
        let scores = if board.first_player == entrant {
            (own, opponent)
        } else {
            (opponent, own)
        };
        tournaments::settle(&mut tx, board.id, scores, SettledBy::Director).await?;
        loaded.boards = tournaments::boards(&mut tx, loaded.row.id).await?;
        let settled = loaded
            .boards
            .iter()
            .find(|b| b.id == board.id)
            .cloned()
            .unwrap_or(board);
        let post = TournamentPost::Settled {
            round,
            board: post::line(&loaded, &settled),
            forfeited: None,
        };
        posts::post(&mut tx, &loaded, post).await?;
        let now = self.clock.now();
        Pacing::over(self)
            .after_result(&mut tx, &mut loaded, round, now)
            .await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament pair`: pairs the next round by the director's list (user ids), or, with an
    /// empty list, by the round's scheduled method (for events that wait for the director).
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn pair_by_hand(
        &self,
        request: &Request,
        list: &[HandPairing],
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        running(&loaded.row)?;
        let round = loaded.paired_rounds() + 1;
        let manual = if list.is_empty() {
            None
        } else {
            Some(to_pairings(&loaded, list)?)
        };
        Pacing::over(self)
            .pair_round_in(&mut tx, &mut loaded, round, manual)
            .await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament pair redo:True`: re-pairs the latest round if nobody has moved in it (its
    /// games are abandoned; new threads are made), by the list or its scheduled method.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn repair_round(
        &self,
        request: &Request,
        list: &[HandPairing],
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        running(&loaded.row)?;
        let round = loaded.paired_rounds();
        if round == 0 {
            return Err(TournamentError::NoSuchRound(1).into());
        }
        let games: Vec<i64> = loaded
            .boards
            .iter()
            .filter(|b| b.round == round)
            .filter_map(|b| b.game_id)
            .collect();
        let moved = moves::count_made(&mut tx, &games).await?;
        let settled_by_play = loaded.boards.iter().any(|b| {
            b.round == round
                && matches!(
                    b.settled_by.0,
                    Some(SettledBy::Played | SettledBy::Director | SettledBy::Deadline)
                )
        });
        if moved > 0 || settled_by_play {
            return Err(TournamentError::RoundStarted(round).into());
        }
        for game_id in games {
            games::abandon(&mut tx, game_id).await?;
            crate::store::jobs::cancel_pending(&mut tx, game_id).await?;
        }
        tournaments::delete_round(&mut tx, loaded.row.id, round).await?;
        loaded.boards = tournaments::boards(&mut tx, loaded.row.id).await?;
        let manual = if list.is_empty() {
            None
        } else {
            Some(to_pairings(&loaded, list)?)
        };
        Pacing::over(self)
            .pair_round_in(&mut tx, &mut loaded, round, manual)
            .await?;
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }

    /// `/tournament remove`: before the start, takes the player off the list; after it,
    /// withdraws them: their game still going is forfeited and later rounds are forfeits.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn remove_from_tournament(
        &self,
        request: &Request,
        user: i64,
    ) -> Result<TournamentView, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let mut loaded = self.directed(&mut tx, request).await?;
        let i = loaded
            .index_of_user(user)
            .ok_or(TournamentError::NoSuchPlayer)?;
        let entrant = loaded.entrants[i].clone();
        let name = entrant.display_name.clone();
        let now = self.clock.now();
        match loaded.row.state {
            TournamentState::Registration | TournamentState::Closed => {
                tournaments::delete_entrant(&mut tx, loaded.row.id, user).await?;
                loaded.entrants.remove(i);
                let post = TournamentPost::Registration {
                    name: loaded.row.name.clone(),
                    player: name,
                    joined: false,
                    count: loaded.entrants.len(),
                };
                posts::post(&mut tx, &loaded, post).await?;
            }
            TournamentState::Finished => return Err(TournamentError::Finished.into()),
            TournamentState::Running | TournamentState::Paused => {
                if entrant.removed {
                    return Err(TournamentError::AlreadyWithdrawn.into());
                }
                tournaments::set_removed(&mut tx, entrant.id).await?;
                loaded.entrants[i].removed = true;
                let open: Vec<_> = loaded
                    .boards
                    .iter()
                    .filter(|b| {
                        b.settled_by.0.is_none()
                            && (b.first_player == entrant.id || b.second_player == Some(entrant.id))
                    })
                    .cloned()
                    .collect();
                for board in open {
                    Pacing::over(self)
                        .forfeit_board(&mut tx, &loaded, &board, entrant.id, SettledBy::Forfeit)
                        .await?;
                    loaded.boards = tournaments::boards(&mut tx, loaded.row.id).await?;
                    let settled = loaded
                        .boards
                        .iter()
                        .find(|b| b.id == board.id)
                        .cloned()
                        .unwrap_or(board);
                    let post = TournamentPost::Settled {
                        round: settled.round,
                        board: post::line(&loaded, &settled),
                        forfeited: Some(name.clone()),
                    };
                    posts::post(&mut tx, &loaded, post).await?;
                    Pacing::over(self)
                        .after_result(&mut tx, &mut loaded, settled.round, now)
                        .await?;
                }
            }
        }
        tx.commit().await?;
        Ok(views::tournament_view(&loaded))
    }
}

pub(super) fn not_before_start(row: &TournamentRow) -> Result<(), TournamentError> {
    match row.state {
        TournamentState::Registration | TournamentState::Closed => Err(TournamentError::NotStarted),
        TournamentState::Finished => Err(TournamentError::Finished),
        _ => Ok(()),
    }
}

pub(super) fn running(row: &TournamentRow) -> Result<(), TournamentError> {
    match row.state {
        TournamentState::Running => Ok(()),
        TournamentState::Paused => Err(TournamentError::Paused),
        TournamentState::Finished => Err(TournamentError::Finished),
        TournamentState::Registration | TournamentState::Closed => Err(TournamentError::NotStarted),
    }
}

/// The director's list in sign-up indices.
fn to_pairings(loaded: &Loaded, list: &[HandPairing]) -> Result<Vec<Pairing>, TournamentError> {
    let index = |user: i64| {
        loaded
            .index_of_user(user)
            .ok_or(TournamentError::NoSuchPlayer)
    };
    list.iter()
        .map(|p| {
            Ok(match p.second {
                Some(second) => Pairing::Game {
                    first: index(p.first)?,
                    second: index(second)?,
                },
                None => Pairing::Bye(index(p.first)?),
            })
        })
        .collect()
}
