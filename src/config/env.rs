//! The environment over the file: `DISCORD_TOKEN`, `DATABASE_URL` and the `LEXICORD_*`
//! variables, each replacing one setting.

use std::path::PathBuf;

use super::{Config, ConfigError, LogFormat, Secret};
use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::kinds::RackDelivery;

impl Config {
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
        if let Some(v) = set("LEXICORD_LEXICON_CACHE") {
            self.lexicon_cache = PathBuf::from(v);
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
        if let Some(v) = set("LEXICORD_EXPERT_THINK_MS").and_then(|v| v.trim().parse().ok()) {
            self.expert_think_ms = v;
        }
        if let Some(v) = set("LEXICORD_OBSERVABILITY_LISTEN") {
            self.observability.listen =
                Some(v.trim().parse().map_err(|_| ConfigError::Invalid {
                    name: "LEXICORD_OBSERVABILITY_LISTEN".to_owned(),
                    message: format!("{v:?} is not an address and port like 127.0.0.1:9187"),
                })?);
        }
        if let Some(v) = set("LEXICORD_LOG_FORMAT") {
            self.observability.log_format =
                LogFormat::from_name(&v).ok_or_else(|| ConfigError::Invalid {
                    name: "LEXICORD_LOG_FORMAT".to_owned(),
                    message: format!("{v:?} is neither text nor json"),
                })?;
        }
        if let Some(v) = set("LEXICORD_REVIEW_BUDGET") {
            self.review_budget = v;
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
}
