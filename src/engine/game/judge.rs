//! Who judges a play's words (rule 8) when a command is applied: a word list, or the judgement
//! the command got when it was first applied, kept in the game's log. A stored game is replayed
//! with the recorded judgements, so it never depends on a word list that has changed since.

use super::record::{Command, Outcome, TurnKind};
use crate::engine::dictionary::Dictionary;

/// The judge of a command's words.
#[derive(Clone, Copy)]
pub(super) enum Judge<'a> {
    /// Ask the word list ("agree upon the dictionary", rule 8).
    Words(&'a dyn Dictionary),
    /// The words found unacceptable when the command was first applied (none: all acceptable).
    Recorded(&'a [String]),
}

/// A command of a stored log with the judgement of its words (rule 8) it got when applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedCommand {
    pub command: Command,
    /// For a challenge, the words it found unacceptable (empty: the play stood); `None` where
    /// the log kept no judgement (a challenge logged before judgements were kept), which a
    /// replay then asks its fallback word list for. Any other command was accepted as played.
    pub refuted: Option<Vec<String>>,
}

impl Outcome {
    /// The judgement a challenge got, as a log keeps it: the words that took the play off the
    /// board (rule 8), or none when the play stood. `None` for any other command.
    pub fn refuted(&self) -> Option<Vec<String>> {
        self.turns.iter().find_map(|turn| match &turn.kind {
            TurnKind::ChallengedOff { invalid_words, .. } => Some(invalid_words.clone()),
            TurnKind::ChallengeFailed { .. } => Some(Vec::new()),
            _ => None,
        })
    }
}
