//! Every message the bot sends is built here: channel posts, thread messages and DMs
//! ([`message`]), private answers, their edits and poise replies ([`private`], [`edit`],
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
