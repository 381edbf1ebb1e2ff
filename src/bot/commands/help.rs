//! `/help`: the rules in brief and the commands.

use std::fmt::Write as _;

use crate::engine::ai::Level;
use crate::engine::game::{ChallengeRule, PlayerLevel};
use crate::engine::names::Named;
use crate::engine::variant::VariantKind;
use crate::kinds::Language;

use super::reply::MESSAGE_LIMIT;
use super::{Context, Data, Error, Tr};

/// A command of the bot, as poise registers it.
type Command = poise::Command<Data, Error>;

/// The rules in brief: a title and one line each.
fn rules(tr: Tr) -> String {
    [
        tr.text("help-rules-title"),
        tr.text("help-rules-words"),
        tr.text("help-rules-premiums"),
        tr.text("help-rules-bingo"),
        tr.text("help-rules-exchange"),
        tr.text("help-rules-challenge"),
        tr.text("help-rules-end"),
        tr.text("help-rules-rack"),
    ]
    .join("\n")
}

/// The choices a new game offers, named as the engine's tables name them.
fn choices(tr: Tr) -> String {
    let targets = |players: usize| {
        PlayerLevel::all()
            .iter()
            .map(|l| l.finish_line_target(players).to_string())
            .collect::<Vec<_>>()
            .join("/")
    };
    // Computer levels as `/game add-bot` lists them in the reader's client.
    let levels: Vec<String> = Level::TABLE
        .iter()
        .map(|&(level, _)| super::text::computer_level(level, tr))
        .collect();
    [
        tr.say(
            "help-choices",
            &[
                ("variants", VariantKind::names().join(", ").into()),
                ("rules", ChallengeRule::names().join(", ").into()),
                ("computer", levels.join(", ").into()),
            ],
        ),
        tr.say(
            "help-finish-line",
            &[
                ("levels", PlayerLevel::names().join(", ").into()),
                ("two", targets(2).into()),
                ("three", targets(3).into()),
                ("four", targets(4).into()),
            ],
        ),
        tr.text("help-turn-time"),
    ]
    .join("\n")
}

/// Ratings and the daily puzzle: what counts and how, where the issues left it to us.
fn competition(tr: Tr) -> String {
    [
        tr.text("help-ratings"),
        tr.text("help-daily-puzzle"),
        tr.text("help-practice"),
    ]
    .join("\n")
}

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

/// A command's description in the reader's language, as registered (English by default).
fn description(command: &Command, tr: Tr) -> &str {
    command
        .description_localizations
        .iter()
        .find(|(locale, _)| tr.0 != Language::English && Language::of_locale(locale) == tr.0)
        .map(|(_, described)| &**described)
        .or(command.description.as_deref())
        .unwrap_or("")
}

/// A command's name as the reader's client shows it: registered in their language, or the
/// English one (for a language Discord has no locale for too).
fn name(command: &Command, tr: Tr) -> &str {
    command
        .name_localizations
        .iter()
        .find(|(locale, _)| tr.0 != Language::English && Language::of_locale(locale) == tr.0)
        .map_or(&*command.name, |(_, named)| &**named)
}

/// Every sub-command, with its description, of the commands with many (`/tournament`, ...).
fn events(commands: &[Command], tr: Tr) -> String {
    let mut out = tr.text("help-events-title");
    for c in commands {
        if !in_events(c) {
            continue;
        }
        let _ = write!(out, "\n**`/{}`**", name(c, tr));
        for sub in &c.subcommands {
            let description = description(sub, tr);
            let _ = write!(out, "\n`{}`: {description}", name(sub, tr));
        }
    }
    let _ = write!(out, "\n{}", tr.text("help-leagues"));
    out
}

/// The dice game's rules as the bot plays them (rule book 002).
fn dice(tr: Tr) -> String {
    [
        tr.text("help-dice-title"),
        tr.text("help-dice-first"),
        tr.text("help-dice-turn"),
        tr.text("help-dice-words"),
        tr.text("help-dice-scrambled"),
        tr.text("help-dice-challenges"),
        tr.text("help-dice-advanced"),
    ]
    .join("\n")
}

/// Blanks & Blockers: its squares, the two piles, `/blocker` and the roles (rule book 004).
fn blanks_blockers(tr: Tr) -> String {
    [
        tr.text("help-blockers-title"),
        tr.text("help-blockers-blank"),
        tr.text("help-blockers-blocker"),
        tr.text("help-blockers-empty-pile"),
        tr.text("help-blockers-roles"),
    ]
    .join("\n")
}

/// How a Surprise board is designed and what its squares do (rule book 004).
fn surprise(tr: Tr) -> String {
    let presets: Vec<String> = crate::engine::surprise::PRESETS
        .iter()
        .map(|(name, spec)| format!("`{name}` ({spec})"))
        .collect();
    [
        tr.text("help-surprise-title"),
        tr.say(
            "help-surprise-board",
            &[("presets", presets.join(", ").into())],
        ),
        tr.text("help-surprise-star"),
        tr.text("help-surprise-wild"),
    ]
    .join("\n")
}

/// Hyper-Race and Free for All (rule book 004).
fn switch_up(tr: Tr) -> String {
    [
        tr.text("help-race-title"),
        tr.text("help-race-first-word"),
        tr.text("help-race-earth"),
        tr.text("help-race-comet"),
        tr.text("help-race-ufo"),
        tr.text("help-race-draw"),
        tr.text("help-free-for-all"),
    ]
    .join("\n")
}

/// The help text of `topic` in `tr`'s language; `commands` are the bot's commands (as
/// registered).
pub fn topic_text(topic: HelpTopic, commands: &[Command], tr: Tr) -> String {
    match topic {
        HelpTopic::Commands => text(commands, tr),
        HelpTopic::Choices => choices(tr),
        HelpTopic::Competition => competition(tr),
        HelpTopic::Events => events(commands, tr),
        HelpTopic::Dice => dice(tr),
        HelpTopic::BlanksBlockers => blanks_blockers(tr),
        HelpTopic::Surprise => surprise(tr),
        HelpTopic::SwitchUp => switch_up(tr),
    }
}

/// The help text: the rules, one line per command (sub-commands named after it), then the topics.
pub fn text(commands: &[Command], tr: Tr) -> String {
    let commands: Vec<String> = commands
        .iter()
        .map(|c| {
            let subs: Vec<&str> = c.subcommands.iter().map(|s| name(s, tr)).collect();
            let description = description(c, tr);
            // A description that names every sub-command already says what the list would.
            let subs = if subs.is_empty() || subs.iter().all(|s| description.contains(s)) {
                String::new()
            } else if in_events(c) {
                format!(" ({})", tr.text("help-see-topics"))
            } else {
                format!(" ({})", subs.join(", "))
            };
            format!("`/{}`{subs}: {}", name(c, tr), description)
        })
        .collect();
    format!(
        "{}\n\n{}\n{}\n\n{}",
        rules(tr),
        tr.text("help-commands-title"),
        commands.join("\n"),
        tr.text("help-more")
    )
}

/// `text` as messages within Discord's limit, cut at line ends (a translation may run longer
/// than the English, which fits in one).
fn messages(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split('\n') {
        let last = out.last_mut().expect("one message at least");
        if !last.is_empty() && last.chars().count() + 1 + line.chars().count() > MESSAGE_LIMIT {
            out.push(line.to_owned());
        } else {
            if !last.is_empty() {
                last.push('\n');
            }
            last.push_str(line);
        }
    }
    out
}

/// Rules in brief and how to play with the bot
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn help(ctx: Context<'_>, topic: Option<HelpTopic>) -> Result<(), Error> {
    let text = topic_text(
        topic.unwrap_or_default(),
        &ctx.framework().options().commands,
        Tr::of_locale(ctx.locale()),
    );
    for part in messages(&text) {
        ctx.send(super::reply::private(part)).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    /// Issue 43: every topic in every language names the commands and sub-commands as the
    /// reader's client shows them, and leaves no English behind.
    #[test]
    fn the_help_names_the_commands_in_the_readers_language() {
        use super::{HelpTopic, Tr, in_events, name, topic_text};
        use crate::bot::locale::leftovers::leftovers_in_every_language;
        use crate::kinds::Language;
        let commands = super::super::commands();
        for topic in [
            HelpTopic::Commands,
            HelpTopic::Choices,
            HelpTopic::Competition,
            HelpTopic::Events,
            HelpTopic::Dice,
            HelpTopic::BlanksBlockers,
            HelpTopic::Surprise,
            HelpTopic::SwitchUp,
        ] {
            let left = leftovers_in_every_language(|tr| topic_text(topic, &commands, tr));
            assert!(left.is_empty(), "{topic:?}:\n{}", left.join("\n"));
        }
        let french = Tr(Language::French);
        let text = topic_text(HelpTopic::Commands, &commands, french);
        // The descriptions name the sub-commands, in French: no list of English ones.
        assert!(
            text.contains("`/partie`: Les parties de ce salon : nouvelle, rejoindre"),
            "{text}"
        );
        let events = topic_text(HelpTopic::Events, &commands, french);
        for command in commands.iter().filter(|c| in_events(c)) {
            for sub in &command.subcommands {
                assert!(
                    events.contains(&format!("`{}`:", name(sub, french))),
                    "{events}"
                );
            }
        }
    }

    #[test]
    fn the_help_fits_one_message_and_names_every_command() {
        use super::{HelpTopic, Tr, topic_text};
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
            let text = topic_text(topic, &commands, Tr::default());
            assert!(
                text.chars().count() <= 2000,
                "{topic:?}: {} characters\n{text}",
                text.len()
            );
        }
        let choices = topic_text(HelpTopic::Choices, &commands, Tr::default());
        assert!(
            choices.contains("challenge rule void, double, single, 5pt, 10pt"),
            "{choices}"
        );
        assert!(
            topic_text(HelpTopic::Competition, &commands, Tr::default()).contains("rated:False")
        );
        let events = topic_text(HelpTopic::Events, &commands, Tr::default());
        assert!(events.chars().count() <= 2000, "{events}");
        for command in super::super::commands() {
            if super::in_events(&command) {
                for sub in &command.subcommands {
                    assert!(events.contains(&format!("`{}`:", sub.name)), "{events}");
                }
            }
        }
        let text = super::text(&commands, Tr::default());
        for command in super::super::commands() {
            assert!(
                text.contains(&format!("`/{}`", command.name)),
                "{}",
                command.name
            );
        }
    }
}
