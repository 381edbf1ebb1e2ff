//! Typed values of games and servers the database keeps as text: a game's status, a server's
//! rack delivery, who may review its games, where a puzzle comes from, and a job's kind. The
//! store turns them into text and back through their name tables (`Named`).

use serde::{Deserialize, Serialize};

use crate::engine::names::{Named, read_by_name};

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// Open for players to join; not dealt yet.
    Lobby,
    /// Being played.
    Active,
    /// Played to its end.
    Finished,
    /// Ended without a result (by a moderator, by all players, or an empty lobby).
    Abandoned,
}

impl Named for GameStatus {
    const KIND: &'static str = "game status";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Lobby, "lobby"),
        (Self::Active, "active"),
        (Self::Finished, "finished"),
        (Self::Abandoned, "abandoned"),
    ];
}

impl GameStatus {
    /// Whether the game still takes commands (a lobby or a game in play).
    pub fn is_open(self) -> bool {
        matches!(self, Self::Lobby | Self::Active)
    }
}

/// How a player's rack reaches them after each turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RackDelivery {
    /// A direct message with the rack image and text (the player can also use `/rack`).
    #[default]
    Dm,
    /// No DM: players look at their rack with `/rack`, which answers privately.
    Command,
}

impl Named for RackDelivery {
    const KIND: &'static str = "rack delivery";
    const MESSAGE: &'static str = "unknown-rack-delivery";
    const TABLE: &'static [(Self, &'static str)] = &[(Self::Dm, "dm"), (Self::Command, "command")];
}

/// Who may ask for the review of a finished game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ReviewAccess {
    /// The game's players only.
    #[default]
    Players,
    /// Anyone on the server.
    Anyone,
}

impl Named for ReviewAccess {
    const KIND: &'static str = "review access";
    const MESSAGE: &'static str = "unknown-review-access";
    const TABLE: &'static [(Self, &'static str)] =
        &[(Self::Players, "players"), (Self::Anyone, "anyone")];
}

/// Where a daily puzzle's position comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleSource {
    /// A turn of a finished game on the server.
    Game,
    /// A game the computer played against itself (the server had no finished game to use).
    SelfPlay,
}

impl Named for PuzzleSource {
    const KIND: &'static str = "puzzle source";
    const TABLE: &'static [(Self, &'static str)] =
        &[(Self::Game, "game"), (Self::SelfPlay, "self-play")];
}

/// What a scheduled job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobKind {
    /// Remind the player to move that their time runs out.
    Reminder,
    /// The turn's time ran out.
    Timeout,
    /// A computer seat acts (its move, or a challenge), in its own step.
    Computer,
}

impl Named for JobKind {
    const KIND: &'static str = "job kind";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Reminder, "reminder"),
        (Self::Timeout, "timeout"),
        (Self::Computer, "computer"),
    ];
}

read_by_name!(
    GameStatus,
    RackDelivery,
    ReviewAccess,
    PuzzleSource,
    JobKind
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_texts_read_back() {
        for &(status, text) in GameStatus::TABLE {
            assert_eq!(status.name(), text);
            assert_eq!(GameStatus::try_from(text.to_owned()).unwrap(), status);
        }
        for &(delivery, text) in RackDelivery::TABLE {
            assert_eq!(RackDelivery::try_from(text.to_owned()).unwrap(), delivery);
        }
        for &(access, text) in ReviewAccess::TABLE {
            assert_eq!(ReviewAccess::try_from(text.to_owned()).unwrap(), access);
        }
        for &(source, text) in PuzzleSource::TABLE {
            assert_eq!(PuzzleSource::try_from(text.to_owned()).unwrap(), source);
            assert_eq!(source.name(), text);
        }
        for &(kind, text) in JobKind::TABLE {
            assert_eq!(kind.name(), text);
            assert_eq!(JobKind::try_from(text.to_owned()).unwrap(), kind);
        }
        assert!(JobKind::try_from("nap".to_owned()).is_err());
        assert!(GameStatus::try_from("paused".to_owned()).is_err());
        assert_eq!(RackDelivery::from_name(" DM "), Ok(RackDelivery::Dm));
        assert!(GameStatus::Active.is_open() && !GameStatus::Finished.is_open());
    }
}
