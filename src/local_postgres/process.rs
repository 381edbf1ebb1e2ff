//! Process plumbing for the cluster: which user runs it, tying its life to ours, signals.
#![allow(unsafe_code)]

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command};
use std::time::{Duration, Instant};

use super::error::ClusterError;

/// The user to run the server as: `None` (ourselves) unless we are root, whom PostgreSQL refuses;
/// then `postgres`, or else `nobody`, from /etc/passwd, as (uid, gid).
pub fn server_user() -> Result<Option<(u32, u32)>, ClusterError> {
    // SAFETY: geteuid has no preconditions and cannot fail.
    if unsafe { libc::geteuid() } != 0 {
        return Ok(None);
    }
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let lookup = |name: &str| {
        passwd.lines().find_map(|line| {
            let fields: Vec<&str> = line.split(':').collect();
            if fields.len() > 3 && fields[0] == name {
                Some((fields[2].parse().ok()?, fields[3].parse().ok()?))
            } else {
                None
            }
        })
    };
    lookup("postgres")
        .or_else(|| lookup("nobody"))
        .map(Some)
        .ok_or(ClusterError::NoUnprivilegedUser)
}

/// Fails with [`ClusterError::DataDirUnreachable`] when `owner` cannot enter `data_dir` (a
/// folder on its path is closed to it, such as root's private home), naming the first folder
/// that stops it. Asks the system itself: a harmless `postgres --version` started as `owner`
/// in that folder, whose start fails when the folder cannot be entered (ACLs count too).
pub fn check_reachable(
    postgres: &Path,
    data_dir: &Path,
    owner: (u32, u32),
) -> Result<(), ClusterError> {
    let enters = |dir: &Path| {
        Command::new(postgres)
            .arg("--version")
            .current_dir(dir)
            .uid(owner.0)
            .gid(owner.1)
            .stdin(std::process::Stdio::null())
            .output()
            .is_ok()
    };
    if enters(data_dir) || !enters(Path::new("/")) {
        // Reachable; or the probe itself cannot run as `owner`, and initdb will say why.
        return Ok(());
    }
    let mut path: Vec<&Path> = data_dir.ancestors().collect();
    path.reverse();
    let blocked = path
        .into_iter()
        .find(|dir| !enters(dir))
        .unwrap_or(data_dir);
    Err(ClusterError::DataDirUnreachable {
        user: user_name(owner.0),
        blocked: blocked.to_owned(),
        data_dir: data_dir.to_owned(),
    })
}

/// The name of user `uid` in /etc/passwd, or the number when it has none.
fn user_name(uid: u32) -> String {
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    passwd
        .lines()
        .find_map(|line| {
            let fields: Vec<&str> = line.split(':').collect();
            (fields.len() > 2 && fields[2].parse() == Ok(uid)).then(|| fields[0].to_owned())
        })
        .unwrap_or_else(|| uid.to_string())
}

/// Runs `command` as `owner` (if given), in its own process group (so a Ctrl-C in the terminal
/// reaches us, and we stop the server in order). On Linux it is also killed if the thread that
/// started it dies, so a crashed bot or test run leaves no server behind; other systems (macOS)
/// have no such signal: there a server left by a crash is stopped by the next start instead
/// (see [`stop_orphan`]).
pub fn run_as(command: &mut Command, owner: Option<(u32, u32)>) {
    if let Some((uid, gid)) = owner {
        command.uid(uid).gid(gid);
    }
    command.process_group(0);
    die_with_parent(command);
}

#[cfg(any(target_os = "linux", target_os = "android"))]
fn die_with_parent(command: &mut Command) {
    // SAFETY: the closure runs in the child between fork and exec and only calls prctl, which is
    // async-signal-safe.
    unsafe {
        command.pre_exec(|| {
            if libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGTERM) == -1 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn die_with_parent(_command: &mut Command) {}

/// Stops a server that a crashed run left on `data_dir`: one whose `postmaster.pid` names a live
/// `postgres` process that no longer has its parent (adopted by init or launchd, parent id 1).
/// A server another running bot owns keeps its parent and is left alone (the start then fails
/// clearly). Returns whether one was stopped.
pub fn stop_orphan(data_dir: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(data_dir.join("postmaster.pid")) else {
        return false;
    };
    let Some(pid) = text
        .lines()
        .next()
        .and_then(|l| l.trim().parse::<libc::pid_t>().ok())
        .filter(|&pid| pid > 1)
    else {
        return false;
    };
    if !orphaned_postgres(pid) {
        return false;
    }
    // SAFETY: kill has no memory-safety preconditions.
    unsafe {
        libc::kill(pid, libc::SIGINT);
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    // SAFETY: as above; signal 0 only asks whether the process exists.
    while unsafe { libc::kill(pid, 0) } == 0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    true
}

/// Whether `pid` is a `postgres` process whose parent is gone (parent id 1), asked of `ps`
/// (the same options on Linux and macOS).
fn orphaned_postgres(pid: libc::pid_t) -> bool {
    let Ok(output) = Command::new("ps")
        .args(["-o", "ppid=", "-o", "comm=", "-p", &pid.to_string()])
        .output()
    else {
        return false;
    };
    let text = String::from_utf8_lossy(&output.stdout);
    let mut fields = text.split_whitespace();
    fields.next() == Some("1") && fields.next().is_some_and(|c| c.ends_with("postgres"))
}

/// Asks the server for a fast shutdown (SIGINT).
pub fn interrupt(child: &Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill has no memory-safety preconditions; `pid` is our own child, not yet reaped.
        unsafe {
            libc::kill(pid, libc::SIGINT);
        }
    }
}
