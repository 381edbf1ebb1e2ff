//! Time-outs: the turn clock ran out, so the turn passes (a scoreless turn); a player who has
//! now missed the game's limit of turns in a row forfeits (resigns), which may end the game. The
//! announcement goes to the outbox with the time-out as its headline; a computer seat to move
//! next moves in its own step.

use sqlx::PgConnection;

use crate::engine::game::{Command, CommandKind, Seat};
use crate::kinds::GameStatus;
use crate::store::games;
use crate::store::moves::MoveRow;

use super::Clocks;
use super::turns::Turns;
use crate::service::Request;
use crate::service::errors::ServiceError;
use crate::service::loaded;
use crate::service::outbox::Headline;
use crate::service::report::Report;
use crate::service::seat_name::SeatName;

/// What a time-out did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeOutOutcome {
    pub report: Report,
    /// Turns the seat has now missed in a row, this one included.
    pub missed_in_a_row: u32,
    /// How many in a row the game allows before a forfeit.
    pub missed_turn_limit: u32,
    /// The seat reached the game's limit and resigned.
    pub forfeited: bool,
    /// The game's server (none in a DM), the seat's player and their name, as the game was
    /// loaded for the time-out (the announcement needs them; nothing is read again).
    pub guild_id: Option<i64>,
    pub user_id: Option<i64>,
    pub player: SeatName,
}

/// Turns in a row, most recent first, that `seat` let time out (its other commands break the
/// run; other seats' moves do not).
pub(crate) fn missed_in_a_row(log: &[MoveRow], seat: Seat) -> u32 {
    log.iter()
        .rev()
        .filter(|m| m.seat as usize == seat)
        .take_while(|m| m.kind == CommandKind::TimeOut)
        .count() as u32
}

impl Clocks {
    /// The turn clock ran out for `seat` in game `game_id`. Only acts if the game is still at
    /// `version` with `seat` to move (a stale timer does nothing and returns `None`).
    #[tracing::instrument(skip_all, fields(game_id))]
    pub async fn time_out(
        &self,
        game_id: i64,
        seat: Seat,
        version: i32,
    ) -> Result<Option<Report>, ServiceError> {
        let mut tx = self.pool.begin().await?;
        let outcome = self.time_out_in(&mut tx, game_id, seat, version).await?;
        tx.commit().await?;
        Ok(outcome.map(|o| o.report))
    }

    /// [`Clocks::time_out`] inside the caller's transaction, with the forfeit after too many
    /// missed turns in a row.
    #[tracing::instrument(skip_all, fields(game_id))]
    pub(crate) async fn time_out_in(
        &self,
        conn: &mut PgConnection,
        game_id: i64,
        seat: Seat,
        version: i32,
    ) -> Result<Option<TimeOutOutcome>, ServiceError> {
        let Some(row) = games::lock_game(conn, game_id).await? else {
            return Ok(None);
        };
        if row.status != GameStatus::Active || row.version != version {
            return Ok(None);
        }
        let loaded = loaded::load(conn, row, &self.lexicons).await?;
        let Some(game) = loaded.game.clone() else {
            return Ok(None);
        };
        if game.to_move() != Some(seat) {
            return Ok(None);
        }
        let limit = u32::try_from(loaded.row.clock.missed_turn_limit).unwrap_or(1);
        let missed = missed_in_a_row(&loaded.log, seat) + 1;
        let mut turns = Turns::begin(self, &loaded, game);
        turns.apply(&Command::TimeOut { player: seat })?;
        let forfeited =
            missed >= limit && !turns.game().is_over() && !turns.game().has_resigned(seat);
        if forfeited {
            turns.apply(&Command::Resign { player: seat })?;
        }
        let headline = Headline::TimedOut {
            player: loaded.seat_name(seat),
            user_id: loaded.seats[seat].user_id,
            missed_in_a_row: missed,
            missed_turn_limit: limit,
            forfeited,
        };
        let request = Request {
            guild_id: loaded.row.guild_id,
            channel_id: loaded.row.channel_id,
            user_id: 0,
            user_name: String::new(),
            interaction_id: None,
            moderator: false,
        };
        let report = turns.finish(conn, &request, false, Some(headline)).await?;
        Ok(Some(TimeOutOutcome {
            report,
            missed_in_a_row: missed,
            missed_turn_limit: limit,
            forfeited,
            guild_id: loaded.row.guild_id,
            user_id: loaded.seats[seat].user_id,
            player: loaded.seat_name(seat),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::names::Named;

    fn entry(seq: i32, seat: i16, kind: &str) -> MoveRow {
        MoveRow {
            seq,
            seat,
            kind: CommandKind::from_name(kind).expect("a move kind"),
            command: String::new(),
            summary: String::new(),
            score: 0,
            refuted: None,
        }
    }

    #[test]
    fn only_the_seats_own_commands_break_a_run_of_time_outs() {
        let log = vec![
            entry(0, 0, "play"),
            entry(1, 1, "timeout"),
            entry(2, 0, "timeout"),
            entry(3, 1, "play"),
            entry(4, 0, "timeout"),
            entry(5, 1, "challenge"),
        ];
        assert_eq!(missed_in_a_row(&log, 0), 2);
        assert_eq!(missed_in_a_row(&log, 1), 0);
        assert_eq!(missed_in_a_row(&log[..3], 1), 1);
        assert_eq!(missed_in_a_row(&[], 0), 0);
    }
}
