//! How strong a computer player is, named for players and the store.

use crate::engine::names::Named;

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// Simulation: the hard level's best candidates played out against sampled racks (see
    /// [`super::sim`]).
    Expert,
}

impl Named for Level {
    const KIND: &'static str = "computer level";
    const MESSAGE: &'static str = "unknown-computer-level";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Level::Easy, "easy"),
        (Level::Medium, "medium"),
        (Level::Hard, "hard"),
        (Level::Expert, "expert"),
    ];
}

impl Level {
    /// Whether this level thinks for a while (seconds, not milliseconds) before it moves: the
    /// bot then runs it away from the threads that answer commands.
    pub fn deliberates(self) -> bool {
        matches!(self, Level::Expert)
    }
}
