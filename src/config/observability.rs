//! `[observability]`: the metrics and health listener, and the form of the log lines.

use std::net::SocketAddr;

use serde::Deserialize;

/// The metrics and health listener (`/metrics`, `/healthz`, `/readyz`): off unless an address
/// is given; and how log lines are written.
#[derive(Clone, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct Observability {
    /// Where to listen, e.g. `127.0.0.1:9187`; `None` serves nothing.
    pub listen: Option<SocketAddr>,
    /// How log lines are written to stderr.
    pub log_format: LogFormat,
}

/// The form of the log lines.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// One readable line an event, with its spans' fields (for people and journald).
    #[default]
    Text,
    /// One JSON object a line, the event's fields and every span it is in with its fields (for
    /// log collectors).
    Json,
}

impl LogFormat {
    /// The format named `text` or `json` (`LEXICORD_LOG_FORMAT`).
    pub fn from_name(name: &str) -> Option<Self> {
        match name.trim() {
            "text" => Some(Self::Text),
            "json" => Some(Self::Json),
            _ => None,
        }
    }
}
