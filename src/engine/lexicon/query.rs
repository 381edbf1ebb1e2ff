//! The word queries players ask (`check`, `anagram`, `build`, `pattern`, `hooks`): read from
//! what they typed, with typed errors for bad input, and answered from the lexicon.

use super::anagram::AnagramMode;
use super::gaddag::Lexicon;
use super::hooks::Hooks;
use super::input::{QueryError, parse_tiles, parse_word};
use super::pattern::Pattern;
use super::walk::WordList;
use crate::engine::tiles::{Letter, TileSet};

/// The kinds of word query.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QueryKind {
    /// Whether each of one or more words is in the lexicon.
    Check,
    /// Words using exactly these tiles (`?` for any letter).
    Anagram,
    /// Words of two or more letters using some of these tiles (`?` for any letter).
    Build,
    /// Words matching a pattern (`?` one letter, `*` any run, `[ABC]` one of those).
    Pattern,
    /// The front and back hook letters of a word.
    Hooks,
}

/// A word query, read and checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordQuery {
    Check(Vec<Vec<Letter>>),
    Anagram(Vec<u8>),
    Build(Vec<u8>),
    Pattern(Pattern),
    Hooks(Vec<Letter>),
}

/// The answer to a word query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Each word asked about, in the order given, and whether the lexicon has it.
    Checked(Vec<(Vec<Letter>, bool)>),
    /// The words found, in alphabet order.
    Words(WordList),
    /// A word and its hooks.
    Hooks { word: Vec<Letter>, hooks: Hooks },
}

impl WordQuery {
    /// Reads a query of `kind` from what a player typed, in the letters of `tiles` (either
    /// case). `check` takes words separated by spaces or commas; the others one piece of text.
    pub fn parse(kind: QueryKind, tiles: &TileSet, text: &str) -> Result<Self, QueryError> {
        Ok(match kind {
            QueryKind::Check => {
                let words = text
                    .split(|c: char| c.is_whitespace() || c == ',')
                    .filter(|w| !w.is_empty())
                    .map(|w| parse_word(tiles, w))
                    .collect::<Result<Vec<_>, _>>()?;
                if words.is_empty() {
                    return Err(QueryError::Empty);
                }
                WordQuery::Check(words)
            }
            QueryKind::Anagram => WordQuery::Anagram(parse_tiles(tiles, text)?),
            QueryKind::Build => WordQuery::Build(parse_tiles(tiles, text)?),
            QueryKind::Pattern => WordQuery::Pattern(Pattern::parse(tiles, text)?),
            QueryKind::Hooks => WordQuery::Hooks(parse_word(tiles, text)?),
        })
    }
}

impl Lexicon {
    /// Answers a word query.
    pub fn answer(&self, query: &WordQuery) -> Answer {
        match query {
            WordQuery::Check(words) => Answer::Checked(
                words
                    .iter()
                    .map(|w| (w.clone(), self.contains_word(w)))
                    .collect(),
            ),
            WordQuery::Anagram(tiles) => Answer::Words(self.anagrams(tiles, AnagramMode::AllTiles)),
            WordQuery::Build(tiles) => Answer::Words(self.anagrams(tiles, AnagramMode::SomeTiles)),
            WordQuery::Pattern(pattern) => Answer::Words(self.matching(pattern)),
            WordQuery::Hooks(word) => Answer::Hooks {
                word: word.clone(),
                hooks: self.hooks(word),
            },
        }
    }
}
