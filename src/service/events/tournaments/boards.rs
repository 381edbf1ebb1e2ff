//! A board's result: recorded when its game ends (called by the games area in the ending
//! command's transaction), and settling a board whose game did not end (the round's deadline, a
//! withdrawn player, the director). Its game is opened by the games area (`games::boards`).

use sqlx::PgConnection;

use crate::kinds::GameStatus;
use crate::kinds::{SettledBy, TournamentState};
use crate::service::errors::ServiceError;
use crate::service::event_data::loaded::Loaded;
use crate::service::events::Pacing;
use crate::service::report::Standing;
use crate::store::games;
use crate::store::jobs;
use crate::store::tournaments::{self, BoardRow};
use crate::tournament::roster::forfeit_scores;

impl Pacing {
    /// Called where games end (in the ending command's transaction, the game locked): records
    /// the result of a tournament board played by the game, and what follows from it.
    #[tracing::instrument(skip_all, fields(game_id))]
    pub(crate) async fn tournament_game_over(
        &self,
        conn: &mut PgConnection,
        game_id: i64,
        standings: &[Standing],
    ) -> Result<(), ServiceError> {
        let Some(board) = tournaments::board_of_game(conn, game_id).await? else {
            return Ok(());
        };
        let Some(row) = tournaments::lock(conn, board.tournament_id).await? else {
            return Ok(());
        };
        let Some(board) = tournaments::lock_board(conn, board.id).await? else {
            return Ok(());
        };
        if board.settled_by.0.is_some() || row.state == TournamentState::Finished {
            return Ok(());
        }
        let scores = board_scores(standings, row.forfeit_spread)
            .ok_or_else(|| anyhow::anyhow!("game {game_id} of a board has no two seats"))?;
        tournaments::settle(conn, board.id, scores, SettledBy::Played).await?;
        let mut loaded = Loaded::load(conn, row).await?;
        let now = self.clock.now();
        self.after_result(conn, &mut loaded, board.round, now).await
    }

    /// Settles a board whose game did not end: `loser` (sign-up entrant id) forfeits, with the
    /// scores so far (see [`forfeit_scores`]); the game, if any, is abandoned. The caller holds
    /// the tournament (and the game, locked first).
    #[tracing::instrument(skip_all, fields(tournament_id = loaded.row.id))]
    pub(crate) async fn forfeit_board(
        &self,
        conn: &mut PgConnection,
        loaded: &Loaded,
        board: &BoardRow,
        loser: i64,
        by: SettledBy,
    ) -> Result<(i32, i32), ServiceError> {
        let (mut first, mut second) = (0, 0);
        if let Some(game_id) = board.game_id {
            for seat in games::seats(conn, game_id).await? {
                if seat.seat == 0 {
                    first = seat.score;
                } else {
                    second = seat.score;
                }
            }
            let status = games::game(conn, game_id).await?.map(|g| g.status);
            if matches!(status, Some(GameStatus::Active | GameStatus::Lobby)) {
                games::abandon(conn, game_id).await?;
                jobs::cancel_pending(conn, game_id).await?;
            }
        }
        let scores = if loser == board.first_player {
            let (w, l) = forfeit_scores(second, first, loaded.row.forfeit_spread);
            (l, w)
        } else {
            forfeit_scores(first, second, loaded.row.forfeit_spread)
        };
        tournaments::settle(conn, board.id, scores, by).await?;
        Ok(scores)
    }
}

/// A finished game's result as `(first's, second's)` scores (seat 0 is the board's first).
fn board_scores(standings: &[Standing], forfeit_spread: i32) -> Option<(i32, i32)> {
    let a = standings.iter().find(|s| s.seat == 0)?;
    let b = standings.iter().find(|s| s.seat == 1)?;
    Some(match (a.winner, b.winner) {
        (true, false) => forfeit_scores(a.score, b.score, forfeit_spread),
        (false, true) => {
            let (w, l) = forfeit_scores(b.score, a.score, forfeit_spread);
            (l, w)
        }
        _ => (a.score, b.score),
    })
}

/// Locks the games of `game_ids` (in id order, before the tournament: the order games' own
/// commands take them in), so settling them cannot deadlock with a move.
pub(crate) async fn lock_games(
    conn: &mut PgConnection,
    mut game_ids: Vec<i64>,
) -> Result<(), ServiceError> {
    game_ids.sort_unstable();
    for id in game_ids {
        games::lock_game(conn, id).await?;
    }
    Ok(())
}

/// The unsettled boards' games of a tournament (read without locks, to lock them first).
pub(crate) async fn open_games(
    conn: &mut PgConnection,
    tournament_id: i64,
) -> Result<Vec<i64>, ServiceError> {
    Ok(tournaments::open_games(conn, tournament_id).await?)
}
