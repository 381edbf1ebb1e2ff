//! The readable account of what the fake recorded, printed when a wait fails.

use super::state::{Event, State};

impl State {
    /// A short account of what arrived, for failure messages.
    pub fn summary(&self) -> String {
        let mut out = String::from("What the fake Discord recorded, in order:\n");
        for event in &self.events {
            let line = match event {
                Event::Posted { message } | Event::Edited { message } => {
                    let verb = if matches!(event, Event::Posted { .. }) {
                        "posted"
                    } else {
                        "edited"
                    };
                    match self.messages.get(message) {
                        Some(m) => format!(
                            "  {verb} message {} in channel {} ({:?}{}): {:?}{}",
                            m.id,
                            m.channel_id,
                            m.origin,
                            if m.ephemeral { ", ephemeral" } else { "" },
                            shorten(&m.text()),
                            if m.attachments.is_empty() {
                                String::new()
                            } else {
                                format!(
                                    " + files {:?}",
                                    m.attachments
                                        .iter()
                                        .map(|a| &a.filename)
                                        .collect::<Vec<_>>()
                                )
                            }
                        ),
                        None => format!("  {verb} message {message}"),
                    }
                }
                other => format!("  {other:?}"),
            };
            out.push_str(&line);
            out.push('\n');
        }
        if !self.bot_log.is_empty() {
            let skip = self.bot_log.len().saturating_sub(40);
            out.push_str("Last lines of the bot's stderr:\n");
            for line in &self.bot_log[skip..] {
                out.push_str("  | ");
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    }
}

fn shorten(text: &str) -> String {
    let one_line = text.replace('\n', " / ");
    if one_line.chars().count() > 160 {
        format!("{}...", one_line.chars().take(160).collect::<String>())
    } else {
        one_line
    }
}
