//! `lexicord doctor`, the real binary, against the fake Discord and a real database: a healthy
//! setup is all ok; a wrong token, a database it cannot reach, a missing word list and a channel
//! with a game where the bot lost Send Messages are each a problem, said with what to do, and
//! fail the run. The token is never printed.

use std::path::{Path, PathBuf};
use std::process::Command;

use serenity::all::Permissions;
use sqlx::PgPool;

use crate::fake_discord::{BOT_TOKEN, FakeDiscord, database_url};
use crate::support;

/// A database no one listens at.
const CLOSED: &str = "postgres://nobody@127.0.0.1:9/none";

/// What a run printed (stdout) and whether it exited successfully.
struct Run {
    out: String,
    log: String,
    success: bool,
}

impl Run {
    /// The line of the check that starts `check` (e.g. `token:`), with its verdict.
    fn line(&self, check: &str) -> &str {
        self.out
            .lines()
            .find(|line| {
                line.split_once(' ')
                    .is_some_and(|(_, rest)| rest.trim_start().starts_with(check))
            })
            .unwrap_or_else(|| panic!("no line for {check:?}:\n{}\n{}", self.out, self.log))
    }

    fn has_line(&self, check: &str) -> bool {
        self.out.lines().any(|line| {
            line.split_once(' ')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with(check))
        })
    }
}

/// A working directory with a configuration naming a word list that is there (`small`) and,
/// with `missing`, one that is not (`gone`).
fn work_dir(discord: &FakeDiscord, missing: bool) -> PathBuf {
    // The fake's port tells this test's directory from the others running beside it.
    let base = discord.api_base();
    let port = base.rsplit(':').next().unwrap_or_default();
    let dir = std::env::temp_dir().join(format!("lexicord-doctor-{}-{port}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("words.txt"), "horn\nfarm\nhorns\n").unwrap();
    let gone = if missing {
        "gone = \"missing.txt\"\n"
    } else {
        ""
    };
    std::fs::write(
        dir.join("lexicord.toml"),
        format!("[lexicons]\nsmall = \"words.txt\"\n{gone}"),
    )
    .unwrap();
    dir
}

/// Runs `lexicord doctor` in `dir` against `discord` with `token` and the database at `url`.
async fn doctor(dir: &Path, discord: &FakeDiscord, token: &str, url: &str) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_lexicord"));
    command
        .arg("doctor")
        .arg("--config")
        .arg(dir.join("lexicord.toml"))
        .current_dir(dir)
        .env("DISCORD_TOKEN", token)
        .env("LEXICORD_DISCORD_API_BASE", discord.api_base())
        .env("DATABASE_URL", url)
        .env("LEXICORD_DATA_DIR", dir.join("unused-data"))
        .env("LEXICORD_LEXICON_CACHE", dir.join("cache"))
        .env("NO_COLOR", "1");
    // The fake answers on this test's runtime: the run is waited for off it.
    let output = tokio::task::spawn_blocking(move || command.output())
        .await
        .unwrap()
        .expect("running lexicord doctor");
    Run {
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        log: String::from_utf8_lossy(&output.stderr).into_owned(),
        success: output.status.success(),
    }
}

/// A game in progress in the fake's `#general`, in its guild; the bot given the role a real
/// install has (with thread permissions besides @everyone's).
async fn game_in_general(pool: &PgPool, discord: &FakeDiscord) {
    let service = support::service(pool.clone());
    let channel = discord.channel() as i64;
    support::started(&service, channel, &[11, 12], "double").await;
    sqlx::query("update games set guild_id = $1 where channel_id = $2")
        .bind(discord.guild_id() as i64)
        .bind(channel)
        .execute(pool)
        .await
        .unwrap();
    let role = discord.add_role(
        "Lexicord",
        Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS,
    );
    discord.give_bot_role(role);
}

#[sqlx::test]
async fn a_healthy_setup_is_all_ok(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    game_in_general(&pool, &discord).await;
    let dir = work_dir(&discord, false);
    let run = doctor(&dir, &discord, BOT_TOKEN, &database_url(&pool).await).await;
    assert!(run.success, "{}\n{}", run.out, run.log);
    let channel = format!("channel {}", discord.channel());
    for check in [
        "configuration:",
        "token:",
        "install contexts:",
        "database:",
        "migrations:",
        "word list small:",
        channel.as_str(),
    ] {
        let line = run.line(check);
        assert!(line.starts_with("ok "), "{line}");
        assert!(!line.contains("What to do"), "{line}");
    }
    assert!(run.line("token:").contains("Lexicord"), "{}", run.out);
    assert!(
        run.line(&channel).contains("1 game in progress"),
        "{}",
        run.out
    );
    assert_eq!(run.out.lines().last(), Some("all ok"), "{}", run.out);
    std::fs::remove_dir_all(dir).unwrap();
}

#[sqlx::test]
async fn a_channel_where_the_bot_lost_send_messages_is_a_problem_with_what_to_allow(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    game_in_general(&pool, &discord).await;
    discord.deny_bot(discord.channel(), Permissions::SEND_MESSAGES);
    let dir = work_dir(&discord, false);
    let run = doctor(&dir, &discord, BOT_TOKEN, &database_url(&pool).await).await;
    assert!(!run.success, "{}", run.out);
    let line = run.line(&format!("channel {}", discord.channel()));
    assert!(line.starts_with("problem "), "{line}");
    assert!(
        line.contains("the bot lacks Send Messages here, where 1 game is in progress"),
        "{line}"
    );
    assert!(
        line.contains(
            "What to do: in the channel's settings (Permissions), allow Send Messages for the \
             bot or its role, or remove the overwrite that denies it"
        ),
        "{line}"
    );
    assert!(run.line("token:").starts_with("ok "), "{}", run.out);
    assert_eq!(
        run.out.lines().last(),
        Some("1 problem, 0 warnings"),
        "{}",
        run.out
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[sqlx::test]
async fn a_wrong_token_is_a_problem_with_how_to_reset_it_and_never_printed(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    game_in_general(&pool, &discord).await;
    let dir = work_dir(&discord, false);
    let wrong = "MTIz.reset-long-ago.token";
    let run = doctor(&dir, &discord, wrong, &database_url(&pool).await).await;
    assert!(!run.success, "{}", run.out);
    let line = run.line("token:");
    assert!(line.starts_with("problem "), "{line}");
    assert!(
        line.contains("Discord refuses the token (401 Unauthorized)"),
        "{line}"
    );
    assert!(
        line.contains("What to do: the token was reset or mistyped")
            && line.contains("Reset Token"),
        "{line}"
    );
    assert!(
        !run.out.contains(wrong) && !run.log.contains(wrong),
        "the token was printed"
    );
    // Without a token Discord takes, Discord's other checks are not made.
    assert!(!run.has_line("install contexts:"), "{}", run.out);
    assert!(!run.has_line("channel "), "{}", run.out);
    assert!(run.line("database:").starts_with("ok "), "{}", run.out);
    std::fs::remove_dir_all(dir).unwrap();
}

#[tokio::test]
async fn a_database_it_cannot_reach_is_a_problem_with_what_to_check() {
    let discord = FakeDiscord::start().await;
    let dir = work_dir(&discord, false);
    let run = doctor(&dir, &discord, BOT_TOKEN, CLOSED).await;
    assert!(!run.success, "{}", run.out);
    let line = run.line("database:");
    assert!(
        line.starts_with("problem database: cannot connect: "),
        "{line}"
    );
    assert!(
        line.contains("What to do: check that PostgreSQL runs where database_url says"),
        "{line}"
    );
    assert!(!run.has_line("migrations:"), "{}", run.out);
    assert!(run.line("token:").starts_with("ok "), "{}", run.out);
    std::fs::remove_dir_all(dir).unwrap();
}

#[sqlx::test]
async fn a_missing_word_list_is_a_problem_naming_its_file(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    let dir = work_dir(&discord, true);
    let run = doctor(&dir, &discord, BOT_TOKEN, &database_url(&pool).await).await;
    assert!(!run.success, "{}", run.out);
    assert!(
        run.line("word list small:").starts_with("ok "),
        "{}",
        run.out
    );
    let line = run.line("word list gone:");
    assert!(line.starts_with("problem "), "{line}");
    assert!(
        line.contains("cannot read lexicon gone from missing.txt"),
        "{line}"
    );
    assert!(
        line.contains("What to do: correct its path under [lexicons] or put the file back"),
        "{line}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[sqlx::test]
async fn an_application_users_cannot_install_is_a_warning_that_passes(pool: PgPool) {
    let discord = FakeDiscord::start().await;
    discord.set_installable(true, false);
    let dir = work_dir(&discord, false);
    let run = doctor(&dir, &discord, BOT_TOKEN, &database_url(&pool).await).await;
    assert!(run.success, "a warning alone passes: {}", run.out);
    let line = run.line("install contexts:");
    assert!(line.starts_with("warning "), "{line}");
    assert!(
        line.contains("players cannot play in DMs and group DMs")
            && line.contains(
                "What to do: in the Discord Developer Portal, Installation, tick User Install"
            ),
        "{line}"
    );
    assert_eq!(
        run.out.lines().last(),
        Some("0 problems, 1 warning"),
        "{}",
        run.out
    );
    std::fs::remove_dir_all(dir).unwrap();
}
