//! Typed values of tournaments the database keeps as text: the event's state, how a board's
//! result came, and a tournament job's kind.

use serde::{Deserialize, Serialize};

use super::kinds::UnknownText;

/// Defines a closed set of stored texts for an enum.
macro_rules! stored {
    ($ty:ident, $what:literal, [$(($v:ident, $t:literal)),+ $(,)?]) => {
        impl $ty {
            /// Every value with its stored text.
            pub const TEXT: &'static [(Self, &'static str)] = &[$((Self::$v, $t)),+];

            /// The stored text.
            pub fn as_str(self) -> &'static str {
                Self::TEXT.iter().find(|(s, _)| *s == self).map_or("", |(_, t)| t)
            }
        }

        impl TryFrom<String> for $ty {
            type Error = UnknownText;

            fn try_from(text: String) -> Result<Self, UnknownText> {
                Self::TEXT
                    .iter()
                    .find(|(_, t)| *t == text)
                    .map(|(s, _)| *s)
                    .ok_or(UnknownText($what, text))
            }
        }
    };
}

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

stored!(
    TournamentState,
    "tournament state",
    [
        (Registration, "registration"),
        (Closed, "closed"),
        (Running, "running"),
        (Paused, "paused"),
        (Finished, "finished"),
    ]
);

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

stored!(
    SettledBy,
    "result source",
    [
        (Played, "played"),
        (Deadline, "deadline"),
        (Forfeit, "forfeit"),
        (Bye, "bye"),
        (Director, "director"),
    ]
);

/// What a tournament job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TournamentJobKind {
    /// Pair the round and open its games.
    PairRound,
    /// The round's deadline: settle the games still going.
    RoundDeadline,
}

stored!(
    TournamentJobKind,
    "tournament job kind",
    [(PairRound, "pair-round"), (RoundDeadline, "round-deadline"),]
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_texts_read_back() {
        for &(v, t) in TournamentState::TEXT {
            assert_eq!(TournamentState::try_from(t.to_owned()).unwrap(), v);
            assert_eq!(v.as_str(), t);
        }
        for &(v, t) in SettledBy::TEXT {
            assert_eq!(SettledBy::try_from(t.to_owned()).unwrap(), v);
        }
        for &(v, t) in TournamentJobKind::TEXT {
            assert_eq!(TournamentJobKind::try_from(t.to_owned()).unwrap(), v);
        }
        assert!(TournamentState::try_from("open".to_owned()).is_err());
    }
}
