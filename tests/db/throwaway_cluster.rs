//! One throwaway PostgreSQL for this test run when `DATABASE_URL` is unset: started before any
//! test (so every `#[sqlx::test]` database is created in it) and removed when the run ends.
#![allow(unsafe_code)]

use std::sync::Mutex;

use lexicord::local_postgres::{ClusterOptions, LocalCluster};

static CLUSTER: Mutex<Option<LocalCluster>> = Mutex::new(None);

#[ctor::ctor]
unsafe fn start_throwaway_cluster() {
    if std::env::var_os("DATABASE_URL").is_some_and(|v| !v.is_empty()) {
        return;
    }
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let data_dir =
        std::env::temp_dir().join(format!("lexicord-test-{}-{nanos}", std::process::id()));
    let cluster = LocalCluster::start(&ClusterOptions {
        data_dir,
        durable: false,
        remove_on_stop: true,
    })
    .unwrap_or_else(|e| panic!("cannot start the test PostgreSQL: {e}"));
    // SAFETY: this runs before main, while the process has a single thread.
    unsafe { std::env::set_var("DATABASE_URL", cluster.url("postgres")) };
    *CLUSTER
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(cluster);
}

#[ctor::dtor]
unsafe fn stop_throwaway_cluster() {
    if let Some(mut cluster) = CLUSTER
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .take()
    {
        cluster.stop();
    }
}
