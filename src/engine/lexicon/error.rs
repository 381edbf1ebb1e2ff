//! Why a word list or a stored graph could not be loaded.

use crate::engine::wording::{Worded, Wording};

/// Why a word list or a stored graph could not be loaded. Shown to server operators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LexiconError {
    NotALetter {
        line: usize,
        word: String,
        set: String,
    },
    TooLarge,
    BadGraph(&'static str),
}

impl Worded for LexiconError {
    fn wording(&self) -> Wording {
        match self {
            LexiconError::NotALetter { line, word, set } => {
                Wording::new("cli-lexicon-not-a-letter")
                    .number("line", *line)
                    .put("word", &format!("{word:?}"))
                    .put("set", set)
            }
            LexiconError::TooLarge => Wording::new("cli-lexicon-too-large"),
            LexiconError::BadGraph(reason) => {
                Wording::new("cli-lexicon-bad-graph").put("reason", reason)
            }
        }
    }
}

crate::engine::english::said_in_english!(LexiconError);
