//! The `lexicord` binary: parses the command line and runs the chosen command.

use std::process::ExitCode;

use std::io::IsTerminal;

use clap::Parser;
use lexicord::cli::{Cli, log_colours};
use lexicord::config::LogFormat;

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.command.logs() {
        start_logging(cli.command.log_format());
    }
    cli.command.execute().unwrap_or_else(|error| {
        eprintln!("lexicord: {error:#}");
        ExitCode::FAILURE
    })
}

/// Log lines to stderr, filtered by `RUST_LOG` (default: this crate's info and up), as text or
/// as one JSON object a line.
fn start_logging(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "lexicord=info,warn".into());
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Json => logs
            .json()
            .with_current_span(true)
            .with_span_list(true)
            .init(),
        LogFormat::Text => {
            let no_color = std::env::var_os("NO_COLOR");
            logs.with_ansi(log_colours(
                std::io::stderr().is_terminal(),
                no_color.as_deref(),
            ))
            .init();
        }
    }
}
