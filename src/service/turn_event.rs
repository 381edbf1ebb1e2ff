//! What a turn's event in a report is, named in the one name table (and kept under those names
//! in the outbox's JSON).

use serde::{Deserialize, Serialize};

use crate::engine::names::{Named, read_by_name};

/// The kind of a turn as a report tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum TurnEventKind {
    /// Tiles played.
    Play,
    /// Tiles exchanged.
    Exchange,
    /// A pass.
    Pass,
    /// The turn's time ran out.
    TimeOut,
    /// A turn lost (to a failed challenge).
    LostTurn,
    /// A play taken back after a challenge.
    ChallengedOff,
    /// A challenge that failed.
    ChallengeFailed,
    /// The player resigned.
    Resign,
    /// A piece put down to close a square.
    Block,
    /// The tiles left at the end, counted.
    EndAdjustment,
}

impl Named for TurnEventKind {
    const KIND: &'static str = "turn event";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Play, "play"),
        (Self::Exchange, "exchange"),
        (Self::Pass, "pass"),
        (Self::TimeOut, "timeout"),
        (Self::LostTurn, "lost-turn"),
        (Self::ChallengedOff, "challenged-off"),
        (Self::ChallengeFailed, "challenge-failed"),
        (Self::Resign, "resign"),
        (Self::Block, "block"),
        (Self::EndAdjustment, "end-adjustment"),
    ];
}

read_by_name!(TurnEventKind);

impl From<TurnEventKind> for &'static str {
    fn from(kind: TurnEventKind) -> Self {
        kind.name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_keep_their_names_in_json() {
        for kind in TurnEventKind::all() {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.name()));
            assert_eq!(serde_json::from_str::<TurnEventKind>(&json).unwrap(), kind);
        }
        assert_eq!(
            serde_json::to_string(&TurnEventKind::ChallengedOff).unwrap(),
            "\"challenged-off\""
        );
        assert!(serde_json::from_str::<TurnEventKind>("\"nap\"").is_err());
    }
}
