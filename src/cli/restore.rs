//! `lexicord restore FILE`: a backup made by `lexicord backup` into an empty database (a new
//! data directory for the bot's own PostgreSQL, or a new database on the operator's server),
//! in one transaction: a failed restore leaves nothing behind. The bot started on it then
//! migrates it to its own schema and goes on: games continue, and posts the backup held as not
//! yet delivered are delivered (once: each outbox row is delivered once, under its lease).

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;

use super::pg_tools::{self, Tool};
use super::said::said;
use crate::config::Config;
use crate::engine::english::english;
use crate::engine::wording::Wording;
use crate::local_postgres::LocalCluster;
use crate::store::inventory::{self, Inventory};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The backup to restore (a file written by `lexicord backup`).
    pub file: PathBuf,
    /// Configuration file (see config.example.toml); default: ./lexicord.toml if present.
    #[arg(long)]
    pub config: Option<PathBuf>,
}

/// Restores `args.file` into the configured database, which must hold no tables yet.
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    if !args.file.is_file() {
        return Err(said(
            &Wording::new("cli-restore-no-file").put("path", &args.file.display()),
        ));
    }
    let config = Config::load_given_or_default(args.config.as_deref())?;
    let (url, target, _cluster) = target(&config)?;
    let runtime = runtime()?;
    runtime.block_on(async {
        crate::store::ensure_database_at(&url).await?;
        let mut conn = connect(&url).await?;
        let empty = inventory::holds_no_tables(&mut conn)
            .await
            .map_err(|e| read_error(&e))?;
        if !empty {
            return Err(said(
                &Wording::new("cli-restore-not-empty").put("target", &target),
            ));
        }
        Ok(())
    })?;
    pg_tools::run(
        Tool::Restore,
        &url,
        &[
            OsString::from("--single-transaction"),
            OsString::from("--exit-on-error"),
            OsString::from("--no-owner"),
            OsString::from("--no-privileges"),
            args.file.clone().into_os_string(),
        ],
    )?;
    // A backup of an older schema is counted once the bot has migrated it.
    let path = args.file.display();
    let restored = match inventory_with(&runtime, &url) {
        Ok(counts) => Wording::new("cli-restored")
            .put("path", &path)
            .put("target", &target)
            .number("games", counts.games)
            .number("in_progress", counts.games_in_progress)
            .number("ratings", counts.ratings)
            .number("tournaments", counts.tournaments)
            .number("pending", counts.pending_posts),
        Err(_) => Wording::new("cli-restored-uncounted")
            .put("path", &path)
            .put("target", &target),
    };
    println!("{}", english(&restored));
    Ok(ExitCode::SUCCESS)
}

/// The database to restore into, how to name it to the operator (never with its password),
/// and the bot's own cluster when started here. The bot's own PostgreSQL must not be running:
/// a bot on the database while it is restored would see half of it.
fn target(config: &Config) -> anyhow::Result<(String, String, Option<LocalCluster>)> {
    let url = config.database_url.expose();
    if !url.is_empty() {
        let name = english(&Wording::new("cli-restore-configured-database"));
        return Ok((url.to_owned(), name, None));
    }
    let path = config.data_dir.display().to_string();
    if LocalCluster::running_url(&config.data_dir, "lexicord").is_some() {
        return Err(said(
            &Wording::new("cli-restore-bot-running").put("path", &path),
        ));
    }
    let cluster = super::database::start_own(config).map_err(anyhow::Error::msg)?;
    Ok((cluster.url("lexicord"), path, Some(cluster)))
}

/// What the database at `url` holds.
pub fn inventory(url: &str) -> anyhow::Result<Inventory> {
    inventory_with(&runtime()?, url)
}

fn inventory_with(runtime: &tokio::runtime::Runtime, url: &str) -> anyhow::Result<Inventory> {
    runtime.block_on(async {
        let mut conn = connect(url).await?;
        inventory::count(&mut conn)
            .await
            .map_err(|e| read_error(&e))
    })
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?)
}

async fn connect(url: &str) -> anyhow::Result<sqlx::PgConnection> {
    <sqlx::PgConnection as sqlx::Connection>::connect(url)
        .await
        .map_err(|e| said(&Wording::new("cli-cannot-connect").put("error", &e)))
}

fn read_error(error: &sqlx::Error) -> anyhow::Error {
    said(&Wording::new("cli-cannot-read-database").put("error", &error))
}
