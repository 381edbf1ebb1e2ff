//! Storage in PostgreSQL (sqlx): connecting, migrations, and the queries on games, players and
//! moves. Query functions take a transaction; the caller commits.

pub mod channels;
pub mod clocks;
pub mod conversations;
pub mod doctor;
pub mod exports;
pub mod games;
pub mod interactions;
pub mod inventory;
pub mod jobs;
pub mod leagues;
pub mod lexicon_versions;
pub mod moves;
mod names;
pub mod outbox;
pub mod players;
pub mod practice;
pub mod puzzles;
pub mod queue;
pub mod ratings;
pub mod records;
pub mod seats;
pub mod tournament_jobs;
pub mod tournaments;
pub mod workload;

use std::str::FromStr;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{ConnectOptions, PgPool};

use crate::engine::wording::{Worded, Wording};

/// The migrations in `migrations/`, embedded in the binary.
pub static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// Opens a pool on `url`, creating the database first if the server lacks it (our own cluster
/// starts with only `postgres`), and brings the schema up to date.
pub async fn connect_and_migrate(url: &str) -> anyhow::Result<PgPool> {
    let options = PgConnectOptions::from_str(url)?.disable_statement_logging();
    ensure_database(&options).await?;
    let pool = PgPoolOptions::new()
        .max_connections(16)
        .connect_with(options)
        .await?;
    refuse_newer(&pool).await?;
    MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// The database records migrations this binary does not know: a newer release migrated it.
/// An older process refuses it before it writes anything (docs/OPERATING.md, "Upgrades").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewerDatabase {
    /// The applied versions this binary does not know, oldest first.
    pub unknown: Vec<i64>,
    /// The newest migration this binary knows.
    pub newest_known: i64,
}

impl Worded for NewerDatabase {
    fn wording(&self) -> Wording {
        let versions: Vec<String> = self.unknown.iter().map(i64::to_string).collect();
        Wording::new("cli-run-newer-database")
            .number("count", self.unknown.len())
            .put("versions", &versions.join(", "))
            .put("known", &self.newest_known)
    }
}

crate::engine::english::said_in_english!(NewerDatabase);

/// Fails with [`NewerDatabase`] when the database records a migration this binary does not
/// know; reads only. (sqlx's migrator refuses such a database too, inside its lock, so a newer
/// release that migrates between this read and the migrator is refused there.)
async fn refuse_newer(pool: &PgPool) -> anyhow::Result<()> {
    let mut conn = pool.acquire().await?;
    let Some(applied) = doctor::applied_migrations(&mut conn, &MIGRATOR.table_name).await? else {
        return Ok(());
    };
    let unknown: Vec<i64> = applied
        .iter()
        .map(|a| a.version)
        .filter(|v| MIGRATOR.iter().all(|m| m.version != *v))
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    let newest_known = MIGRATOR.iter().map(|m| m.version).max().unwrap_or(0);
    Err(NewerDatabase {
        unknown,
        newest_known,
    }
    .into())
}

/// Opens a small pool on `url` and leaves the schema as it is: for the operator's tools that
/// only read (`lexicord export`), which must not change the database of a bot that runs. Its
/// sessions' transactions are read-only, so the server refuses any write.
pub async fn connect_read_only(url: &str) -> anyhow::Result<PgPool> {
    let options = PgConnectOptions::from_str(url)?
        .disable_statement_logging()
        .options([("default_transaction_read_only", "on")]);
    Ok(PgPoolOptions::new()
        .max_connections(2)
        .connect_with(options)
        .await?)
}

/// Creates the database `url` names if it does not exist yet (a restore into a fresh cluster).
pub async fn ensure_database_at(url: &str) -> anyhow::Result<()> {
    ensure_database(&PgConnectOptions::from_str(url)?.disable_statement_logging()).await
}

async fn ensure_database(options: &PgConnectOptions) -> anyhow::Result<()> {
    let Some(name) = options.get_database().map(str::to_owned) else {
        return Ok(());
    };
    let mut admin = options.clone().database("postgres").connect().await?;
    let exists: bool =
        sqlx::query_scalar("select exists (select 1 from pg_database where datname = $1)")
            .bind(&name)
            .fetch_one(&mut admin)
            .await?;
    if !exists {
        let quoted = name.replace('"', "\"\"");
        sqlx::raw_sql(sqlx::AssertSqlSafe(format!("create database \"{quoted}\"")))
            .execute(&mut admin)
            .await?;
    }
    Ok(())
}
