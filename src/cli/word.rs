//! `lexicord word ...`: the word queries (check, anagram, build, pattern, hooks) for scripts
//! and tests, each word upper case, one a line.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::said::SaidContext as _;
use crate::engine::lexicon::{Answer, Lexicon, LexiconError, QueryKind, WordQuery};
use crate::engine::tiles::TileSet;
use crate::engine::wording::Wording;

/// Exit status for a query typed wrongly (bad letters, too long, too many blanks).
const BAD_INPUT: u8 = 2;

/// Look up words: check, anagram, build, pattern, hooks.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Word list, one word a line, English or Polish letters, or a word graph saved by
    /// Lexicord (default: the built-in ENABLE).
    #[arg(long, global = true)]
    pub lexicon: Option<PathBuf>,
    #[command(subcommand)]
    pub query: Query,
}

#[derive(Debug, clap::Subcommand)]
pub enum Query {
    /// Whether each word is valid: `WORD<TAB>valid|invalid` in the order given; exit status 1
    /// if any is invalid.
    Check {
        #[arg(required = true)]
        words: Vec<String>,
    },
    /// Words using exactly these letters (`?` for any letter).
    Anagram { letters: String },
    /// Words of two or more letters using some of these letters (`?` for any letter).
    Build { letters: String },
    /// Words matching a pattern: `?` one letter, `*` any run of letters, `[ABC]` one of those.
    Pattern { pattern: String },
    /// The front and back hooks of a word: one line `FRONT<TAB>WORD<TAB>BACK`.
    Hooks { word: String },
}

impl Query {
    /// The kind of query and its text as the engine reads it.
    fn text(&self) -> (QueryKind, String) {
        match self {
            Query::Check { words } => (QueryKind::Check, words.join(" ")),
            Query::Anagram { letters } => (QueryKind::Anagram, letters.clone()),
            Query::Build { letters } => (QueryKind::Build, letters.clone()),
            Query::Pattern { pattern } => (QueryKind::Pattern, pattern.clone()),
            Query::Hooks { word } => (QueryKind::Hooks, word.clone()),
        }
    }
}

/// Answers the query on standard output. Exit status 1 when `check` finds an invalid word,
/// 2 when the query is typed wrongly.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let (lexicon, tiles) = match &args.lexicon {
        Some(path) => load_lexicon(path)?,
        None => (Lexicon::enable(), TileSet::english()),
    };
    let (kind, text) = args.query.text();
    let query = match WordQuery::parse(kind, &tiles, &text) {
        Ok(query) => query,
        Err(error) => {
            eprintln!("lexicord: {error}");
            return Ok(ExitCode::from(BAD_INPUT));
        }
    };
    let answer = lexicon.answer(&query);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let all_valid = write_answer(&mut out, &tiles, &answer)?;
    out.flush()?;
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// Writes an answer one word a line; false if a checked word is invalid.
pub fn write_answer(
    out: &mut impl Write,
    tiles: &TileSet,
    answer: &Answer,
) -> std::io::Result<bool> {
    match answer {
        Answer::Checked(words) => {
            for (word, valid) in words {
                let verdict = if *valid { "valid" } else { "invalid" };
                writeln!(out, "{}\t{verdict}", tiles.spell_letters(word))?;
            }
            return Ok(words.iter().all(|(_, valid)| *valid));
        }
        Answer::Words(words) => {
            for word in words.iter() {
                writeln!(out, "{}", tiles.spell_letters(word))?;
            }
        }
        Answer::Hooks { word, hooks } => writeln!(
            out,
            "{}\t{}\t{}",
            tiles.spell_letters(&hooks.front),
            tiles.spell_letters(word),
            tiles.spell_letters(&hooks.back)
        )?,
    }
    Ok(true)
}

/// A lexicon from a file, with the tile set its words are in: a saved word graph (English),
/// else a word list in English letters, else in Polish letters.
pub fn load_lexicon(path: &Path) -> anyhow::Result<(Lexicon, TileSet)> {
    let bytes = std::fs::read(path)
        .said_context(|| Wording::new("cli-cannot-read-lexicon").put("path", &path.display()))?;
    let english = TileSet::english();
    let in_english = lexicon_in(&bytes, &english);
    let loaded = match in_english {
        Ok(lexicon) => Ok((lexicon, english)),
        Err(error) => match error.downcast_ref::<LexiconError>() {
            Some(LexiconError::NotALetter { .. }) => {
                let polish = TileSet::polish();
                lexicon_in(&bytes, &polish)
                    .map(|lexicon| (lexicon, polish))
                    .map_err(|_| error)
            }
            _ => Err(error),
        },
    };
    loaded.said_context(|| Wording::new("cli-the-lexicon").put("path", &path.display()))
}

/// A lexicon from a file's bytes: a saved word graph as it is, or a word list (one word a
/// line) in the letters of `tiles`.
pub fn lexicon_in(bytes: &[u8], tiles: &TileSet) -> anyhow::Result<Lexicon> {
    if Lexicon::is_graph_bytes(bytes) {
        return Ok(Lexicon::from_bytes(bytes.to_vec())?);
    }
    let text = std::str::from_utf8(bytes).said_context(|| Wording::new("cli-lexicon-not-utf8"))?;
    Ok(Lexicon::from_text(tiles, text)?)
}
