//! The command line: `lexicord run | replay | moves | render`.

pub mod run;

use clap::{Parser, Subcommand};

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
}
