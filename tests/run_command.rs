//! `lexicord run` end to end: no token is refused clearly; with no database URL the bot runs its
//! own PostgreSQL in ./data/postgres, applies migrations, stops it on Ctrl-C and reuses the data.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

fn lexicord(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_lexicord"));
    command
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_TOKEN")
        .env("RUST_LOG", "lexicord=info")
        .env("NO_COLOR", "1");
    command
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("lexicord-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn without_a_token_it_says_how_to_get_one() {
    let dir = temp_dir("no-token");
    let output = lexicord(&dir).arg("run").output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("no Discord token") && stderr.contains("DISCORD_TOKEN"),
        "{stderr}"
    );
    assert!(
        !dir.join("data").exists(),
        "nothing is created without a token"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn logs_into_a_pipe_are_plain_text() {
    let dir = temp_dir("plain-logs");
    std::fs::write(dir.join("words.txt"), "horn\nfarm\n").unwrap();
    std::fs::write(
        dir.join("lexicord.toml"),
        "[lexicons]\nsmall = \"words.txt\"\n",
    )
    .unwrap();
    // A database that refuses at once: the run logs the lexicon, then fails to connect.
    let output = lexicord(&dir)
        .arg("run")
        .env_remove("NO_COLOR")
        .env("DISCORD_TOKEN", "test-token")
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:9/none")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("lexicon loaded"), "{stderr}");
    assert!(stderr.contains("INFO"), "{stderr}");
    assert!(
        !stderr.contains('\u{1b}'),
        "no ANSI escape codes: {stderr:?}"
    );
    assert!(!output.status.success());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_list_that_keeps_no_word_stops_start_up_with_its_reason() {
    for (name, list, entry) in [
        ("empty-list", "", "empty = \"words.txt\""),
        (
            "nothing-kept",
            "Paris\nTGV\naujourd'hui\n",
            "fr = { path = \"words.txt\", tiles = \"french\" }",
        ),
    ] {
        let dir = temp_dir(name);
        std::fs::write(dir.join("words.txt"), list).unwrap();
        std::fs::write(dir.join("lexicord.toml"), format!("[lexicons]\n{entry}\n")).unwrap();
        let output = lexicord(&dir)
            .arg("run")
            .env("DISCORD_TOKEN", "test-token")
            .env("DATABASE_URL", "postgres://nobody@127.0.0.1:9/none")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{stderr}");
        assert!(
            stderr.contains("gives no word to play") && stderr.contains("words.txt"),
            "{stderr}"
        );
        assert!(
            !stderr.contains("lexicon loaded") && !stderr.contains("connecting to PostgreSQL"),
            "refused before anything else: {stderr}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }
}

/// Starts `lexicord run` (Discord pointed at a closed port, so it keeps retrying) and waits for
/// the database to be ready.
fn start(dir: &Path) -> (Child, mpsc::Receiver<String>) {
    let mut child = lexicord(dir)
        .arg("run")
        .env("DISCORD_TOKEN", "test-token")
        .env("LEXICORD_DISCORD_API_BASE", "http://127.0.0.1:9")
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (lines, receiver) = mpsc::channel();
    let stderr = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let ready = loop {
        match receiver.recv_timeout(Duration::from_mins(1)) {
            Ok(line) if line.contains("ERROR") => break Err(line),
            Ok(line) if line.contains("database ready") => break Ok(()),
            Ok(_) => {}
            Err(_) => break Err("lexicord run did not get ready".to_owned()),
        }
    };
    if let Err(problem) = ready {
        let _ = child.kill();
        let _ = child.wait();
        panic!("{problem}");
    }
    (child, receiver)
}

fn interrupt(child: &mut Child) -> std::process::ExitStatus {
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    child.wait().unwrap()
}

fn psql(dir: &Path, sql: &str) -> String {
    let socket = dir.join("data/postgres");
    let url = format!(
        "postgres://lexicord@localhost/lexicord?host={}",
        socket.display()
    );
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let pool = sqlx::PgPool::connect(&url).await.unwrap();
            let rows: Vec<String> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql.to_owned()))
                .fetch_all(&pool)
                .await
                .unwrap();
            pool.close().await;
            rows.join(",")
        })
}

#[test]
fn runs_its_own_postgres_stops_it_on_ctrl_c_and_keeps_the_data() {
    let dir = temp_dir("own-postgres");
    let (mut child, _log) = start(&dir);
    let data = dir.join("data/postgres");
    assert!(
        data.join("PG_VERSION").is_file(),
        "cluster created in ./data/postgres"
    );
    let migrations = psql(
        &dir,
        "select count(*)::text from _sqlx_migrations where success",
    );
    assert_ne!(migrations, "0", "migrations applied");
    psql(
        &dir,
        "insert into players (user_id, display_name) values (42, 'kept') returning display_name",
    );
    let status = interrupt(&mut child);
    assert!(status.success(), "clean exit on Ctrl-C: {status:?}");
    assert!(
        !data.join("postmaster.pid").exists(),
        "PostgreSQL was stopped"
    );

    let (mut child, _log) = start(&dir);
    assert_eq!(
        psql(&dir, "select display_name from players where user_id = 42"),
        "kept"
    );
    assert!(interrupt(&mut child).success());
    assert!(!data.join("postmaster.pid").exists());
    std::fs::remove_dir_all(dir).unwrap();
}
