//! `lexicord backup FILE`: the bot's whole database in one file (`pg_dump`'s custom format),
//! taken while the bot runs or not. The file appears only once complete: a failed backup
//! leaves any earlier file of that name as it was.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use super::pg_tools::{self, Tool};
use super::said::{SaidContext as _, said};
use crate::config::Config;
use crate::engine::english::english;
use crate::engine::wording::Wording;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to write (replaced only once the new backup is complete).
    pub file: PathBuf,
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Dumps the configured database (or the bot's own) to `args.file` and says what it holds.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    refuse_directory(&args.file)?;
    let config = Config::load_given_or_default(args.config.as_deref())?;
    let (url, _cluster) = super::database::in_use(&config).map_err(anyhow::Error::msg)?;
    // Counted just before the dump (a running bot may add to it); a database of a schema this
    // release cannot count still gets its backup.
    let inventory = super::restore::inventory(&url).ok();
    let partial = partial_name(&args.file);
    let written = pg_tools::run(
        Tool::Dump,
        &url,
        &[
            OsString::from("--format=custom"),
            OsString::from("--file"),
            partial.clone().into_os_string(),
        ],
    );
    if let Err(error) = written {
        let _ = std::fs::remove_file(&partial);
        return Err(error);
    }
    std::fs::rename(&partial, &args.file).said_context(|| {
        Wording::new("cli-backup-cannot-write").put("path", &args.file.display())
    })?;
    let bytes = std::fs::metadata(&args.file).map_or(0, |m| m.len());
    let path = args.file.display();
    let written = match inventory {
        Some(counts) => Wording::new("cli-backup-written")
            .put("path", &path)
            .number("bytes", bytes)
            .number("games", counts.games)
            .number("in_progress", counts.games_in_progress)
            .number("ratings", counts.ratings)
            .number("tournaments", counts.tournaments)
            .number("pending", counts.pending_posts),
        None => Wording::new("cli-backup-written-uncounted")
            .put("path", &path)
            .number("bytes", bytes),
    };
    println!("{}", english(&written));
    Ok(ExitCode::SUCCESS)
}

/// Where the dump is written until it is complete: beside the file, so the rename stays on
/// one file system.
fn partial_name(file: &std::path::Path) -> PathBuf {
    let mut name = file.file_name().map(OsString::from).unwrap_or_default();
    name.push(".partial");
    file.with_file_name(name)
}

/// Refuses a directory for the file (there is no file name to write beside it).
fn refuse_directory(file: &std::path::Path) -> anyhow::Result<()> {
    if file.is_dir() {
        return Err(said(
            &Wording::new("cli-backup-is-directory").put("path", &file.display()),
        ));
    }
    Ok(())
}
