//! `/help`: the rules in brief and the commands.

use crate::engine::ai::Level;
use crate::engine::game::ChallengeRule;
use crate::engine::names::Named;
use crate::engine::variant::VariantKind;

use super::{Context, Error};

const RULES: &str = "\
**Lexicord: the crossword tile game**
- Make words across or down that connect with the tiles on the board. The first word covers the centre star with at least two tiles.
- Letters score their value; light blue doubles a letter, dark blue triples it, pink doubles the word, red triples it (premiums count once). Every word you form or extend scores.
- Play all 7 tiles in one turn: +50.
- Or exchange tiles (the bag must hold 7 or more), or pass.
- A play can be challenged until the next player moves; the game's challenge rule decides what happens.
- The game ends when the bag is empty and a player uses their last tile, or after six scoreless turns in a row. Unplayed tiles count against you.
- Your rack comes by DM after each turn; `/rack` shows it privately.
- Games are rated unless opened `rated:False` or with a computer.";

/// The choices a new game offers, named as the engine's tables name them.
fn choices() -> String {
    format!(
        "**Choices for `/game new`**: variant {}; challenge rule {}; computer level {} \
         (`/game add-bot`).",
        VariantKind::names().join(", "),
        ChallengeRule::names().join(", "),
        Level::names().join(", "),
    )
}

/// The help text: rules, the choices, then one line per command (sub-commands named after it).
pub fn text() -> String {
    let commands: Vec<String> = super::commands()
        .iter()
        .map(|c| {
            let subs: Vec<&str> = c.subcommands.iter().map(|s| &*s.name).collect();
            let description = c.description.as_deref().unwrap_or("");
            // A description that names every sub-command already says what the list would.
            let subs = if subs.is_empty() || subs.iter().all(|s| description.contains(s)) {
                String::new()
            } else {
                format!(" ({})", subs.join(", "))
            };
            format!("`/{}`{subs}: {}", c.name, description)
        })
        .collect();
    format!(
        "{RULES}\n\n{}\n\n**Commands**\n{}",
        choices(),
        commands.join("\n")
    )
}

/// Rules in brief and how to play with the bot
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    ctx.send(super::reply::private(text())).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_help_fits_one_message_and_names_every_command() {
        let text = super::text();
        assert!(
            text.chars().count() <= 2000,
            "{} characters\n{text}",
            text.len()
        );
        assert!(
            text.contains("challenge rule void, double, single, 5pt, 10pt"),
            "{text}"
        );
        for command in super::super::commands() {
            assert!(
                text.contains(&format!("`/{}`", command.name)),
                "{}",
                command.name
            );
        }
    }
}
