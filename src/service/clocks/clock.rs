//! Where the service gets the time: the system clock in the bot, a manual clock in tests (so
//! nothing sleeps for hours). Due times are computed from it, never from the database's `now()`.

use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};

use time::{Duration, OffsetDateTime};

/// The current time, as the service sees it.
pub trait Clock: Send + Sync + fmt::Debug {
    fn now(&self) -> OffsetDateTime;
}

/// The system's clock, to the microsecond (what PostgreSQL stores).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        let now = OffsetDateTime::now_utc();
        now.replace_nanosecond(now.nanosecond() / 1000 * 1000)
            .unwrap_or(now)
    }
}

/// A clock that only moves when told to. Clones share the same time.
#[derive(Clone, Debug)]
pub struct ManualClock {
    now: Arc<Mutex<OffsetDateTime>>,
}

impl ManualClock {
    pub fn new(start: OffsetDateTime) -> Self {
        Self {
            now: Arc::new(Mutex::new(start)),
        }
    }

    /// Moves the clock forward (or back, with a negative duration).
    pub fn advance(&self, by: Duration) {
        *self.now.lock().unwrap_or_else(PoisonError::into_inner) += by;
    }

    pub fn set(&self, to: OffsetDateTime) {
        *self.now.lock().unwrap_or_else(PoisonError::into_inner) = to;
    }
}

impl Clock for ManualClock {
    fn now(&self) -> OffsetDateTime {
        *self.now.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_clones_share_it() {
        let start = OffsetDateTime::from_unix_timestamp(1_767_225_600).unwrap();
        let clock = ManualClock::new(start);
        let shared = clock.clone();
        assert_eq!(clock.now(), start);
        shared.advance(Duration::hours(25));
        assert_eq!(clock.now(), start + Duration::hours(25));
        clock.set(start);
        assert_eq!(shared.now(), start);
    }

    #[test]
    fn the_system_clock_keeps_whole_microseconds() {
        assert_eq!(SystemClock.now().nanosecond() % 1000, 0);
    }
}
