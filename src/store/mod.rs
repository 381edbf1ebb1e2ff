//! Storage in PostgreSQL (sqlx): connecting, migrations, and the queries on games, players and
//! moves. Query functions take a transaction; the caller commits.

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
    MIGRATOR.run(&pool).await?;
    Ok(pool)
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
