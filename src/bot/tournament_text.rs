//! Tournament texts and pictures: the standings and pairings as text and as a table picture, a
//! board as a line, a player's boards and a tournament's summary (what each post says is in
//! `tournament_post_text`, from these pieces).

use std::fmt::Write as _;

use crate::render::{Align, Column, TablePicture};
use crate::service::names::{markdown as md, plain};
use crate::service::tournaments::BoardLine;
use crate::service::{PairingsView, SettledBy, StandingsView, TournamentState, TournamentView};

/// Wins or losses as players read them: `2`, `1.5`.
fn half(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

/// A spread with its sign: `+120`, `-35`, `0`.
fn signed(value: i64) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

fn subtitle(view: &StandingsView, last: bool) -> String {
    if last {
        format!(
            "Final standings after {} of {} rounds",
            view.after_round, view.rounds
        )
    } else if view.after_round == 0 {
        "Standings before any round is complete".to_owned()
    } else {
        format!(
            "Standings after round {} of {}",
            view.after_round, view.rounds
        )
    }
}

/// The standings as text: one line per player, best first.
pub fn standings(view: &StandingsView, last: bool) -> String {
    let mut out = format!(
        "**{}**: {}\n",
        md(&view.name),
        subtitle(view, last).to_lowercase()
    );
    let mut division = 0;
    for l in &view.lines {
        if view.divisions > 1 && l.division != division {
            division = l.division;
            let _ = writeln!(out, "__Division {division}__");
        }
        let _ = write!(
            out,
            "{}. {} {}-{} {}",
            l.rank,
            md(&l.name),
            half(l.wins),
            half(l.losses),
            signed(l.spread)
        );
        if l.withdrawn {
            out.push_str(" (withdrawn)");
        } else if !last && l.games_left > 0 {
            let _ = write!(out, ", {} left", l.games_left);
        }
        out.push('\n');
    }
    out
}

/// The standings as a table picture.
pub fn standings_table(view: &StandingsView, last: bool) -> TablePicture {
    let divided = view.divisions > 1;
    let mut columns = Vec::new();
    if divided {
        columns.push(Column::new("Div", 64, Align::Right));
    }
    columns.extend([
        Column::new("#", 56, Align::Right),
        Column::new("Player", 300, Align::Left),
        Column::new("W-L", 100, Align::Right),
        Column::new("Spread", 110, Align::Right),
        Column::new("Left", 80, Align::Right),
    ]);
    TablePicture {
        title: plain(&view.name),
        subtitle: subtitle(view, last),
        columns,
        rows: view
            .lines
            .iter()
            .map(|l| {
                let name = if l.withdrawn {
                    format!("{} (withdrawn)", plain(&l.name))
                } else {
                    plain(&l.name)
                };
                let mut row = Vec::new();
                if divided {
                    row.push(l.division.to_string());
                }
                row.extend([
                    l.rank.to_string(),
                    name,
                    format!("{}-{}", half(l.wins), half(l.losses)),
                    signed(l.spread),
                    l.games_left.to_string(),
                ]);
                row
            })
            .collect(),
    }
}

/// One board as a line: `<@a> vs <@b> in <#thread>: 400-350`.
pub(super) fn board(b: &BoardLine, mention: bool) -> String {
    let who = |name: &str, id: i64| {
        if mention {
            format!("<@{id}>")
        } else {
            md(name)
        }
    };
    let mut out = who(&b.first, b.first_id);
    match &b.second {
        Some((name, id)) => {
            let _ = write!(out, " vs {}", who(name, *id));
            if let Some(thread) = b.thread_id {
                let _ = write!(out, " in <#{thread}>");
            }
        }
        None if b.settled_by == Some(SettledBy::Forfeit) => out.push_str(": withdrawn"),
        None => out.push_str(": bye"),
    }
    if let (Some((x, y)), Some(_)) = (b.scores, &b.second) {
        let _ = write!(out, ": {x}-{y}");
        match b.settled_by {
            Some(SettledBy::Deadline) => out.push_str(" (settled at the deadline)"),
            Some(SettledBy::Director) => out.push_str(" (entered by the director)"),
            Some(SettledBy::Forfeit) => out.push_str(" (forfeit)"),
            _ => {}
        }
    }
    out
}

/// A round's pairings as text.
pub fn pairings(view: &PairingsView) -> String {
    let mut out = format!(
        "**{}**: round {} of {}\n",
        md(&view.name),
        view.round,
        view.rounds
    );
    for b in &view.boards {
        out.push_str(&board(b, false));
        out.push('\n');
    }
    out
}

/// A round's pairings as a table picture.
pub fn pairings_table(name: &str, round: i16, rounds: i16, boards: &[BoardLine]) -> TablePicture {
    TablePicture {
        title: plain(name),
        subtitle: format!("Pairings of round {round} of {rounds} (the first player goes first)"),
        columns: vec![
            Column::new("First", 260, Align::Left),
            Column::new("Second", 260, Align::Left),
            Column::new("Result", 120, Align::Right),
        ],
        rows: boards
            .iter()
            .map(|b| {
                let second = b
                    .second
                    .as_ref()
                    .map_or_else(|| "bye".to_owned(), |s| plain(&s.0));
                let result = match (b.scores, &b.second) {
                    (Some((x, y)), Some(_)) => format!("{x}-{y}"),
                    (Some((x, _)), None) => signed(x.into()),
                    _ => String::new(),
                };
                vec![plain(&b.first), second, result]
            })
            .collect(),
    }
}

/// A player's tournament boards, for `/games`: round, opponent, thread and result.
pub fn my_boards(boards: &[crate::service::TournamentBoard]) -> String {
    let mut out = String::from("**Your tournament pairings**\n");
    for b in boards {
        let _ = write!(out, "{} round {}: ", md(&b.tournament), b.round);
        match &b.opponent {
            Some((name, _)) => {
                let _ = write!(out, "vs {}", md(name));
                if let Some(thread) = b.thread_id {
                    let _ = write!(out, " in <#{thread}>");
                }
            }
            None => out.push_str("bye"),
        }
        match (b.scores, &b.opponent) {
            (Some((own, theirs)), Some(_)) => {
                let _ = write!(out, ": {own}-{theirs}");
            }
            (Some((own, _)), None) => {
                let _ = write!(out, " ({})", signed(own.into()));
            }
            _ => out.push_str(" (to play)"),
        }
        out.push('\n');
    }
    out
}

/// A tournament's summary, for its director's and players' answers.
pub fn summary(view: &TournamentView) -> String {
    let state = match view.state {
        TournamentState::Registration => "open for registration",
        TournamentState::Closed => "registration closed",
        TournamentState::Running => "running",
        TournamentState::Paused => "paused",
        TournamentState::Finished => "over",
    };
    format!(
        "**{}** ({state}): {} rounds ({}), {} of them paired; {} players.",
        md(&view.name),
        view.rounds,
        view.schedule,
        view.paired,
        view.players.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::StandingLine;

    #[test]
    fn standings_read_like_a_results_sheet() {
        let view = StandingsView {
            name: "Open".into(),
            after_round: 2,
            rounds: 3,
            lines: vec![
                StandingLine {
                    rank: 1,
                    name: "Ann".into(),
                    user_id: 1,
                    wins: 1.5,
                    losses: 0.5,
                    spread: 120,
                    games_left: 1,
                    withdrawn: false,
                    division: 1,
                },
                StandingLine {
                    rank: 2,
                    name: "Bo".into(),
                    user_id: 2,
                    wins: 0.0,
                    losses: 2.0,
                    spread: -35,
                    games_left: 0,
                    withdrawn: true,
                    division: 1,
                },
            ],
            divisions: 1,
        };
        let text = standings(&view, false);
        assert!(text.contains("1. Ann 1.5-0.5 +120, 1 left"), "{text}");
        assert!(text.contains("2. Bo 0-2 -35 (withdrawn)"), "{text}");
        let table = standings_table(&view, true);
        assert_eq!(table.subtitle, "Final standings after 2 of 3 rounds");
        assert_eq!(table.rows[0], ["1", "Ann", "1.5-0.5", "+120", "1"]);
    }
}
