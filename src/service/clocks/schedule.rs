//! Starting the clock of each new turn, planned for the transaction of the command that began
//! it: the last mover's overtime is taken from their time bank, and the new turn's reminders
//! and time-out replace the game's pending jobs, for the game's new version.

use time::{Duration, OffsetDateTime};

use crate::engine::game::{Game, TurnKind};
use crate::kinds::JobKind;
use crate::store::clocks::GameClock;
use crate::store::jobs::NewJob;

use crate::service::loaded::LoadedGame;

/// Whether the command(s) from `before` to `after` ended the turn of the player who was to move
/// (so a new turn, with a fresh clock, begins). A challenge decided while the same player stays
/// to move does not: their clock keeps running.
pub fn turn_ended(before: &Game, after: &Game, started: bool) -> bool {
    let Some(mover) = before.to_move() else {
        return true;
    };
    if started || after.to_move() != Some(mover) {
        return true;
    }
    after.history()[before.history().len()..]
        .iter()
        .any(|turn| {
            turn.player == mover
                && matches!(
                    turn.kind,
                    TurnKind::Play { .. }
                        | TurnKind::Exchange { .. }
                        | TurnKind::Pass
                        | TurnKind::TimeOut
                        | TurnKind::LostTurn
                        | TurnKind::Resign
                )
        })
}

/// What is left of a time bank after a turn that took `elapsed` with a turn limit of `limit`:
/// the time over the limit is drawn from the bank, which never goes below zero.
pub fn bank_after(bank_secs: i32, limit_secs: i32, elapsed: Duration) -> i32 {
    let over = elapsed.whole_seconds() - i64::from(limit_secs);
    (i64::from(bank_secs) - over.max(0)).max(0) as i32
}

/// A turn's deadline and its reminders (percent, due time): the player has the turn limit plus
/// what is left of their bank, and is reminded at those points of that time.
pub fn plan(
    turn_start: OffsetDateTime,
    limit_secs: i32,
    bank_secs: i32,
    percents: &[i16],
) -> (OffsetDateTime, Vec<(i16, OffsetDateTime)>) {
    let total = i64::from(limit_secs) + i64::from(bank_secs.max(0));
    let reminders = percents
        .iter()
        .map(|&p| {
            (
                p,
                turn_start + Duration::seconds(total * i64::from(p) / 100),
            )
        })
        .collect();
    (turn_start + Duration::seconds(total), reminders)
}

/// Turns shorter than this get no reminders: the turn post's countdown says it all, and a DM
/// every few seconds would be noise.
pub const REMINDERS_FROM_SECS: i32 = 600;

/// A turn's clock work, planned from the game's clock without a write: the caller writes it
/// with the turn (the banks with the seats' snapshot, the jobs in place of the game's pending
/// ones), so the clock costs the command no statement of its own.
#[derive(Debug)]
pub struct ClockPlan {
    /// When the player now to move times out (`None`: nobody's clock runs).
    pub deadline: Option<OffsetDateTime>,
    /// Each seat's bank to store, by seat (`None`: unchanged): every seat's full bank at the
    /// start, the last mover's after their overtime drew on it.
    pub banks: Vec<Option<i32>>,
    /// The new turn's time-out and reminders (they replace the game's pending jobs).
    pub jobs: Vec<NewJob>,
}

/// The clock work after commands took `before` to `after` at `version`, from `clock` as the
/// game's locked row carries it (at the start, as its settings were just saved).
pub fn plan_turn(
    clock: &GameClock,
    loaded: &LoadedGame,
    (before, after): (&Game, &Game),
    version: i32,
    started: bool,
    now: OffsetDateTime,
) -> ClockPlan {
    let game_id = loaded.row.id;
    let new_turn = turn_ended(before, after, started);
    let mut work = ClockPlan {
        deadline: None,
        banks: banks_after(clock, loaded, before, started, (new_turn, now)),
        jobs: Vec::new(),
    };
    let seat = match after.to_move() {
        Some(seat) if !loaded.is_computer(seat) => seat,
        _ => return work,
    };
    // The bank as it now stands: the one stored with this turn, else the one the row carries.
    let Some(bank) =
        (work.banks.get(seat).copied().flatten()).or_else(|| clock.banks.get(seat).copied())
    else {
        return work;
    };
    let turn_start = if new_turn {
        now
    } else {
        clock.turn_started_at.unwrap_or(now)
    };
    let limit = limit_of(clock, loaded, seat);
    let percents: &[i16] = if limit < REMINDERS_FROM_SECS {
        &[]
    } else {
        &clock.reminder_percents
    };
    let (due, reminders) = plan(turn_start, limit, bank, percents);
    let job = |kind, due_at, payload| NewJob {
        kind,
        game_id,
        seat: seat as i16,
        game_version: version,
        due_at,
        payload,
    };
    work.jobs.push(job(JobKind::Timeout, due, "{}".to_owned()));
    // A turn that goes on keeps its time: reminders already past are not sent again.
    work.jobs.extend(
        reminders
            .into_iter()
            .filter(|(_, at)| *at > now)
            .map(|(percent, at)| job(JobKind::Reminder, at, format!("{{\"percent\": {percent}}}"))),
    );
    work.deadline = Some(due);
    work
}

/// A seat's turn limit: its own (a handicap), else the game's.
fn limit_of(clock: &GameClock, loaded: &LoadedGame, seat: usize) -> i32 {
    loaded
        .seats
        .get(seat)
        .and_then(|s| s.turn_time_limit_secs)
        .unwrap_or(clock.turn_time_limit_secs)
}

/// Each seat's bank to store after the turn (`None`: unchanged): every seat's full bank at
/// the start; the last mover's, less the overtime they used, when a turn ended.
fn banks_after(
    clock: &GameClock,
    loaded: &LoadedGame,
    before: &Game,
    started: bool,
    (new_turn, now): (bool, OffsetDateTime),
) -> Vec<Option<i32>> {
    let seats = if started {
        loaded.seats.len()
    } else {
        clock.banks.len()
    };
    let mut stored = vec![started.then_some(clock.time_bank_secs); seats];
    if new_turn
        && !started
        && let (Some(mover), Some(turn_started)) = (before.to_move(), clock.turn_started_at)
        && !loaded.is_computer(mover)
        && let Some(&bank) = clock.banks.get(mover)
    {
        let limit = limit_of(clock, loaded, mover);
        let left = bank_after(bank, limit, now - turn_started);
        if left != bank {
            stored[mover] = Some(left);
        }
    }
    stored
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp(1_767_225_600 + secs).unwrap()
    }

    #[test]
    fn reminders_fall_at_their_share_of_limit_plus_bank() {
        let (due, reminders) = plan(at(0), 86_400, 0, &[50, 90]);
        assert_eq!(due, at(86_400));
        assert_eq!(reminders, vec![(50, at(43_200)), (90, at(77_760))]);
        let (due, reminders) = plan(at(100), 3600, 7200, &[50]);
        assert_eq!(due, at(100 + 10_800));
        assert_eq!(reminders, vec![(50, at(100 + 5400))]);
    }

    #[test]
    fn only_time_over_the_limit_is_drawn_from_the_bank() {
        assert_eq!(bank_after(7200, 3600, Duration::minutes(30)), 7200);
        assert_eq!(bank_after(7200, 3600, Duration::minutes(90)), 5400);
        assert_eq!(bank_after(7200, 3600, Duration::hours(5)), 0);
        assert_eq!(bank_after(0, 3600, Duration::hours(2)), 0);
    }
}
