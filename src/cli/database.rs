//! Which database a command of the command line works on: the configured one; else the bot's
//! own PostgreSQL in its data directory, through the socket of the running bot's server, or
//! started here for the command (and stopped when the returned cluster is dropped).

use crate::config::Config;
use crate::engine::english::english;
use crate::engine::wording::Wording;
use crate::local_postgres::{ClusterOptions, LocalCluster};

/// The database the bot uses, as a URL, and the cluster started for the command if one was.
/// A bot that never started has no database, and `Err` says so.
pub fn in_use(config: &Config) -> Result<(String, Option<LocalCluster>), String> {
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
    start_own(config).map(|cluster| (cluster.url("lexicord"), Some(cluster)))
}

/// Starts the bot's own PostgreSQL in the configured data directory (creating the cluster if
/// the directory holds none).
pub fn start_own(config: &Config) -> Result<LocalCluster, String> {
    LocalCluster::start(&ClusterOptions {
        data_dir: config.data_dir.clone(),
        durable: true,
        remove_on_stop: false,
    })
    .map_err(|e| english(&Wording::new("cli-cannot-start-database").put("error", &e)))
}
