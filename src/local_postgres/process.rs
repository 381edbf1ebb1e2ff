//! Process plumbing for the cluster: which user runs it, tying its life to ours, signals.
#![allow(unsafe_code)]

use std::os::unix::process::CommandExt;
use std::process::{Child, Command};

use super::ClusterError;

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

/// Runs `command` as `owner` (if given), in its own process group (so a Ctrl-C in the terminal
/// reaches us, and we stop the server in order), and killed if the thread that started it dies
/// (so a crashed bot or test run leaves no server behind).
pub fn run_as(command: &mut Command, owner: Option<(u32, u32)>) {
    if let Some((uid, gid)) = owner {
        command.uid(uid).gid(gid);
    }
    command.process_group(0);
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

/// Asks the server for a fast shutdown (SIGINT).
pub fn interrupt(child: &Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill has no memory-safety preconditions; `pid` is our own child, not yet reaped.
        unsafe {
            libc::kill(pid, libc::SIGINT);
        }
    }
}
