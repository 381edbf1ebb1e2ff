//! What can go wrong running our own cluster, in its own file so the process helpers stand
//! on it and not on the folder that starts the cluster.

use std::path::PathBuf;

/// What can go wrong running our own cluster. Messages say what to do about it.
#[derive(Debug, thiserror::Error)]
pub enum ClusterError {
    #[error(
        "the PostgreSQL server binaries (initdb and postgres) were not found on PATH or under \
         /usr/lib/postgresql/*/bin. Install the PostgreSQL server package (Debian/Ubuntu: \
         `apt-get install postgresql`; Fedora: `dnf install postgresql-server`; macOS: \
         `brew install postgresql`), or set DATABASE_URL to a PostgreSQL server you run yourself"
    )]
    BinariesMissing,
    #[error(
        "PostgreSQL refuses to run as root and no unprivileged user to run it was found \
         (looked for `postgres` and `nobody` in /etc/passwd): create one, or set DATABASE_URL"
    )]
    NoUnprivilegedUser,
    #[error(
        "PostgreSQL refuses to run as root, so it runs as the `{user}` user here, and that user \
         cannot enter {blocked}, so it cannot reach the data directory {data_dir}. Put the data \
         directory where `{user}` can reach it (data_dir in lexicord.toml or LEXICORD_DATA_DIR, \
         e.g. /var/lib/lexicord/postgres), or let `{user}` pass through {blocked} \
         (`setfacl -m u:{user}:x {blocked}`, or `chmod o+x {blocked}`), or set DATABASE_URL to \
         a PostgreSQL server you run yourself"
    )]
    DataDirUnreachable {
        user: String,
        blocked: PathBuf,
        data_dir: PathBuf,
    },
    #[error("{action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("initdb failed for {data_dir}:\n{output}")]
    InitdbFailed { data_dir: PathBuf, output: String },
    #[error(
        "PostgreSQL did not start in {data_dir} (is another server using it?); its log {log}:\n{tail}"
    )]
    StartFailed {
        data_dir: PathBuf,
        log: PathBuf,
        tail: String,
    },
}
