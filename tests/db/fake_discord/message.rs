//! A recorded message (channel post, DM or interaction answer) and what tests read from it:
//! the text a player sees, buttons, attachments with their bytes, and earlier versions.

use serde_json::Value;

/// A file attached to a message, with its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub description: Option<String>,
    pub bytes: Vec<u8>,
}

/// How a message came to exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The interaction's response (callback type 4, or the message a deferral turned into).
    Response { interaction: u64 },
    /// A follow-up message of an interaction.
    FollowUp { interaction: u64 },
    /// `POST /channels/{id}/messages` in a guild channel.
    Channel,
    /// `POST /channels/{id}/messages` in the DM channel with `user`.
    Dm { user: u64 },
}

/// A message as it stands now (after every edit).
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    pub origin: Origin,
    pub content: String,
    pub embeds: Vec<Value>,
    /// Action rows as sent (buttons and select menus inside).
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    /// Only the interaction's user sees it (flag 64).
    pub ephemeral: bool,
    /// A deferred response still "thinking" (nothing shown yet).
    pub loading: bool,
    pub edits: u32,
    pub deleted: bool,
    /// The message before each edit, oldest first (so a leak that was edited away still shows).
    pub earlier: Vec<Message>,
}

impl Message {
    /// Content plus every embed's title, description, field names and values, footer and author,
    /// one per line: what a player reads.
    pub fn text(&self) -> String {
        let mut lines = vec![self.content.clone()];
        for embed in &self.embeds {
            for key in ["title", "description"] {
                if let Some(text) = embed[key].as_str() {
                    lines.push(text.to_owned());
                }
            }
            for field in embed["fields"].as_array().into_iter().flatten() {
                for key in ["name", "value"] {
                    if let Some(text) = field[key].as_str() {
                        lines.push(text.to_owned());
                    }
                }
            }
            for (outer, inner) in [("footer", "text"), ("author", "name")] {
                if let Some(text) = embed[outer][inner].as_str() {
                    lines.push(text.to_owned());
                }
            }
        }
        lines.retain(|l| !l.is_empty());
        lines.join("\n")
    }

    /// Every component (button, select menu) inside the action rows, flattened.
    pub fn component_list(&self) -> Vec<&Value> {
        self.components
            .iter()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .collect()
    }

    /// The `custom_id` of every button and select menu.
    pub fn custom_ids(&self) -> Vec<String> {
        self.component_list()
            .iter()
            .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    /// The `custom_id` of the button with this label, if any.
    pub fn button(&self, label: &str) -> Option<String> {
        self.component_list()
            .iter()
            .find(|c| c["label"].as_str() == Some(label))
            .and_then(|c| c["custom_id"].as_str().map(str::to_owned))
    }

    /// The attachment with this file name, if any.
    pub fn attachment(&self, filename: &str) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.filename == filename)
    }

    /// Whether `needle` shows in this or any earlier version of the message.
    pub fn ever_mentioned(&self, needle: &str) -> bool {
        self.mentions(needle) || self.earlier.iter().any(|m| m.mentions(needle))
    }

    /// Whether `needle` shows anywhere in the text or in an attachment's name or bytes.
    pub fn mentions(&self, needle: &str) -> bool {
        self.text().contains(needle)
            || self.attachments.iter().any(|a| {
                a.filename.contains(needle)
                    || a.bytes
                        .windows(needle.len().max(1))
                        .any(|w| w == needle.as_bytes())
            })
    }
}
