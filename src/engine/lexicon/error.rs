//! Why a word list or a stored graph could not be loaded.

/// Why a word list or a stored graph could not be loaded. Shown to server operators.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LexiconError {
    #[error("line {line}: {word:?} has a character that is not a letter of the {set} tile set")]
    NotALetter {
        line: usize,
        word: String,
        set: String,
    },
    #[error("the word list is too large for a word graph (more than 2^24 arcs and nodes)")]
    TooLarge,
    #[error("these bytes are not a Lexicord word graph ({0})")]
    BadGraph(&'static str),
}
