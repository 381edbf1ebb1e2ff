//! `/help`: the rules in brief and the commands.

use super::{Context, Error};

const RULES: &str = "\
**Lexicord: the crossword tile game**
- Make words across or down that connect with the tiles on the board. The first word covers the centre star with at least two tiles.
- Letters score their value; light blue doubles a letter, dark blue triples it, pink doubles the word, red triples it (premiums count only on the turn they are covered). Every word you form or extend scores.
- Play all 7 tiles in one turn: +50.
- Instead of playing you can exchange tiles (while the bag holds at least 7) or pass.
- A play can be challenged until the next player moves; the game's challenge rule decides what happens.
- The game ends when the bag is empty and a player uses their last tile, or after six scoreless turns in a row. Unplayed tiles count against you.";

/// Rules in brief and how to play with the bot
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let commands: Vec<String> = super::commands()
        .iter()
        .map(|c| format!("`/{}`: {}", c.name, c.description.as_deref().unwrap_or("")))
        .collect();
    let text = format!("{RULES}\n\n**Commands**\n{}", commands.join("\n"));
    ctx.send(poise::CreateReply::default().content(text).ephemeral(true))
        .await?;
    Ok(())
}
