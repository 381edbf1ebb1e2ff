//! Which open games use each word-list version, asked of the configured database for
//! `lexicord lexicons`.

use std::collections::BTreeMap;

use crate::config::Config;
use crate::engine::english::english;
use crate::engine::wording::Wording;
use crate::local_postgres::{ClusterOptions, LocalCluster};
use crate::store::lexicon_versions;

/// Where games that recorded no version yet are listed.
pub const UNRECORDED: &str = "unrecorded";

/// Open games by the version of their list: version → (list name, game ids). A game that
/// recorded no version yet is listed under [`UNRECORDED`]. `Err` says why the database was not
/// asked (none configured, or it did not answer).
pub fn open_games_by_version(
    config: &Config,
) -> Result<BTreeMap<String, (String, Vec<i64>)>, String> {
    let (url, _cluster) = database(config)?;
    let url = url.as_str();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let mut conn = <sqlx::PgConnection as sqlx::Connection>::connect(url)
            .await
            .map_err(|e| english(&Wording::new("cli-cannot-connect").put("error", &e)))?;
        let games = lexicon_versions::open_games(&mut conn)
            .await
            .map_err(|e| english(&Wording::new("cli-cannot-read-games").put("error", &e)))?;
        let mut by_version: BTreeMap<String, (String, Vec<i64>)> = BTreeMap::new();
        for game in games {
            let version = game
                .lexicon_version
                .unwrap_or_else(|| UNRECORDED.to_owned());
            by_version
                .entry(version)
                .or_insert_with(|| (game.lexicon.clone(), Vec::new()))
                .1
                .push(game.id);
        }
        Ok(by_version)
    })
}

/// The database to ask: the configured one; else the bot's own PostgreSQL, through the socket of
/// the running bot's server, or started here for the question (and stopped when dropped). A
/// bot that never started has no games, and says so.
pub(super) fn database(config: &Config) -> Result<(String, Option<LocalCluster>), String> {
    let url = config.database_url.expose();
    if !url.is_empty() {
        return Ok((url.to_owned(), None));
    }
    if !config.data_dir.join("PG_VERSION").exists() {
        let path = config.data_dir.display();
        return Err(english(&Wording::new("cli-no-database").put("path", &path)));
    }
    if let Some(url) = LocalCluster::running_url(&config.data_dir, "lexicord") {
        return Ok((url, None));
    }
    let cluster = LocalCluster::start(&ClusterOptions {
        data_dir: config.data_dir.clone(),
        durable: true,
        remove_on_stop: false,
    })
    .map_err(|e| english(&Wording::new("cli-cannot-start-database").put("error", &e)))?;
    Ok((cluster.url("lexicord"), Some(cluster)))
}
