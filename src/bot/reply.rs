//! Every message the bot sends is built here: channel posts, thread messages and DMs
//! ([`message`], or a [`Post`] that may also go as an interaction's follow-up), private answers, their edits and poise replies ([`private`], [`edit`],
//! [`first_private`], [`reply`]). Each carries an explicit `allowed_mentions` naming exactly the
//! users it means to ping (the player to move, the paired players, the player a note is for):
//! nothing is parsed from the content, no role, never `@everyone`, so a name that looks like a
//! mention can never ping. Texts are cut to Discord's 2,000 characters, so a long text can
//! never make Discord refuse the answer and leave a player on "thinking...". The builders'
//! constructors are refused elsewhere in `crate::bot` (clippy.toml's `disallowed-methods`); poise
//! replies and serenity's HTTP client default to pinging nobody as well (`bot::build_client`).

use poise::serenity_prelude as serenity;

use super::text;

/// Discord's limit on a message's content, in characters.
pub const MESSAGE_LIMIT: usize = 2000;

/// `text` cut to fit one message.
pub fn fitted(text: impl Into<String>) -> String {
    let text = text.into();
    if text.chars().count() <= MESSAGE_LIMIT {
        text
    } else {
        text::fit(&text, MESSAGE_LIMIT)
    }
}

/// Mentions that ping exactly `users` (when the content mentions them): nothing parsed from
/// the content, no role, never everyone.
pub fn pinging(users: impl IntoIterator<Item = i64>) -> serenity::CreateAllowedMentions {
    let users: Vec<serenity::UserId> = users
        .into_iter()
        .filter(|&u| u > 0)
        .map(|u| serenity::UserId::new(u.cast_unsigned()))
        .collect();
    serenity::CreateAllowedMentions::new()
        .empty_roles()
        .empty_users()
        .users(users)
}

/// Mentions that ping nobody.
pub fn nobody() -> serenity::CreateAllowedMentions {
    pinging([])
}

/// A channel post, thread message or DM with `text` (fitted), pinging exactly `ping`.
#[allow(clippy::disallowed_methods)] // the one place these builders are made
pub fn message(
    text: impl Into<String>,
    ping: impl IntoIterator<Item = i64>,
) -> serenity::CreateMessage {
    serenity::CreateMessage::new()
        .content(fitted(text))
        .allowed_mentions(pinging(ping))
}

/// An empty poise reply that pings nobody (add content, files, `ephemeral`).
#[allow(clippy::disallowed_methods)] // the one place these builders are made
pub fn reply() -> poise::CreateReply {
    poise::CreateReply::default().allowed_mentions(nobody())
}

/// A private answer to the interaction.
pub fn private(text: impl Into<String>) -> poise::CreateReply {
    reply().content(fitted(text)).ephemeral(true)
}

/// An edit of the interaction's (deferred) answer.
#[allow(clippy::disallowed_methods)] // the one place these builders are made
pub fn edit(text: impl Into<String>) -> serenity::EditInteractionResponse {
    serenity::EditInteractionResponse::new()
        .content(fitted(text))
        .allowed_mentions(nobody())
}

/// A private answer sent as the interaction's first response.
#[allow(clippy::disallowed_methods)] // the one place these builders are made
pub fn first_private(text: impl Into<String>) -> serenity::CreateInteractionResponseMessage {
    serenity::CreateInteractionResponseMessage::new()
        .content(fitted(text))
        .allowed_mentions(nobody())
        .ephemeral(true)
}

/// A post that may go to a channel, to a DM, or (for a game outside a server) as a follow-up of
/// an interaction in its conversation: its text, exactly whom it may ping, its files and buttons.
#[derive(Clone)]
pub struct Post {
    text: String,
    ping: Vec<i64>,
    files: Vec<serenity::CreateAttachment>,
    components: Vec<serenity::CreateActionRow>,
}

impl Post {
    /// A post of `text` (fitted) pinging exactly `ping`.
    pub fn new(text: impl Into<String>, ping: impl IntoIterator<Item = i64>) -> Self {
        Self {
            text: fitted(text),
            ping: ping.into_iter().collect(),
            files: Vec::new(),
            components: Vec::new(),
        }
    }

    /// With a file attached.
    #[must_use]
    pub fn file(mut self, bytes: Vec<u8>, name: &str) -> Self {
        self.files
            .push(serenity::CreateAttachment::bytes(bytes, name));
        self
    }

    /// With these rows of buttons.
    #[must_use]
    pub fn components(mut self, rows: Vec<serenity::CreateActionRow>) -> Self {
        self.components = rows;
        self
    }

    /// As a channel post or DM.
    pub fn message(self) -> serenity::CreateMessage {
        let mut message = message(self.text, self.ping).add_files(self.files);
        if !self.components.is_empty() {
            message = message.components(self.components);
        }
        message
    }

    /// As a public follow-up of an interaction.
    #[allow(clippy::disallowed_methods)] // the one place these builders are made
    pub fn followup(self) -> serenity::CreateInteractionResponseFollowup {
        let mut followup = serenity::CreateInteractionResponseFollowup::new()
            .content(self.text)
            .allowed_mentions(pinging(self.ping))
            .add_files(self.files)
            .ephemeral(false);
        if !self.components.is_empty() {
            followup = followup.components(self.components);
        }
        followup
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_to_one_message() {
        assert_eq!(fitted("short"), "short");
        let long = "é".repeat(5000);
        let cut = fitted(long);
        assert_eq!(cut.chars().count(), MESSAGE_LIMIT);
        assert!(cut.ends_with('…'));
        assert_eq!(
            fitted("x".repeat(MESSAGE_LIMIT)).chars().count(),
            MESSAGE_LIMIT
        );
    }
}
