//! The real `lexicord` binary as a child process pointed at the fake: spawn, kill (SIGKILL),
//! stop (SIGTERM) and restart it; its stderr is kept and printed when a test fails.

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::Duration;

use sqlx::PgPool;

use super::FakeDiscord;
use super::server::Shared;

/// The URL of the database behind `pool` (a `#[sqlx::test]` database): `DATABASE_URL` with its
/// database name replaced by the pool's.
pub async fn database_url(pool: &PgPool) -> String {
    let name: String = sqlx::query_scalar("select current_database()")
        .fetch_one(pool)
        .await
        .expect("asking the test database its name");
    let base = std::env::var("DATABASE_URL").expect("DATABASE_URL is set for database tests");
    with_database(&base, &name)
}

/// `url` with the database name (the path after the host) replaced by `name`.
fn with_database(url: &str, name: &str) -> String {
    let scheme_end = url.find("://").map_or(0, |i| i + 3);
    let (head, rest) = url.split_at(scheme_end);
    let path_start = rest.find('/').unwrap_or(rest.len());
    let after_path = rest[path_start..]
        .find('?')
        .map_or(rest.len(), |i| path_start + i);
    format!(
        "{head}{}/{name}{}",
        &rest[..path_start],
        &rest[after_path..]
    )
}

/// A running `lexicord run`. Dropping it kills the process (printing its stderr if the test is
/// failing).
pub struct Bot {
    child: Option<Child>,
    shared: Arc<Shared>,
    api_base: String,
    database_url: String,
    env: Vec<(String, String)>,
    work_dir: PathBuf,
}

impl Bot {
    /// Spawns the bot against `discord` and `database_url` and waits until it has connected and
    /// registered its commands.
    pub async fn start(discord: &FakeDiscord, database_url: &str) -> Self {
        Self::start_with_env(discord, database_url, &[]).await
    }

    /// Like `start`, with extra environment variables (e.g. `LEXICORD_RACK_DELIVERY`).
    pub async fn start_with_env(
        discord: &FakeDiscord,
        database_url: &str,
        env: &[(&str, &str)],
    ) -> Self {
        let seen = discord.registrations();
        let bot = Self::spawn(discord, database_url, env);
        discord.wait_registration(seen).await;
        bot
    }

    /// Like `start`, with `config` as the bot's configuration file (`lexicord.toml` in its
    /// working directory, read at start-up).
    pub async fn start_with_config(
        discord: &FakeDiscord,
        database_url: &str,
        config: &str,
    ) -> Self {
        let seen = discord.registrations();
        let work_dir = Self::work_dir(discord);
        std::fs::write(work_dir.join("lexicord.toml"), config).expect("writing the config");
        let bot = Self::spawn(discord, database_url, &[]);
        discord.wait_registration(seen).await;
        bot
    }

    /// The working directory the bot runs in (its `lexicord.toml`, its `data/lexicons` cache).
    pub fn dir(&self) -> &std::path::Path {
        &self.work_dir
    }

    /// Writes `config` as the bot's configuration file, read at the next (re)start.
    pub fn write_config(&self, config: &str) {
        std::fs::write(self.work_dir.join("lexicord.toml"), config).expect("writing the config");
    }

    /// The bot's working directory for `discord`, created.
    fn work_dir(discord: &FakeDiscord) -> PathBuf {
        let work_dir = std::env::temp_dir().join(format!(
            "lexicord-e2e-{}-{}",
            std::process::id(),
            discord.shared.port
        ));
        std::fs::create_dir_all(&work_dir).expect("creating the bot's working directory");
        work_dir
    }

    /// Spawns the bot without waiting for it.
    pub fn spawn(discord: &FakeDiscord, database_url: &str, env: &[(&str, &str)]) -> Self {
        let work_dir = Self::work_dir(discord);
        let mut bot = Self {
            child: None,
            shared: Arc::clone(&discord.shared),
            api_base: discord.api_base(),
            database_url: database_url.to_owned(),
            env: env
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect(),
            work_dir,
        };
        bot.launch();
        bot
    }

    fn launch(&mut self) {
        let log_filter = std::env::var("LEXICORD_E2E_LOG")
            .unwrap_or_else(|_| "lexicord=debug,poise=info,serenity=info,warn".to_owned());
        // A bench may run another build of the bot (`LEXICORD_E2E_BIN`) to compare two versions.
        let binary = std::env::var("LEXICORD_E2E_BIN")
            .unwrap_or_else(|_| env!("CARGO_BIN_EXE_lexicord").to_owned());
        let mut command = Command::new(binary);
        command
            .arg("run")
            .current_dir(&self.work_dir)
            .env("DISCORD_TOKEN", super::BOT_TOKEN)
            .env("LEXICORD_DISCORD_API_BASE", &self.api_base)
            .env("DATABASE_URL", &self.database_url)
            .env("LEXICORD_DATA_DIR", self.work_dir.join("unused-data"))
            .env("RUST_LOG", log_filter)
            .env("NO_COLOR", "1")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for (key, value) in &self.env {
            command.env(key, value);
        }
        let mut child = command.spawn().expect("spawning the lexicord binary");
        let generation = self.shared.update(|state| {
            state.bot_generation += 1;
            state.bot_exit = None;
            state
                .bot_log
                .push(format!("--- bot process {} started ---", child.id()));
            state.bot_generation
        });
        let stderr = child.stderr.take().expect("piped stderr");
        let stdout = child.stdout.take().expect("piped stdout");
        collect_lines(stdout, Arc::clone(&self.shared), None);
        collect_lines(stderr, Arc::clone(&self.shared), Some(generation));
        self.child = Some(child);
    }

    /// The process id of the running bot.
    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().map(Child::id)
    }

    /// Kills the process at once (SIGKILL, like a crash) and waits for it to end.
    pub async fn kill(&mut self) {
        self.expect_exit();
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            wait_for_exit(&mut child, Duration::from_secs(10)).await;
        }
    }

    /// Asks the process to stop (SIGTERM, a clean shutdown) and waits up to 30 s for it;
    /// returns whether it exited successfully.
    pub async fn stop(&mut self) -> bool {
        self.stop_within(Duration::from_secs(30))
            .await
            .is_some_and(|status| status.success())
    }

    /// Sends SIGTERM and waits up to `limit` for the process to end: its exit status, or
    /// `None` if it was still running then (it is killed).
    pub async fn stop_within(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        self.expect_exit();
        let mut child = self.child.take()?;
        let _ = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        let status = wait_for_exit(&mut child, limit).await;
        if status.is_none() {
            let _ = child.kill();
            let _ = child.wait();
        }
        status
    }

    /// Kills the bot and starts it again; waits until the new process has registered its
    /// commands (it is then connected and serving).
    pub async fn restart(&mut self, discord: &FakeDiscord) {
        self.kill().await;
        let seen = discord.registrations();
        self.launch();
        discord.wait_registration(seen).await;
    }

    /// Everything the bot processes wrote so far.
    pub fn log(&self) -> String {
        self.shared.lock().bot_log.join("\n")
    }

    /// The current process is about to end on purpose: waits must not fail because of it.
    fn expect_exit(&self) {
        self.shared.update(|state| state.bot_generation += 1);
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.work_dir);
        if std::thread::panicking() {
            eprintln!(
                "===== lexicord stderr =====\n{}\n===== end of lexicord stderr =====",
                self.log()
            );
        }
    }
}

/// Copies a pipe's lines into the log; for stderr, marks the bot as exited at the end unless a
/// newer process (or a deliberate stop) has taken over.
fn collect_lines(pipe: impl Read + Send + 'static, shared: Arc<Shared>, generation: Option<u32>) {
    std::thread::spawn(move || {
        for line in BufReader::new(pipe).lines() {
            let Ok(line) = line else { break };
            shared.update(|state| state.bot_log.push(line));
        }
        if let Some(generation) = generation {
            shared.update(|state| {
                if state.bot_generation == generation {
                    state.bot_exit = Some("its output ended: it crashed or quit".to_owned());
                }
            });
        }
    });
}

async fn wait_for_exit(child: &mut Child, limit: Duration) -> Option<std::process::ExitStatus> {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        if tokio::time::Instant::now() >= deadline {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn the_database_name_is_replaced() {
        assert_eq!(
            with_database(
                "postgres://postgres@localhost/postgres?host=/tmp/x",
                "_sqlx_test_7"
            ),
            "postgres://postgres@localhost/_sqlx_test_7?host=/tmp/x"
        );
        assert_eq!(
            with_database("postgres://u:p@db:5432/app", "t"),
            "postgres://u:p@db:5432/t"
        );
        assert_eq!(with_database("postgres://db", "t"), "postgres://db/t");
    }
}
