//! Finding the PostgreSQL server binaries installed on the machine.

use std::path::{Path, PathBuf};

/// Paths of the server programs we run.
#[derive(Clone, Debug)]
pub struct Binaries {
    pub initdb: PathBuf,
    pub postgres: PathBuf,
}

impl Binaries {
    /// Looks on PATH, then in the newest `/usr/lib/postgresql/*/bin` (Debian and Ubuntu do not put
    /// the server programs on PATH).
    pub fn find() -> Option<Self> {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let mut dirs: Vec<PathBuf> = std::env::split_paths(&path).collect();
        dirs.extend(debian_dirs());
        dirs.iter().find_map(|dir| Self::in_dir(dir))
    }

    /// A client program of the same installation (`pg_dump`, `pg_restore`): the same major
    /// version as the server we run, as a dump of its cluster needs.
    pub fn client(&self, program: &str) -> PathBuf {
        self.postgres.with_file_name(program)
    }

    fn in_dir(dir: &Path) -> Option<Self> {
        let initdb = dir.join("initdb");
        let postgres = dir.join("postgres");
        (initdb.is_file() && postgres.is_file()).then_some(Self { initdb, postgres })
    }
}

/// `/usr/lib/postgresql/<version>/bin`, newest version first.
fn debian_dirs() -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir("/usr/lib/postgresql") else {
        return Vec::new();
    };
    let mut versions: Vec<(u32, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let version = e.file_name().to_str()?.split('.').next()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .collect();
    versions.sort_by_key(|v| std::cmp::Reverse(v.0));
    versions.into_iter().map(|(_, dir)| dir).collect()
}
