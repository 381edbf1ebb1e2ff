//! A PostgreSQL cluster of Lexicord's own (process management, not storage): created, started
//! and stopped by the bot (and by the test suite) when no database URL is configured, with the
//! server binaries of the machine.

mod binaries;
mod error;
mod process;

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub use binaries::Binaries;
pub use error::ClusterError;

/// The superuser and database the cluster is created with.
pub const SUPERUSER: &str = "lexicord";

/// How to run the cluster.
#[derive(Clone, Debug)]
pub struct ClusterOptions {
    /// The data directory; created and initialised if it holds no cluster yet.
    pub data_dir: PathBuf,
    /// `false` turns off fsync and friends: for throwaway test clusters only.
    pub durable: bool,
    /// Remove the data directory when the cluster stops (test clusters).
    pub remove_on_stop: bool,
}

/// A running cluster that listens only on a Unix socket inside its data directory. Stopped
/// (fast shutdown) on [`LocalCluster::stop`] or drop.
#[derive(Debug)]
pub struct LocalCluster {
    data_dir: PathBuf,
    child: Option<Child>,
    remove_on_stop: bool,
}

impl LocalCluster {
    /// Initialises the data directory if needed and starts the server, as an unprivileged user
    /// when we are root. Returns once the server accepts connections.
    pub fn start(options: &ClusterOptions) -> Result<Self, ClusterError> {
        let binaries = Binaries::find().ok_or(ClusterError::BinariesMissing)?;
        let owner = process::server_user()?;
        let data_dir = absolute(&options.data_dir)?;
        create_dir(&data_dir, owner)?;
        if let Some(owner) = owner {
            process::check_reachable(&binaries.postgres, &data_dir, owner)?;
        }
        if !data_dir.join("PG_VERSION").exists() {
            initdb(&binaries, &data_dir, owner, options.durable)?;
        }
        if process::stop_orphan(&data_dir) {
            tracing::warn!(
                data_dir = %data_dir.display(),
                "stopped a PostgreSQL server left running by an earlier run"
            );
        }
        let log = data_dir.join("server.log");
        let log_file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&log)
            .map_err(|source| ClusterError::Io {
                action: "opening",
                path: log.clone(),
                source,
            })?;
        if let Some((uid, gid)) = owner {
            std::os::unix::fs::chown(&log, Some(uid), Some(gid)).map_err(|source| {
                ClusterError::Io {
                    action: "chown",
                    path: log.clone(),
                    source,
                }
            })?;
        }
        let mut command = Command::new(&binaries.postgres);
        command
            .arg("-D")
            .arg(&data_dir)
            .arg("-k")
            .arg(&data_dir)
            .args(["-c", "listen_addresses=", "-c", "max_connections=200"])
            .args([
                "-c",
                "shared_buffers=64MB",
                "-c",
                "log_min_messages=warning",
            ]);
        if !options.durable {
            command.args(["-c", "fsync=off", "-c", "synchronous_commit=off"]);
            command.args(["-c", "full_page_writes=off"]);
        }
        let stderr = log_file.try_clone().map_err(|source| ClusterError::Io {
            action: "opening",
            path: log.clone(),
            source,
        })?;
        command.stdin(Stdio::null()).stdout(log_file).stderr(stderr);
        process::run_as(&mut command, owner);
        let child = command.spawn().map_err(|source| ClusterError::Io {
            action: "starting",
            path: binaries.postgres.clone(),
            source,
        })?;
        let mut cluster = Self {
            data_dir: data_dir.clone(),
            child: Some(child),
            remove_on_stop: options.remove_on_stop,
        };
        if let Err(e) = cluster.wait_until_ready(&log) {
            cluster.stop();
            return Err(e);
        }
        Ok(cluster)
    }

    fn wait_until_ready(&mut self, log: &Path) -> Result<(), ClusterError> {
        let deadline = Instant::now() + Duration::from_mins(1);
        let pid_file = self.data_dir.join("postmaster.pid");
        let failed = |data_dir: &Path| ClusterError::StartFailed {
            data_dir: data_dir.to_owned(),
            log: log.to_owned(),
            tail: tail(log),
        };
        loop {
            let exited = self
                .child
                .as_mut()
                .is_none_or(|c| c.try_wait().ok().flatten().is_some());
            if exited || Instant::now() > deadline {
                return Err(failed(&self.data_dir));
            }
            let own_pid = self.child.as_ref().map(Child::id);
            if let Ok(text) = fs::read_to_string(&pid_file) {
                let lines: Vec<&str> = text.lines().collect();
                let ours = lines.first().and_then(|l| l.trim().parse::<u32>().ok()) == own_pid;
                if ours && lines.get(7).is_some_and(|s| s.trim() == "ready") {
                    return Ok(());
                }
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The directory holding the server's Unix socket.
    pub fn socket_dir(&self) -> &Path {
        &self.data_dir
    }

    /// A connection URL for `database` on this cluster (over its Unix socket).
    pub fn url(&self, database: &str) -> String {
        cluster_url(&self.data_dir, database)
    }

    /// A connection URL for `database` on a server already running in `data_dir` (the bot's
    /// own, started by another process), if its socket is there.
    pub fn running_url(data_dir: &Path, database: &str) -> Option<String> {
        let data_dir = std::path::absolute(data_dir).ok()?;
        data_dir
            .join(".s.PGSQL.5432")
            .exists()
            .then(|| cluster_url(&data_dir, database))
    }

    /// Stops the server (fast shutdown: open sessions are ended, data is kept) and waits for it.
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            process::interrupt(&child);
            let deadline = Instant::now() + Duration::from_secs(30);
            while child.try_wait().ok().flatten().is_none() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(20));
            }
            if child.try_wait().ok().flatten().is_none() {
                let _ = child.kill();
                let _ = child.wait();
            }
        }
        if self.remove_on_stop {
            let _ = fs::remove_dir_all(&self.data_dir);
        }
    }
}

impl Drop for LocalCluster {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The URL of `database` on the cluster whose socket is in `data_dir` (absolute).
fn cluster_url(data_dir: &Path, database: &str) -> String {
    format!(
        "postgres://{SUPERUSER}@localhost/{database}?host={}",
        data_dir.display()
    )
}

fn absolute(path: &Path) -> Result<PathBuf, ClusterError> {
    std::path::absolute(path).map_err(|source| ClusterError::Io {
        action: "resolving",
        path: path.to_owned(),
        source,
    })
}

/// Creates `dir` (0700, owned by `owner` when given). The parents it creates on the way are
/// left passable by anyone (0711 at least, whatever the umask), so that the server's user can
/// reach a data directory that root created under a new folder.
fn create_dir(dir: &Path, owner: Option<(u32, u32)>) -> Result<(), ClusterError> {
    let created: Vec<PathBuf> = dir
        .ancestors()
        .skip(1)
        .take_while(|parent| !parent.exists())
        .map(Path::to_owned)
        .collect();
    fs::create_dir_all(dir).map_err(|source| ClusterError::Io {
        action: "creating",
        path: dir.to_owned(),
        source,
    })?;
    for parent in created {
        let mode = fs::metadata(&parent).map_or(0o700, |m| m.permissions().mode());
        fs::set_permissions(&parent, fs::Permissions::from_mode(mode | 0o711)).map_err(
            |source| ClusterError::Io {
                action: "chmod",
                path: parent.clone(),
                source,
            },
        )?;
    }
    if let Some((uid, gid)) = owner {
        std::os::unix::fs::chown(dir, Some(uid), Some(gid)).map_err(|source| ClusterError::Io {
            action: "chown",
            path: dir.to_owned(),
            source,
        })?;
    }
    fs::set_permissions(dir, fs::Permissions::from_mode(0o700)).map_err(|source| ClusterError::Io {
        action: "chmod",
        path: dir.to_owned(),
        source,
    })
}

fn initdb(
    binaries: &Binaries,
    data_dir: &Path,
    owner: Option<(u32, u32)>,
    durable: bool,
) -> Result<(), ClusterError> {
    let mut command = Command::new(&binaries.initdb);
    command.arg("-D").arg(data_dir).args([
        "-U",
        SUPERUSER,
        "--auth=trust",
        "--encoding=UTF8",
        "--locale=C",
    ]);
    if !durable {
        command.arg("--no-sync");
    }
    process::run_as(&mut command, owner);
    let output = command
        .stdin(Stdio::null())
        .output()
        .map_err(|source| ClusterError::Io {
            action: "running",
            path: binaries.initdb.clone(),
            source,
        })?;
    if output.status.success() {
        Ok(())
    } else {
        let mut text = String::from_utf8_lossy(&output.stdout).into_owned();
        text.push_str(&String::from_utf8_lossy(&output.stderr));
        Err(ClusterError::InitdbFailed {
            data_dir: data_dir.to_owned(),
            output: text,
        })
    }
}

/// The last lines of the server log, for error messages.
fn tail(log: &Path) -> String {
    let text = fs::read_to_string(log).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(15)..].join("\n")
}
