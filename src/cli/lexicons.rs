//! Loading the configuration's word lists, and `lexicord lexicons`, which loads each and says
//! what it kept. A system word list (a `[lexicons]` entry with a tile set) is read with the rule
//! books' exclusions (`engine::lexicon::system_words`) and its built graph is kept in the
//! `lexicon_cache` directory beside a key (the list's size and time of change, the tile set, the
//! cache's format): the next start reads the graph back instead of building it again.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, UNIX_EPOCH};

use anyhow::Context;
use clap::Parser;

use crate::config::{Config, LexiconEntry};
use crate::engine::lexicon::{Dropped, Lexicon, read_system_words};
use crate::engine::tiles::{Edition, TileSet};

/// The cache's format: a change to the graph or to how lists are read makes a new one. 2: an
/// entry without a vowel or with a capital after its first letter is an abbreviation, and
/// letters fold through each edition's fold table (`tiles/fold.rs`).
const CACHE_FORMAT: &str = "lexicord-lexicon-cache 2 (vowel rule, edition folds)";

#[derive(Debug, Parser)]
pub struct Args {
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Where a loaded list came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Read and built now: `report` says what was kept and dropped.
    Built,
    /// Read back from the cache, as built at an earlier start (`report` from then).
    Cached,
    /// A plain list, every word taken.
    Plain,
}

/// A word list, loaded.
pub struct Loaded {
    pub lexicon: Lexicon,
    pub source: Source,
    /// What reading the list kept and dropped (for a system list), e.g. `kept 20,000 words;
    /// dropped 1,200 always capitalised, ...`.
    pub report: String,
    pub took: Duration,
    /// The edition whose tiles the list's words are spelled in.
    pub edition: Edition,
}

impl Loaded {
    /// One line for logs and `lexicord lexicons`.
    pub fn summary(&self) -> String {
        let how = match self.source {
            Source::Built => "built",
            Source::Cached => "from the cache",
            Source::Plain => "read",
        };
        format!("{}; {how} in {} ms", self.report, self.took.as_millis())
    }
}

/// Loads the list `entry` names, through the cache in `cache_dir` for a system list.
pub fn load(name: &str, entry: &LexiconEntry, cache_dir: &Path) -> anyhow::Result<Loaded> {
    let started = Instant::now();
    let path = entry.path();
    let read = || {
        std::fs::read_to_string(path)
            .with_context(|| format!("reading lexicon {name} from {}", path.display()))
    };
    let LexiconEntry::System { tiles, .. } = entry else {
        let lexicon = Lexicon::from_text(&TileSet::english(), &read()?)
            .with_context(|| format!("lexicon {name}"))?;
        let report = format!("{} words", lexicon.word_count());
        return Ok(Loaded {
            lexicon,
            source: Source::Plain,
            report,
            took: started.elapsed(),
            edition: Edition::english(),
        });
    };
    let edition =
        Edition::named(tiles).with_context(|| format!("lexicon {name}: no tile set {tiles:?}"))?;
    let set = edition.tile_set();
    let key = cache_key(path, set.name())?;
    let (graph_file, key_file) = cache_files(cache_dir, name);
    if let Some((lexicon, report)) = cached(&graph_file, &key_file, &key) {
        return Ok(Loaded {
            lexicon,
            source: Source::Cached,
            report,
            took: started.elapsed(),
            edition,
        });
    }
    let words = read_system_words(&set, &read()?);
    let lexicon = Lexicon::from_words(&words.words).with_context(|| format!("lexicon {name}"))?;
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
    if let Err(error) = keep(&graph_file, &key_file, &key, &report, &lexicon) {
        tracing::warn!(name, %error, "cannot keep the built lexicon; it is built again next time");
    }
    Ok(Loaded {
        lexicon,
        source: Source::Built,
        report,
        took: started.elapsed(),
        edition,
    })
}

/// What the cached graph must have been built from: the list's size and time of change, the
/// tile set, the cache's format.
fn cache_key(path: &Path, tiles: &str) -> anyhow::Result<String> {
    let meta = std::fs::metadata(path).with_context(|| format!("reading {}", path.display()))?;
    let changed = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    Ok(format!(
        "{CACHE_FORMAT}; {}; {} bytes; changed {changed}; tiles {tiles}",
        path.display(),
        meta.len()
    ))
}

/// The graph and key files of the list called `name`.
fn cache_files(dir: &Path, name: &str) -> (PathBuf, PathBuf) {
    let safe: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    (
        dir.join(format!("{safe}.graph")),
        dir.join(format!("{safe}.key")),
    )
}

/// The cached graph and its report, if the key matches and the graph reads.
fn cached(graph_file: &Path, key_file: &Path, key: &str) -> Option<(Lexicon, String)> {
    let text = std::fs::read_to_string(key_file).ok()?;
    let (stored, report) = text.split_once('\n')?;
    if stored != key {
        return None;
    }
    let bytes = std::fs::read(graph_file).ok()?;
    if !Lexicon::is_graph_bytes(&bytes) {
        return None;
    }
    let lexicon = Lexicon::from_bytes(bytes).ok()?;
    Some((lexicon, report.trim_end().to_owned()))
}

/// Writes the graph, then its key (so a key never names a graph half written).
fn keep(
    graph_file: &Path,
    key_file: &Path,
    key: &str,
    report: &str,
    lexicon: &Lexicon,
) -> std::io::Result<()> {
    if let Some(dir) = graph_file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let _ = std::fs::remove_file(key_file);
    std::fs::write(graph_file, lexicon.as_bytes())?;
    std::fs::write(key_file, format!("{key}\n{report}\n"))
}

/// `lexicord lexicons`: loads every configured word list and prints, one a line,
/// `NAME<TAB>what was kept and dropped; built or from the cache in N ms`.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let config = Config::load_given_or_default(args.config.as_deref())?;
    println!(
        "enable\tENABLE, built in ({} words)",
        Lexicon::enable().word_count()
    );
    for (name, entry) in &config.lexicons {
        let loaded = load(name, entry, &config.lexicon_cache)?;
        println!("{name}\t{}", loaded.summary());
    }
    Ok(ExitCode::SUCCESS)
}
