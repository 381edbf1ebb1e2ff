//! What kind of command a move-log entry is (a play, an exchange, a pass, ...), named in the
//! one name table so the store keeps it as text and everything else sees the enum.

use super::record::Command;
use crate::engine::names::{Named, read_by_name};

/// The kind of a [`Command`], without its details: what the move log records beside the
/// command itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CommandKind {
    /// A play of tiles (rules 1 to 3 of play), in a line or, in Free for All, in any shape.
    Play,
    /// An exchange of tiles (rule 7).
    Exchange,
    /// A pass.
    Pass,
    /// A pass made for a player whose turn clock ran out.
    TimeOut,
    /// A challenge of the last play (rule 8).
    Challenge,
    /// Leaving the game.
    Resign,
    /// A blocker put on an empty square (rule book 004).
    Block,
}

impl Named for CommandKind {
    const KIND: &'static str = "move kind";
    const MESSAGE: &'static str = "unknown-move-kind";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Self::Play, "play"),
        (Self::Exchange, "exchange"),
        (Self::Pass, "pass"),
        (Self::TimeOut, "timeout"),
        (Self::Challenge, "challenge"),
        (Self::Resign, "resign"),
        (Self::Block, "block"),
    ];
}

read_by_name!(CommandKind);

impl Command {
    /// What kind of command this is.
    pub fn kind(&self) -> CommandKind {
        match self {
            Command::Play { .. } | Command::PlayWords { .. } => CommandKind::Play,
            Command::Exchange { .. } => CommandKind::Exchange,
            Command::Pass { .. } => CommandKind::Pass,
            Command::TimeOut { .. } => CommandKind::TimeOut,
            Command::Challenge { .. } => CommandKind::Challenge,
            Command::Resign { .. } => CommandKind::Resign,
            Command::Block { .. } => CommandKind::Block,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_kind_has_a_distinct_name_that_reads_back() {
        for kind in CommandKind::all() {
            assert_eq!(CommandKind::from_name(kind.name()), Ok(kind));
        }
        let mut names = CommandKind::names();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 7);
        assert_eq!(Command::Pass { player: 1 }.kind().name(), "pass");
        assert_eq!(Command::TimeOut { player: 0 }.kind(), CommandKind::TimeOut);
    }
}
