//! The cache of built word-list graphs, one per version: `<version>.graph` beside
//! `<version>.about` (the list's name, tile set, what reading it kept, its file). A version's
//! identity comes from what it was built from, so a file is never overwritten by another list:
//! every version a game still uses stays here, and any process sharing the directory can load it
//! (`VersionSource`).

use std::path::{Path, PathBuf};

use crate::engine::english::english;
use crate::engine::lexicon::Lexicon;
use crate::engine::tiles::Edition;
use crate::engine::wording::Wording;
use crate::service::VersionSource;

/// What the cache says of a version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct About {
    /// The name the list had in the configuration when it was built.
    pub name: String,
    /// The tile set its words are spelled in.
    pub tiles: String,
    /// What reading the list kept and dropped.
    pub report: String,
    /// The list's file.
    pub path: String,
}

impl About {
    fn to_text(&self) -> String {
        format!(
            "name\t{}\ntiles\t{}\nreport\t{}\npath\t{}\n",
            self.name, self.tiles, self.report, self.path
        )
    }

    fn from_text(text: &str) -> Option<Self> {
        let field = |key: &str| {
            text.lines()
                .find_map(|line| line.strip_prefix(key)?.strip_prefix('\t'))
                .map(str::to_owned)
        };
        Some(Self {
            name: field("name")?,
            tiles: field("tiles")?,
            report: field("report")?,
            path: field("path").unwrap_or_default(),
        })
    }
}

/// The cache directory.
#[derive(Clone, Debug)]
pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    pub fn new(dir: &Path) -> Self {
        Self {
            dir: dir.to_owned(),
        }
    }

    /// The graph and about files of `version`; `None` for a name that is no version's (only hex
    /// digits are: a version never names a path elsewhere).
    fn files(&self, version: &str) -> Option<(PathBuf, PathBuf)> {
        let hex = !version.is_empty() && version.bytes().all(|b| b.is_ascii_hexdigit());
        hex.then(|| {
            (
                self.dir.join(format!("{version}.graph")),
                self.dir.join(format!("{version}.about")),
            )
        })
    }

    /// The version's graph and what is known of it, if kept and readable.
    pub fn read(&self, version: &str) -> Option<(Lexicon, About)> {
        let (graph_file, about_file) = self.files(version)?;
        let about = About::from_text(&std::fs::read_to_string(about_file).ok()?)?;
        let bytes = std::fs::read(graph_file).ok()?;
        if !Lexicon::is_graph_bytes(&bytes) {
            return None;
        }
        Some((Lexicon::from_bytes(bytes).ok()?, about))
    }

    /// Keeps a version: the graph, then its about file (so an about file never names a graph
    /// half written).
    pub fn keep(&self, version: &str, about: &About, lexicon: &Lexicon) -> std::io::Result<()> {
        let Some((graph_file, about_file)) = self.files(version) else {
            let refusal = english(&Wording::new("cli-not-a-version"));
            return Err(std::io::Error::other(refusal));
        };
        std::fs::create_dir_all(&self.dir)?;
        let _ = std::fs::remove_file(&about_file);
        let partial = graph_file.with_extension(format!("graph.{}", std::process::id()));
        std::fs::write(&partial, lexicon.as_bytes())?;
        std::fs::rename(&partial, &graph_file)?;
        std::fs::write(about_file, about.to_text())
    }

    /// Every version kept, by identity.
    pub fn kept(&self) -> Vec<(String, About)> {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut kept: Vec<(String, About)> = entries
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let name = entry.file_name().into_string().ok()?;
                let version = name.strip_suffix(".about")?.to_owned();
                let (graph_file, _) = self.files(&version)?;
                let text = std::fs::read_to_string(entry.path()).ok()?;
                graph_file
                    .exists()
                    .then_some(())
                    .and(About::from_text(&text).map(|about| (version, about)))
            })
            .collect();
        kept.sort_by(|a, b| a.0.cmp(&b.0));
        kept
    }
}

impl VersionSource for Cache {
    fn load(&self, version: &str) -> Option<(Lexicon, Edition)> {
        let (lexicon, about) = self.read(version)?;
        let edition = Edition::named(&about.tiles)?;
        tracing::info!(
            version,
            name = about.name,
            "lexicon version loaded from the cache"
        );
        Some((lexicon, edition))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_version_reads_back_and_a_name_that_is_no_version_never_does() {
        let dir = std::env::temp_dir().join(format!("lexicord-cache-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let cache = Cache::new(&dir);
        let about = About {
            name: "fr".to_owned(),
            tiles: "french".to_owned(),
            report: "kept 2 words".to_owned(),
            path: "/usr/share/dict/french".to_owned(),
        };
        let lexicon =
            Lexicon::from_text(&crate::engine::tiles::TileSet::english(), "chat\nchien\n").unwrap();
        cache.keep("0a1b", &about, &lexicon).unwrap();
        let (read, read_about) = cache.read("0a1b").unwrap();
        assert_eq!((read.word_count(), read_about.clone()), (2, about.clone()));
        assert_eq!(cache.kept(), vec![("0a1b".to_owned(), about)]);
        assert!(cache.read("../0a1b").is_none() && cache.read("0a1c").is_none());
        let (_, edition) = cache.load("0a1b").unwrap();
        assert_eq!(edition.name, "french");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
