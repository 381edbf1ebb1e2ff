//! `/word`: a word query (check, anagram, build, pattern, hooks) answered from one of the bot's
//! lexicons. The rule books keep the dictionary for challenges, so a player with a game in
//! progress on the server is refused unless its moderators allow look-ups during games.

use crate::engine::lexicon::{Answer, QueryKind, WordList, WordQuery};
use crate::engine::tiles::TileSet;
use crate::store::clocks;

use super::Tables;
use crate::service::Request;
use crate::service::errors::{ServiceError, UserError};

/// A word query's answer, spelled for players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WordLookup {
    /// The lexicon that answered.
    pub lexicon: String,
    pub answer: SpelledAnswer,
}

/// An [`Answer`] with its words spelled (upper case).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpelledAnswer {
    /// Each word asked about, in the order given, and whether the lexicon has it.
    Checked(Vec<(String, bool)>),
    /// The words found, in alphabet order.
    Words(SpelledWords),
    /// A word with its front and back hook letters (alphabetical, possibly none).
    Hooks {
        front: String,
        word: String,
        back: String,
    },
}

/// Words spelled upper case, in order, held as one text of one word a line: a whole lexicon's
/// answer (`/word pattern *`) is one allocation of its letters, not a `String` for each word.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SpelledWords {
    /// Each word followed by a newline.
    lines: String,
    count: usize,
}

impl SpelledWords {
    /// The number of words.
    pub fn len(&self) -> usize {
        self.count
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// The words, in order.
    pub fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        self.lines.lines()
    }

    /// The words, one a line, each line ended by a newline.
    pub fn as_lines(&self) -> &str {
        &self.lines
    }

    /// The words as [`SpelledWords::as_lines`] gives them, without a copy.
    pub fn into_lines(self) -> String {
        self.lines
    }

    fn spell(tiles: &TileSet, words: &WordList) -> Self {
        let letters: usize = words.iter().map(<[_]>::len).sum();
        let mut lines = String::with_capacity(letters + words.len());
        for word in words.iter() {
            for &letter in word {
                lines.push_str(tiles.label(letter));
            }
            lines.push('\n');
        }
        Self {
            lines,
            count: words.len(),
        }
    }
}

impl<S: AsRef<str>> FromIterator<S> for SpelledWords {
    fn from_iter<I: IntoIterator<Item = S>>(words: I) -> Self {
        let mut spelled = Self::default();
        for word in words {
            spelled.lines.push_str(word.as_ref());
            spelled.lines.push('\n');
            spelled.count += 1;
        }
        spelled
    }
}

impl SpelledAnswer {
    fn of(tiles: &TileSet, answer: &Answer) -> Self {
        match answer {
            Answer::Checked(words) => SpelledAnswer::Checked(
                words
                    .iter()
                    .map(|(w, valid)| (tiles.spell_letters(w), *valid))
                    .collect(),
            ),
            Answer::Words(words) => SpelledAnswer::Words(SpelledWords::spell(tiles, words)),
            Answer::Hooks { word, hooks } => SpelledAnswer::Hooks {
                front: tiles.spell_letters(&hooks.front),
                word: tiles.spell_letters(word),
                back: tiles.spell_letters(&hooks.back),
            },
        }
    }
}

impl Tables {
    /// Answers a word query of `kind` typed as `text`, in `lexicon` (the server's default when
    /// `None`). Refused to a player with a game in progress on this server, unless the server
    /// allows look-ups during games; refused for a lexicon the bot does not have or a query
    /// typed wrongly.
    #[tracing::instrument(skip_all, fields(request = %request))]
    pub async fn look_up_words(
        &self,
        request: &Request,
        kind: QueryKind,
        text: &str,
        lexicon: Option<&str>,
    ) -> Result<WordLookup, ServiceError> {
        let settings = self.server_settings(request.guild_id).await?;
        if let Some(guild) = request.guild_id
            && !settings.words_in_games
        {
            let mut conn = self.pool.acquire().await?;
            let games = clocks::active_games_of(&mut conn, request.user_id, Some(guild)).await?;
            if let Some(game) = games.first() {
                return Err(UserError::WordsDuringGame(game.channel_id).into());
            }
        }
        let name = lexicon.map_or(settings.lexicon.as_str(), str::trim);
        if !self.lexicons.contains(name) {
            return Err(UserError::UnknownLexicon(
                name.to_owned(),
                self.lexicons.names().join(", "),
            )
            .into());
        }
        let dictionary = self.lexicons.get(name)?.clone();
        // Words are typed and written in the tiles the lexicon spells them in.
        let tiles = self.lexicons.edition(name).tile_set();
        let query = WordQuery::parse(kind, &tiles, text).map_err(UserError::Query)?;
        let answer = tokio::task::spawn_blocking(move || {
            SpelledAnswer::of(&tiles, &dictionary.answer(&query))
        })
        .await
        .map_err(|e| anyhow::anyhow!("word query: {e}"))?;
        Ok(WordLookup {
            lexicon: name.to_owned(),
            answer,
        })
    }
}
