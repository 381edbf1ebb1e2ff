//! Our own PostgreSQL cluster: a second start on a data directory whose server is running (and
//! owned by a live process) fails clearly and leaves that server running, on every system (the
//! clean-up of servers left by a crash only ever stops orphans). As root, a data directory inside
//! a folder only root can enter is refused before initdb with what to do, and works once the
//! server's user may pass through that folder.

use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;

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

/// Starts a throwaway cluster in `data_dir`, checks it answers, and stops it.
fn start_and_query(data_dir: &Path) -> Result<(), ClusterError> {
    let mut cluster = LocalCluster::start(&ClusterOptions {
        data_dir: data_dir.to_owned(),
        durable: false,
        remove_on_stop: true,
    })?;
    let url = cluster.url("postgres");
    let answer: i32 = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let pool = sqlx::PgPool::connect(&url).await.expect("serving");
            let one = sqlx::query_scalar("select 1")
                .fetch_one(&pool)
                .await
                .unwrap();
            pool.close().await;
            one
        });
    assert_eq!(answer, 1);
    cluster.stop();
    Ok(())
}

#[test]
fn a_data_directory_in_a_private_folder_is_refused_for_root_with_what_to_do() {
    let private = std::env::temp_dir().join(format!("lexicord-private-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&private);
    std::fs::create_dir(&private).unwrap();
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o700)).unwrap();
    // As `lexicord run` does with its default `./data/postgres` in a private working directory.
    let data_dir = private.join("data/postgres");
    if std::fs::metadata(&private).unwrap().uid() == 0 {
        // We are root: the server runs as another user, who cannot enter `private`.
        let refused = start_and_query(&data_dir).expect_err("root's private folder");
        let message = refused.to_string();
        assert!(
            matches!(&refused, ClusterError::DataDirUnreachable { blocked, .. } if *blocked == private),
            "{refused:?}"
        );
        for advice in ["LEXICORD_DATA_DIR", "setfacl -m u:", "DATABASE_URL"] {
            assert!(message.contains(advice), "{message}");
        }
        assert!(
            !data_dir.join("PG_VERSION").exists(),
            "refused before initdb"
        );
        // Following the advice: let others pass through (not read) the folder, and it starts.
        std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o711)).unwrap();
    }
    start_and_query(&data_dir).expect("a data directory the server's user can reach");
    assert!(!data_dir.exists(), "removed on stop");
    std::fs::remove_dir_all(&private).unwrap();
}
