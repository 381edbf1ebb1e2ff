//! The command line: `lexicord run | doctor | replay | moves | endgame | analyze | render |
//! word | review | tournament | variants | tilesets | lexicons | backup | restore | export`.
//! Each subcommand reads files, calls the library and prints.

pub mod analyze;
pub mod backup;
pub(crate) mod database;
pub mod doctor;
pub mod endgame;
pub mod export;
pub mod lexicon_cache;
mod lexicon_users;
pub mod lexicons;
pub mod moves;
mod pg_tools;
mod record_replay;
pub mod render;
pub mod render_replay;
pub mod replay;
pub mod restore;
pub mod review;
pub mod run;
mod said;
pub mod tilesets;
pub mod tournament;
pub mod variants;
pub mod word;

use std::ffi::OsStr;

use clap::{Parser, Subcommand};

use crate::config::{Config, LogFormat};

/// Whether log lines on stderr carry colour: only on a terminal, and not when `NO_COLOR` is set
/// to anything (<https://no-color.org>). Files and pipes get plain text.
pub fn log_colours(stderr_is_terminal: bool, no_color: Option<&OsStr>) -> bool {
    stderr_is_terminal && no_color.is_none_or(OsStr::is_empty)
}

/// Lexicord: the crossword tile game on Discord.
#[derive(Debug, Parser)]
#[command(name = "lexicord", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start the bot (runs its own PostgreSQL when no database URL is configured).
    Run(run::Args),
    /// Check what the bot needs, each with a verdict and what to do: the configuration, the
    /// token, the install contexts, the database and its migrations, the word lists, and the
    /// bot's permissions in every channel with a game in progress.
    Doctor(doctor::Args),
    /// Replay game records (GCG) and check every recorded score.
    Replay(replay::Args),
    /// Draw a position (CGP, or a GCG record at any turn) as a board picture.
    Render(render::Args),
    /// List the legal plays of positions (CGP), best first.
    Moves(moves::Args),
    /// Solve the endgame of a position (CGP): the best line for both players, bag empty.
    Endgame(endgame::Args),
    /// Judge a position's plays (CGP) by simulation: equity and chance of winning.
    Analyze(analyze::Args),
    /// Look up words: check, anagram, build, pattern, hooks.
    Word(word::Args),
    /// Review game records (GCG): each turn against the best choice by equity, with the equity
    /// and chance of winning it gave up (static, or searched within `--budget`).
    Review(review::Args),
    /// Tournament reports from a tsh `.t` file: standings, the next round's pairings, ratings.
    Tournament(tournament::Args),
    /// List the variants a game can be opened with, one a line with what it is.
    Variants,
    /// List the tile sets (languages), one a line: name, language, tiles and letters.
    Tilesets,
    /// Load the configured word lists and say what each kept and dropped, built or read back
    /// from the cache.
    Lexicons(lexicons::Args),
    /// Write the bot's whole database to a file, while the bot runs or not.
    Backup(backup::Args),
    /// Restore a backup into an empty database (a new data directory, or a new database).
    Restore(restore::Args),
    /// Write one server's finished games (GCG) and events (tsh `.t` files) into a directory,
    /// for a server leaving the bot.
    Export(export::Args),
}

impl Command {
    /// Whether the subcommand logs (and the binary sets up logging for it): all but `moves`,
    /// which only prints its listing, and so spares the memory and time of the log filter.
    pub fn logs(&self) -> bool {
        !matches!(self, Command::Moves(_))
    }

    /// How the subcommand's log lines are written: as its configuration says (`[observability]
    /// log_format`, or `LEXICORD_LOG_FORMAT`); text when the configuration cannot be read (the
    /// command then says why itself).
    pub fn log_format(&self) -> LogFormat {
        let given = match self {
            Command::Run(args) => args.config.as_deref(),
            Command::Doctor(args) => args.config.as_deref(),
            Command::Backup(args) => args.config.as_deref(),
            Command::Restore(args) => args.config.as_deref(),
            _ => None,
        };
        Config::load_given_or_default(given)
            .map(|config| config.observability.log_format)
            .unwrap_or_default()
    }

    /// Runs the subcommand.
    pub fn execute(&self) -> anyhow::Result<std::process::ExitCode> {
        match self {
            Command::Run(args) => run::execute(args),
            Command::Doctor(args) => doctor::execute(args),
            Command::Replay(args) => replay::execute(args),
            Command::Render(args) => render::execute(args),
            Command::Moves(args) => moves::execute(args),
            Command::Endgame(args) => endgame::execute(args),
            Command::Analyze(args) => analyze::execute(args),
            Command::Word(args) => word::execute(args),
            Command::Review(args) => review::execute(args),
            Command::Tournament(args) => tournament::execute(args),
            Command::Variants => variants::execute(),
            Command::Tilesets => tilesets::execute(),
            Command::Lexicons(args) => lexicons::execute(args),
            Command::Backup(args) => backup::execute(args),
            Command::Restore(args) => restore::execute(args),
            Command::Export(args) => export::execute(args),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logs_are_coloured_only_on_a_terminal_without_no_color() {
        assert!(log_colours(true, None));
        assert!(!log_colours(false, None));
        assert!(!log_colours(true, Some(OsStr::new("1"))));
        assert!(log_colours(true, Some(OsStr::new(""))));
    }
}
