//! The pictures of events and ratings, drawn by the bot's own table builders from made-up
//! results: a tournament's standings after round 3 of 5 and its round-4 pairings, a league
//! season's final standings in two divisions, a rating leaderboard and a rating history.

use std::path::Path;

use lexicord::bot::pictures::{leaderboard_table, pairings_table, standings_table};
use lexicord::engine::english::english;
use lexicord::engine::wording::Wording;
use lexicord::kinds::{Language, SettledBy};
use lexicord::render::{self, LineChart, ScoreLine, TablePicture};
use lexicord::service::tournaments::BoardLine;
use lexicord::service::{PairingsView, RatedLine, RatingBoard, StandingLine, StandingsView};
use lexicord::tournament::pools::{Pace, Pool};

use super::{say, write};

const EN: Language = Language::English;

/// Every event and rating picture.
pub fn pictures(dir: &Path) -> anyhow::Result<()> {
    let table = |t: TablePicture| render::table_png(&t);
    write(
        dir,
        "standings.png",
        &table(standings_table(&open(), false, EN))?,
    )?;
    write(
        dir,
        "pairings.png",
        &table(pairings_table(&round_four(), EN))?,
    )?;
    write(
        dir,
        "league-standings.png",
        &table(standings_table(&season(), true, EN))?,
    )?;
    write(
        dir,
        "leaderboard.png",
        &table(leaderboard_table(&leaderboard(), EN))?,
    )?;
    let title = english(&Wording::new("score-chart-title").put("player", &"Ann"));
    let ratings = [
        1500, 1562, 1618, 1597, 1641, 1688, 1672, 1705, 1731, 1719, 1748,
    ];
    let lines = [ScoreLine {
        name: pool().to_string(),
        totals: ratings.to_vec(),
    }];
    let chart = render::line_chart_png(&LineChart {
        title: &title,
        x_axis: &say("score-chart-games"),
        lines: &lines,
        from_zero: false,
    })?;
    write(dir, "rating-history.png", &chart)
}

/// A standings line: `(name, wins, losses, spread, games left, division)`.
fn lines(rows: &[(&str, f64, f64, i64, i16, i16)]) -> Vec<StandingLine> {
    let mut rank = 0;
    let mut division = 0;
    rows.iter()
        .enumerate()
        .map(|(i, &(name, wins, losses, spread, games_left, div))| {
            if div != division {
                (rank, division) = (0, div);
            }
            rank += 1;
            StandingLine {
                rank,
                name: name.to_owned(),
                user_id: i as i64 + 1,
                wins,
                losses,
                spread,
                games_left,
                withdrawn: false,
                division,
            }
        })
        .collect()
}

/// Eight players after three rounds of five.
fn open() -> StandingsView {
    StandingsView {
        name: "Autumn Open".to_owned(),
        after_round: 3,
        rounds: 5,
        lines: lines(&[
            ("Ann", 3.0, 0.0, 412, 2, 1),
            ("Cy", 2.5, 0.5, 190, 2, 1),
            ("Bob", 2.0, 1.0, 145, 2, 1),
            ("Dee", 2.0, 1.0, 40, 2, 1),
            ("Eve", 1.5, 1.5, -12, 2, 1),
            ("Finn", 1.0, 2.0, -101, 2, 1),
            ("Gus", 0.0, 3.0, -298, 2, 1),
            ("Hal", 0.0, 3.0, -376, 2, 1),
        ]),
        divisions: 1,
    }
}

/// Round 4's boards, one result already in.
fn round_four() -> PairingsView {
    let board = |first: &str, second: &str, n: i64, scores: Option<(i32, i32)>| BoardLine {
        first: first.to_owned(),
        first_id: n,
        second: Some((second.to_owned(), n + 1)),
        scores,
        settled_by: scores.map(|_| SettledBy::Played),
        thread_id: Some(1000 + n),
    };
    PairingsView {
        name: "Autumn Open".to_owned(),
        round: 4,
        rounds: 5,
        boards: vec![
            board("Ann", "Cy", 1, None),
            board("Dee", "Bob", 3, None),
            board("Eve", "Finn", 5, Some((412, 388))),
            board("Hal", "Gus", 7, None),
        ],
    }
}

/// A league season's final standings, two divisions of three.
fn season() -> StandingsView {
    StandingsView {
        name: "Tuesday League, season 2".to_owned(),
        after_round: 3,
        rounds: 3,
        lines: lines(&[
            ("Ann", 2.0, 0.0, 180, 0, 1),
            ("Bob", 1.0, 1.0, 20, 0, 1),
            ("Cy", 0.0, 2.0, -200, 0, 1),
            ("Dee", 1.5, 0.5, 60, 0, 2),
            ("Eve", 1.0, 1.0, 15, 0, 2),
            ("Finn", 0.5, 1.5, -75, 0, 2),
        ]),
        divisions: 2,
    }
}

/// The pool the rating pictures are of.
fn pool() -> Pool {
    Pool {
        lexicon: "enable".to_owned(),
        variant: "classic".to_owned(),
        pace: Pace::Correspondence,
    }
}

/// A server's correspondence leaderboard: settled ratings first, then provisional ones.
fn leaderboard() -> RatingBoard {
    let line =
        |n: i64, name: &str, rating: f64, deviation: f64, record: (i64, i64, i64)| RatedLine {
            user_id: n,
            name: name.to_owned(),
            rating,
            deviation,
            provisional: deviation > 110.0,
            games: (record.0 + record.1 + record.2) as i32,
            wins: record.0,
            losses: record.1,
            draws: record.2,
        };
    RatingBoard {
        pool: pool(),
        lines: vec![
            line(1, "Ann", 1748.0, 71.0, (9, 1, 0)),
            line(2, "Cy", 1655.0, 80.0, (11, 6, 1)),
            line(3, "Bob", 1540.0, 92.0, (7, 7, 0)),
            line(4, "Dee", 1492.0, 104.0, (5, 6, 0)),
            line(5, "Eve", 1601.0, 168.0, (3, 1, 0)),
            line(6, "Finn", 1433.0, 190.0, (1, 2, 0)),
        ],
    }
}
