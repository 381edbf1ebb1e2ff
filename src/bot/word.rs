//! `/word`: check words, anagrams, words to build from some letters, pattern matches and hooks,
//! answered privately. A long answer comes whole as a text file, never cut.

use poise::serenity_prelude as serenity;

use crate::engine::lexicon::QueryKind;
use crate::service::{SpelledAnswer, WordLookup};

use super::reply::MESSAGE_LIMIT;
use super::{Context, Error, choices, request};

/// Look up words: check, anagram, build, pattern, hooks
#[poise::command(
    slash_command,
    guild_only,
    subcommands("check", "anagram", "build", "pattern", "hooks"),
    subcommand_required
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn word(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether words are valid (one or more, separated by spaces)
#[poise::command(slash_command, guild_only)]
pub async fn check(
    ctx: Context<'_>,
    #[description = "The words, e.g. QI ZA CWM"]
    #[max_length = 100]
    words: String,
    #[description = "The word list (the server's by default)"]
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Check, &words, lexicon).await
}

/// Words using exactly these letters (? for any letter)
#[poise::command(slash_command, guild_only)]
pub async fn anagram(
    ctx: Context<'_>,
    #[description = "The letters, e.g. AEINRST or AEINST?"]
    #[max_length = 32]
    letters: String,
    #[description = "The word list (the server's by default)"]
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Anagram, &letters, lexicon).await
}

/// Words of 2+ letters from some of these letters (? for any letter)
#[poise::command(slash_command, guild_only)]
pub async fn build(
    ctx: Context<'_>,
    #[description = "The letters, e.g. AEINRST or QUA?"]
    #[max_length = 32]
    letters: String,
    #[description = "The word list (the server's by default)"]
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Build, &letters, lexicon).await
}

/// Words matching a pattern: ? one letter, * any run, [ABC] one of those
#[poise::command(slash_command, guild_only)]
pub async fn pattern(
    ctx: Context<'_>,
    #[description = "The pattern, e.g. Q??? or *ING or [AEIOU]*X"]
    #[max_length = 100]
    pattern: String,
    #[description = "The word list (the server's by default)"]
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Pattern, &pattern, lexicon).await
}

/// The letters that go before and after a word
#[poise::command(slash_command, guild_only)]
pub async fn hooks(
    ctx: Context<'_>,
    #[description = "The word, e.g. CAT"]
    #[max_length = 32]
    word: String,
    #[description = "The word list (the server's by default)"]
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Hooks, &word, lexicon).await
}

async fn answer(
    ctx: Context<'_>,
    kind: QueryKind,
    text: &str,
    lexicon: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let lookup = ctx
        .data()
        .service
        .look_up_words(&request, kind, text, lexicon.as_deref())
        .await?;
    let message = message(kind, text, &lookup);
    let mut reply = super::reply::reply().content(message.text).ephemeral(true);
    if let Some(file) = message.file {
        reply = reply.attachment(serenity::CreateAttachment::bytes(file, "words.txt"));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// An answer as sent: the message, and the whole list as a file when it is too long to show.
#[derive(Debug, PartialEq, Eq)]
struct Answered {
    text: String,
    file: Option<String>,
}

/// The answer to a query typed as `asked`: the words in the message when they fit, else a
/// count in the message and every word in a file, one a line.
fn message(kind: QueryKind, asked: &str, lookup: &WordLookup) -> Answered {
    let lexicon = &lookup.lexicon;
    let asked = asked.trim().to_uppercase();
    let (head, lines): (String, Vec<String>) = match &lookup.answer {
        SpelledAnswer::Checked(words) => {
            let invalid = words.iter().filter(|(_, valid)| !valid).count();
            let head = match (words.len(), invalid) {
                (1, 0) => format!("Valid in {lexicon}:"),
                (1, _) => format!("Not valid in {lexicon}:"),
                (_, 0) => format!("All {} valid in {lexicon}:", words.len()),
                (n, k) => format!("{k} of {n} not valid in {lexicon}:"),
            };
            let lines = words
                .iter()
                .map(|(w, valid)| format!("{w}\t{}", if *valid { "valid" } else { "not valid" }))
                .collect();
            (head, lines)
        }
        SpelledAnswer::Hooks { front, word, back } => {
            let list = |letters: &str| {
                if letters.is_empty() {
                    "none".to_owned()
                } else {
                    letters
                        .chars()
                        .map(String::from)
                        .collect::<Vec<_>>()
                        .join(" ")
                }
            };
            let text = format!(
                "Hooks of **{word}** in {lexicon}: before {}; after {}.",
                list(front),
                list(back)
            );
            return Answered { text, file: None };
        }
        SpelledAnswer::Words(words) => {
            let plural = words.len() != 1;
            let noun = match (kind, plural) {
                (QueryKind::Anagram, true) => "anagrams",
                (QueryKind::Anagram, false) => "anagram",
                (_, true) => "words",
                (_, false) => "word",
            };
            let what = match kind {
                QueryKind::Anagram => format!("{noun} of {asked}"),
                QueryKind::Build => format!("{noun} from {asked}"),
                _ => format!("{noun} matching {asked}"),
            };
            if words.is_empty() {
                let text = format!("No {what} in {lexicon}.");
                return Answered { text, file: None };
            }
            let head = format!("{} {what} in {lexicon}:", words.len());
            (head, words.clone())
        }
    };
    let shown = match &lookup.answer {
        SpelledAnswer::Checked(_) => lines
            .iter()
            .map(|l| {
                let (w, verdict) = l.split_once('\t').unwrap_or((l, ""));
                format!("`{w}` {verdict}")
            })
            .collect::<Vec<_>>()
            .join("\n"),
        _ => lines.join(" "),
    };
    let text = format!("{head}\n{shown}");
    if text.chars().count() <= MESSAGE_LIMIT {
        return Answered { text, file: None };
    }
    Answered {
        text: format!("{head} too many to show here, so the whole list is attached (words.txt)."),
        file: Some(lines.join("\n") + "\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lookup(answer: SpelledAnswer) -> WordLookup {
        WordLookup {
            lexicon: "enable".into(),
            answer,
        }
    }

    #[test]
    fn short_answers_are_in_the_message() {
        let words = lookup(SpelledAnswer::Words(vec![
            "RETAINS".into(),
            "RETINAS".into(),
        ]));
        let answered = message(QueryKind::Anagram, "aeinrst", &words);
        assert_eq!(
            answered.text,
            "2 anagrams of AEINRST in enable:\nRETAINS RETINAS"
        );
        assert_eq!(answered.file, None);

        let checked = lookup(SpelledAnswer::Checked(vec![
            ("QI".into(), true),
            ("ZZZ".into(), false),
        ]));
        assert_eq!(
            message(QueryKind::Check, "qi zzz", &checked).text,
            "1 of 2 not valid in enable:\n`QI` valid\n`ZZZ` not valid"
        );
        let hooks = lookup(SpelledAnswer::Hooks {
            front: "S".into(),
            word: "CAT".into(),
            back: "SS".into(),
        });
        assert_eq!(
            message(QueryKind::Hooks, "cat", &hooks).text,
            "Hooks of **CAT** in enable: before S; after S S."
        );
        let none = lookup(SpelledAnswer::Words(Vec::new()));
        assert_eq!(
            message(QueryKind::Pattern, "zz*", &none).text,
            "No words matching ZZ* in enable."
        );
    }

    #[test]
    fn long_answers_come_whole_as_a_file() {
        let words: Vec<String> = (0..1000).map(|i| format!("WORD{i:04}")).collect();
        let answered = message(
            QueryKind::Pattern,
            "*",
            &lookup(SpelledAnswer::Words(words.clone())),
        );
        assert!(answered.text.chars().count() <= MESSAGE_LIMIT);
        assert!(
            answered.text.starts_with("1000 words matching * in enable"),
            "{}",
            answered.text
        );
        assert!(answered.text.contains("attached"), "{}", answered.text);
        let file = answered.file.expect("the list as a file");
        assert_eq!(file.lines().collect::<Vec<_>>(), words);
    }
}
