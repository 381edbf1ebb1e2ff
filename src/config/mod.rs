//! Configuration: a TOML file (see `config.example.toml`) overridden by environment variables.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Deserializer};

mod durations;
mod env;
mod observability;
mod think;

pub use durations::{TURN_LIMIT_SECS, is_duration, parse_time_bank, parse_turn_limit};
pub use observability::{LogFormat, Observability};
pub use think::{EXPERT_THINK, REVIEW_TURN_BUDGET, ThinkBudget};

use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
pub use crate::kinds::RackDelivery;

/// A secret that never shows in logs or `Debug` output.
#[derive(Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    /// The secret itself, for the one place that needs it.
    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.trim().is_empty()
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.is_empty() {
            "Secret(<empty>)"
        } else {
            "Secret(<redacted>)"
        })
    }
}

/// Server defaults for new games; moderators change them per server with `/settings`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct Defaults {
    /// `void`, `double`, `single`, `5pt` or `10pt`.
    #[serde(deserialize_with = "named")]
    pub challenge_rule: ChallengeRule,
    /// Time a player has for a turn, e.g. `24h`, `90m`, `3d` (1 hour to 7 days).
    pub turn_time_limit: String,
    /// `dm` or `command`.
    #[serde(deserialize_with = "named")]
    pub rack_delivery: RackDelivery,
    /// Name of the lexicon new games use (`enable`, or a name under `[lexicons]`).
    pub lexicon: String,
    /// Points of a player's time at which they are reminded, in percent (empty: none).
    pub reminders: Vec<i16>,
    /// Time-outs in a row after which a player forfeits (1 to 10).
    pub missed_turn_limit: i16,
    /// Extra time each player may use over the turn limit in a game: `0`, or e.g. `12h`, `3d`
    /// (at most 30 days).
    pub time_bank: String,
}

impl Default for Defaults {
    fn default() -> Self {
        Self {
            challenge_rule: ChallengeRule::Double,
            turn_time_limit: "24h".to_owned(),
            rack_delivery: RackDelivery::Dm,
            lexicon: "enable".to_owned(),
            reminders: vec![50, 90],
            missed_turn_limit: 3,
            time_bank: "0".to_owned(),
        }
    }
}

/// Discord shards: one process runs them all by default; bigger bots split them over
/// processes, each running a range of the same total.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct Sharding {
    /// Shards over all processes; 0 lets Discord recommend a count (one process only).
    pub shard_count: u32,
    /// The shards this process runs, `first-last` inclusive (e.g. `0-3`); empty runs all.
    pub shards: String,
}

/// The shards one process runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    /// Shards over all processes.
    pub total: u32,
}

/// `review_budget` unless configured: [`REVIEW_TURN_BUDGET`] as text.
pub const DEFAULT_REVIEW_BUDGET: &str = "200/250ms";

/// A word list under `[lexicons]`.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(untagged)]
pub enum LexiconEntry {
    /// `name = "path"`: one word a line in the English tile set, every word taken.
    File(PathBuf),
    /// `name = { path = "/usr/share/dict/french", tiles = "french" }`: a system word list read
    /// for a tile set as the rule books allow (no names, abbreviations, hyphens or apostrophes;
    /// the edition's letters), its graph kept in `lexicon_cache`.
    System { path: PathBuf, tiles: String },
}

impl LexiconEntry {
    /// The word list's file.
    pub fn path(&self) -> &Path {
        match self {
            LexiconEntry::File(path) | LexiconEntry::System { path, .. } => path,
        }
    }
}

/// Everything the bot reads at start-up.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub discord_token: Secret,
    /// Empty: Lexicord runs its own PostgreSQL in `data_dir`.
    pub database_url: Secret,
    pub data_dir: PathBuf,
    /// Replaces `https://discord.com` for every Discord API call (the test suite's fake Discord).
    pub discord_api_base: Option<String>,
    /// Extra word lists by name (see [`LexiconEntry`]).
    pub lexicons: BTreeMap<String, LexiconEntry>,
    /// Where every version of each word list keeps its built graph, so that the next start
    /// loads it at once and games on an older version keep theirs (`cli::lexicon_cache`).
    pub lexicon_cache: PathBuf,
    pub defaults: Defaults,
    pub sharding: Sharding,
    pub observability: Observability,
    /// Seconds between runs of the job runner (reminders and time-outs) at most, 1 to 30: no
    /// more than the shortest turn, so a time-out another process scheduled is seen in time.
    pub job_poll_secs: u64,
    /// Milliseconds the expert computer level thinks a move (100 to 30,000).
    pub expert_think_ms: u64,
    /// What `/review` may spend judging each turn: playouts, a time, or both (`200/250ms`);
    /// see [`ThinkBudget::parse`].
    pub review_budget: String,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            discord_token: Secret::default(),
            database_url: Secret::default(),
            data_dir: PathBuf::from("./data/postgres"),
            discord_api_base: None,
            lexicons: BTreeMap::new(),
            lexicon_cache: PathBuf::from("./data/lexicons"),
            defaults: Defaults::default(),
            sharding: Sharding::default(),
            observability: Observability::default(),
            job_poll_secs: 10,
            expert_think_ms: 2000,
            review_budget: DEFAULT_REVIEW_BUDGET.to_owned(),
        }
    }
}

/// A configuration that cannot be used, said so that the operator can fix it.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read the configuration file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the configuration file {path} is not valid: {message}")]
    Parse { path: PathBuf, message: String },
    #[error("{name}: {message}")]
    Invalid { name: String, message: String },
}

/// Reads a value by its name in the engine's name table.
fn named<'de, D: Deserializer<'de>, T: Named>(deserializer: D) -> Result<T, D::Error> {
    let text = String::deserialize(deserializer)?;
    T::from_name(&text).map_err(serde::de::Error::custom)
}

impl Config {
    /// Reads the file a command was given, else `./lexicord.toml` if there is one (else no
    /// file), and applies the environment on top.
    pub fn load_given_or_default(given: Option<&Path>) -> Result<Self, ConfigError> {
        let default_file = Path::new("lexicord.toml");
        Self::load(given.or_else(|| default_file.exists().then_some(default_file)))
    }

    /// Reads `path` (if given) and applies the environment on top.
    pub fn load(path: Option<&Path>) -> Result<Self, ConfigError> {
        let mut config = match path {
            Some(path) => Self::from_toml(
                &std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
                    path: path.to_owned(),
                    source,
                })?,
                path,
            )?,
            None => Self::default(),
        };
        config.apply_env(|name| std::env::var(name).ok())?;
        config.validate()?;
        Ok(config)
    }

    /// Parses configuration text (`path` only names it in errors).
    pub fn from_toml(text: &str, path: &Path) -> Result<Self, ConfigError> {
        toml::from_str(text).map_err(|e| ConfigError::Parse {
            path: path.to_owned(),
            message: e.to_string(),
        })
    }

    /// Checks values that the file format cannot.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let invalid = |name: &str, message: String| ConfigError::Invalid {
            name: name.to_owned(),
            message,
        };
        parse_turn_limit(&self.defaults.turn_time_limit)
            .map_err(|m| invalid("defaults.turn_time_limit", m))?;
        if self.defaults.lexicon != "enable" && !self.lexicons.contains_key(&self.defaults.lexicon)
        {
            return Err(invalid(
                "defaults.lexicon",
                format!(
                    "no lexicon named {:?} (add it under [lexicons])",
                    self.defaults.lexicon
                ),
            ));
        }
        if self
            .defaults
            .reminders
            .iter()
            .any(|p| !(1..=99).contains(p))
            || self.defaults.reminders.len() > 5
        {
            return Err(invalid(
                "defaults.reminders",
                "give at most 5 percentages from 1 to 99".to_owned(),
            ));
        }
        if !(1..=10).contains(&self.defaults.missed_turn_limit) {
            return Err(invalid(
                "defaults.missed_turn_limit",
                "must be from 1 to 10".to_owned(),
            ));
        }
        parse_time_bank(&self.defaults.time_bank).map_err(|m| invalid("defaults.time_bank", m))?;
        self.shard_range()
            .map_err(|m| invalid("sharding.shards", m))?;
        ThinkBudget::parse(&self.review_budget).map_err(|m| invalid("review_budget", m))?;
        if !(1..=30).contains(&self.job_poll_secs) {
            return Err(invalid(
                "job_poll_secs",
                "must be from 1 to 30 (no more than the shortest turn)".to_owned(),
            ));
        }
        for (name, entry) in &self.lexicons {
            if let LexiconEntry::System { tiles, .. } = entry
                && crate::engine::tiles::TileSet::by_name(tiles).is_none()
            {
                return Err(invalid(
                    &format!("lexicons.{name}.tiles"),
                    format!("no tile set {tiles:?} (`lexicord tilesets` lists them)"),
                ));
            }
        }
        if !(100..=30_000).contains(&self.expert_think_ms) {
            return Err(invalid(
                "expert_think_ms",
                "must be from 100 to 30000 (milliseconds a move)".to_owned(),
            ));
        }
        Ok(())
    }

    /// The time bank of new games.
    pub fn time_bank(&self) -> Duration {
        parse_time_bank(&self.defaults.time_bank).unwrap_or(Duration::ZERO)
    }

    /// The shards this process runs: `None` runs every shard Discord recommends.
    pub fn shard_range(&self) -> Result<Option<ShardRange>, String> {
        let Sharding {
            shard_count: total,
            shards,
        } = &self.sharding;
        let shards = shards.trim();
        if *total == 0 {
            return if shards.is_empty() {
                Ok(None)
            } else {
                Err(
                    "a shard range needs sharding.shard_count (the shards over all processes)"
                        .to_owned(),
                )
            };
        }
        if shards.is_empty() {
            return Ok(Some(ShardRange {
                first: 0,
                last: total - 1,
                total: *total,
            }));
        }
        let (first, last) = shards.split_once('-').unwrap_or((shards, shards));
        let number = |t: &str| {
            t.trim()
                .parse::<u32>()
                .map_err(|_| format!("{shards:?} is not a range like 0-3"))
        };
        let (first, last) = (number(first)?, number(last)?);
        if first > last || last >= *total {
            return Err(format!(
                "{shards:?} is not within 0-{} (shard_count {total})",
                total - 1
            ));
        }
        Ok(Some(ShardRange {
            first,
            last,
            total: *total,
        }))
    }

    /// What `/review` may spend judging each turn.
    pub fn review_budget(&self) -> ThinkBudget {
        ThinkBudget::parse(&self.review_budget).unwrap_or(REVIEW_TURN_BUDGET)
    }

    /// What the expert level may think a move.
    pub fn expert_think(&self) -> Duration {
        Duration::from_millis(self.expert_think_ms)
    }

    /// The turn time limit of new games.
    pub fn turn_time_limit(&self) -> Duration {
        parse_turn_limit(&self.defaults.turn_time_limit).unwrap_or(Duration::from_hours(24))
    }
}

#[cfg(test)]
mod tests;
