//! Loading the configuration's word lists as versions, and `lexicord lexicons`, which loads each
//! and says what it kept, then which versions are kept and which open games use each. A list's
//! version is named by a hash of its content, its tile set and how lists are read
//! ([`LIST_READING`]); its built graph is kept in the `lexicon_cache` directory under that name
//! (`lexicon_cache.rs`), so the next start reads it back, and a game opened on it finds it
//! there after the list has changed.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;

use super::lexicon_cache::{About, Cache};
use super::said::{SaidContext as _, said};
use crate::config::{Config, LexiconEntry};
use crate::engine::english::english;
use crate::engine::lexicon::{Dropped, Lexicon, read_system_words};
use crate::engine::tiles::{Edition, TileSet};
use crate::engine::wording::Wording;
use crate::service::version_id;

/// How a word list's text becomes words: part of every version's identity, so that reading
/// lists another way (`engine::lexicon::system_words`, `Lexicon::from_text`) makes new
/// versions instead of changing the words of games already opened. Change it with them.
/// 2: an entry without a vowel or with a capital after its first letter is an abbreviation,
/// and letters fold through each edition's fold table (`engine/tiles/fold.rs`).
pub const LIST_READING: &str = "lexicord list reading 2 (vowel rule, edition folds)";

#[derive(Debug, Parser)]
pub struct Args {
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<std::path::PathBuf>,
}

/// Where a loaded list came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Read and built now: `report` says what was kept and dropped.
    Built,
    /// Read back from the cache, as built at an earlier start (`report` from then).
    Cached,
}

/// A word list, loaded.
pub struct Loaded {
    pub lexicon: Lexicon,
    /// The version's identity.
    pub version: String,
    pub source: Source,
    /// What reading the list kept and dropped, e.g. `kept 20,000 words; dropped 1,200 always
    /// capitalised, ...` (a plain list: `N words`).
    pub report: String,
    pub took: Duration,
    /// The edition whose tiles the list's words are spelled in.
    pub edition: Edition,
}

impl Loaded {
    /// One line for logs and `lexicord lexicons`.
    pub fn summary(&self) -> String {
        let how = match self.source {
            Source::Built => Wording::new("cli-lexicons-built"),
            Source::Cached => Wording::new("cli-lexicons-cached"),
        };
        english(
            &Wording::new("cli-lexicons-loaded")
                .put("version", &self.version)
                .put("report", &self.report)
                .said("how", how)
                .number("ms", self.took.as_millis()),
        )
    }
}

/// The version of the built-in ENABLE list.
pub fn enable_version(enable: &Lexicon) -> String {
    version_id(&[
        b"built in",
        b"english",
        LIST_READING.as_bytes(),
        enable.as_bytes(),
    ])
}

/// Loads the list `entry` names as a version, through the cache in `cache_dir`. A list that
/// gives no word to play is refused, as an unreadable one is.
pub fn load(name: &str, entry: &LexiconEntry, cache_dir: &Path) -> anyhow::Result<Loaded> {
    let started = Instant::now();
    let path = entry.path();
    let text = std::fs::read_to_string(path).said_context(|| {
        Wording::new("cli-cannot-read-list")
            .put("name", &name)
            .put("path", &path.display())
    })?;
    let (edition, kind) = match entry {
        LexiconEntry::System { tiles, .. } => (
            Edition::named(tiles).said_context(|| {
                Wording::new("cli-list-no-tile-set")
                    .put("name", &name)
                    .put("tiles", &format!("{tiles:?}"))
            })?,
            "system",
        ),
        LexiconEntry::File(_) => (Edition::english(), "plain"),
    };
    let version = version_id(&[
        kind.as_bytes(),
        edition.name.as_bytes(),
        LIST_READING.as_bytes(),
        text.as_bytes(),
    ]);
    let cache = Cache::new(cache_dir);
    if let Some((lexicon, about)) = cache.read(&version) {
        return Ok(Loaded {
            lexicon,
            version,
            source: Source::Cached,
            report: about.report,
            took: started.elapsed(),
            edition,
        });
    }
    let (lexicon, report) = read_list(name, entry, &edition, &text)?;
    let about = About {
        name: name.to_owned(),
        tiles: edition.name.to_owned(),
        report: report.clone(),
        path: path.display().to_string(),
    };
    if let Err(error) = cache.keep(&version, &about, &lexicon) {
        tracing::warn!(name, %error, "cannot keep the built lexicon; it is built again next time");
    }
    Ok(Loaded {
        lexicon,
        version,
        source: Source::Built,
        report,
        took: started.elapsed(),
        edition,
    })
}

/// The words of the list `entry` names, read from its `text` in `edition`'s tiles, and what
/// was kept and dropped; refused if it gives no word to play.
fn read_list(
    name: &str,
    entry: &LexiconEntry,
    edition: &Edition,
    text: &str,
) -> anyhow::Result<(Lexicon, String)> {
    let (lexicon, report) = match entry {
        LexiconEntry::System { tiles, .. } => {
            read_system(&edition.tile_set(), text).said_context(|| {
                Wording::new("cli-list-in-tiles")
                    .put("name", &name)
                    .put("tiles", tiles)
            })?
        }
        LexiconEntry::File(_) => {
            let lexicon = Lexicon::from_text(&TileSet::english(), text)
                .said_context(|| Wording::new("cli-list").put("name", &name))?;
            let report = format!("{} words", lexicon.word_count());
            (lexicon, report)
        }
    };
    if lexicon.word_count() > 0 {
        return Ok((lexicon, report));
    }
    let path = entry.path().display();
    Err(said(&match entry {
        LexiconEntry::System { tiles, .. } => Wording::new("cli-list-no-words-in-tiles")
            .put("name", &name)
            .put("path", &path)
            .put("report", &report)
            .put("tiles", tiles),
        LexiconEntry::File(_) => Wording::new("cli-list-no-words")
            .put("name", &name)
            .put("path", &path)
            .put("report", &report),
    }))
}

/// A system list read for `set` as the rule books allow, and what was kept and dropped.
fn read_system(set: &TileSet, text: &str) -> anyhow::Result<(Lexicon, String)> {
    let words = read_system_words(set, text);
    let lexicon = Lexicon::from_words(&words.words)?;
    let kept = format!("kept {} words", words.words.len());
    let dropped: Vec<String> = Dropped::ALL
        .iter()
        .filter(|&&reason| words.dropped(reason) > 0)
        .map(|&reason| format!("{} {}", words.dropped(reason), reason.describe()))
        .collect();
    let report = if dropped.is_empty() {
        kept
    } else {
        format!("{kept}; dropped {}", dropped.join(", "))
    };
    Ok((lexicon, report))
}

/// Keeps the built-in list's graph in the cache too, so games opened on it keep their words
/// after a new binary brings another ENABLE.
pub fn keep_enable(enable: &Lexicon, version: &str, cache_dir: &Path) {
    let cache = Cache::new(cache_dir);
    if cache.read(version).is_some() {
        return;
    }
    let about = About {
        name: "enable".to_owned(),
        tiles: Edition::english().name.to_owned(),
        report: format!("{} words", enable.word_count()),
        path: "built in".to_owned(),
    };
    if let Err(error) = cache.keep(version, &about, enable) {
        tracing::warn!(%error, "cannot keep the built-in lexicon in the cache");
    }
}

/// `lexicord lexicons`: loads every configured word list and prints, one a line,
/// `NAME<TAB>version V: what was kept and dropped; built or from the cache in N ms`; then one
/// line a version kept in the cache or used by an open game,
/// `version<TAB>V<TAB>NAME<TAB>TILES<TAB>today|older|gone|unrecorded<TAB>open games: #1, #2`.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let config = Config::load_given_or_default(args.config.as_deref())?;
    let enable = Lexicon::enable();
    let enable_version = enable_version(&enable);
    keep_enable(&enable, &enable_version, &config.lexicon_cache);
    let built_in = Wording::new("cli-lexicons-enable")
        .put("version", &enable_version)
        .number("words", enable.word_count());
    println!("enable\t{}", english(&built_in));
    let mut today = vec![enable_version];
    for (name, entry) in &config.lexicons {
        let loaded = load(name, entry, &config.lexicon_cache)?;
        println!("{name}\t{}", loaded.summary());
        today.push(loaded.version);
    }
    let users = super::lexicon_users::open_games_by_version(&config);
    let kept = Cache::new(&config.lexicon_cache).kept();
    let mut lines: BTreeMap<String, (String, String)> = kept
        .iter()
        .map(|(version, about)| (version.clone(), (about.name.clone(), about.tiles.clone())))
        .collect();
    if let Ok(users) = &users {
        for (version, (name, _)) in users {
            lines
                .entry(version.clone())
                .or_insert_with(|| (name.clone(), "?".to_owned()));
        }
    }
    for (version, (name, tiles)) in &lines {
        let state = if today.contains(version) {
            "today"
        } else if kept.iter().any(|(v, _)| v == version) {
            "older"
        } else if version == super::lexicon_users::UNRECORDED {
            "unrecorded"
        } else {
            "gone"
        };
        let games = match &users {
            Ok(users) => match users.get(version) {
                Some((_, ids)) => {
                    let ids: Vec<String> = ids.iter().map(|id| format!("#{id}")).collect();
                    Wording::new("cli-lexicons-open-games").put("games", &ids.join(", "))
                }
                None => Wording::new("cli-lexicons-no-open-game"),
            },
            Err(why) => Wording::new("cli-lexicons-games-unknown").put("reason", why),
        };
        let games = english(&games);
        println!("version\t{version}\t{name}\t{tiles}\t{state}\t{games}");
    }
    Ok(ExitCode::SUCCESS)
}
