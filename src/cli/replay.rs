//! `lexicord replay`: replays GCG files against the rules and prints one line per file, or one
//! line per disagreement.

use std::collections::HashSet;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::engine::dictionary::Dictionary;
use crate::engine::formats::gcg;
use crate::engine::lexicon::Lexicon;
use crate::engine::replay::{ReplayIssue, detect_tile_set, replay_record};
use crate::engine::tiles::{Letter, TileSet};
use crate::engine::wording::Wording;

use super::said::{SaidContext as _, said};

/// Replay game records (GCG) and check every recorded score.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Word list, one word a line, for --check-words (default: the built-in ENABLE, for
    /// records in English tiles).
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
    /// Also report words the lexicon does not have.
    #[arg(long)]
    pub check_words: bool,
    /// The GCG files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Replays every file; exit status 1 if any file disagrees with the rules or cannot be read.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let words = match (&args.lexicon, args.check_words) {
        (Some(path), true) => Words::List(std::fs::read_to_string(path).said_context(|| {
            Wording::new("cli-cannot-read-lexicon").put("path", &path.display())
        })?),
        (None, true) => Words::Enable(Lexicon::enable()),
        (_, false) => Words::Unchecked,
    };
    let mut all_ok = true;
    for path in &args.files {
        let name = path.display();
        match replay_file(path, &words) {
            Ok(issues) if issues.is_empty() => println!("{name}: ok"),
            Ok(issues) => {
                all_ok = false;
                for issue in issues {
                    println!("{name}:{}", describe(&issue));
                }
            }
            Err(error) => {
                all_ok = false;
                println!("{name}: {error:#}");
            }
        }
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The words plays are checked against.
enum Words {
    /// Scores only.
    Unchecked,
    /// A word list read from a file, one word a line.
    List(String),
    /// The built-in lexicon, ENABLE, in English tiles.
    Enable(Lexicon),
}

fn replay_file(path: &PathBuf, words: &Words) -> anyhow::Result<Vec<ReplayIssue>> {
    let bytes = std::fs::read(path).said_context(|| Wording::new("cli-cannot-read-file"))?;
    let record = gcg::read(&gcg::decode(&bytes))?;
    let listed;
    let dictionary: Option<&dyn Dictionary> = match words {
        Words::Unchecked => None,
        Words::List(text) => {
            listed = load_words(&detect_tile_set(&record)?, text);
            Some(&listed)
        }
        Words::Enable(lexicon) => {
            let set = detect_tile_set(&record)?;
            if set.name() != TileSet::english().name() {
                return Err(said(
                    &Wording::new("cli-replay-enable-english-only").put("tiles", &set.name()),
                ));
            }
            Some(lexicon)
        }
    };
    Ok(replay_record(&record, dictionary)?.issues)
}

/// The word list in `set`'s letters; words with other characters are left out.
fn load_words(set: &TileSet, text: &str) -> HashSet<Vec<Letter>> {
    text.lines()
        .filter_map(|w| set.parse_letters(w.trim()))
        .filter(|w| !w.is_empty())
        .collect()
}

/// `LINE: ...` for an issue, as printed after the file name (`FILE:19: recorded 115, ...`).
fn describe(issue: &ReplayIssue) -> String {
    let text = issue.to_string();
    let detail = text.split_once(": ").map_or(text.as_str(), |(_, d)| d);
    format!("{}: {detail}", issue.line())
}
