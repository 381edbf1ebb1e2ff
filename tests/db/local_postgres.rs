//! Our own PostgreSQL cluster: a second start on a data directory whose server is running (and
//! owned by a live process) fails clearly and leaves that server running, on every system (the
//! clean-up of servers left by a crash only ever stops orphans).

use lexicord::local_postgres::{ClusterError, ClusterOptions, LocalCluster};

#[test]
fn a_second_start_on_a_running_cluster_fails_and_leaves_it_serving() {
    let data_dir = std::env::temp_dir().join(format!("lexicord-twice-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data_dir);
    let options = |remove_on_stop| ClusterOptions {
        data_dir: data_dir.clone(),
        durable: false,
        remove_on_stop,
    };
    let mut first = LocalCluster::start(&options(true)).expect("the first start");
    let second = LocalCluster::start(&options(false));
    assert!(
        matches!(second, Err(ClusterError::StartFailed { .. })),
        "{second:?}"
    );
    let url = first.url("postgres");
    let answer: i32 = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let pool = sqlx::PgPool::connect(&url).await.expect("still serving");
            let one = sqlx::query_scalar("select 1")
                .fetch_one(&pool)
                .await
                .unwrap();
            pool.close().await;
            one
        });
    assert_eq!(answer, 1);
    first.stop();
    assert!(!data_dir.exists());
}
