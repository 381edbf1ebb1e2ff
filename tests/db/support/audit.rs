//! The audit of issue 26's hostile-names tests (`e2e_hostile_names`): members with hostile
//! display names, and a check of every message the fake Discord recorded: it carries
//! `allowed_mentions`, pings only the players it means to (nobody in private), never the victim,
//! a role or everyone, and shows every name as text.

use std::collections::BTreeSet;

use serenity::all::Permissions;

use crate::fake_discord::{FakeDiscord, FakeUser, Message, Origin, mentions_in, pings_of};

/// A member who never plays (a name mentions them) and a real role (a name mentions it).
pub struct Targets {
    pub victim: u64,
    pub role: u64,
}

impl Targets {
    pub fn new(discord: &FakeDiscord) -> Self {
        Self {
            victim: discord.user("victim").id,
            role: discord.add_role("Everybody", Permissions::empty()),
        }
    }

    /// Four hostile display names, between them every kind of trouble.
    pub fn names(&self) -> [String; 4] {
        [
            format!("<@{}> **bold ||spoiler||", self.victim),
            "@everyone ```fence \u{202E}desrever".to_owned(),
            format!("<@&{}> @here", self.role),
            "zero\u{200B}\u{200D}width ``` \u{2066}x".to_owned(),
        ]
    }

    pub fn players(&self, discord: &FakeDiscord, count: usize) -> Vec<FakeUser> {
        self.names()
            .iter()
            .take(count)
            .map(|n| discord.user(n))
            .collect()
    }
}

/// Code fences that Discord would read as fences: three backticks not after a backslash.
fn fences(text: &str) -> usize {
    let bytes = text.as_bytes();
    (0..bytes.len())
        .filter(|&i| bytes[i..].starts_with(b"```") && (i == 0 || bytes[i - 1] != b'\\'))
        .count()
}

/// Audits every version of every recorded message with content; how many were audited.
pub fn audit(discord: &FakeDiscord, players: &[FakeUser], targets: &Targets) -> usize {
    let may_ping: BTreeSet<u64> = players.iter().map(|p| p.id).collect();
    let messages: Vec<Message> = discord.with_state(|s| s.messages.values().cloned().collect());
    let mut audited = 0;
    for message in &messages {
        for version in message.versions() {
            let text = version.text();
            if text.is_empty() {
                continue;
            }
            audited += 1;
            let at = format!(
                "message {} ({:?}, ephemeral {}): {text:?}",
                version.id, version.origin, version.ephemeral
            );
            assert!(
                version.allowed_mentions.is_some(),
                "no allowed_mentions on {at}"
            );
            let pings = version.pings();
            assert!(
                pings.roles.is_empty() && !pings.everyone,
                "pings a role or everyone: {pings:?} in {at}"
            );
            let private = version.ephemeral || matches!(version.origin, Origin::Dm { .. });
            if private {
                assert!(pings.users.is_empty(), "a private message pings: {at}");
            } else {
                assert!(
                    pings.users.is_subset(&may_ping),
                    "pings {:?}, not only players: {at}",
                    pings.users
                );
                // Only the posts that mean to ping do: a turn, a pairing, a board's opening, a note.
                let pinging = [
                    "your turn",
                    "the last play ends the game",
                    "📋",
                    " vs <@",
                    "could not send you your rack",
                    "⏰",
                ];
                assert!(
                    pings.users.is_empty() || pinging.iter().any(|p| text.contains(p)),
                    "a post that should ping nobody pings {:?}: {at}",
                    pings.users
                );
            }
            // Shown as text: no name forms a mention, even one allowed_mentions would mute.
            let formed = mentions_in(&text);
            assert!(
                !formed.users.contains(&targets.victim) && formed.roles.is_empty(),
                "a name formed a mention: {at}"
            );
            assert!(!formed.everyone, "a name formed @everyone/@here: {at}");
            for hidden in ['\u{202E}', '\u{200B}', '\u{200D}', '\u{2066}'] {
                assert!(!text.contains(hidden), "{hidden:?} shown raw: {at}");
            }
            assert!(
                !text.contains("||spoiler") && !text.contains("**bold"),
                "a name's markdown shown raw: {at}"
            );
            assert_eq!(fences(&text) % 2, 0, "unbalanced code fences: {at}");
        }
    }
    audited
}

#[test]
fn the_audit_sees_what_discord_would_ping() {
    let allowed = serde_json::json!({ "parse": [], "users": ["5"], "roles": [] });
    assert!(pings_of("<@5> <@6>", Some(&allowed)).users == BTreeSet::from([5]));
    assert_eq!(fences("```a``` \\```"), 2);
}
