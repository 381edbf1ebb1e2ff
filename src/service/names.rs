//! User-chosen names (display names, nicknames, tournament and league names) made safe to show.
//!
//! The split: a name is made [`plain`] once, when it enters the service (the bot's request
//! reads the display name through it; tournament and league names go through
//! [`event_name`]): control characters, bidi controls and zero-width or other invisible
//! characters are removed, so what is stored, drawn in pictures and used as a thread name is
//! what people see. Markdown and mentions are neutralised only when a name is written into
//! message text, with [`markdown`]: a picture or a thread name would show its backslashes.

pub use super::event_data::event_setting::EventKind;
use super::event_data::event_setting::EventSetting;

/// Bidi controls: embeddings and overrides, isolates, marks (they reorder the text after them).
const BIDI: &[char] = &[
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
];

/// Characters that show nothing (zero-width, joiners, fillers, invisible operators).
const INVISIBLE: &[char] = &[
    '\u{00AD}', '\u{034F}', '\u{115F}', '\u{1160}', '\u{17B4}', '\u{17B5}', '\u{180E}', '\u{200B}',
    '\u{200C}', '\u{200D}', '\u{2060}', '\u{2061}', '\u{2062}', '\u{2063}', '\u{2064}', '\u{3164}',
    '\u{FEFF}', '\u{FFA0}',
];

/// Whether `c` is hidden: a control character, a bidi control or an invisible character
/// (including variation selectors and tag characters).
pub fn is_hidden(c: char) -> bool {
    c.is_control()
        || BIDI.contains(&c)
        || INVISIBLE.contains(&c)
        || ('\u{206A}'..='\u{206F}').contains(&c)
        || ('\u{FE00}'..='\u{FE0F}').contains(&c)
        || ('\u{E0000}'..='\u{E0FFF}').contains(&c)
}

/// `name` without hidden characters, trimmed of spaces (may be empty).
pub fn plain(name: &str) -> String {
    name.chars()
        .filter(|&c| !is_hidden(c))
        .collect::<String>()
        .trim()
        .to_owned()
}

/// A player's display name as stored: [`plain`], or `fallback` (their user name, made plain)
/// when nothing visible is left, or "player".
pub fn display_name(name: &str, fallback: &str) -> String {
    [plain(name), plain(fallback)]
        .into_iter()
        .find(|n| !n.is_empty())
        .unwrap_or_else(|| "player".to_owned())
}

/// Characters Discord's markdown gives a meaning to, and `<`, `@` that start mentions, channel
/// links and timestamps: each is written after a backslash. Parentheses stay as they are (a
/// link needs `[`, which is escaped), so "Computer (easy)" reads as it always did.
const MARKDOWN: &[char] = &[
    '\\', '*', '_', '~', '|', '>', '<', '#', '-', '[', ']', '`', '@',
];

/// `name` as message text: [`plain`], then every markdown or mention character escaped with a
/// backslash, so it shows as typed and can never form a mention, `@everyone`, a code block, a
/// spoiler or a link.
pub fn markdown(name: &str) -> String {
    let plain = plain(name);
    let mut out = String::with_capacity(plain.len() + 8);
    for c in plain.chars() {
        if MARKDOWN.contains(&c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// Why an event's name is refused, if it is: it holds control characters, or nothing visible
/// is left once hidden characters are removed.
pub fn event_name_refusal(kind: EventKind, name: &str) -> Option<EventSetting> {
    if name.chars().any(char::is_control) {
        return Some(EventSetting::NameControls(kind));
    }
    if plain(name).is_empty() {
        return Some(EventSetting::NameInvisible(kind));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_lose_controls_bidi_and_invisible_characters() {
        assert_eq!(plain(" a\u{202E}b\u{200B}c\u{0000}d\u{FEFF} "), "abcd");
        assert_eq!(plain("\u{202E}"), "");
        assert_eq!(plain("Zoë 🎲"), "Zoë 🎲");
        assert_eq!(display_name("\u{200B}", "bob"), "bob");
        assert_eq!(display_name("\u{200B}", "\u{2066}"), "player");
    }

    #[test]
    fn markdown_names_cannot_mention_or_format() {
        assert_eq!(markdown("<@123>"), "\\<\\@123\\>");
        assert_eq!(markdown("<@&9>"), "\\<\\@&9\\>");
        assert_eq!(markdown("Computer (easy)"), "Computer (easy)");
        assert_eq!(markdown("@everyone"), "\\@everyone");
        assert_eq!(markdown("```x"), "\\`\\`\\`x");
        assert_eq!(markdown("||s||"), "\\|\\|s\\|\\|");
        assert_eq!(markdown("**b"), "\\*\\*b");
        assert_eq!(markdown("a\\b"), "a\\\\b");
        assert_eq!(markdown("x\u{202E}y"), "xy");
        assert_eq!(markdown("Ann"), "Ann");
    }

    #[test]
    fn event_names_need_a_visible_character_and_no_controls() {
        let refused = |n: &str| event_name_refusal(EventKind::Tournament, n);
        assert_eq!(
            refused("\u{202E}").map(|e| e.to_string()).as_deref(),
            Some("A tournament name needs at least one visible character.")
        );
        assert!(refused(" \u{200B}\u{FEFF} ").is_some());
        assert_eq!(
            refused("Cup\u{0}").map(|e| e.to_string()).as_deref(),
            Some("A tournament name cannot hold control characters.")
        );
        assert!(refused("Cup\u{7}").is_some());
        assert_eq!(refused("@here ```Cup"), None);
    }
}
