//! End to end, issue 46's export for a server leaving the bot: games and a tournament with a bye
//! are made through the service in two servers; the real binary's `lexicord export --guild`
//! writes the first server's finished games as GCG files and its tournament as a tsh `.t` file.
//! Each GCG file is replayed by the project's own replay (the library and `lexicord replay`)
//! to the game's final scores; the `.t` file has exactly the lines of the event; a hostile name
//! breaks no line and names no file; nothing of the other server is written; a variant whose
//! rules GCG does not describe is written with a note, and one whose plays GCG cannot write is
//! named in the report and not written.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use lexicord::engine::formats::gcg;
use lexicord::engine::game::ChallengeRule;
use lexicord::engine::names::Named;
use lexicord::engine::replay::replay_record;
use lexicord::engine::variant::VariantId;
use lexicord::service::{LobbyOptions, Request, Service, TournamentOptions};
use sqlx::PgPool;

use crate::fake_discord::database_url;
use crate::support::table::{best_play, phony_play};
use crate::support::{self, GUILD, request};

const OTHER_GUILD: i64 = GUILD + 100;
/// A name chosen to break a line-based file: line breaks, a pragma and a move line of its own,
/// a path, markup, a mention and a trailing number (a tsh rating), and very long.
const HOSTILE: &str = "Mal\n#player3 evil\r\n>evil: A 8H A +99 99/../../etc;<@everyone> **x** 42";

/// Each user's display name, given with every request they make.
const NAMES: &[(i64, &str)] = &[
    (1, "Ann"),
    (2, HOSTILE),
    (3, "Bea"),
    (4, "Cal"),
    (5, "Flo"),
    (6, "Gus"),
    (7, "Hal"),
    (8, "Ida"),
    (10, "Director"),
    (11, "Cy"),
    (12, "Di, Lee"),
    (13, "#Ed 13 0 1; 99"),
    (20, "Xavier Other"),
    (21, "Zelda Other"),
    (22, "Yorick Other"),
    (23, "Wanda Other"),
    (30, "Jo"),
    (31, "Kim"),
];

fn name_of(user: i64) -> &'static str {
    NAMES
        .iter()
        .find(|(u, _)| *u == user)
        .map_or("someone", |(_, n)| n)
}

fn in_guild(user: i64, channel: i64, guild: i64) -> Request {
    Request {
        guild_id: Some(guild),
        user_name: name_of(user).to_owned(),
        ..request(user, channel)
    }
}

/// A started game in `channel` of `guild` between `players`, with a deal that gives every rack
/// an opening play.
async fn started(
    service: &Service,
    guild: i64,
    channel: i64,
    players: &[i64],
    rule: &str,
    variant: Option<VariantId>,
) {
    let options = LobbyOptions {
        challenge_rule: Some(ChallengeRule::from_name(rule).unwrap()),
        variant,
        ..LobbyOptions::default()
    };
    let creator = players[0];
    service
        .games()
        .create_lobby(&in_guild(creator, channel, guild), &options)
        .await
        .unwrap();
    for &user in &players[1..] {
        service
            .games()
            .join(&in_guild(user, channel, guild))
            .await
            .unwrap();
    }
    support::seed_lobby_playably(service.pool(), channel).await;
    service
        .games()
        .start(&in_guild(creator, channel, guild))
        .await
        .unwrap();
}

/// The user to move in `channel` and the game as it stands.
async fn on_move(service: &Service, channel: i64) -> Option<(i64, lexicord::engine::game::Game)> {
    let user = support::to_move(service, channel).await?;
    let game = service.tables().whole_game(channel).await.unwrap()?;
    Some((user, game))
}

async fn play_best(service: &Service, guild: i64, channel: i64) -> bool {
    let (user, game) = on_move(service, channel).await.unwrap();
    let Some((at, word, _)) = best_play(&game) else {
        return false;
    };
    service
        .games()
        .play(&in_guild(user, channel, guild), &at, &word)
        .await
        .unwrap();
    true
}

async fn pass_to_the_end(service: &Service, guild: i64, channel: i64) {
    while let Some(user) = support::to_move(service, channel).await {
        service
            .games()
            .pass(&in_guild(user, channel, guild))
            .await
            .unwrap();
    }
}

/// Every kind of line a game writes: plays, a phony challenged off, an exchange, passes, and
/// the racks counted at the end.
async fn game_of_every_move(service: &Service, channel: i64) {
    started(service, GUILD, channel, &[1, 2], "single", None).await;
    assert!(play_best(service, GUILD, channel).await);
    let (user, game) = on_move(service, channel).await.unwrap();
    let (at, word, _) = phony_play(&game).expect("a phony to play");
    service
        .games()
        .play(&in_guild(user, channel, GUILD), &at, &word)
        .await
        .unwrap();
    let challenger = support::to_move(service, channel).await.unwrap();
    let challenged = service
        .games()
        .challenge(&in_guild(challenger, channel, GUILD))
        .await
        .unwrap();
    assert_eq!(challenged.events[0].kind.name(), "challenged-off");
    let (user, _) = on_move(service, channel).await.unwrap();
    let rack = service
        .tables()
        .rack(&in_guild(user, channel, GUILD))
        .await
        .unwrap();
    let two: String = rack
        .iter()
        .take(2)
        .map(|(letter, _)| letter.as_str())
        .collect();
    service
        .games()
        .exchange(&in_guild(user, channel, GUILD), &two)
        .await
        .unwrap();
    assert!(play_best(service, GUILD, channel).await);
    pass_to_the_end(service, GUILD, channel).await;
}

/// Under the 5-point rule a challenge of a good word gives its player 5 points.
async fn game_with_a_challenge_bonus(service: &Service, channel: i64) {
    started(service, GUILD, channel, &[3, 4], "5pt", None).await;
    assert!(play_best(service, GUILD, channel).await);
    let challenger = support::to_move(service, channel).await.unwrap();
    service
        .games()
        .challenge(&in_guild(challenger, channel, GUILD))
        .await
        .unwrap();
    for _ in 0..3 {
        if !play_best(service, GUILD, channel).await {
            break;
        }
    }
    pass_to_the_end(service, GUILD, channel).await;
}

/// A three-player, one-round round robin in `channel`: one game, one bye. The first player of
/// the game resigns at once. Returns the event's players (user, name) in sign-up order.
async fn tournament_with_a_bye(service: &Service, channel: i64) -> Vec<(i64, String)> {
    let mut director = in_guild(10, channel, GUILD);
    director.moderator = true;
    let options = TournamentOptions {
        name: "Spring Open".into(),
        rounds: 1,
        schedule: "round-robin".into(),
        ..TournamentOptions::default()
    };
    service
        .events()
        .create_tournament(&director, &options)
        .await
        .unwrap();
    let players: Vec<(i64, String)> = [11, 12, 13]
        .iter()
        .map(|&u| (u, name_of(u).to_owned()))
        .collect();
    for (user, _) in &players {
        service
            .events()
            .join_tournament(&in_guild(*user, channel, GUILD))
            .await
            .unwrap();
    }
    service.events().start_tournament(&director).await.unwrap();
    service.pacing().run_due_tournament_jobs().await.unwrap();
    let board: (i64,) =
        sqlx::query_as("select id from tournament_boards where second_player is not null")
            .fetch_one(service.pool())
            .await
            .unwrap();
    let thread = 70_000 + board.0;
    service
        .delivery()
        .record_board_thread(board.0, thread)
        .await
        .unwrap();
    assert_eq!(service.games().open_threaded_boards().await.unwrap(), 1);
    let first = support::to_move(service, thread).await.unwrap();
    service
        .games()
        .resign(&in_guild(first, thread, GUILD))
        .await
        .unwrap();
    players
}

/// The other server: a finished game and a tournament, with names to look for in the export.
async fn other_server(service: &Service) {
    started(service, OTHER_GUILD, 9201, &[21, 22], "double", None).await;
    assert!(play_best(service, OTHER_GUILD, 9201).await);
    pass_to_the_end(service, OTHER_GUILD, 9201).await;
    let mut director = in_guild(20, 9202, OTHER_GUILD);
    director.moderator = true;
    let options = TournamentOptions {
        name: "Elsewhere Cup".into(),
        rounds: 2,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    };
    service
        .events()
        .create_tournament(&director, &options)
        .await
        .unwrap();
    service
        .events()
        .join_tournament(&in_guild(23, 9202, OTHER_GUILD))
        .await
        .unwrap();
}

/// Runs the real binary with `args` in `dir`, on the test's database; returns its stdout.
fn export(dir: &Path, url: &str, args: &[&str]) -> String {
    let output = std::process::Command::new(binary())
        .args(args)
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .env("RUST_LOG", "warn")
        .output()
        .expect("running lexicord");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "lexicord {args:?} failed: {stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

fn binary() -> String {
    std::env::var("LEXICORD_E2E_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_lexicord").to_owned())
}

/// The files of `dir` by name.
fn files(dir: &Path) -> BTreeMap<String, PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), p))
        .collect()
}

/// Each seat's final score of game `id`, as stored.
async fn scores(pool: &PgPool, id: i64) -> Vec<i32> {
    sqlx::query_scalar("select score from seats where game_id = $1 order by seat")
        .bind(id)
        .fetch_all(pool)
        .await
        .unwrap()
}

/// Finished games of `guild`, by id.
async fn finished(pool: &PgPool, guild: i64) -> Vec<i64> {
    sqlx::query_scalar(
        "select id from games where guild_id = $1 and status = 'finished' order by id",
    )
    .bind(guild)
    .fetch_all(pool)
    .await
    .unwrap()
}

#[sqlx::test]
async fn a_server_takes_its_games_and_events_and_nothing_of_another(pool: PgPool) {
    let service = support::service(pool.clone());
    Box::pin(game_of_every_move(&service, 9101)).await;
    game_with_a_challenge_bonus(&service, 9102).await;
    let surprise = VariantId::parse("surprise:corners").unwrap();
    started(&service, GUILD, 9103, &[5, 6], "void", Some(surprise)).await;
    for _ in 0..2 {
        play_best(&service, GUILD, 9103).await;
    }
    pass_to_the_end(&service, GUILD, 9103).await;
    let paths = VariantId::parse("free-for-all-3").unwrap();
    started(&service, GUILD, 9104, &[7, 8], "void", Some(paths)).await;
    pass_to_the_end(&service, GUILD, 9104).await;
    // A game still going is not finished: not exported.
    started(&service, GUILD, 9105, &[30, 31], "void", None).await;
    assert!(play_best(&service, GUILD, 9105).await);
    let players = tournament_with_a_bye(&service, 9110).await;
    other_server(&service).await;

    let game_id = |channel: i64| {
        let pool = pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(
                "select id from games where channel_id = $1 order by id limit 1",
            )
            .bind(channel)
            .fetch_one(&pool)
            .await
            .unwrap()
        }
    };
    let (every, bonus, noted, not_written) = (
        game_id(9101).await,
        game_id(9102).await,
        game_id(9103).await,
        game_id(9104).await,
    );
    let ours = finished(&pool, GUILD).await;
    assert_eq!(
        ours.len(),
        5,
        "four games and the tournament's board: {ours:?}"
    );
    assert!(!ours.contains(&game_id(9105).await));
    let theirs = finished(&pool, OTHER_GUILD).await;
    assert_eq!(theirs.len(), 1);

    let root = std::env::temp_dir().join(format!("lexicord-export-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let out = root.join("server-100");
    let url = database_url(&pool).await;
    let guild = GUILD.to_string();
    let said = export(
        &root,
        &url,
        &["export", "--guild", &guild, out.to_str().unwrap()],
    );

    // The report names the game left out and the one written with a note, then sums up.
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(
        lines,
        [
            format!("game {noted} (surprise:1b@A1,2b@K1,3b@A11,4b@K11): written with a note, as its scores follow rules of its variant that GCG does not describe (a GCG replay does not reach them)").as_str(),
            format!("game {not_written} (free-for-all): not written, as GCG cannot write its plays (words read along paths)").as_str(),
            format!("exported server {GUILD} to {}: 4 games as GCG files (1 of them with a note), 1 games not written, 1 events in 1 tsh files", out.display()).as_str(),
        ],
        "{said}"
    );

    let written = files(&out);
    let tournament_id: i64 = sqlx::query_scalar("select id from tournaments where guild_id = $1")
        .bind(GUILD)
        .fetch_one(&pool)
        .await
        .unwrap();
    let mut expected: Vec<String> = Vec::new();
    for &id in ours.iter().filter(|&&id| id != not_written) {
        let day: String = sqlx::query_scalar(
            "select to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD') from games where id = $1",
        )
        .bind(id)
        .fetch_one(&pool)
        .await
        .unwrap();
        expected.push(format!("game-{id}-{day}.gcg"));
    }
    expected.push(format!("tournament-{tournament_id}.t"));
    expected.sort();
    assert_eq!(written.keys().cloned().collect::<Vec<_>>(), expected);
    for name in written.keys() {
        assert!(
            name.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.'),
            "a file name from ids and dates only: {name}"
        );
    }

    // Nothing of the other server: not its games, not its players' names, not its event.
    for (name, path) in &written {
        let text = std::fs::read_to_string(path).unwrap();
        for leak in ["Other", "Elsewhere"] {
            assert!(!text.contains(leak), "{leak} in {name}:\n{text}");
        }
        assert!(!name.contains(&format!("-{}-", theirs[0])));
    }

    check_games(&pool, &written, &root, every, bonus, noted).await;
    check_tournament(
        &pool,
        &written[&format!("tournament-{tournament_id}.t")],
        &players,
    )
    .await;
    let _ = std::fs::remove_dir_all(&root);
}

/// Every GCG file reads back, keeps its lines, and replays (library and binary) to the game's
/// final scores; the noted one says why it does not.
async fn check_games(
    pool: &PgPool,
    written: &BTreeMap<String, PathBuf>,
    root: &Path,
    every: i64,
    bonus: i64,
    noted: i64,
) {
    let mut replayable = Vec::new();
    for (name, path) in written.iter().filter(|(n, _)| {
        std::path::Path::new(n)
            .extension()
            .is_some_and(|e| e == "gcg")
    }) {
        let id: i64 = name.split('-').nth(1).unwrap().parse().unwrap();
        let text = std::fs::read_to_string(path).unwrap();
        assert!(
            text.lines()
                .all(|l| l.starts_with('#') || l.starts_with('>')),
            "every line a pragma or a move line: {name}\n{text}"
        );
        assert_eq!(
            text.lines().filter(|l| l.starts_with("#player")).count(),
            2,
            "{text}"
        );
        let record = gcg::read(&gcg::decode(text.as_bytes())).unwrap();
        let report = replay_record(&record, None).unwrap();
        let stored = scores(pool, id).await;
        if id == noted {
            assert!(
                text.contains("\n#note played as the surprise:1b@A1,2b@K1,3b@A11,4b@K11 variant"),
                "{text}"
            );
            assert_ne!(
                (report.issues.is_empty(), report.totals.clone()),
                (true, stored),
                "the note is there because a classic replay does not reach the scores"
            );
            continue;
        }
        assert!(!text.contains("#note played as"), "{text}");
        assert_eq!(report.issues, vec![], "{name}\n{text}");
        assert_eq!(
            report.totals, stored,
            "the replay reaches the final scores: {name}\n{text}"
        );
        replayable.push(path.clone());
        let moves: Vec<&str> = text.lines().filter(|l| l.starts_with('>')).collect();
        let has = |what: &dyn Fn(&str) -> bool| moves.iter().any(|l| what(l));
        if id == every {
            let action = |l: &str| l.split_whitespace().nth(2).unwrap_or("").to_owned();
            assert!(has(&|l| action(l) == "--"), "the phony taken back\n{text}");
            assert!(
                has(&|l| action(l).len() == 3 && action(l).starts_with('-')),
                "the exchange of two\n{text}"
            );
            assert!(has(&|l| action(l) == "-"), "a pass\n{text}");
            let counted = |l: &str| {
                l.split_whitespace().any(|t| {
                    t.starts_with('(') && t.ends_with(')') && t != "(challenge)" && t != "(time)"
                })
            };
            assert!(has(&counted), "the racks counted at the end\n{text}");
            assert!(text.contains("\n#player2 Mal_#player3_evil__>evil__A_8H_A_+99_99/../../etc;<@everyone>_**x**_42 Mal #player3 evil  >evil: A 8H A +99 99/../../etc;<@everyone> **x** 42\n"), "the name kept on its line\n{text}");
        }
        if id == bonus {
            assert!(
                has(&|l| l.contains(" (challenge) +5 ")),
                "the challenge bonus\n{text}"
            );
        }
    }
    assert_eq!(replayable.len(), 3);
    let output = std::process::Command::new(binary())
        .arg("replay")
        .args(&replayable)
        .current_dir(root)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{said}");
    assert_eq!(
        said.lines().filter(|l| l.ends_with(": ok")).count(),
        3,
        "{said}"
    );
}

/// The tsh file: exactly one line per player in sign-up order, the bye as opponent 0.
async fn check_tournament(pool: &PgPool, path: &Path, players: &[(i64, String)]) {
    let (first, second): (i64, i64) = sqlx::query_as(
        "select f.user_id, s.user_id from tournament_boards b \
         join tournament_players f on f.id = b.first_player \
         join tournament_players s on s.id = b.second_player",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    let number = |user: i64| players.iter().position(|(u, _)| *u == user).unwrap() + 1;
    let kept = ["Cy", "Di, Lee", "Ed 13 0 1,_99"];
    let lines: Vec<String> = players
        .iter()
        .enumerate()
        .map(|(i, (user, _))| {
            let name = kept[i];
            if *user == first {
                format!("{name} 0 {}; 0; p12 1", number(second))
            } else if *user == second {
                format!("{name} 0 {}; 50; p12 2", number(first))
            } else {
                format!("{name} 0 0; 50; p12 0")
            }
        })
        .collect();
    let text = std::fs::read_to_string(path).unwrap();
    assert_eq!(text, lines.join("\n") + "\n");
    let event = lexicord::tournament::tsh::read(&text).unwrap();
    assert_eq!(event.len(), 3);
    assert_eq!(event.scored_rounds(), 1);
}
