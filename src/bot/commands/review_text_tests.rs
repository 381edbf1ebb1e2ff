//! The review's words: each player's equity given up and biggest losses in the message (within
//! Discord's limit however long the game and names), every turn in the file.

use super::*;

fn turn(number: usize, seat: usize, player: &str, lost: f64) -> ReviewedTurn {
    ReviewedTurn {
        number,
        seat,
        player: player.into(),
        rack: "AEINRST".into(),
        played: format!("8D PLAY{number}"),
        score: 10,
        challenged_off: false,
        judged: Some(JudgedTurn {
            by: JudgedBy::Simulation { rounds: 40 },
            equity: 20.0,
            best: format!("8D BEST{number} 70"),
            best_equity: 20.0 + lost,
            lost,
            win: Some(0.4),
            win_lost: Some(lost / 200.0),
            missed_bingo: (lost > 40.0).then(|| format!("8D BEST{number} 70")),
        }),
    }
}

fn game(players: &[&str], turns: Vec<ReviewedTurn>) -> GameReview {
    GameReview {
        game_id: 7,
        players: players.iter().map(|&n| (n.into(), 300)).collect(),
        progress: players.iter().map(|_| vec![0, 300]).collect(),
        viewer: 0,
        win_progress: None,
        turns,
    }
}

#[test]
fn each_player_gets_their_equity_lost_and_biggest_losses() {
    let review = game(
        &["alice", "bob"],
        vec![
            turn(1, 0, "alice", 12.0),
            turn(2, 1, "bob", 0.0),
            turn(3, 0, "alice", 54.25),
            turn(4, 1, "bob", 3.5),
        ],
    );
    let text = summary(&review, Tr::default());
    assert!(
        text.starts_with("**Review of game #7**: alice 300, bob 300."),
        "{text}"
    );
    assert!(
        text.contains("**alice**: 66.2 equity given up over 2 turns, 1 missed bingo.\n"),
        "{text}"
    );
    assert!(
        text.contains("**bob**: 3.5 equity given up over 2 turns.\n"),
        "{text}"
    );
    let first = text.find("- Turn 3: 8D PLAY3 for 10").expect(&text);
    let second = text.find("- Turn 1: 8D PLAY1 for 10").expect(&text);
    assert!(first < second, "the biggest loss first: {text}");
    assert!(
        text.contains(
            "- Turn 3: 8D PLAY3 for 10; best 8D BEST3 70 (**-54.2** equity, -27% win, missed \
             bingo 8D BEST3 70)"
        ),
        "{text}"
    );
    assert!(!text.contains("Turn 2:"), "no loss on turn 2: {text}");
    let file = turns_file(&review, Tr::default());
    let rows: Vec<&str> = file
        .lines()
        .filter(|l| l.starts_with(char::is_numeric))
        .collect();
    assert_eq!(rows.len(), 8, "{file}");
    let columns: Vec<&str> = rows[0].split('\t').collect();
    assert_eq!(
        columns.len(),
        super::columns(Tr::default()).split('\t').count()
    );
    assert_eq!(
        &columns[..],
        &[
            "3",
            "alice",
            "AEINRST",
            "8D PLAY3",
            "10",
            "20.0",
            "8D BEST3 70",
            "74.2",
            "54.2",
            "40.0%",
            "27.1%",
            "simulated, 40 playouts",
            "missed bingo 8D BEST3 70"
        ]
    );
    assert!(rows[4].starts_with("1\talice"), "then in order: {file}");
}

#[test]
fn a_long_game_with_long_names_stays_within_the_limit() {
    let name = "\u{1F600}*_~`|>@everyone".repeat(4);
    let names = [name.as_str(), "b", "c", "d"];
    let turns: Vec<ReviewedTurn> = (1..=200)
        .map(|n| turn(n, n % 4, names[n % 4], n as f64))
        .collect();
    let text = summary(&game(&names, turns), Tr::default());
    assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
    assert!(text.ends_with("chance of winning given up."), "{text}");
    assert!(!text.replace("\\@", "").contains('@'), "escaped: {text}");
    for seat in ["b", "c", "d"] {
        assert!(text.contains(&format!("**{seat}**: ")), "{text}");
    }
}

#[test]
fn an_unjudged_turn_shows_dashes_and_how_each_turn_was_judged_is_said() {
    let mut unjudged = turn(1, 0, "alice", 0.0);
    unjudged.judged = None;
    let line = row(&unjudged, Tr::default());
    assert!(line.ends_with("\t10\t-\t-\t-\t-\t-\t-\t-\t"), "{line:?}");
    assert_eq!(
        judged_by(JudgedBy::ExactEndgame, Tr::default()),
        "endgame solved exactly"
    );
    assert_eq!(
        judged_by(JudgedBy::EndgameUnproven { depth: 4 }, Tr::default()),
        "endgame not proven within the budget: its best line, 4 turns ahead"
    );
    assert_eq!(
        judged_by(
            JudgedBy::PreEndgame {
                draws: 6,
                proven: true
            },
            Tr::default()
        ),
        "endgame after each of the 6 tiles the bag could hold, all solved exactly"
    );
    assert_eq!(
        judged_by(
            JudgedBy::PreEndgame {
                draws: 6,
                proven: false
            },
            Tr::default()
        ),
        "endgame after each of the 6 tiles the bag could hold, not all proven within the budget"
    );
}
