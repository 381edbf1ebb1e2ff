//! Tournaments in the service layer: a 6-player, 3-round Swiss event from registration to the
//! final standings, results from games that end (resignations), a round settled at its
//! deadline, rounds paired by a job that two services race for, boards opened once (by the
//! games area, from the thread their delivery recorded) however often the thread is reported,
//! director controls, and refusals that write nothing.

use lexicord::engine::names::Named;
use lexicord::service::{
    Service, SettledBy, TournamentError, TournamentOptions, TournamentState, UserError,
};
use lexicord::tournament::tsh;
use sqlx::PgPool;

use crate::support::{request, service};

const CHANNEL: i64 = 500;
const DIRECTOR: i64 = 1;
const PLAYERS: [i64; 6] = [11, 12, 13, 14, 15, 16];

fn director() -> lexicord::service::Request {
    let mut r = request(DIRECTOR, CHANNEL);
    r.moderator = true;
    r
}

fn tournament_error<T: std::fmt::Debug>(
    result: Result<T, lexicord::service::ServiceError>,
) -> TournamentError {
    match result.unwrap_err().user().cloned() {
        Some(UserError::Tournament(e)) => e,
        other => panic!("not a tournament error: {other:?}"),
    }
}

/// `(board id, round, first user, second user, game, settled)` of every board.
async fn boards(pool: &PgPool) -> Vec<(i64, i16, i64, Option<i64>, Option<i64>, Option<String>)> {
    sqlx::query_as(
        "select b.id, b.round, f.user_id, s.user_id, b.game_id, b.settled_by \
         from tournament_boards b join tournament_players f on f.id = b.first_player \
         left join tournament_players s on s.id = b.second_player order by b.round, b.id",
    )
    .fetch_all(pool)
    .await
    .unwrap()
}

/// Records a thread for every board of `round` that has none (each twice, as a retried
/// delivery would), has the games area open the boards' games (twice: the second run finds
/// nothing left to open) and returns the boards' games.
async fn open_round(service: &Service, pool: &PgPool, round: i16) -> Vec<(i64, i64, i64)> {
    let mut to_open = Vec::new();
    for (board, r, first, second, _, _) in boards(pool).await {
        let Some(second) = second.filter(|_| r == round) else {
            continue;
        };
        let thread = 10_000 + board;
        for _ in 0..2 {
            let recorded = service
                .delivery()
                .record_board_thread(board, thread)
                .await
                .unwrap();
            assert_eq!(recorded, thread, "the first thread recorded stays");
        }
        to_open.push((board, thread, first, second));
    }
    assert_eq!(
        service.games().open_threaded_boards().await.unwrap(),
        to_open.len()
    );
    assert_eq!(
        service.games().open_threaded_boards().await.unwrap(),
        0,
        "opened once"
    );
    let opened = boards(pool).await;
    let mut games = Vec::new();
    for (board, thread, first, second) in to_open {
        let game = opened
            .iter()
            .find(|b| b.0 == board)
            .and_then(|b| b.4)
            .expect("the board's game opened");
        assert_eq!(
            service.games().open_board(board, thread).await.unwrap(),
            Some(game),
            "opening again returns the game made the first time"
        );
        let view = service.tables().snapshot_by_id(game).await.unwrap();
        assert_eq!(
            view.channel_id, thread,
            "the game lives in the board's thread"
        );
        assert_eq!(view.seats[0].user_id, Some(first));
        assert_eq!(view.seats[1].user_id, Some(second));
        let to_move = service
            .tables()
            .whole_game_by_id(game)
            .await
            .unwrap()
            .unwrap()
            .to_move();
        assert_eq!(to_move, Some(0), "the pairing's first player goes first");
        games.push((thread, first, second));
    }
    games
}

#[sqlx::test]
async fn a_swiss_event_runs_from_registration_to_final_standings(pool: PgPool) {
    let service = service(pool.clone());
    let other = crate::support::service(pool.clone());
    // Only a director opens one; bad settings are refused; nothing is written.
    let options = TournamentOptions {
        name: "Autumn Open".into(),
        rounds: 3,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    };
    assert_eq!(
        tournament_error(
            service
                .events()
                .create_tournament(&request(11, CHANNEL), &options)
                .await
        ),
        TournamentError::NotADirector
    );
    let bad = TournamentOptions {
        schedule: "swizz".into(),
        ..options.clone()
    };
    assert!(matches!(
        tournament_error(service.events().create_tournament(&director(), &bad).await),
        TournamentError::BadSetting(_)
    ));
    let count: i64 = sqlx::query_scalar("select count(*) from tournaments")
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(count, 0);
    service
        .events()
        .create_tournament(&director(), &options)
        .await
        .unwrap();
    assert_eq!(
        tournament_error(
            service
                .events()
                .create_tournament(&director(), &options)
                .await
        ),
        TournamentError::ChannelHasTournament
    );
    for &p in &PLAYERS {
        service
            .events()
            .join_tournament(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    assert_eq!(
        tournament_error(
            service
                .events()
                .join_tournament(&request(11, CHANNEL))
                .await
        ),
        TournamentError::AlreadyRegistered
    );
    service
        .events()
        .join_tournament(&request(17, CHANNEL))
        .await
        .unwrap();
    service
        .events()
        .leave_tournament(&request(17, CHANNEL))
        .await
        .unwrap();
    assert_eq!(
        tournament_error(
            service
                .events()
                .start_tournament(&request(11, CHANNEL))
                .await
        ),
        TournamentError::NotADirector
    );
    let view = service
        .events()
        .start_tournament(&director())
        .await
        .unwrap();
    assert_eq!(view.state, TournamentState::Running);
    assert_eq!(view.players.len(), 6);
    assert_eq!(
        tournament_error(
            service
                .events()
                .join_tournament(&request(18, CHANNEL))
                .await
        ),
        TournamentError::AlreadyStarted
    );

    for round in 1..=3i16 {
        // Two services race for the pairing job: the round is paired once.
        let (a, b) = tokio::join!(
            service.pacing().run_due_tournament_jobs(),
            other.pacing().run_due_tournament_jobs()
        );
        a.unwrap();
        b.unwrap();
        let all = boards(&pool).await;
        let this: Vec<_> = all.iter().filter(|b| b.1 == round).collect();
        assert_eq!(this.len(), 3, "round {round}: three games, paired once");
        let threads: i64 = sqlx::query_scalar(
            "select count(*) from outbox where kind = 'thread' and payload->>'board_id' in \
             (select id::text from tournament_boards where round = $1)",
        )
        .bind(round)
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!(threads, 3, "one thread to make per game");
        // Swiss with six players over three rounds never needs a rematch.
        let mut met = std::collections::HashSet::new();
        for b in &all {
            let pair = (b.2.min(b.3.unwrap()), b.2.max(b.3.unwrap()));
            assert!(met.insert(pair), "a rematch: {pair:?}");
        }
        let games = open_round(&service, &pool, round).await;
        for (k, &(thread, first, second)) in games.iter().enumerate() {
            if round == 2 && k == 0 {
                // This game is still going at the deadline: the player on move (the first) forfeits.
                continue;
            }
            // The first player, on move, resigns: the second wins.
            service
                .games()
                .resign(&request(first, thread))
                .await
                .unwrap();
            let _ = second;
        }
        if round == 2 {
            let pending: i64 = sqlx::query_scalar(
                "select count(*) from tournament_jobs where kind = 'pair-round' and round = 3",
            )
            .fetch_one(&pool)
            .await
            .unwrap();
            assert_eq!(pending, 0, "round 3 waits for the last result");
            sqlx::query("update tournament_rounds set deadline_at = now() - interval '1 minute' where round = 2")
                .execute(&pool).await.unwrap();
            sqlx::query("update tournament_jobs set due_at = now() - interval '1 minute' where kind = 'round-deadline' and round = 2")
                .execute(&pool).await.unwrap();
            let (_, first, _) = games[0];
            service.clocks().run_due_jobs().await.unwrap();
            service.pacing().run_due_tournament_jobs().await.unwrap();
            let settled: (Option<String>, i32, i32) = sqlx::query_as(
                "select b.settled_by, b.first_score, b.second_score from tournament_boards b \
                 join tournament_players f on f.id = b.first_player where b.round = 2 and f.user_id = $1",
            )
            .bind(first)
            .fetch_one(&pool)
            .await
            .unwrap();
            assert_eq!(settled.0.as_deref(), Some(SettledBy::Deadline.name()));
            assert!(
                settled.1 < settled.2,
                "the player on move lost: {settled:?}"
            );
        }
    }
    let standings = service
        .events()
        .tournament_standings(&request(11, CHANNEL))
        .await
        .unwrap();
    assert_eq!(standings.after_round, 3);
    assert!(
        standings
            .lines
            .iter()
            .all(|l| l.games_left == 0 && (l.wins + l.losses - 3.0).abs() < 1e-9)
    );
    let view = service
        .events()
        .tournament(&request(11, CHANNEL))
        .await
        .unwrap();
    assert_eq!(view.state, TournamentState::Finished);
    // The export reads back as the same event: three scored rounds for everyone.
    let export = service
        .events()
        .export_tournament(&request(11, CHANNEL))
        .await
        .unwrap();
    let event = tsh::read(&export.tsh).unwrap();
    assert_eq!(tsh::write(&event), export.tsh);
    assert_eq!(event.len(), 6);
    assert_eq!(event.scored_rounds(), 3);
    assert_eq!(export.csv.lines().count(), 1 + 6 * 3);
    let table = lexicord::tournament::standings::standings(&event, 3);
    assert_eq!(
        event.players()[table[0].player].name,
        standings.lines[0].name
    );
    // The other rounds' deadlines come due after the event ended: they are stale and do nothing.
    sqlx::query(
        "update tournament_jobs set due_at = now() - interval '1 minute' where done_at is null",
    )
    .execute(&pool)
    .await
    .unwrap();
    service.clocks().run_due_jobs().await.unwrap();
    service.pacing().run_due_tournament_jobs().await.unwrap();
    // Every job ran once: three pairings and three deadlines (one settled a game).
    let outcomes: Vec<(String, Option<String>)> =
        sqlx::query_as("select kind, outcome from tournament_jobs order by round, kind")
            .fetch_all(&pool)
            .await
            .unwrap();
    let outcomes: Vec<(&str, Option<&str>)> = outcomes
        .iter()
        .map(|(kind, outcome)| (kind.as_str(), outcome.as_deref()))
        .collect();
    assert_eq!(
        outcomes,
        [
            ("pair-round", Some("paired")),
            ("round-deadline", Some("stale")),
            ("pair-round", Some("paired")),
            ("round-deadline", Some("settled")),
            ("pair-round", Some("paired")),
            ("round-deadline", Some("stale")),
        ]
    );
}

/// Each game of the latest paired round: its first player resigns.
async fn resign_round(service: &Service, pool: &PgPool, round: i16) {
    for (thread, first, _) in open_round(service, pool, round).await {
        service
            .games()
            .resign(&request(first, thread))
            .await
            .unwrap();
    }
}

#[sqlx::test]
async fn divisions_split_by_rating_pair_apart_and_rank_apart(pool: PgPool) {
    let service = service(pool.clone());
    let options = TournamentOptions {
        name: "Two Flights".into(),
        rounds: 2,
        schedule: "swiss".into(),
        divisions: Some(2),
        ..TournamentOptions::default()
    };
    service
        .events()
        .create_tournament(&director(), &options)
        .await
        .unwrap();
    let players = [21, 22, 23, 24, 25, 26, 27, 28];
    for &p in &players[..3] {
        service
            .events()
            .join_tournament(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    assert_eq!(
        tournament_error(service.events().start_tournament(&director()).await),
        TournamentError::TooFewForDivisions(3, 2)
    );
    for &p in &players[3..] {
        service
            .events()
            .join_tournament(&request(p, CHANNEL))
            .await
            .unwrap();
    }
    // Ratings in the event's pool on this server; 21 has none and enters at 0.
    let (guild, lexicon, variant): (i64, String, String) =
        sqlx::query_as("select guild_id, lexicon, variant from tournaments")
            .fetch_one(&pool)
            .await
            .unwrap();
    for (user, rating) in [
        (28, 2000.0),
        (22, 1800.0),
        (23, 1700.0),
        (24, 1600.0),
        (25, 1500.0),
        (26, 1400.0),
        (27, 1300.0),
    ] {
        sqlx::query(
            "insert into ratings (guild_id, user_id, lexicon, variant, pace, rating, deviation, \
             volatility, games, rated_at) values ($1, $2, $3, $4, 'correspondence', $5, 80, 0.06, \
             10, now())",
        )
        .bind(guild)
        .bind(user)
        .bind(&lexicon)
        .bind(&variant)
        .bind(rating)
        .execute(&pool)
        .await
        .unwrap();
    }
    service
        .events()
        .start_tournament(&director())
        .await
        .unwrap();
    let first_division = [22, 23, 24, 28];
    let division_of = |user: i64| if first_division.contains(&user) { 1 } else { 2 };
    for round in 1..=2 {
        service.clocks().run_due_jobs().await.unwrap();
        service.pacing().run_due_tournament_jobs().await.unwrap();
        let this: Vec<_> = boards(&pool)
            .await
            .into_iter()
            .filter(|b| b.1 == round)
            .collect();
        assert_eq!(this.len(), 4, "round {round}: two games a division");
        for b in &this {
            let second = b.3.expect("no byes with four a division");
            assert_eq!(
                division_of(b.2),
                division_of(second),
                "{b:?} crosses divisions"
            );
        }
        resign_round(&service, &pool, round).await;
    }
    service.clocks().run_due_jobs().await.unwrap();
    service.pacing().run_due_tournament_jobs().await.unwrap();
    let standings = service
        .events()
        .tournament_standings(&request(21, CHANNEL))
        .await
        .unwrap();
    assert_eq!(standings.divisions, 2);
    let divisions: Vec<(i16, i64)> = standings
        .lines
        .iter()
        .map(|l| (l.division, l.user_id))
        .collect();
    assert!(
        divisions
            .iter()
            .all(|&(d, user)| i64::from(d) == division_of(user)),
        "{divisions:?}"
    );
    assert!(
        divisions.windows(2).all(|w| w[0].0 <= w[1].0),
        "by division"
    );
    // Ranks count only the division: each starts at 1; two wins, then one, then none.
    for d in 1..=2 {
        let ranks: Vec<usize> = standings
            .lines
            .iter()
            .filter(|l| l.division == d)
            .map(|l| l.rank)
            .collect();
        assert_eq!(ranks[0], 1, "{standings:?}");
        assert!(ranks.windows(2).all(|w| w[0] <= w[1]));
    }
    // The export: the whole event, and one tsh file per division, players entered at their
    // ratings (rounded), the unrated at 0.
    let export = service
        .events()
        .export_tournament(&request(21, CHANNEL))
        .await
        .unwrap();
    assert_eq!(export.division_files.len(), 2);
    let whole = tsh::read(&export.tsh).unwrap();
    let ratings: Vec<u32> = whole.players().iter().map(|p| p.rating).collect();
    assert_eq!(ratings, [0, 1800, 1700, 1600, 1500, 1400, 1300, 2000]);
    for (file, members) in export.division_files.iter().zip([
        vec!["player22", "player23", "player24", "player28"],
        vec!["player21", "player25", "player26", "player27"],
    ]) {
        let event = tsh::read(file).unwrap();
        let names: Vec<&str> = event.players().iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, members);
        assert_eq!(event.scored_rounds(), 2);
    }
}
