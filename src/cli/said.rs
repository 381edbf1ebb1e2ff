//! The command line's own errors, said through the English catalogue (`locales/en/cli.ftl`):
//! an error that says a [`Wording`], and context that says one before an error.

use crate::engine::english::english;
use crate::engine::wording::Wording;

/// An error that says `wording` in English.
pub fn said(wording: &Wording) -> anyhow::Error {
    anyhow::Error::msg(english(wording))
}

/// [`anyhow::Context`] with the context a wording, said in English (and worded only when there
/// is an error to say it before).
pub trait SaidContext<T, E> {
    /// The value, or the error (or absence) with `wording` said before it.
    fn said_context(self, wording: impl FnOnce() -> Wording) -> anyhow::Result<T>;
}

impl<T, E, R: anyhow::Context<T, E>> SaidContext<T, E> for R {
    fn said_context(self, wording: impl FnOnce() -> Wording) -> anyhow::Result<T> {
        self.with_context(|| english(&wording()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_and_their_context_are_said_in_english() {
        let path = std::path::Path::new("/nowhere/words.txt");
        let missing = std::fs::read(path)
            .said_context(|| Wording::new("cli-cannot-read-lexicon").put("path", &path.display()));
        let error = format!("{:#}", missing.unwrap_err());
        assert!(
            error.starts_with("cannot read the lexicon /nowhere/words.txt: "),
            "{error}"
        );
        let none: Option<u8> = None;
        let error = none.said_context(|| Wording::new("cli-cannot-read-file"));
        assert_eq!(error.unwrap_err().to_string(), "cannot read the file");
        let error = said(&Wording::new("cli-record-too-short").number("moves", 7));
        assert_eq!(error.to_string(), "the record has only 7 move lines");
    }
}
