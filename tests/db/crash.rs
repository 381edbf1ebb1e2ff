//! A crash: the load driver (`lexicord-load`) is killed with SIGKILL while its commands are in
//! flight. After a restart (a new `Service` on the same database) every game replays from its
//! log to its stored state with tiles conserved, and each command happened whole or not at all:
//! its log entries, snapshot, clock jobs and interaction outcome together.

use std::collections::{HashMap, HashSet};
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use sqlx::{ConnectOptions, PgPool};

use crate::support::{assert_stored_state_is_the_replay, best_play, request, service};

/// Games the driver plays at once, and turn commands it completes before it is killed.
const GAMES: &str = "24";
const TURNS_BEFORE_KILL: usize = 40;
/// Traced commands begun and not done when the driver is killed, at the least.
const IN_FLIGHT_AT_KILL: usize = 3;

/// What the driver's `--trace` lines said before it died.
#[derive(Default)]
struct Trace {
    /// Interaction id → (channel, call) of every command begun.
    begun: HashMap<i64, (i64, String)>,
    done: HashSet<i64>,
    turns_done: usize,
}

impl Trace {
    /// Reads one complete line (`begin ID CHANNEL CALL` or `done ID`).
    fn read(&mut self, line: &str) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[..] {
            ["begin", id, channel, call] => {
                self.begun.insert(
                    id.parse().unwrap(),
                    (channel.parse().unwrap(), call.to_owned()),
                );
            }
            ["done", id] => {
                let id = id.parse().unwrap();
                if is_turn(&self.begun[&id].1) {
                    self.turns_done += 1;
                }
                self.done.insert(id);
            }
            _ => panic!("unexpected line from the driver: {line:?}"),
        }
    }

    fn in_flight(&self) -> Vec<i64> {
        let mut ids: Vec<i64> = self
            .begun
            .keys()
            .filter(|id| !self.done.contains(id))
            .copied()
            .collect();
        ids.sort_unstable();
        ids
    }
}

fn is_turn(call: &str) -> bool {
    matches!(call, "play" | "exchange" | "pass")
}

/// Runs the driver on the test's database until it has completed [`TURNS_BEFORE_KILL`] turn
/// commands and has transactions open (game rows locked, nothing committed yet), kills it, and
/// returns everything it traced with the number of transactions open just before the kill.
async fn run_and_kill(pool: &PgPool) -> (Trace, i64) {
    let url = pool.connect_options().to_url_lossy().to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_lexicord-load"))
        .args([
            "--games",
            GAMES,
            "--think-ms",
            "0",
            "--pool",
            "8",
            "--trace",
        ])
        .args(["--database-url", &url])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the lexicord-load binary runs");
    let lines = complete_lines(&mut child);
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut trace = Trace::default();
    let deadline = Instant::now() + Duration::from_mins(2);
    // Reads what the driver printed so far; false once it has exited.
    let read_lines = |trace: &mut Trace| loop {
        match lines.try_recv() {
            Ok(line) => trace.read(&line),
            Err(mpsc::TryRecvError::Empty) => return true,
            Err(mpsc::TryRecvError::Disconnected) => return false,
        }
    };
    let stopped = |trace: &Trace, errors: std::thread::JoinHandle<String>| -> ! {
        panic!(
            "the driver stopped after {} turn commands; its stderr:\n{}",
            trace.turns_done,
            errors.join().unwrap()
        )
    };
    let open = loop {
        if !read_lines(&mut trace) {
            stopped(&trace, errors);
        }
        if trace.turns_done >= TURNS_BEFORE_KILL {
            let open = open_transactions(pool).await;
            // The lines read after that count: commands begun and not done by then. Computer
            // steps are transactions too but not traced commands, so an open transaction alone
            // does not mean a command is in flight; several traced ones do (all of them ending
            // in the moment before the kill would be a very long chance).
            if !read_lines(&mut trace) {
                stopped(&trace, errors);
            }
            if open > 0 && trace.in_flight().len() >= IN_FLIGHT_AT_KILL {
                break open;
            }
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!(
                "the driver stalled after {} turn commands",
                trace.turns_done
            );
        }
        tokio::time::sleep(Duration::from_millis(1)).await;
    };
    // `Child::kill` is SIGKILL on Unix: no destructor, no rollback, no goodbye to the server.
    child.kill().unwrap();
    let status = child.wait().unwrap();
    assert_eq!(
        std::os::unix::process::ExitStatusExt::signal(&status),
        Some(libc::SIGKILL),
        "the driver was killed, not finished: {status}"
    );
    for line in lines {
        trace.read(&line);
    }
    (trace, open)
}

/// The driver's sessions inside a transaction that holds a transaction id (it has locked a
/// game row or written).
async fn open_transactions(pool: &PgPool) -> i64 {
    sqlx::query_scalar(
        "select count(*) from pg_stat_activity \
         where datname = current_database() and application_name = 'lexicord-load' \
         and backend_xid is not null",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

/// The child's stdout as complete lines (a line cut short by the kill is dropped).
fn complete_lines(child: &mut Child) -> mpsc::Receiver<String> {
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut reader = BufReader::new(stdout);
        let mut line = String::new();
        while reader.read_line(&mut line).is_ok_and(|n| n > 0) {
            if line.ends_with('\n') && sender.send(line.trim_end().to_owned()).is_err() {
                return;
            }
            line.clear();
        }
    });
    receiver
}

/// Waits until the server has ended the killed driver's sessions (rolling back what they had
/// not committed).
async fn wait_for_sessions_to_end(pool: &PgPool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let sessions: i64 = sqlx::query_scalar(
            "select count(*) from pg_stat_activity \
             where datname = current_database() and application_name = 'lexicord-load'",
        )
        .fetch_one(pool)
        .await
        .unwrap();
        if sessions == 0 {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the killed driver's sessions did not end"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[sqlx::test]
async fn killed_mid_command_every_game_replays_to_its_stored_state(pool: PgPool) {
    let (trace, open) = run_and_kill(&pool).await;
    assert!(
        !trace.in_flight().is_empty(),
        "the kill came while commands were in flight"
    );
    wait_for_sessions_to_end(&pool).await;

    // The restart: a new service on what the database holds.
    let service = service(pool.clone());
    let games: Vec<(i64, i64, String, i32)> =
        sqlx::query_as("select id, channel_id, status, version from games order by id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert!(games.len() > 1, "the driver created games: {games:?}");
    for (id, _, status, version) in &games {
        if status == "lobby" {
            assert_eq!(*version, 0, "a lobby has no moves (game {id})");
            assert_eq!(moves_of(&pool, *id).await, 0, "a lobby has no moves");
        } else {
            assert_stored_state_is_the_replay(&service, &pool, *id).await;
            assert_clock_matches(&pool, *id, status, *version).await;
        }
    }
    assert_interactions_whole(&pool, &trace, open).await;

    // And play goes on in every game that was under way.
    for (id, channel, status, _) in &games {
        if status != "active" {
            continue;
        }
        // The driver's player in a channel is the user with the channel's number.
        let player = request(*channel, *channel);
        // A computer step left by the kill runs first, as the restarted job runner would.
        while service.games().computer_step(*id).await.unwrap().is_some() {}
        let game = service
            .tables()
            .whole_game(*channel)
            .await
            .unwrap()
            .unwrap();
        let report = match best_play(&service, *channel).await {
            Some((_, coord, word)) if !game.awaiting_final_challenge() => {
                service.games().play(&player, &coord, &word).await
            }
            _ => service.games().pass(&player).await,
        }
        .unwrap_or_else(|e| panic!("game {id} goes on after the restart: {e}"));
        assert_eq!(report.game_id, *id);
        assert_stored_state_is_the_replay(&service, &pool, *id).await;
    }
}

async fn moves_of(pool: &PgPool, game_id: i64) -> i64 {
    sqlx::query_scalar("select count(*) from moves where game_id = $1")
        .bind(game_id)
        .fetch_one(pool)
        .await
        .unwrap()
}

/// An active game waits for its human player with exactly one time-out job, scheduled for its
/// current version, or for its computer seat with one computer job; a finished game has none
/// pending.
async fn assert_clock_matches(pool: &PgPool, game_id: i64, status: &str, version: i32) {
    let pending: Vec<(i32, i16, Option<i16>)> = sqlx::query_as(
        "select j.game_version, j.seat, g.to_move from jobs j join games g on g.id = j.game_id \
         where j.game_id = $1 and j.kind = 'timeout' and j.done_at is null",
    )
    .bind(game_id)
    .fetch_all(pool)
    .await
    .unwrap();
    // Killed between a human's command and the computer's own step: the game waits for its
    // computer seat, with one computer job for the current version and no clock running.
    let computer: Vec<i32> = sqlx::query_scalar(
        "select game_version from jobs where game_id = $1 and kind = 'computer' \
         and done_at is null",
    )
    .bind(game_id)
    .fetch_all(pool)
    .await
    .unwrap();
    if status == "finished" {
        assert!(pending.is_empty(), "finished game {game_id}: {pending:?}");
        assert!(computer.is_empty(), "finished game {game_id}: {computer:?}");
    } else if !computer.is_empty() {
        assert_eq!(
            computer,
            vec![version],
            "game {game_id}'s computer step is current"
        );
        assert!(
            pending.is_empty(),
            "game {game_id} waits for its computer: {pending:?}"
        );
    } else {
        assert_eq!(pending.len(), 1, "game {game_id}: {pending:?}");
        let (job_version, seat, to_move) = pending[0];
        assert_eq!(job_version, version, "game {game_id}'s time-out is current");
        assert_eq!(
            Some(seat),
            to_move,
            "game {game_id}'s time-out is for the mover"
        );
    }
}

/// Every command the driver finished left its outcome; every turn command left log entries
/// exactly when it left an outcome (so the in-flight ones happened whole or not at all); and
/// nothing was stored for a command the driver never began.
async fn assert_interactions_whole(pool: &PgPool, trace: &Trace, open_at_kill: i64) {
    let stored: HashSet<i64> =
        sqlx::query_scalar::<_, i64>("select interaction_id from interactions")
            .fetch_all(pool)
            .await
            .unwrap()
            .into_iter()
            .collect();
    let logged: HashSet<i64> = sqlx::query_scalar::<_, i64>(
        "select interaction_id from moves where interaction_id is not null",
    )
    .fetch_all(pool)
    .await
    .unwrap()
    .into_iter()
    .collect();
    for id in &trace.done {
        assert!(
            stored.contains(id),
            "finished command {id} left its outcome"
        );
    }
    for (id, (channel, call)) in &trace.begun {
        if is_turn(call) {
            assert_eq!(
                logged.contains(id),
                stored.contains(id),
                "{call} {id} in channel {channel}: log entries and outcome go together"
            );
        }
    }
    for id in stored.iter().chain(&logged) {
        assert!(trace.begun.contains_key(id), "interaction {id} was begun");
    }
    let in_flight = trace.in_flight();
    let committed = in_flight.iter().filter(|id| stored.contains(id)).count();
    // Shown when the test fails (or with --nocapture).
    println!(
        "killed after {} turn commands with {open_at_kill} transactions open: {} commands in \
         flight, {committed} of them committed",
        trace.turns_done,
        in_flight.len()
    );
}
