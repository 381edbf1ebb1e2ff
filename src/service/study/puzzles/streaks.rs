//! Streaks: consecutive UTC days on which a player's first answer to the server's puzzle was a
//! best play. The current streak runs up to today, or to yesterday while today's puzzle is not
//! answered yet (it is still alive); a day without a solve ends it.

use time::{Date, Duration};

/// A player's puzzle record on a server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Streak {
    /// Puzzles answered (first answers).
    pub answered: u32,
    /// Puzzles whose first answer was a best play.
    pub solved: u32,
    /// Consecutive days solved, up to today (or yesterday).
    pub current: u32,
    /// The longest run of consecutive days solved.
    pub longest: u32,
}

/// The record of a player whose first answers were `days` (each day once, in any order; `true`
/// when solved), as it stands on `today`.
pub fn streak(days: &[(Date, bool)], today: Date) -> Streak {
    let mut sorted: Vec<(Date, bool)> = days.to_vec();
    sorted.sort_unstable();
    let mut record = Streak {
        answered: sorted.len() as u32,
        solved: sorted.iter().filter(|(_, solved)| *solved).count() as u32,
        ..Streak::default()
    };
    let mut run = 0u32;
    let mut last: Option<Date> = None;
    for &(day, solved) in &sorted {
        if !solved {
            run = 0;
        } else if last.is_some_and(|l| l + Duration::days(1) == day) && run > 0 {
            run += 1;
        } else {
            run = 1;
        }
        record.longest = record.longest.max(run);
        last = Some(day);
    }
    // The run that ends with the last day answered is current if that day is today, or
    // yesterday with today not answered yet.
    record.current = match last {
        Some(day) if day == today || day + Duration::days(1) == today => run,
        _ => 0,
    };
    record
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::Month;

    fn day(n: u8) -> Date {
        Date::from_calendar_date(2026, Month::November, n).unwrap()
    }

    #[test]
    fn consecutive_solved_days_make_a_streak_and_a_gap_or_a_miss_ends_it() {
        let solved =
            |days: &[u8]| -> Vec<(Date, bool)> { days.iter().map(|&d| (day(d), true)).collect() };
        assert_eq!(streak(&[], day(10)), Streak::default());
        let three = solved(&[7, 8, 9]);
        let record = streak(&three, day(9));
        assert_eq!((record.current, record.longest, record.solved), (3, 3, 3));
        // Today not answered yet: still alive; a day later it is gone.
        assert_eq!(streak(&three, day(10)).current, 3);
        assert_eq!(streak(&three, day(11)).current, 0);
        assert_eq!(streak(&three, day(11)).longest, 3);
        // A gap starts a new run.
        let gap = solved(&[1, 2, 3, 4, 6, 7]);
        let record = streak(&gap, day(7));
        assert_eq!((record.current, record.longest), (2, 4));
        // A wrong first answer ends the run that day, and counts as answered.
        let mut missed = solved(&[5, 6, 8]);
        missed.push((day(7), false));
        let record = streak(&missed, day(8));
        assert_eq!(
            (
                record.current,
                record.longest,
                record.answered,
                record.solved
            ),
            (1, 2, 4, 3)
        );
        let wrong_today = vec![(day(7), true), (day(8), false)];
        assert_eq!(streak(&wrong_today, day(8)).current, 0);
        // Order does not matter; a month boundary is just the next day.
        let across = vec![
            (
                Date::from_calendar_date(2026, Month::December, 1).unwrap(),
                true,
            ),
            (day(30), true),
        ];
        let first = Date::from_calendar_date(2026, Month::December, 1).unwrap();
        assert_eq!(streak(&across, first).current, 2);
    }
}
