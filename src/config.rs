//! Configuration: a TOML file (see `config.example.toml`) overridden by environment variables.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::{Deserialize, Deserializer};

use crate::engine::game::ChallengeRule;
use crate::engine::names::{Named, quoted};
pub use crate::store::kinds::RackDelivery;

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
    /// Extra word lists by name: `name = "path/to/words.txt"` (one word a line).
    pub lexicons: BTreeMap<String, PathBuf>,
    pub defaults: Defaults,
    pub sharding: Sharding,
    /// Seconds between runs of the job runner (reminders and time-outs) at most, 1 to 30: no
    /// more than the shortest turn, so a time-out another process scheduled is seen in time.
    pub job_poll_secs: u64,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            discord_token: Secret::default(),
            database_url: Secret::default(),
            data_dir: PathBuf::from("./data/postgres"),
            discord_api_base: None,
            lexicons: BTreeMap::new(),
            defaults: Defaults::default(),
            sharding: Sharding::default(),
            job_poll_secs: 10,
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

    /// Applies `DISCORD_TOKEN`, `DATABASE_URL` and the `LEXICORD_*` variables; a variable that
    /// names no value (a challenge rule, a rack delivery) is refused.
    pub fn apply_env(&mut self, var: impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        if let Some(v) = set("DISCORD_TOKEN") {
            self.discord_token = Secret::new(v);
        }
        if let Some(v) = set("DATABASE_URL") {
            self.database_url = Secret::new(v);
        }
        if let Some(v) = set("LEXICORD_DATA_DIR") {
            self.data_dir = PathBuf::from(v);
        }
        if let Some(v) = set("LEXICORD_DISCORD_API_BASE") {
            self.discord_api_base = Some(v);
        }
        if let Some(v) = set("LEXICORD_CHALLENGE_RULE") {
            self.defaults.challenge_rule =
                ChallengeRule::from_name(&v).map_err(|e| ConfigError::Invalid {
                    name: "LEXICORD_CHALLENGE_RULE".to_owned(),
                    message: e.to_string(),
                })?;
        }
        if let Some(v) = set("LEXICORD_TURN_TIME_LIMIT") {
            self.defaults.turn_time_limit = v;
        }
        if let Some(v) = set("LEXICORD_LEXICON") {
            self.defaults.lexicon = v;
        }
        if let Some(v) = set("LEXICORD_TIME_BANK") {
            self.defaults.time_bank = v;
        }
        if let Some(v) = set("LEXICORD_SHARD_COUNT").and_then(|v| v.trim().parse().ok()) {
            self.sharding.shard_count = v;
        }
        if let Some(v) = set("LEXICORD_SHARDS") {
            self.sharding.shards = v;
        }
        if let Some(v) = set("LEXICORD_JOB_POLL_SECS").and_then(|v| v.trim().parse().ok()) {
            self.job_poll_secs = v;
        }
        if let Some(v) = set("LEXICORD_RACK_DELIVERY") {
            self.defaults.rack_delivery =
                RackDelivery::from_name(&v).map_err(|e| ConfigError::Invalid {
                    name: "LEXICORD_RACK_DELIVERY".to_owned(),
                    message: e.to_string(),
                })?;
        }
        Ok(())
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
        if !(1..=30).contains(&self.job_poll_secs) {
            return Err(invalid(
                "job_poll_secs",
                "must be from 1 to 30 (no more than the shortest turn)".to_owned(),
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

    /// The turn time limit of new games.
    pub fn turn_time_limit(&self) -> Duration {
        parse_turn_limit(&self.defaults.turn_time_limit).unwrap_or(Duration::from_hours(24))
    }
}

/// Parses a duration such as `24h`, `90m` or `3d`, between 1 hour and 7 days.
/// Turn time limits a game may have (issue 14: from the dice game's 60-second sand timer and
/// the 3-minute timer of the Michael Graves book, to a week for correspondence), in seconds.
pub const TURN_LIMIT_SECS: std::ops::RangeInclusive<i32> = 30..=604_800;

pub fn parse_turn_limit(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().map_err(|_| {
        format!(
            "{} is not a duration like 24h, 90m, 3d or 30s",
            quoted(text)
        )
    })?;
    let seconds = match unit.trim() {
        "s" | "sec" => n,
        "m" | "min" => n.saturating_mul(60),
        "h" => n.saturating_mul(3600),
        "d" => n.saturating_mul(86_400),
        _ => {
            return Err(format!(
                "{} is not a duration like 24h, 90m, 3d or 30s",
                quoted(text)
            ));
        }
    };
    if i32::try_from(seconds).is_ok_and(|s| TURN_LIMIT_SECS.contains(&s)) {
        Ok(Duration::from_secs(seconds))
    } else {
        Err(format!("{} is outside 30s to 7d", quoted(text)))
    }
}

/// Parses a time bank: `0` (none) or a duration such as `90m`, `12h` or `3d`, up to 30 days.
pub fn parse_time_bank(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    if text == "0" {
        return Ok(Duration::ZERO);
    }
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().map_err(|_| {
        format!(
            "{} is not 0 or a duration like 12h, 90m or 3d",
            quoted(text)
        )
    })?;
    let seconds = match unit.trim() {
        "m" | "min" => n.saturating_mul(60),
        "h" => n.saturating_mul(3600),
        "d" => n.saturating_mul(86_400),
        _ => {
            return Err(format!(
                "{} is not 0 or a duration like 12h, 90m or 3d",
                quoted(text)
            ));
        }
    };
    if seconds <= 30 * 86_400 {
        Ok(Duration::from_secs(seconds))
    } else {
        Err(format!("{} is more than 30 days", quoted(text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_file_parses_and_is_valid() {
        let text = include_str!("../config.example.toml");
        let config = Config::from_toml(text, Path::new("config.example.toml")).unwrap();
        config.validate().unwrap();
        assert_eq!(config.defaults, Defaults::default());
    }

    #[test]
    fn environment_overrides_the_file() {
        let mut config = Config::from_toml("discord_token = \"file\"\n", Path::new("x")).unwrap();
        config
            .apply_env(|name| match name {
                "DISCORD_TOKEN" => Some("env-token".into()),
                "DATABASE_URL" => Some("postgres://db".into()),
                "LEXICORD_TURN_TIME_LIMIT" => Some("3d".into()),
                "LEXICORD_RACK_DELIVERY" => Some("command".into()),
                "LEXICORD_CHALLENGE_RULE" => Some("10pt".into()),
                _ => None,
            })
            .unwrap();
        assert_eq!(config.discord_token.expose(), "env-token");
        assert_eq!(config.database_url.expose(), "postgres://db");
        assert_eq!(config.turn_time_limit(), Duration::from_hours(72));
        assert_eq!(config.defaults.rack_delivery, RackDelivery::Command);
        assert_eq!(config.defaults.challenge_rule, ChallengeRule::TenPoint);
        let refused = config
            .apply_env(|name| (name == "LEXICORD_CHALLENGE_RULE").then(|| "triple".to_owned()));
        assert!(
            refused
                .unwrap_err()
                .to_string()
                .contains("choose void, double, single, 5pt or 10pt")
        );
    }

    #[test]
    fn the_token_never_shows_in_debug_output() {
        let config = Config {
            discord_token: Secret::new("MTIz.very-secret-token"),
            database_url: Secret::new("postgres://user:hunter2@db/x"),
            ..Config::default()
        };
        let shown = format!("{config:?}");
        assert!(
            !shown.contains("very-secret-token") && !shown.contains("hunter2"),
            "{shown}"
        );
        assert!(shown.contains("<redacted>"));
    }

    #[test]
    fn bad_values_are_named() {
        let error = Config::from_toml("[defaults]\nchallenge_rule = \"triple\"\n", Path::new("f"))
            .unwrap_err()
            .to_string();
        assert!(error.contains("challenge_rule"), "{error}");
        assert!(error.contains("choose void, double"), "{error}");
        let error = Config::from_toml("[defaults]\nrack_delivery = \"pigeon\"\n", Path::new("f"))
            .unwrap_err()
            .to_string();
        assert!(error.contains("choose dm or command"), "{error}");
        assert_eq!(
            parse_turn_limit("10s").unwrap_err(),
            "\"10s\" is outside 30s to 7d"
        );
        assert_eq!(parse_turn_limit("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_turn_limit("3m"), Ok(Duration::from_mins(3)));
        assert!(parse_turn_limit("8d").is_err());
        assert_eq!(parse_turn_limit("90m"), Ok(Duration::from_mins(90)));
        // Numbers too big for any clock are refused, not overflowed.
        assert!(parse_turn_limit("999999999999999d").is_err());
        assert!(parse_time_bank("999999999999999d").is_err());
        let long = parse_turn_limit(&"9".repeat(500)).unwrap_err();
        assert!(long.chars().count() < 80, "{long}");
        assert!(Config::from_toml("unknown_key = 1", Path::new("f")).is_err());
    }

    #[test]
    fn clock_defaults_and_time_banks() {
        let config = Config::default();
        assert_eq!(config.time_bank(), Duration::ZERO);
        assert_eq!(parse_time_bank("2d"), Ok(Duration::from_hours(48)));
        assert!(parse_time_bank("31d").is_err());
        assert!(parse_time_bank("soon").is_err());
        let mut config = Config::from_toml(
            "[defaults]\nreminders = [25, 75]\ntime_bank = \"12h\"\n",
            Path::new("f"),
        )
        .unwrap();
        config.validate().unwrap();
        assert_eq!(config.time_bank(), Duration::from_hours(12));
        config.defaults.reminders = vec![100];
        assert!(
            config
                .validate()
                .unwrap_err()
                .to_string()
                .contains("defaults.reminders")
        );
    }

    #[test]
    fn shard_ranges() {
        let mut config = Config::default();
        assert_eq!(config.shard_range(), Ok(None));
        config
            .apply_env(|name| match name {
                "LEXICORD_SHARD_COUNT" => Some("8".into()),
                "LEXICORD_SHARDS" => Some("4-7".into()),
                "LEXICORD_JOB_POLL_SECS" => Some("2".into()),
                _ => None,
            })
            .unwrap();
        assert_eq!(
            config.shard_range(),
            Ok(Some(ShardRange {
                first: 4,
                last: 7,
                total: 8
            }))
        );
        assert_eq!(config.job_poll_secs, 2);
        config.sharding.shards = String::new();
        assert_eq!(
            config.shard_range(),
            Ok(Some(ShardRange {
                first: 0,
                last: 7,
                total: 8
            }))
        );
        config.sharding.shards = "3".into();
        assert_eq!(
            config.shard_range(),
            Ok(Some(ShardRange {
                first: 3,
                last: 3,
                total: 8
            }))
        );
        for bad in ["6-9", "5-2", "x"] {
            config.sharding.shards = bad.into();
            assert!(
                config
                    .validate()
                    .unwrap_err()
                    .to_string()
                    .contains("sharding.shards"),
                "{bad}"
            );
        }
        config.sharding = Sharding {
            shard_count: 0,
            shards: "0-1".into(),
        };
        assert!(config.shard_range().is_err());
    }
}
