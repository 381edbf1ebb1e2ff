//! `/help`: the rules in brief and the commands.

use std::fmt::Write as _;

use crate::engine::ai::Level;
use crate::engine::game::{ChallengeRule, PlayerLevel};
use crate::engine::names::Named;
use crate::engine::variant::VariantKind;

use super::{Context, Data, Error};

/// A command of the bot, as poise registers it.
type Command = poise::Command<Data, Error>;

const RULES: &str = "\
**Lexicord: the crossword tile game**
- Make words across or down joined to the tiles on the board; the first covers the centre star with two or more tiles.
- Light blue doubles a letter, dark blue triples it, pink doubles the word, red triples it (premiums count once). Every word you form or extend scores.
- Play all 7 tiles in one turn: +50.
- Or exchange tiles (the bag must hold 7 or more), or pass.
- A play can be challenged until the next player moves.
- The game ends when the bag is empty and a player uses their last tile, or after six scoreless turns in a row. Unplayed tiles count against you.
- Your rack comes by DM after each turn; `/rack` shows it privately.";

/// The choices a new game offers, named as the engine's tables name them.
fn choices() -> String {
    let targets = |players: usize| {
        PlayerLevel::all()
            .iter()
            .map(|l| l.finish_line_target(players).to_string())
            .collect::<Vec<_>>()
            .join("/")
    };
    format!(
        "**Choices for `/game new`**: variant {}; challenge rule {}; computer level {} \
         (`/game add-bot`).\n**Finish Line**: `target:` ends the game when a player reaches it; \
         with no target each player picks a level ({}) on `/game new` or `/game join` and plays \
         to the rule book's score for it: 2 players {}, 3 players {}, 4 players {}. Whoever \
         reaches their own score first wins.\n**Turn time**: `turn_time:` 30s to 7d for the game; \
         `my_turn_time:` on `/game new` or `turn_time:` on `/game join` gives one player their \
         own (a handicap). Each turn post counts down to the player's deadline; a move after it \
         is refused and the turn passes.",
        VariantKind::names().join(", "),
        ChallengeRule::names().join(", "),
        Level::names().join(", "),
        PlayerLevel::names().join(", "),
        targets(2),
        targets(3),
        targets(4),
    )
}

/// Ratings and the daily puzzle: what counts and how, where the issues left it to us.
const COMPETITION: &str = "\
**Ratings**: Glicko-2 per server, lexicon, variant and pace (live: turns under an hour). \
Games are rated unless opened `rated:False` or with a computer; a game ended with `/game end` \
is not rated. A rating with a deviation over 110 is provisional (`?`).
**Daily puzzle**: one per server and UTC day, chosen for a clear single answer (the best play \
by equity leads the next by the widest gap); plays ranked by score; your first answer counts \
(retries are practice); the answer comes the next day.
**Practice** (`/practice`): positions from your own finished games where you gave up the most \
equity (score plus the hard computer's value of the tiles you keep), missed bingos first; each \
is shown until answered; right answers in a row make your streak.";

/// What `/help` tells: the rules and the commands, or one topic in more detail.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, poise::ChoiceParameter)]
pub enum HelpTopic {
    /// The rules in brief and every command.
    #[default]
    #[name = "rules and commands"]
    Commands,
    /// The choices `/game new` offers.
    #[name = "game choices"]
    Choices,
    /// Ratings, puzzles and other competition.
    #[name = "ratings and puzzles"]
    Competition,
    /// Events run by moderators: every sub-command of the commands with many.
    #[name = "tournaments and leagues"]
    Events,
    /// The dice game (rule book 002).
    #[name = "the dice game"]
    Dice,
    /// Blanks & Blockers and its roles (rule book 004).
    #[name = "blanks and blockers"]
    BlanksBlockers,
    /// Surprise boards (rule book 004).
    #[name = "surprise boards"]
    Surprise,
    /// Hyper-Race and Free for All (rule book 004).
    #[name = "races and free for all"]
    SwitchUp,
}

/// A command with more sub-commands than this lists them in the "tournaments and leagues"
/// topic, not on its line of the command list.
const LISTED_SUBCOMMANDS: usize = 8;

/// Commands whose sub-commands the "tournaments and leagues" topic lists, however few.
const EVENT_COMMANDS: &[&str] = &["tournament", "league"];

/// Whether the "tournaments and leagues" topic lists the sub-commands of `command`.
fn in_events(command: &Command) -> bool {
    command.subcommands.len() > LISTED_SUBCOMMANDS || EVENT_COMMANDS.contains(&&*command.name)
}

/// How a league runs, for the "tournaments and leagues" topic.
const LEAGUES: &str = "**Leagues**: divisions cut by last season's finish (newcomers by rating), a round robin in each, a few games at a time; the top and bottom sixth move up and down.";

/// Every sub-command, with its description, of the commands with many (`/tournament`, ...).
fn events(commands: &[Command]) -> String {
    let mut out = String::from(
        "**Tournaments and leagues** (moderators direct them; players join and play in threads)",
    );
    for c in commands {
        if !in_events(c) {
            continue;
        }
        let _ = write!(out, "\n**`/{}`**", c.name);
        for sub in &c.subcommands {
            let description = sub.description.as_deref().unwrap_or("");
            let _ = write!(out, "\n`{}`: {description}", sub.name);
        }
    }
    let _ = write!(out, "\n{LEAGUES}");
    out
}

/// The dice game's rules as the bot plays them (rule book 002).
const DICE: &str = "\
**The dice game** (`/game new variant:dice`): 12 letter dice on a 9x9 mat; first to 200 wins.
- The roll for first play: each player rolls one die; nearest to A goes first, a blank beats any letter.
- Your turn: the bot draws up to 7 dice from the cup for you and rolls them; your roll comes by DM (`/rack` shows it). You have 60 seconds (unless the game set another `turn_time:`): play a word with `/play` or lose the turn.
- Words go across or down, crossword fashion, scored with the mat's premiums (the star doubles the word); all 7 dice: +50. No exchanges.
- **Scrambled**: after each play, the letters that were on the mat at the start of your turn go back to the cup, except those in your new word. Only extend the word (no second word) and every die goes back: the next word starts on the star.
- Challenges as in the classic game: a phony is taken back and its player loses the turn; a failed challenge costs the challenger their next turn.
- `advanced:True`: your unused dice pass face up to the next player, who rolls only the new ones.";

/// Blanks & Blockers: its squares, the two piles, `/blocker` and the roles (rule book 004).
const BLANKS_BLOCKERS: &str = "\
**Blanks & Blockers** (`/game new variant:blanks-blockers`): the classic game on a sheet with eight Blank squares (yellow `?`) and eight Blocker squares (`✖`).
- Cover a Blank square: take a yellow blank from the pile of 12. It stays beside your seven tiles and plays like a blank (worth 0); play several in a turn if you like. A bingo needs all seven rack tiles: yellow blanks do not count toward them.
- Cover a Blocker square: take a blocker from the pile of 8. Put it on any empty square with `/blocker at:I8`, before your word or straight after it, on that turn or a later one; no tile may go on it.
- An empty pile gives nothing. A play challenged off gives back what it took, off the board if it was put down.
- Roles (`role:` on `/game new` or `/game join`): `standard` takes both; `pro` plays by the classic rules and takes nothing; `intermediate` takes blanks, not blockers; `rookie` takes both and may play a tile on a blocker to make a word through it (the blocker goes back to the pile).";

/// How a Surprise board is designed and what its squares do (rule book 004).
fn surprise() -> String {
    let presets: Vec<String> = crate::engine::surprise::PRESETS
        .iter()
        .map(|(name, spec)| format!("`{name}` ({spec})"))
        .collect();
    format!(
        "**Surprise** (`/game new variant:surprise board:`): the classic game on a board you design \
         by laying some of the 9 two-sided 5x5 mini-boards on the classic board, overlapping if you \
         like, as long as a star stays visible.\n\
         - `board:` lists pieces as NUMBER SIDE @ TOP-LEFT SQUARE, e.g. `3b@F6 7a@A1` (side `a`: \
         classic premiums; side `b`: Wild, quadruple letter 4L, quadruple word 4W, stars); or a \
         preset: {}; or `surprise me` (the default) for a random board. The lobby shows the board.\n\
         - The first word may cover any star; every star doubles the word.\n\
         - Cover a Wild square (yellow `?`): take a yellow blank from the pile of 12. It stays \
         beside your seven tiles and plays like a blank; your own tan blanks are used first. A \
         bingo needs all seven tan tiles; yellow blanks are never exchanged. A phony challenged off \
         gives its yellow blanks back. Add `+10` to the board for the book's optional 10 points for \
         a play that joins two stars' tiles.",
        presets.join(", ")
    )
}

/// Hyper-Race and Free for All (rule book 004).
const SWITCH_UP: &str = "**Hyper-Race** (`/game new variant:hyper-race`, 2 players, no scoring): \
the first player races down columns A to G, the second down I to O; column H is the gap \
between them.\n\
- Your first word covers a space-station star on the top row; every later word connects to \
your own words, crossword fashion. Words are checked under the game's challenge rule.\n\
- The first player to put a tile on an EARTH square (bottom row) while making a word wins.\n\
- COMET: take a yellow blank, kept beside your seven tiles and played like a blank.\n\
- UFO: draw the top card of the 30-card flying-saucer deck; the bot reads it out and does what \
it says (a yellow blank, a lost turn, or nothing). `cards:False` plays the shorter game \
without the deck. A play challenged off puts its cards and blanks back.\n\
- Six passes or exchanges in a row end a race nobody can move in as a draw.\n\
**Free for All** (`variant:free-for-all`, `rounds:` 3 to 10): tiles anywhere in the 9x9 \
centre, first on H8. Words read along adjacent tiles across, down or diagonally, no tile \
twice. `/place tiles:G8=D H8=I H9=E I9=T words:DIET EDIT TIDE` scores up to three different \
words (face values, +50 for seven tiles), each using a new tile and together all of them; \
leave `words:` out for the best three. The post shows each word's squares.";

/// The help text of `topic`; `commands` are the bot's commands (as registered).
pub fn topic_text(topic: HelpTopic, commands: &[Command]) -> String {
    match topic {
        HelpTopic::Commands => text(commands),
        HelpTopic::Choices => choices(),
        HelpTopic::Competition => COMPETITION.to_owned(),
        HelpTopic::Events => events(commands),
        HelpTopic::Dice => DICE.to_owned(),
        HelpTopic::BlanksBlockers => BLANKS_BLOCKERS.to_owned(),
        HelpTopic::Surprise => surprise(),
        HelpTopic::SwitchUp => SWITCH_UP.to_owned(),
    }
}

/// The help text: the rules, one line per command (sub-commands named after it), then the topics.
pub fn text(commands: &[Command]) -> String {
    let commands: Vec<String> = commands
        .iter()
        .map(|c| {
            let subs: Vec<&str> = c.subcommands.iter().map(|s| &*s.name).collect();
            let description = c.description.as_deref().unwrap_or("");
            // A description that names every sub-command already says what the list would.
            let subs = if subs.is_empty() || subs.iter().all(|s| description.contains(s)) {
                String::new()
            } else if in_events(c) {
                " (see topics)".to_owned()
            } else {
                format!(" ({})", subs.join(", "))
            };
            format!("`/{}`{subs}: {}", c.name, description)
        })
        .collect();
    format!(
        "{RULES}\n\n**Commands**\n{}\n\nMore: `/help topic:`.",
        commands.join("\n")
    )
}

/// Rules in brief and how to play with the bot
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn help(
    ctx: Context<'_>,
    #[description = "One topic in more detail"] topic: Option<HelpTopic>,
) -> Result<(), Error> {
    let text = topic_text(
        topic.unwrap_or_default(),
        &ctx.framework().options().commands,
    );
    ctx.send(super::reply::private(text)).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_help_fits_one_message_and_names_every_command() {
        use super::{HelpTopic, topic_text};
        let commands = super::super::commands();
        for topic in [
            HelpTopic::Commands,
            HelpTopic::Choices,
            HelpTopic::Competition,
            HelpTopic::Dice,
            HelpTopic::BlanksBlockers,
            HelpTopic::Surprise,
            HelpTopic::SwitchUp,
        ] {
            let text = topic_text(topic, &commands);
            assert!(
                text.chars().count() <= 2000,
                "{topic:?}: {} characters\n{text}",
                text.len()
            );
        }
        let choices = topic_text(HelpTopic::Choices, &commands);
        assert!(
            choices.contains("challenge rule void, double, single, 5pt, 10pt"),
            "{choices}"
        );
        assert!(topic_text(HelpTopic::Competition, &commands).contains("rated:False"));
        let events = topic_text(HelpTopic::Events, &commands);
        assert!(events.chars().count() <= 2000, "{events}");
        for command in super::super::commands() {
            if super::in_events(&command) {
                for sub in &command.subcommands {
                    assert!(events.contains(&format!("`{}`:", sub.name)), "{events}");
                }
            }
        }
        let text = super::text(&commands);
        for command in super::super::commands() {
            assert!(
                text.contains(&format!("`/{}`", command.name)),
                "{}",
                command.name
            );
        }
    }
}
