//! Replies that fit Discord's limits by construction: private answers and edits built here are
//! cut to Discord's 2,000 characters, so a long text can never make Discord refuse the answer
//! and leave a player on "thinking...".

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

/// A private answer to the interaction.
pub fn private(text: impl Into<String>) -> poise::CreateReply {
    poise::CreateReply::default()
        .content(fitted(text))
        .ephemeral(true)
}

/// An edit of the interaction's (deferred) answer.
pub fn edit(text: impl Into<String>) -> serenity::EditInteractionResponse {
    serenity::EditInteractionResponse::new().content(fitted(text))
}

/// A private answer sent as the interaction's first response.
pub fn first_private(text: impl Into<String>) -> serenity::CreateInteractionResponseMessage {
    serenity::CreateInteractionResponseMessage::new()
        .content(fitted(text))
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
