//! `lexicord doctor`: checks what the bot needs, each with a plain verdict and what to do: the
//! configuration, the token and the application's install contexts (Discord), the database and
//! its migrations, every configured word list, and every server channel with a game in
//! progress. Exits with a failure when it finds a problem.

mod database;
mod discord;
mod report;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use report::{Check, Finding, Report};

use crate::config::{Config, ConfigError};
use crate::engine::wording::Wording;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Runs every check, printing a line for each, then a summary.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let mut report = Report::default();
    let Some(config) = configuration(args.config.as_deref(), &mut report) else {
        return Ok(report.finish());
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let taken = discord::token(&config, &mut report).await;
        if let Some((http, _)) = &taken {
            discord::install_contexts(http, &mut report).await;
        }
        // The bot's own PostgreSQL, if started for the check, stops when this is dropped.
        let located = database::locate(&config, &mut report);
        let channels = match &located {
            Some((url, _cluster)) => database::check(url, &mut report).await,
            None => None,
        };
        word_lists(&config, &mut report);
        if let (Some((http, bot)), Some(channels)) = (&taken, &channels) {
            discord::channels(http, *bot, channels, &mut report).await;
        }
    });
    Ok(report.finish())
}

/// Loads the configuration as `lexicord run` does; `None` (said in the report) when it does
/// not load.
fn configuration(given: Option<&Path>, report: &mut Report) -> Option<Config> {
    let default_file = Path::new("lexicord.toml");
    let file = given.or_else(|| default_file.exists().then_some(default_file));
    match Config::load(file) {
        Ok(config) => {
            let found = match file {
                Some(path) => Wording::new("cli-doctor-config-file").put("path", &path.display()),
                None => Wording::new("cli-doctor-config-none"),
            };
            report.add(&Finding::ok(Check::Configuration, found));
            Some(config)
        }
        Err(error) => {
            report.add(&Finding::problem(
                Check::Configuration,
                Wording::new("cli-doctor-config-invalid").put("error", &without_excerpt(&error)),
                Wording::new("cli-doctor-config-invalid-fix"),
            ));
            None
        }
    }
}

/// A configuration error on one line, without the excerpt of the file a parse error shows
/// (which could be the token's line).
fn without_excerpt(error: &ConfigError) -> String {
    error
        .to_string()
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.contains('|'))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads every word list under `[lexicons]` as the bot does at start (through the cache).
fn word_lists(config: &Config, report: &mut Report) {
    if config.lexicons.is_empty() {
        report.add(&Finding::ok(
            Check::WordLists,
            Wording::new("cli-doctor-lists-built-in"),
        ));
    }
    for (name, entry) in &config.lexicons {
        let check = Check::WordList(name.clone());
        match super::lexicons::load(name, entry, &config.lexicon_cache) {
            Ok(loaded) => report.add(&Finding::ok(
                check,
                Wording::new("cli-doctor-list-ok").put("summary", &loaded.summary()),
            )),
            Err(error) => report.add(&Finding::problem(
                check,
                Wording::new("cli-doctor-list-unreadable").put("error", &format!("{error:#}")),
                Wording::new("cli-doctor-list-unreadable-fix"),
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parse_error_is_said_without_the_files_lines() {
        let text = "discord_token = \"secret-token\nother = 1\n";
        let error = Config::from_toml(text, Path::new("lexicord.toml")).unwrap_err();
        let said = without_excerpt(&error);
        assert!(said.contains("lexicord.toml"), "{said}");
        assert!(!said.contains("secret-token"), "{said}");
        assert!(!said.contains('\n'), "{said}");
    }
}
