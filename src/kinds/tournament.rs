//! Typed values of tournaments the database keeps as text: the event's state, how a board's
//! result came, and a tournament job's kind.

use serde::{Deserialize, Serialize};

use crate::engine::names::{Named, read_by_name};

/// Where a tournament is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentState {
    /// Players join and leave.
    Registration,
    /// Registration closed; the director starts it.
    Closed,
    /// Rounds are paired and played.
    Running,
    /// Nothing is paired or settled until the director resumes.
    Paused,
    /// Over (played out or ended early).
    Finished,
}

impl Named for TournamentState {
    const KIND: &'static str = "tournament state";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Registration, "registration"),
        (Self::Closed, "closed"),
        (Self::Running, "running"),
        (Self::Paused, "paused"),
        (Self::Finished, "finished"),
    ];
}

/// How a board's result came.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SettledBy {
    /// The game ended (played out, resigned, or forfeited on time).
    Played,
    /// The round's deadline passed: the player on move forfeited.
    Deadline,
    /// A withdrawn player's game or round.
    Forfeit,
    /// A bye.
    Bye,
    /// The director entered or changed it.
    Director,
}

impl Named for SettledBy {
    const KIND: &'static str = "result source";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Played, "played"),
        (Self::Deadline, "deadline"),
        (Self::Forfeit, "forfeit"),
        (Self::Bye, "bye"),
        (Self::Director, "director"),
    ];
}

/// What a tournament job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentJobKind {
    /// Pair the round and open its games.
    PairRound,
    /// The round's deadline: settle the games still going.
    RoundDeadline,
}

impl Named for TournamentJobKind {
    const KIND: &'static str = "tournament job kind";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::PairRound, "pair-round"),
        (Self::RoundDeadline, "round-deadline"),
    ];
}

read_by_name!(TournamentState, SettledBy, TournamentJobKind);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_texts_read_back() {
        for &(v, t) in TournamentState::TABLE {
            assert_eq!(TournamentState::try_from(t.to_owned()).unwrap(), v);
            assert_eq!(v.name(), t);
        }
        for &(v, t) in SettledBy::TABLE {
            assert_eq!(SettledBy::try_from(t.to_owned()).unwrap(), v);
        }
        for &(v, t) in TournamentJobKind::TABLE {
            assert_eq!(TournamentJobKind::try_from(t.to_owned()).unwrap(), v);
        }
        assert!(TournamentState::try_from("open".to_owned()).is_err());
    }
}
