//! The `lexicord` binary: parses the command line and runs the chosen command.

use std::process::ExitCode;

use std::io::IsTerminal;

use clap::Parser;
use lexicord::cli::{Cli, log_colours};

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.command.logs() {
        start_logging();
    }
    cli.command.execute().unwrap_or_else(|error| {
        eprintln!("lexicord: {error:#}");
        ExitCode::FAILURE
    })
}

/// Log lines to stderr, filtered by `RUST_LOG` (default: this crate's info and up).
fn start_logging() {
    let no_color = std::env::var_os("NO_COLOR");
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "lexicord=info,warn".into()),
        )
        .with_writer(std::io::stderr)
        .with_ansi(log_colours(
            std::io::stderr().is_terminal(),
            no_color.as_deref(),
        ))
        .init();
}
