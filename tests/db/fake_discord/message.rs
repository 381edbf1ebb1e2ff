//! A recorded message (channel post, DM or interaction answer) and what tests read from it:
//! the text a player sees, buttons, attachments with their bytes, earlier versions, and whom
//! Discord would ping for it ([`Message::pings`]).

use std::collections::BTreeSet;

use serde_json::Value;

/// Whom a message pings, as Discord decides it from the content and `allowed_mentions`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pings {
    pub users: BTreeSet<u64>,
    pub roles: BTreeSet<u64>,
    /// `@everyone` or `@here`.
    pub everyone: bool,
}

/// The mentions in `content` as Discord's parser finds them: `<@id>`, `<@!id>`, `<@&id>`,
/// `@everyone`, `@here`; one after an unescaped backslash is text.
pub fn mentions_in(content: &str) -> Pings {
    let bytes = content.as_bytes();
    let escaped = |at: usize| {
        let backslashes = bytes[..at]
            .iter()
            .rev()
            .take_while(|&&b| b == b'\\')
            .count();
        backslashes % 2 == 1
    };
    let mut found = Pings::default();
    for (at, _) in content.char_indices() {
        let rest = &content[at..];
        if rest.starts_with("@everyone") || rest.starts_with("@here") {
            if !escaped(at) {
                found.everyone = true;
            }
            continue;
        }
        let Some(after) = rest.strip_prefix("<@") else {
            continue;
        };
        if escaped(at) {
            continue;
        }
        let (role, after) = match after.as_bytes().first() {
            Some(b'&') => (true, &after[1..]),
            Some(b'!') => (false, &after[1..]),
            _ => (false, after),
        };
        let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
        if digits.is_empty() || !after[digits.len()..].starts_with('>') {
            continue;
        }
        let Ok(id) = digits.parse::<u64>() else {
            continue;
        };
        if role {
            found.roles.insert(id);
        } else {
            found.users.insert(id);
        }
    }
    found
}

/// Whom `content` pings under `allowed` (Discord's rules): without `allowed_mentions` every
/// mention pings; with it, a kind listed in `parse` pings wherever it is mentioned, else only
/// the `users` and `roles` listed (and mentioned); `@everyone`/`@here` only with "everyone" in
/// `parse`.
pub fn pings_of(content: &str, allowed: Option<&Value>) -> Pings {
    let mentioned = mentions_in(content);
    let Some(allowed) = allowed else {
        return mentioned;
    };
    let parse: Vec<&str> = allowed["parse"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let listed = |key: &str| -> BTreeSet<u64> {
        allowed[key]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v.as_u64().or_else(|| v.as_str()?.parse().ok()))
            .collect()
    };
    let (users, roles) = (listed("users"), listed("roles"));
    Pings {
        users: if parse.contains(&"users") {
            mentioned.users
        } else {
            mentioned.users.intersection(&users).copied().collect()
        },
        roles: if parse.contains(&"roles") {
            mentioned.roles
        } else {
            mentioned.roles.intersection(&roles).copied().collect()
        },
        everyone: mentioned.everyone && parse.contains(&"everyone"),
    }
}

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

impl Origin {
    /// The interaction this message answers (its response or a follow-up), if any.
    pub fn interaction(self) -> Option<u64> {
        match self {
            Self::Response { interaction } | Self::FollowUp { interaction } => Some(interaction),
            Self::Channel | Self::Dm { .. } => None,
        }
    }
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
    /// The `allowed_mentions` sent with the content this version shows (`None`: none sent).
    pub allowed_mentions: Option<Value>,
}

impl Message {
    /// Whom Discord would ping for this version's content (embeds never ping).
    pub fn pings(&self) -> Pings {
        pings_of(&self.content, self.allowed_mentions.as_ref())
    }

    /// This version and every earlier one, oldest first.
    pub fn versions(&self) -> Vec<&Message> {
        self.earlier.iter().chain(std::iter::once(self)).collect()
    }

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn pings_follow_discords_rules() {
        let content = "<@1> <@!2> <@&3> @everyone \\<@4> \\@here <@5x>";
        let all = pings_of(content, None);
        assert_eq!(all.users, BTreeSet::from([1, 2]));
        assert_eq!(all.roles, BTreeSet::from([3]));
        assert!(all.everyone);
        let none = pings_of(
            content,
            Some(&json!({ "parse": [], "users": [], "roles": [] })),
        );
        assert_eq!(none, Pings::default());
        let listed = pings_of(content, Some(&json!({ "parse": [], "users": ["2", "9"] })));
        assert_eq!(listed.users, BTreeSet::from([2]));
        assert!(listed.roles.is_empty() && !listed.everyone);
        let parsed = pings_of(content, Some(&json!({ "parse": ["roles", "everyone"] })));
        assert_eq!(
            (parsed.users.len(), parsed.roles.len(), parsed.everyone),
            (0, 1, true)
        );
        assert!(
            mentions_in("\\\\<@7>").users.contains(&7),
            "an escaped backslash"
        );
        assert!(mentions_in("\\<\\@7>").users.is_empty());
    }
}
