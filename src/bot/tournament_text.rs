//! Tournament texts and pictures: the standings and pairings as text and as a table picture, a
//! board as a line, a player's boards and a tournament's summary (what each post says is in
//! `tournament_post_text`, from these pieces).

use fluent_bundle::FluentValue;

use super::locale::Tr;
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

/// The standings picture's subtitle.
fn subtitle(view: &StandingsView, last: bool, tr: Tr) -> String {
    let after = [
        ("after", FluentValue::from(view.after_round)),
        ("rounds", view.rounds.into()),
    ];
    if last {
        tr.say("tournament-standings-subtitle-final", &after)
    } else if view.after_round == 0 {
        tr.text("tournament-standings-subtitle-before")
    } else {
        tr.say("tournament-standings-subtitle", &after)
    }
}

/// The standings text's first line: the tournament's name and how far it is.
fn heading(view: &StandingsView, last: bool, tr: Tr) -> String {
    let values = [
        ("name", FluentValue::from(md(&view.name))),
        ("after", view.after_round.into()),
        ("rounds", view.rounds.into()),
    ];
    if last {
        tr.say("tournament-standings-heading-final", &values)
    } else if view.after_round == 0 {
        tr.say("tournament-standings-heading-before", &values)
    } else {
        tr.say("tournament-standings-heading", &values)
    }
}

/// The standings as text: one line per player, best first.
pub fn standings(view: &StandingsView, last: bool, tr: Tr) -> String {
    let mut out = heading(view, last, tr);
    out.push('\n');
    let mut division = 0;
    for l in &view.lines {
        if view.divisions > 1 && l.division != division {
            division = l.division;
            out.push_str(&tr.say("tournament-division", &[("division", division.into())]));
            out.push('\n');
        }
        let values = [
            ("rank", FluentValue::from(l.rank)),
            ("player", md(&l.name).into()),
            ("wins", half(l.wins).into()),
            ("losses", half(l.losses).into()),
            ("spread", signed(l.spread).into()),
            ("left", l.games_left.into()),
        ];
        let line = if l.withdrawn {
            tr.say("tournament-standings-line-withdrawn", &values)
        } else if !last && l.games_left > 0 {
            tr.say("tournament-standings-line-left", &values)
        } else {
            tr.say("tournament-standings-line", &values)
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// The standings as a table picture.
pub fn standings_table(view: &StandingsView, last: bool, tr: Tr) -> TablePicture {
    let divided = view.divisions > 1;
    let mut columns = Vec::new();
    if divided {
        columns.push(Column::new(
            &tr.text("tournament-column-division"),
            64,
            Align::Right,
        ));
    }
    columns.extend([
        Column::new("#", 56, Align::Right),
        Column::new(&tr.text("tournament-column-player"), 300, Align::Left),
        Column::new(&tr.text("tournament-column-record"), 100, Align::Right),
        Column::new(&tr.text("tournament-column-spread"), 110, Align::Right),
        Column::new(&tr.text("tournament-column-left"), 80, Align::Right),
    ]);
    TablePicture {
        title: plain(&view.name),
        subtitle: subtitle(view, last, tr),
        columns,
        rows: view
            .lines
            .iter()
            .map(|l| {
                let name = if l.withdrawn {
                    tr.say(
                        "tournament-table-withdrawn",
                        &[("player", plain(&l.name).into())],
                    )
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
pub(super) fn board(b: &BoardLine, mention: bool, tr: Tr) -> String {
    let who = |name: &str, id: i64| {
        if mention {
            format!("<@{id}>")
        } else {
            md(name)
        }
    };
    let first = who(&b.first, b.first_id);
    let out = match &b.second {
        Some((name, id)) => {
            let second = who(name, *id);
            match b.thread_id {
                Some(thread) => tr.say(
                    "tournament-board-game-thread",
                    &[
                        ("first", first.into()),
                        ("second", second.into()),
                        ("thread", format!("<#{thread}>").into()),
                    ],
                ),
                None => tr.say(
                    "tournament-board-game",
                    &[("first", first.into()), ("second", second.into())],
                ),
            }
        }
        None if b.settled_by == Some(SettledBy::Forfeit) => {
            tr.say("tournament-board-withdrawn", &[("player", first.into())])
        }
        None => tr.say("tournament-board-bye", &[("player", first.into())]),
    };
    if let (Some((x, y)), Some(_)) = (b.scores, &b.second) {
        let values = [
            ("board", FluentValue::from(out)),
            ("score", x.into()),
            ("other", y.into()),
        ];
        return match b.settled_by {
            Some(SettledBy::Deadline) => tr.say("tournament-board-score-deadline", &values),
            Some(SettledBy::Director) => tr.say("tournament-board-score-director", &values),
            Some(SettledBy::Forfeit) => tr.say("tournament-board-score-forfeit", &values),
            _ => tr.say("tournament-board-score", &values),
        };
    }
    out
}

/// A round's pairings as text.
pub fn pairings(view: &PairingsView, tr: Tr) -> String {
    let mut out = tr.say(
        "tournament-pairings-heading",
        &[
            ("name", md(&view.name).into()),
            ("round", view.round.into()),
            ("rounds", view.rounds.into()),
        ],
    );
    out.push('\n');
    for b in &view.boards {
        out.push_str(&board(b, false, tr));
        out.push('\n');
    }
    out
}

/// A round's pairings as a table picture.
pub fn pairings_table(
    name: &str,
    round: i16,
    rounds: i16,
    boards: &[BoardLine],
    tr: Tr,
) -> TablePicture {
    TablePicture {
        title: plain(name),
        subtitle: tr.say(
            "tournament-pairings-subtitle",
            &[("round", round.into()), ("rounds", rounds.into())],
        ),
        columns: vec![
            Column::new(&tr.text("tournament-column-first"), 260, Align::Left),
            Column::new(&tr.text("tournament-column-second"), 260, Align::Left),
            Column::new(&tr.text("tournament-column-result"), 120, Align::Right),
        ],
        rows: boards
            .iter()
            .map(|b| {
                let second = b
                    .second
                    .as_ref()
                    .map_or_else(|| tr.text("tournament-table-bye"), |s| plain(&s.0));
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
pub fn my_boards(boards: &[crate::service::TournamentBoard], tr: Tr) -> String {
    let mut out = tr.text("tournament-my-boards-title");
    out.push('\n');
    for b in boards {
        let game = match &b.opponent {
            Some((name, _)) => match b.thread_id {
                Some(thread) => tr.say(
                    "tournament-my-board-opponent-thread",
                    &[
                        ("opponent", md(name).into()),
                        ("thread", format!("<#{thread}>").into()),
                    ],
                ),
                None => tr.say(
                    "tournament-my-board-opponent",
                    &[("opponent", md(name).into())],
                ),
            },
            None => tr.text("tournament-my-board-bye"),
        };
        let line = tr.say(
            "tournament-my-board",
            &[
                ("tournament", md(&b.tournament).into()),
                ("round", b.round.into()),
                ("game", game.into()),
            ],
        );
        let line = match (b.scores, &b.opponent) {
            (Some((own, theirs)), Some(_)) => tr.say(
                "tournament-board-score",
                &[
                    ("board", line.into()),
                    ("score", own.into()),
                    ("other", theirs.into()),
                ],
            ),
            (Some((own, _)), None) => tr.say(
                "tournament-my-board-spread",
                &[
                    ("board", line.into()),
                    ("spread", signed(own.into()).into()),
                ],
            ),
            _ => tr.say("tournament-my-board-to-play", &[("board", line.into())]),
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// A tournament's summary, for its director's and players' answers.
pub fn summary(view: &TournamentView, tr: Tr) -> String {
    let state = match view.state {
        TournamentState::Registration => tr.text("tournament-state-registration"),
        TournamentState::Closed => tr.text("tournament-state-closed"),
        TournamentState::Running => tr.text("tournament-state-running"),
        TournamentState::Paused => tr.text("tournament-state-paused"),
        TournamentState::Finished => tr.text("tournament-state-finished"),
    };
    tr.say(
        "tournament-summary",
        &[
            ("name", md(&view.name).into()),
            ("state", state.into()),
            ("rounds", view.rounds.into()),
            ("schedule", view.schedule.clone().into()),
            ("paired", view.paired.into()),
            ("players", view.players.len().into()),
        ],
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
        let text = standings(&view, false, Tr::default());
        assert!(text.contains("1. Ann 1.5-0.5 +120, 1 left"), "{text}");
        assert!(text.contains("2. Bo 0-2 -35 (withdrawn)"), "{text}");
        let table = standings_table(&view, true, Tr::default());
        assert_eq!(table.subtitle, "Final standings after 2 of 3 rounds");
        assert_eq!(table.rows[0], ["1", "Ann", "1.5-0.5", "+120", "1"]);
    }
}
