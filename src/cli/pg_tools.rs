//! Running PostgreSQL's own programs on the bot's database: `pg_dump` and `pg_restore` of the
//! installed server (the same major version as the bot's own cluster), else of `PATH`. A
//! password in the URL goes to the program in its environment, never on its command line
//! (where any local user could read it).

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use super::said::said;
use crate::engine::wording::Wording;
use crate::local_postgres::Binaries;

/// The programs used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Dump,
    Restore,
}

impl Tool {
    fn program(self) -> &'static str {
        match self {
            Tool::Dump => "pg_dump",
            Tool::Restore => "pg_restore",
        }
    }

    fn path(self) -> PathBuf {
        Binaries::find()
            .map(|binaries| binaries.client(self.program()))
            .filter(|path| path.is_file())
            .unwrap_or_else(|| PathBuf::from(self.program()))
    }
}

/// Runs `tool` on the database at `url` with `args` after the connection; its output is kept
/// and said in the error when it fails.
pub fn run(tool: Tool, url: &str, args: &[OsString]) -> anyhow::Result<()> {
    let (url, password) = without_password(url);
    let mut command = Command::new(tool.path());
    command.arg("--dbname").arg(&url).args(args);
    if let Some(password) = password {
        command.env("PGPASSWORD", password);
    }
    let output = command.stdin(Stdio::null()).output().map_err(|e| {
        said(
            &Wording::new("cli-pg-tool-missing")
                .put("tool", &tool.program())
                .put("error", &e),
        )
    })?;
    if output.status.success() {
        return Ok(());
    }
    let mut text = String::from_utf8_lossy(&output.stderr).trim().to_owned();
    if text.is_empty() {
        text = output.status.to_string();
    }
    Err(said(
        &Wording::new("cli-pg-tool-failed")
            .put("tool", &tool.program())
            .put("output", &text),
    ))
}

/// `url` without its password, and the password (percent-decoded) if it had one.
fn without_password(url: &str) -> (String, Option<String>) {
    let Ok(mut parsed) = url::Url::parse(url) else {
        return (url.to_owned(), None);
    };
    let Some(password) = parsed.password().map(str::to_owned) else {
        return (url.to_owned(), None);
    };
    let decoded = percent_encoding::percent_decode_str(&password)
        .decode_utf8_lossy()
        .into_owned();
    if parsed.set_password(None).is_err() {
        return (url.to_owned(), None);
    }
    (parsed.to_string(), Some(decoded))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_leaves_the_url_for_the_environment() {
        let (url, password) = without_password("postgres://bot:s%40c+ret@db.example:5433/lexicord");
        assert_eq!(url, "postgres://bot@db.example:5433/lexicord");
        assert_eq!(password.as_deref(), Some("s@c+ret"));
        let own = "postgres://lexicord@localhost/lexicord?host=/srv/data/postgres";
        assert_eq!(without_password(own), (own.to_owned(), None));
    }
}
