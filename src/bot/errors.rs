//! Errors in the Discord layer: what players are told (safe text) and what only the log sees.

use poise::serenity_prelude as serenity;

use super::locale::Tr;
use crate::engine::wording::{Worded, Wording};
use crate::observe::Outcome;
use crate::service::{Hint, ServiceError, UserError};

tokio::task_local! {
    /// How the button press answered on this task ended, for the metrics: set where an error
    /// becomes the person's answer ([`reply_text`]); the press's timing reads it.
    pub static PRESS_OUTCOME: std::cell::Cell<Outcome>;
}

/// Discord's code for "this interaction has already been acknowledged".
const ALREADY_ACKNOWLEDGED: isize = 40060;
/// Discord's code for "cannot send messages to this user" (they block DMs).
const CANNOT_DM: isize = 50007;

/// An error while handling an interaction.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A refusal of the bot's own (not of the service), as a message of the catalogues.
    #[error("{}", .0.key)]
    Worded(Wording),
    /// Something the player did wrong: the text is written for them and shown privately.
    #[error("{0}")]
    User(String),
    /// A request the service refused: said to the player in their language.
    #[error("{0}")]
    Refused(UserError),
    /// Discord already has an answer for this interaction (it was delivered twice): the first
    /// delivery does the work, this one does nothing.
    #[error("the interaction was already acknowledged")]
    AlreadyAnswered,
    /// Anything else: logged in full with an id; the player only sees the id.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<serenity::Error> for Error {
    fn from(error: serenity::Error) -> Self {
        if discord_code(&error) == Some(ALREADY_ACKNOWLEDGED) {
            Error::AlreadyAnswered
        } else {
            Error::Internal(error.into())
        }
    }
}

impl From<sqlx::Error> for Error {
    fn from(error: sqlx::Error) -> Self {
        Error::Internal(error.into())
    }
}

impl From<ServiceError> for Error {
    fn from(error: ServiceError) -> Self {
        match error {
            ServiceError::User(e) => e.into(),
            ServiceError::Internal(e) => Error::Internal(e),
        }
    }
}

impl From<UserError> for Error {
    fn from(error: UserError) -> Self {
        Error::Refused(error)
    }
}

/// The JSON error code of a failed Discord request, if it was one.
pub fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            Some(response.error.code)
        }
        _ => None,
    }
}

/// Whether a failed DM failed because the user does not accept DMs from the bot.
pub fn dm_refused(error: &serenity::Error) -> bool {
    discord_code(error) == Some(CANNOT_DM)
}

/// Where a play was written: `/play`'s options, or the move panel's Play form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WrittenIn {
    Command,
    PlayForm,
}

/// What a player is told about a refused request, in their language: a sentence, with how to
/// write it where the mistake was in the writing.
pub fn player_text(error: &UserError, tr: Tr) -> String {
    player_text_in(error, WrittenIn::Command, tr)
}

/// [`player_text`] for a play written `written`: how to write it is told for that place.
pub fn player_text_in(error: &UserError, written: WrittenIn, tr: Tr) -> String {
    let mut text = refusal(error, tr);
    if let Some(hint) = error.hint() {
        text.push(' ');
        text.push_str(&match (hint, written) {
            (Hint::WritingAPlay, WrittenIn::Command) => tr.text("hint-write-play"),
            (Hint::WritingAPlay, WrittenIn::PlayForm) => tr.text("panel-form-hint"),
            (Hint::RackTiles, _) => tr.text("hint-rack"),
        });
    }
    text
}

/// The refusal itself: the service's wording of it, said in `tr`'s language as a sentence.
fn refusal(error: &UserError, tr: Tr) -> String {
    sentence(&tr.word(&error.wording()))
}

/// `text` with a capital first letter and a full stop.
pub fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    if !out.ends_with(['.', '!', '?', '`']) {
        out.push('.');
    }
    out
}

/// A short id to match a player's report with the log line.
pub fn error_id() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!(
        "{:08x}",
        (nanos as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32
    )
}

/// How an interaction that ended in `error` counts in the metrics: a refusal said to the person,
/// or a failure of ours (a repeated delivery of one interaction is no failure).
pub fn outcome_of(error: &Error) -> Outcome {
    match error {
        Error::Worded(_) | Error::User(_) | Error::Refused(_) => Outcome::Refused,
        Error::AlreadyAnswered => Outcome::Ok,
        Error::Internal(_) => Outcome::InternalError,
    }
}

/// What the player sees for an error, in their language (logging internal ones with an id),
/// or `None` when nothing is to be said (a repeated delivery).
pub fn reply_text(error: &Error, what: &str, tr: Tr) -> Option<String> {
    // Outside a button press's timing (a slash command's error) there is nothing to note.
    let _ = PRESS_OUTCOME.try_with(|outcome| outcome.set(outcome_of(error)));
    match error {
        Error::User(text) => Some(text.clone()),
        Error::Worded(wording) => Some(sentence(&tr.word(wording))),
        Error::Refused(refused) => Some(player_text(refused, tr)),
        Error::AlreadyAnswered => {
            tracing::debug!(what, "interaction delivered again; already answered");
            None
        }
        Error::Internal(error) => {
            let id = error_id();
            tracing::error!(error_id = %id, what, error = ?error, "interaction failed");
            Some(tr.say("err-internal", &[("id", id.into())]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::GameError;
    use crate::engine::notation::NotationError;

    #[test]
    fn player_texts_are_sentences_with_hints_for_writing_mistakes() {
        assert_eq!(sentence("it is not your turn"), "It is not your turn.");
        assert_eq!(sentence("Done."), "Done.");
        let text = player_text(
            &UserError::Notation(NotationError::UnreadableCoordinate("Z99".into())),
            Tr::default(),
        );
        assert_eq!(
            text,
            "\"Z99\" is not a square: write the row then the column for across (8D), the column \
             then the row for down (D8).",
            "one hint, and a full stop"
        );
        let text = player_text(
            &UserError::Notation(NotationError::EmptyWord),
            Tr::default(),
        );
        assert_eq!(text.matches("Write the square").count(), 1, "{text}");
        assert!(text.starts_with("The play has no word. Write"), "{text}");
        let text = player_text(&UserError::Move(GameError::NotYourTurn), Tr::default());
        assert_eq!(text, "It is not your turn.");
    }

    #[test]
    fn a_play_written_in_the_panels_form_is_told_how_to_fill_the_form() {
        use crate::kinds::Language;
        let off = UserError::Notation(NotationError::CoordinateOffBoard("8P".into()));
        for tr in [Tr::default(), Tr(Language::German), Tr(Language::Polish)] {
            let text = player_text_in(&off, WrittenIn::PlayForm, tr);
            assert!(text.ends_with(&tr.text("panel-form-hint")), "{text}");
            assert!(!text.contains("/play"), "{text}");
            if tr != Tr::default() {
                let english = Tr::default().text("panel-form-hint");
                assert!(!text.contains(&english), "no English: {text}");
            }
            assert_eq!(
                player_text(&off, tr),
                player_text_in(&off, WrittenIn::Command, tr)
            );
        }
        // A hint about the rack is the same wherever the play was written.
        let rack = UserError::Move(GameError::TilesNotOnRack(Vec::new()));
        assert_eq!(
            player_text_in(&rack, WrittenIn::PlayForm, Tr::default()),
            player_text(&rack, Tr::default())
        );
    }

    #[test]
    fn refusals_are_said_in_the_players_language() {
        use crate::kinds::Language;
        let french = Tr(Language::French);
        assert_eq!(
            player_text(&UserError::AlreadyJoined, french),
            "Vous êtes déjà dans cette partie."
        );
        let full = player_text(&UserError::GameFull(4), Tr(Language::German));
        assert!(full.contains('4') && !full.contains("players"), "{full}");
        // The hint after a writing mistake is in the player's language too.
        let written = player_text(&UserError::Notation(NotationError::EmptyWord), french);
        assert!(!written.contains("Write the square"), "{written}");
        // ... naming the command and its options as a French client shows them.
        assert!(
            written.contains("`/jouer mot:HORN position:8F`"),
            "{written}"
        );
    }
}
