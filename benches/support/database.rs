//! The database a bench runs against: the server `DATABASE_URL` names, or else a throwaway
//! PostgreSQL cluster of its own, removed when the bench stops it.

use lexicord::local_postgres::{ClusterOptions, LocalCluster};

/// The database URL to use, and the throwaway cluster behind it when one was started (call
/// `stop` on it at the end). `name` names the cluster's folder and its database.
pub fn bench_database(name: &str) -> (Option<LocalCluster>, String) {
    match std::env::var("DATABASE_URL") {
        Ok(url) if !url.is_empty() => (None, url),
        _ => {
            let data_dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
            let cluster = LocalCluster::start(&ClusterOptions {
                data_dir,
                durable: false,
                remove_on_stop: true,
            })
            .expect("starting a throwaway PostgreSQL");
            let url = cluster.url(name);
            (Some(cluster), url)
        }
    }
}
