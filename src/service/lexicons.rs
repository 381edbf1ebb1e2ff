//! The word lists this bot has: each name's version of today (what new games are opened with)
//! and every version a game still uses, by its identity. A game keeps the version it was
//! opened with (`games.lexicon_version`), so an operator's new list changes new games only.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::{Arc, RwLock};

use anyhow::anyhow;
use sha2::{Digest, Sha256};

use crate::engine::lexicon::Lexicon;
use crate::engine::tiles::Edition;
use crate::store::games::GameRow;

/// A lexicon shared between tasks.
pub type SharedLexicon = Arc<Lexicon>;

/// A version's identity from what it was made of: the first 20 hex digits of a SHA-256 over
/// each part, each part preceded by its length (so parts cannot run into each other).
pub fn version_id(parts: &[&[u8]]) -> String {
    let mut hash = Sha256::new();
    for part in parts {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part);
    }
    let mut id = String::with_capacity(20);
    for byte in hash.finalize().iter().take(10) {
        let _ = write!(id, "{byte:02x}");
    }
    id
}

/// Where a version not loaded at start comes from (the cache of built graphs); asked at most
/// once a version in a process.
pub trait VersionSource: Send + Sync {
    /// The version's graph and edition, if it can still be had.
    fn load(&self, version: &str) -> Option<(Lexicon, Edition)>;
}

/// A loaded version: its graph and the edition whose tiles spell its words.
type Version = (SharedLexicon, Edition);

/// The lexicons this bot has, by name (today's version of each) and by version.
#[derive(Clone, Default)]
pub struct Lexicons {
    /// Each name's version of today.
    current: BTreeMap<String, String>,
    /// Every version asked for so far, `None` where it could not be had.
    versions: Arc<RwLock<BTreeMap<String, Option<Version>>>>,
    source: Option<Arc<dyn VersionSource>>,
    /// Games replayed from their log with these lexicons (see `work_counts`).
    replays: super::work_counts::Count,
}

impl Lexicons {
    pub fn new() -> Self {
        Self::default()
    }

    /// How many games were replayed from their log with these lexicons.
    pub fn replays(&self) -> u64 {
        self.replays.get()
    }

    /// Counts one replay.
    pub(super) fn count_replay(&self) {
        self.replays.add_one();
    }

    /// These lexicons, asking `source` for versions they were not given.
    #[must_use]
    pub fn with_source(mut self, source: Arc<dyn VersionSource>) -> Self {
        self.source = Some(source);
        self
    }

    /// Adds a word list in English tiles, its version named by its graph.
    pub fn insert(&mut self, name: &str, dictionary: SharedLexicon) {
        self.insert_in(name, dictionary, Edition::english());
    }

    /// Adds a word list spelled in `edition`'s tiles, its version named by its graph.
    pub fn insert_in(&mut self, name: &str, dictionary: SharedLexicon, edition: Edition) {
        let version = version_id(&[b"graph", edition.name.as_bytes(), dictionary.as_bytes()]);
        self.insert_version(name, &version, dictionary, edition);
    }

    /// Makes `version` the version of today of `name`.
    pub fn insert_version(
        &mut self,
        name: &str,
        version: &str,
        dictionary: SharedLexicon,
        edition: Edition,
    ) {
        self.current.insert(name.to_owned(), version.to_owned());
        self.remember(version, Some((dictionary, edition)));
    }

    fn remember(&self, version: &str, loaded: Option<Version>) {
        let mut versions = self
            .versions
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        versions.insert(version.to_owned(), loaded);
    }

    /// The version called `version`: loaded, or asked of the source once.
    pub fn version(&self, version: &str) -> Option<Version> {
        if let Some(known) = self
            .versions
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(version)
        {
            return known.clone();
        }
        let loaded = self.source.as_ref().and_then(|source| {
            source
                .load(version)
                .map(|(lexicon, edition)| (Arc::new(lexicon), edition))
        });
        self.remember(version, loaded.clone());
        loaded
    }

    /// Today's version of `name`, if the bot has the name.
    pub fn current_version(&self, name: &str) -> Option<&str> {
        self.current.get(name).map(String::as_str)
    }

    /// The version of its word list a game plays on, if it can be had: the one it recorded, or
    /// (a game that recorded none) today's version of its list.
    pub fn of_game(&self, row: &GameRow) -> Option<SharedLexicon> {
        self.for_game(&row.lexicon, row.lexicon_version.as_deref())
    }

    /// The version `version` of the list `name` for a game, if it can be had. A list whose
    /// entry was removed from the configuration is retired: its games are on hold even while
    /// the cache still has their version (putting the entry back resumes them).
    pub fn for_game(&self, name: &str, version: Option<&str>) -> Option<SharedLexicon> {
        let today = self.current_version(name)?;
        self.version(version.unwrap_or(today))
            .map(|(lexicon, _)| lexicon)
    }

    /// The version a game recorded, from the cache even if its list was retired (a game that
    /// recorded none: today's version of its list): what judged its words when they were played.
    pub fn recorded(&self, row: &GameRow) -> Option<SharedLexicon> {
        match row.lexicon_version.as_deref() {
            Some(version) => self.version(version).map(|(lexicon, _)| lexicon),
            None => self.get(&row.lexicon).ok(),
        }
    }

    /// A word list to read a game with where the exact version matters less (a review, a
    /// puzzle): the game's own version (from the cache even if its list was retired), else
    /// today's version of its list.
    pub fn reading(&self, row: &GameRow) -> Option<SharedLexicon> {
        self.recorded(row).or_else(|| self.get(&row.lexicon).ok())
    }

    /// Today's version of the lexicon called `name`.
    pub fn get(&self, name: &str) -> anyhow::Result<SharedLexicon> {
        self.current_version(name)
            .and_then(|version| self.version(version))
            .map(|(lexicon, _)| lexicon)
            .ok_or_else(|| anyhow!("no lexicon {name:?} loaded"))
    }

    /// The edition whose tiles the lexicon called `name` is spelled in (English for a name
    /// the bot does not have: callers check names first).
    pub fn edition(&self, name: &str) -> Edition {
        self.current_version(name)
            .and_then(|version| self.version(version))
            .map_or_else(Edition::english, |(_, edition)| edition)
    }

    pub fn contains(&self, name: &str) -> bool {
        self.current.contains_key(name)
    }

    /// Names of every lexicon, for messages.
    pub fn names(&self) -> Vec<String> {
        self.current.keys().cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Cache;

    impl VersionSource for Cache {
        fn load(&self, version: &str) -> Option<(Lexicon, Edition)> {
            (version == "kept").then(|| (Lexicon::enable(), Edition::english()))
        }
    }

    #[test]
    fn a_version_is_found_by_its_identity_today_or_in_the_source() {
        let mut lexicons = Lexicons::new().with_source(Arc::new(Cache));
        lexicons.insert("enable", Arc::new(Lexicon::enable()));
        let today = lexicons.current_version("enable").unwrap().to_owned();
        assert_eq!(today.len(), 20);
        assert!(lexicons.version(&today).is_some());
        assert!(lexicons.version("kept").is_some(), "from the source");
        assert!(lexicons.version("gone").is_none());
        assert!(lexicons.get("enable").is_ok() && lexicons.get("other").is_err());
    }

    #[test]
    fn an_identity_changes_with_any_part() {
        let a = version_id(&[b"plain", b"abc"]);
        assert_eq!(a, version_id(&[b"plain", b"abc"]));
        assert_ne!(a, version_id(&[b"plain", b"abd"]));
        assert_ne!(
            a,
            version_id(&[b"plai", b"nabc"]),
            "parts do not run together"
        );
    }
}
