//! A board's game: opened in the board's thread once the thread exists (idempotent: a board's
//! game is made once, whatever the retries), with the player the pairing put first going first,
//! its clock starting then (a late thread moves the round's deadline; the director is told of a
//! thread that cannot be made);
//! its result recorded when the game ends; and settling a board whose game did not end (the
//! round's deadline, a withdrawn player, the director).

use sqlx::PgConnection;

use crate::engine::game::EndAdjustment;
use crate::kinds::GameStatus;
use crate::kinds::{SettledBy, TournamentJobKind, TournamentState};
use crate::service::errors::ServiceError;
use crate::service::game_start::{self, NewSeat};
use crate::service::loaded;
use crate::service::report::Standing;
use crate::service::{Request, Service};
use crate::store::games::{self, NewGame};
use crate::store::jobs;
use crate::store::tournament_jobs;
use crate::store::tournaments::{self, BoardRow};
use crate::tournament::roster::forfeit_scores;

use super::loaded::Loaded;
use super::post::{self, TournamentPost};
use super::posts;

/// A game opening later than this after its round began gets a full round from its opening.
const LATE_OPENING: time::Duration = time::Duration::minutes(1);

impl Service {
    /// The thread of a board, if one was recorded (a delivery retry reuses it).
    pub async fn board_thread(&self, board_id: i64) -> Result<Option<i64>, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        Ok(tournaments::board_thread(&mut conn, board_id).await?)
    }

    /// Records the thread the bot made for a board, before it is used (a board's thread is only
    /// ever one the bot made); returns the board's thread (the one recorded first, if two
    /// deliveries raced).
    pub async fn record_board_thread(
        &self,
        board_id: i64,
        thread_id: i64,
    ) -> Result<i64, ServiceError> {
        let mut conn = self.pool.acquire().await?;
        tournaments::record_thread(&mut conn, board_id, thread_id).await?;
        Ok(tournaments::board_thread(&mut conn, board_id)
            .await?
            .unwrap_or(thread_id))
    }

    /// The delivery made the board's thread and recorded it: opens the board's game there, from
    /// that record, in its own transaction (see [`Service::open_board`]; repeating it is
    /// harmless). A board with no thread recorded is an error, so its delivery is retried.
    pub(crate) async fn open_recorded_board(
        &self,
        board_id: i64,
    ) -> Result<Option<i64>, ServiceError> {
        let thread_id = self
            .board_thread(board_id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("board {board_id} has no thread recorded"))?;
        self.open_board(board_id, thread_id).await
    }

    /// A board's thread could not be made (the first failure of its delivery, which goes on
    /// being retried): tells the event's channel which game waits and why, in `conn` (the
    /// transaction recording the failure). Nothing is said for a board settled or opened since.
    pub(crate) async fn thread_waiting(
        &self,
        conn: &mut PgConnection,
        board_id: i64,
        refused: bool,
    ) -> Result<(), ServiceError> {
        let Some(tournament_id) = tournaments::board_tournament(conn, board_id).await? else {
            return Ok(());
        };
        let Some(row) = tournaments::lock(conn, tournament_id).await? else {
            return Ok(());
        };
        if row.state == TournamentState::Finished {
            return Ok(());
        }
        let loaded = Loaded::load(conn, row).await?;
        let Some(board) = loaded.boards.iter().find(|b| b.id == board_id) else {
            return Ok(());
        };
        if board.settled_by.0.is_some() || board.game_id.is_some() {
            return Ok(());
        }
        let post = TournamentPost::ThreadWaiting {
            name: loaded.row.name.clone(),
            round: board.round,
            board_id,
            board: post::line(&loaded, board),
            refused,
            clock_waits: loaded.row.games_at_once.is_none(),
        };
        posts::post(conn, &loaded, post).await
    }

    /// The board's thread exists: records it and opens the board's game there, both players
    /// pinged, the pairing's first player first. Returns the game, or `None` when there is
    /// nothing to open (the board was settled or the event ended meanwhile). Repeating it returns
    /// the game made the first time.
    pub async fn open_board(
        &self,
        board_id: i64,
        thread_id: i64,
    ) -> Result<Option<i64>, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let Some(tournament_id) = tournaments::board_tournament(&mut tx, board_id).await? else {
            return Ok(None);
        };
        let row = tournaments::lock(&mut tx, tournament_id)
            .await?
            .ok_or_else(|| anyhow::anyhow!("tournament {tournament_id} vanished"))?;
        let Some(board) = tournaments::lock_board(&mut tx, board_id).await? else {
            return Ok(None);
        };
        if board.game_id.is_some() {
            return Ok(board.game_id);
        }
        if board.settled_by.0.is_some() || row.state == TournamentState::Finished {
            return Ok(None);
        }
        let loaded_t = Loaded::load(&mut tx, row).await?;
        let game_id = self
            .start_board_game(&mut tx, &loaded_t, &board, thread_id)
            .await?;
        tx.commit().await?;
        Ok(Some(game_id))
    }

    /// Makes the game of `board` in its thread `thread_id`, its seats the pairing's (the first
    /// player in seat 0, and going first: no draw decides it), tells the thread, and starts it.
    async fn start_board_game(
        &self,
        conn: &mut PgConnection,
        loaded_t: &Loaded,
        board: &BoardRow,
        thread_id: i64,
    ) -> Result<i64, ServiceError> {
        let t = &loaded_t.row;
        let second = board.second_player.unwrap_or_default();
        let (first_user, second_user) = (
            loaded_t.user_of(board.first_player),
            loaded_t.user_of(second),
        );
        let clock = self.clock_settings_of(conn, Some(t.guild_id)).await?;
        let new = NewGame {
            guild_id: Some(t.guild_id),
            channel_id: thread_id,
            variant: t.variant,
            challenge_rule: t.challenge_rule,
            adjustment: EndAdjustment::Tournament,
            lexicon: &t.lexicon,
            tiles: self.lexicons.edition(&t.lexicon),
            turn_time_limit_secs: t.turn_time_limit_secs,
            seed: rand::random::<i64>(),
            max_players: 2,
            created_by: t.created_by,
            // Tournament games are rated (a computer seat still makes a game unrated).
            rated: true,
            first_seat: Some(0),
            lexicon_version: self.lexicons.current_version(&t.lexicon),
        };
        let seats = [NewSeat::person(first_user), NewSeat::person(second_user)];
        let game_row = game_start::insert_game(conn, &new, &seats, &clock)
            .await?
            .ok_or_else(|| anyhow::anyhow!("thread {thread_id} already has a game"))?;
        tournaments::set_game(conn, board.id, thread_id, game_row.id).await?;
        let deadline = self.clock_starts(conn, t, board.round).await?;
        let opened = TournamentPost::BoardOpened {
            name: t.name.clone(),
            round: board.round,
            first: (loaded_t.name_of(board.first_player), first_user),
            second: (loaded_t.name_of(second), second_user),
            deadline,
        };
        posts::post_in(conn, loaded_t, thread_id, opened).await?;
        let game_id = game_row.id;
        let game_loaded = loaded::load(conn, game_row, &self.lexicons).await?;
        let request = Request {
            guild_id: Some(t.guild_id),
            channel_id: thread_id,
            user_id: t.created_by,
            user_name: String::new(),
            interaction_id: None,
            moderator: true,
        };
        self.start_game(conn, game_loaded, &request).await?;
        Ok(game_id)
    }

    /// The deadline of a game opening now in round `round` (Unix seconds). A tournament game's
    /// clock starts when its thread opens: a game opening more than [`LATE_OPENING`] after its
    /// round began (its thread could not be made for a while) moves the round's deadline to a
    /// full round from now, so the deadline never settles a game nobody could see, nor cuts
    /// its time short. A league season's end stays where it is.
    async fn clock_starts(
        &self,
        conn: &mut PgConnection,
        t: &tournaments::TournamentRow,
        round: i16,
    ) -> Result<i64, ServiceError> {
        let Some(deadline) = tournaments::rounds(conn, t.id)
            .await?
            .iter()
            .find(|r| r.round == round)
            .map(|r| r.deadline_at)
        else {
            return Ok(0);
        };
        let full = self.clock.now() + time::Duration::seconds(t.round_secs.into());
        if t.games_at_once.is_some() || full <= deadline + LATE_OPENING {
            return Ok(deadline.unix_timestamp());
        }
        let moved = (full - deadline).whole_seconds();
        tournaments::extend_deadline(conn, t.id, round, moved).await?;
        tournament_jobs::rearm(conn, TournamentJobKind::RoundDeadline, t.id, round, full).await?;
        Ok(full.unix_timestamp())
    }

    /// Called where games end (in the ending command's transaction, the game locked): records
    /// the result of a tournament board played by the game, and what follows from it.
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
    pub(super) async fn forfeit_board(
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
pub(super) async fn lock_games(
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
pub(super) async fn open_games(
    conn: &mut PgConnection,
    tournament_id: i64,
) -> Result<Vec<i64>, ServiceError> {
    Ok(tournaments::open_games(conn, tournament_id).await?)
}
