//! Commands named in messages as the reader's client shows them. The catalogues write a command
//! the way the English client shows it, in code spans (`` `/game new variant:classic` ``,
//! `` `word:` ``); when a language's message catalogue is read, each such span is rewritten with
//! that language's registered names (`` `/partie nouvelle variante:classic` ``) from its command
//! catalogue, so the commands' names exist once (`commands.ftl`) and a message never names a
//! command its reader's client does not show. A language Discord has no locale for (Catalan)
//! sees the English names, and keeps them.
//!
//! Only the catalogue's own text is rewritten, before any value is put in: a player's name is
//! never touched.

use std::collections::HashMap;

use super::catalogue::{Catalogue, message_keys};
use crate::kinds::Language;

/// One language's names of the commands and options, keyed by their English names.
pub struct CommandNames {
    /// Each command's English path (`game new`) with its key and its name in the language
    /// (`partie nouvelle`).
    commands: HashMap<String, (String, String)>,
    /// Each option's name in the language, by its command's key and its English name.
    options: HashMap<(String, String), String>,
}

impl CommandNames {
    /// The names in `language` (`text`: its command catalogue), from the English catalogue
    /// `english`.
    pub fn new(english: &str, language: Language, text: &str) -> Result<Self, String> {
        let en = Catalogue::parse(Language::English, english)?;
        let theirs = Catalogue::parse(language, text)?;
        let keys = message_keys(english);
        // The English and the language's path of each command key, parents first (a parent's
        // key is shorter than its children's).
        let mut paths: HashMap<String, (String, String)> = HashMap::new();
        let mut commands: Vec<&String> = keys.iter().filter(|k| !k.contains("--")).collect();
        commands.sort_by_key(|k| k.len());
        for key in commands {
            let (Some(name), Some(local)) = (en.name(key), theirs.name(key)) else {
                continue;
            };
            let parent = key
                .strip_suffix(&name)
                .and_then(|p| p.strip_suffix('_'))
                .and_then(|p| paths.get(p).cloned());
            let path = match parent {
                Some((english, localised)) => {
                    (format!("{english} {name}"), format!("{localised} {local}"))
                }
                None => (name, local),
            };
            paths.insert(key.clone(), path);
        }
        let mut options = HashMap::new();
        for key in keys.iter().filter(|k| k.contains("--")) {
            let Some((command, _)) = key.split_once("--") else {
                continue;
            };
            if let (Some(name), Some(local)) = (en.name(key), theirs.name(key)) {
                options.insert((command.to_owned(), name), local);
            }
        }
        let commands = paths
            .into_iter()
            .map(|(key, (english, localised))| (english, (key, localised)))
            .collect();
        Ok(Self { commands, options })
    }

    /// The language's name of the command whose English path is `english` (`game new`).
    #[cfg(test)]
    pub fn command(&self, english: &str) -> Option<&str> {
        self.commands.get(english).map(|(_, local)| local.as_str())
    }

    /// The language's name of option `option` of the command whose key is `key`.
    fn option(&self, key: &str, option: &str) -> Option<&str> {
        self.options
            .get(&(key.to_owned(), option.to_owned()))
            .map(String::as_str)
    }

    /// The language's name of an option named without its command: the one every command
    /// with an option of that name gives it, if they agree.
    fn any_option(&self, option: &str) -> Option<&str> {
        let mut names = self
            .options
            .iter()
            .filter(|((_, english), _)| english == option)
            .map(|(_, local)| local.as_str());
        let first = names.next()?;
        names.all(|n| n == first).then_some(first)
    }

    /// A catalogue's text with every command and option named in a code span rewritten.
    pub fn rewrite(&self, text: &str) -> String {
        text.lines()
            .map(|line| self.rewrite_line(line))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// One line: its code spans (pairs of backticks) rewritten, the last command named giving
    /// the options named alone (`at:F8` after `/play word:HORN at:8F`) their command, and
    /// before any, the first command the line names (`` `word:` and `at:`, as for `/play` ``).
    fn rewrite_line(&self, line: &str) -> String {
        if line.trim_start().starts_with('#') {
            return line.to_owned();
        }
        let mut out = String::with_capacity(line.len());
        let mut command: Option<String> = line
            .split('`')
            .skip(1)
            .step_by(2)
            .find_map(|span| self.command_of(span).map(|(_, key, _)| key));
        let mut parts = line.split('`');
        out.push_str(parts.next().unwrap_or_default());
        let rest: Vec<&str> = parts.collect();
        for (at, part) in rest.iter().enumerate() {
            out.push('`');
            // Even positions are inside a span, when the span is closed.
            if at % 2 == 0 && at + 1 < rest.len() {
                out.push_str(&self.rewrite_span(part, &mut command));
            } else {
                out.push_str(part);
            }
        }
        out
    }

    /// The command a span starting with `/` names: how many words its name takes, its key and
    /// its name in the language.
    fn command_of(&self, span: &str) -> Option<(usize, String, String)> {
        let tokens: Vec<&str> = span.strip_prefix('/')?.split(' ').collect();
        (1..=tokens.len()).rev().find_map(|n| {
            self.commands
                .get(&tokens[..n].join(" "))
                .map(|(key, local)| (n, key.clone(), local.clone()))
        })
    }

    /// A code span: `/command sub option:value ...` or `option:value`.
    fn rewrite_span(&self, span: &str, command: &mut Option<String>) -> String {
        let mut words: Vec<String> = span.split(' ').map(str::to_owned).collect();
        let mut first = 0;
        if span.starts_with('/') {
            let Some((length, key, local)) = self.command_of(span) else {
                return span.to_owned();
            };
            words.drain(..length);
            words.insert(0, format!("/{local}"));
            first = 1;
            *command = Some(key);
        }
        for word in &mut words[first..] {
            let Some((name, value)) = word.split_once(':') else {
                continue;
            };
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
                continue;
            }
            let local = command
                .as_deref()
                .and_then(|key| self.option(key, name))
                .or_else(|| self.any_option(name));
            if let Some(local) = local {
                *word = format!("{local}:{value}");
            }
        }
        words.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::CommandNames;
    use crate::bot::locale::COMMAND_CATALOGUES;
    use crate::kinds::Language;

    fn french() -> CommandNames {
        let text = COMMAND_CATALOGUES
            .iter()
            .find(|(l, _)| *l == Language::French)
            .unwrap()
            .1;
        CommandNames::new(COMMAND_CATALOGUES[0].1, Language::French, text).unwrap()
    }

    #[test]
    fn commands_and_options_in_code_spans_take_the_languages_names() {
        let french = french();
        assert_eq!(french.command("game new"), Some("partie nouvelle"));
        assert_eq!(
            french.rewrite("Write `/play word:HORN at:8F`; `at:F8` goes down, see `/game join`."),
            "Write `/jouer mot:HORN position:8F`; `position:F8` goes down, see `/partie rejoindre`."
        );
        // An option named alone before any command: the name every command gives it.
        assert_eq!(
            french.rewrite("`turn_time:` 30s, `/settings reminders on:False`"),
            "`temps_par_tour:` 30s, `/réglages rappels activer:False`"
        );
        // Not a command, an unclosed span, a comment, a value: as they are.
        for same in [
            "`/teleport now` and `AEI?` and `{ $tiles }`",
            "a lone `/game",
            "# `/game new`",
        ] {
            assert_eq!(french.rewrite(same), same);
        }
    }
}
