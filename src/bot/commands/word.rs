//! `/word`: check words, anagrams, words to build from some letters, pattern matches and hooks,
//! answered privately. A long answer comes whole as a text file, never cut.

use std::fmt::Write as _;

use poise::serenity_prelude as serenity;

use fluent_bundle::FluentValue;

use crate::engine::lexicon::QueryKind;
use crate::service::{SpelledAnswer, WordLookup};

use super::reply::MESSAGE_LIMIT;
use super::{Context, Error, Tr, choices, memory, request};

/// Look up words: check, anagram, build, pattern, hooks
#[poise::command(
    slash_command,
    subcommands("check", "anagram", "build", "pattern", "hooks"),
    subcommand_required,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
#[allow(clippy::unused_async)] // poise needs an async parent command
pub async fn word(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Whether words are valid (one or more, separated by spaces)
#[poise::command(slash_command)]
pub async fn check(
    ctx: Context<'_>,
    #[max_length = 100] words: String,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Check, &words, lexicon).await
}

/// Words using exactly these letters (? for any letter)
#[poise::command(slash_command)]
pub async fn anagram(
    ctx: Context<'_>,
    #[max_length = 32] letters: String,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Anagram, &letters, lexicon).await
}

/// Words of 2+ letters from some of these letters (? for any letter)
#[poise::command(slash_command)]
pub async fn build(
    ctx: Context<'_>,
    #[max_length = 32] letters: String,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Build, &letters, lexicon).await
}

/// Words matching a pattern: ? one letter, * any run, [ABC] one of those
#[poise::command(slash_command)]
pub async fn pattern(
    ctx: Context<'_>,
    #[max_length = 100] pattern: String,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Pattern, &pattern, lexicon).await
}

/// The letters that go before and after a word
#[poise::command(slash_command)]
pub async fn hooks(
    ctx: Context<'_>,
    #[max_length = 32] word: String,
    #[autocomplete = "choices::lexicons"]
    #[max_length = 32]
    lexicon: Option<String>,
) -> Result<(), Error> {
    answer(ctx, QueryKind::Hooks, &word, lexicon).await
}

/// How many `/word` answers are built and sent at once. A whole lexicon's answer holds a few
/// megabytes while it is built and uploaded (the words, the file, the request body), so without
/// a bound 48 members asking `/word pattern *` together took the bot from 26 MB to 878 MB.
/// Small answers take microseconds, so the queue behind the bound is short.
static ANSWERS_AT_ONCE: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

async fn answer(
    ctx: Context<'_>,
    kind: QueryKind,
    text: &str,
    lexicon: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let permit = ANSWERS_AT_ONCE
        .acquire()
        .await
        .map_err(|e| anyhow::anyhow!("word answers: {e}"))?;
    let lookup = ctx
        .data()
        .service
        .tables()
        .look_up_words(&request, kind, text, lexicon.as_deref())
        .await?;
    let message = message(kind, text, lookup, Tr::of_locale(ctx.locale()));
    let mut reply = super::reply::reply().content(message.text).ephemeral(true);
    let Some(file) = message.file else {
        drop(permit);
        ctx.send(reply).await?;
        return Ok(());
    };
    reply = reply.attachment(serenity::CreateAttachment::bytes(file, "words.txt"));
    let sent = ctx.send(reply).await;
    drop(permit);
    memory::give_back();
    sent?;
    Ok(())
}

/// An answer as sent: the message, and the whole list as a file when it is too long to show.
#[derive(Debug, PartialEq, Eq)]
struct Answered {
    text: String,
    file: Option<String>,
}

/// The answer to a query typed as `asked`, in `tr`'s language: the words in the message when
/// they fit, else a count in the message and every word in a file, one a line (the list
/// itself, not a copy).
fn message(kind: QueryKind, asked: &str, lookup: WordLookup, tr: Tr) -> Answered {
    let WordLookup { lexicon, answer } = lookup;
    let asked = asked.trim().to_uppercase();
    let lexicon = FluentValue::from(lexicon);
    match answer {
        SpelledAnswer::Checked(words) => checked(&words, &lexicon, tr),
        SpelledAnswer::Hooks { front, word, back } => {
            let list = |letters: &str| {
                if letters.is_empty() {
                    tr.text("word-no-hooks")
                } else {
                    letters
                        .chars()
                        .map(String::from)
                        .collect::<Vec<_>>()
                        .join(" ")
                }
            };
            let text = tr.say(
                "word-hooks",
                &[
                    ("word", word.into()),
                    ("lexicon", lexicon),
                    ("before", list(&front).into()),
                    ("after", list(&back).into()),
                ],
            );
            Answered { text, file: None }
        }
        SpelledAnswer::Words(words) => {
            let values = [
                ("count", FluentValue::from(words.len())),
                ("asked", asked.into()),
                ("lexicon", lexicon),
            ];
            let head = match (kind, words.is_empty()) {
                (QueryKind::Anagram, true) => tr.say("word-no-anagrams", &values),
                (QueryKind::Anagram, false) => tr.say("word-anagrams", &values),
                (QueryKind::Build, true) => tr.say("word-none-built", &values),
                (QueryKind::Build, false) => tr.say("word-built", &values),
                (_, true) => tr.say("word-none-matching", &values),
                (_, false) => tr.say("word-matching", &values),
            };
            if words.is_empty() {
                return Answered {
                    text: head,
                    file: None,
                };
            }
            // The message is the head, a newline and the words separated by spaces: as many
            // characters as the head and the lines (each word and its newline).
            let length = head.chars().count() + words.as_lines().chars().count();
            if length <= MESSAGE_LIMIT {
                let shown: Vec<&str> = words.iter().collect();
                let text = format!("{head}\n{}", shown.join(" "));
                return Answered { text, file: None };
            }
            attached(&head, words.into_lines(), tr)
        }
    }
}

/// The answer to words checked: each with its verdict, or a count and the list as a file.
fn checked(words: &[(String, bool)], lexicon: &FluentValue<'static>, tr: Tr) -> Answered {
    let invalid = words.iter().filter(|(_, valid)| !valid).count();
    let in_lexicon = [("lexicon", lexicon.clone())];
    let head = match (words.len(), invalid) {
        (1, 0) => tr.say("word-valid-one", &in_lexicon),
        (1, _) => tr.say("word-invalid-one", &in_lexicon),
        (n, 0) => tr.say(
            "word-all-valid",
            &[("count", n.into()), ("lexicon", lexicon.clone())],
        ),
        (n, k) => tr.say(
            "word-some-invalid",
            &[
                ("invalid", k.into()),
                ("count", n.into()),
                ("lexicon", lexicon.clone()),
            ],
        ),
    };
    let (valid_word, invalid_word) = (tr.text("word-valid"), tr.text("word-not-valid"));
    let verdict = |valid: bool| if valid { &valid_word } else { &invalid_word };
    let shown: Vec<String> = words
        .iter()
        .map(|(w, valid)| format!("`{w}` {}", verdict(*valid)))
        .collect();
    let text = format!("{head}\n{}", shown.join("\n"));
    if text.chars().count() <= MESSAGE_LIMIT {
        return Answered { text, file: None };
    }
    let mut lines = String::new();
    for (w, valid) in words {
        let _ = writeln!(lines, "{w}\t{}", verdict(*valid));
    }
    attached(&head, lines, tr)
}

/// A list too long for the message: its head says so, the lines go as `words.txt`.
fn attached(head: &str, lines: String, tr: Tr) -> Answered {
    Answered {
        text: tr.say("word-attached", &[("head", head.to_owned().into())]),
        file: Some(lines),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::SpelledWords;

    fn lookup(answer: SpelledAnswer) -> WordLookup {
        WordLookup {
            lexicon: "enable".into(),
            answer,
        }
    }

    #[test]
    fn short_answers_are_in_the_message() {
        let words = lookup(SpelledAnswer::Words(
            ["RETAINS", "RETINAS"].into_iter().collect(),
        ));
        let answered = message(QueryKind::Anagram, "aeinrst", words, Tr::default());
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
            message(QueryKind::Check, "qi zzz", checked, Tr::default()).text,
            "1 of 2 not valid in enable:\n`QI` valid\n`ZZZ` not valid"
        );
        let hooks = lookup(SpelledAnswer::Hooks {
            front: "S".into(),
            word: "CAT".into(),
            back: "SS".into(),
        });
        assert_eq!(
            message(QueryKind::Hooks, "cat", hooks, Tr::default()).text,
            "Hooks of **CAT** in enable: before S; after S S."
        );
        let none = lookup(SpelledAnswer::Words(SpelledWords::default()));
        assert_eq!(
            message(QueryKind::Pattern, "zz*", none, Tr::default()).text,
            "No words matching ZZ* in enable."
        );
    }

    #[test]
    fn long_answers_come_whole_as_a_file() {
        let words: Vec<String> = (0..1000).map(|i| format!("WORD{i:04}")).collect();
        let answered = message(
            QueryKind::Pattern,
            "*",
            lookup(SpelledAnswer::Words(words.iter().collect())),
            Tr::default(),
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

    #[test]
    fn a_list_goes_to_a_file_exactly_when_the_message_would_pass_the_limit() {
        // "N words matching * in enable:" then a newline and the words with spaces between.
        let fits = |count: usize, last: usize| {
            let mut words: Vec<String> = vec!["ABCDEFGHI".to_owned(); count];
            words.push("Z".repeat(last));
            let answered = message(
                QueryKind::Pattern,
                "*",
                lookup(SpelledAnswer::Words(words.iter().collect())),
                Tr::default(),
            );
            if answered.file.is_none() {
                assert_eq!(
                    answered.text.split([' ', '\n']).next_back(),
                    words.last().map(String::as_str)
                );
            }
            (answered.file.is_none(), answered.text.chars().count())
        };
        // 101 words: a head of 31 characters, a newline, 100 words of 9 each with a space.
        let room = MESSAGE_LIMIT - 31 - 1 - 100 * 10;
        assert_eq!(fits(100, room), (true, MESSAGE_LIMIT));
        let (shown, _) = fits(100, room + 1);
        assert!(!shown, "one character over the limit goes to words.txt");
    }
}
