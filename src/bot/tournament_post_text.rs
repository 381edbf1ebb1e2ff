//! What each tournament post says on Discord, and whom it pings (pictures are attached by the
//! delivery): state changes, registrations, pairings, boards opened and settled, threads that
//! cannot open yet, and the standings.

use fluent_bundle::FluentValue;

use crate::service::names::markdown as md;
use crate::service::{TournamentPost, TournamentState};

use super::league_text;
use super::locale::Tr;
use super::tournament_text::{board, standings};

/// The users a tournament post pings: the paired players of a round's pairings, both players
/// of a board opened in its thread; nobody for the other posts.
pub fn pinged(post: &TournamentPost) -> Vec<i64> {
    match post {
        TournamentPost::Pairings { boards, .. } => boards
            .iter()
            .flat_map(|b| {
                let second = b.second.as_ref().map(|s| s.1);
                std::iter::once(b.first_id).chain(second)
            })
            .collect(),
        TournamentPost::BoardOpened { first, second, .. } => vec![first.1, second.1],
        _ => Vec::new(),
    }
}

/// What a tournament post says (pictures are attached by the delivery), in the server's
/// language. Every user-chosen name is escaped (`service::names::markdown`).
pub fn post(post: &TournamentPost, tr: Tr) -> String {
    let name_of = |post: &TournamentPost| match post {
        TournamentPost::State { name, .. }
        | TournamentPost::Registration { name, .. }
        | TournamentPost::Pairings { name, .. }
        | TournamentPost::BoardOpened { name, .. }
        | TournamentPost::ThreadWaiting { name, .. }
        | TournamentPost::AwaitingDirector { name, .. } => md(name),
        _ => String::new(),
    };
    let name = name_of(post);
    match post {
        TournamentPost::State { state, early, .. } => state_post(*state, *early, name, tr),
        TournamentPost::Registration {
            player,
            joined,
            count,
            ..
        } => {
            let values = [
                ("player", FluentValue::from(md(player))),
                ("name", name.into()),
                ("count", (*count).into()),
            ];
            if *joined {
                tr.say("tournament-post-joined", &values)
            } else {
                tr.say("tournament-post-left", &values)
            }
        }
        TournamentPost::Pairings { .. } => pairings_post(post, name, tr),
        TournamentPost::BoardOpened {
            round,
            first,
            second,
            deadline,
            ..
        } => tr.say(
            "tournament-post-board-opened",
            &[
                ("name", name.into()),
                ("round", (*round).into()),
                ("first", format!("<@{}>", first.1).into()),
                ("second", format!("<@{}>", second.1).into()),
                ("starter", md(&first.0).into()),
                ("when", format!("<t:{deadline}:R>").into()),
            ],
        ),
        TournamentPost::Settled { .. } | TournamentPost::ThreadWaiting { .. } => {
            board_post(post, name, tr)
        }
        TournamentPost::AwaitingDirector { round, .. } => tr.say(
            "tournament-post-awaiting-director",
            &[("name", name.into()), ("round", (*round).into())],
        ),
        TournamentPost::Standings { view, last } => standings(view, *last, tr),
        TournamentPost::SeasonStarted { .. } | TournamentPost::SeasonOver { .. } => {
            league_text::season_post(post, tr)
        }
    }
}

/// A round's pairings, each board on its line with its players pinged.
fn pairings_post(post: &TournamentPost, name: String, tr: Tr) -> String {
    let TournamentPost::Pairings {
        round,
        rounds,
        deadline,
        boards,
        ..
    } = post
    else {
        return String::new();
    };
    let mut out = tr.say(
        "tournament-post-pairings",
        &[
            ("name", name.into()),
            ("round", (*round).into()),
            ("rounds", (*rounds).into()),
            ("when", format!("<t:{deadline}:R>").into()),
        ],
    );
    out.push('\n');
    for b in boards {
        out.push_str(&board(b, true, tr));
        out.push('\n');
    }
    out
}

/// A tournament's change of state, the tournament named.
fn state_post(state: TournamentState, early: bool, name: String, tr: Tr) -> String {
    let named = [("name", FluentValue::from(name))];
    match state {
        TournamentState::Registration => tr.say("tournament-post-open", &named),
        TournamentState::Closed => tr.say("tournament-post-closed", &named),
        TournamentState::Running => tr.say("tournament-post-running", &named),
        TournamentState::Paused => tr.say("tournament-post-paused", &named),
        TournamentState::Finished if early => tr.say("tournament-post-ended-early", &named),
        TournamentState::Finished => tr.say("tournament-post-over", &named),
    }
}

/// A post about one board: settled (played or forfeited), or its thread waiting to open.
fn board_post(post: &TournamentPost, name: String, tr: Tr) -> String {
    match post {
        TournamentPost::Settled {
            round,
            board: b,
            forfeited: Some(who),
        } => tr.say(
            "tournament-post-forfeit",
            &[
                ("round", (*round).into()),
                ("player", md(who).into()),
                ("board", board(b, false, tr).into()),
            ],
        ),
        TournamentPost::Settled {
            round,
            board: b,
            forfeited: None,
        } => tr.say(
            "tournament-post-settled",
            &[
                ("round", (*round).into()),
                ("board", board(b, false, tr).into()),
            ],
        ),
        TournamentPost::ThreadWaiting {
            round,
            board_id,
            board: b,
            refused,
            clock_waits,
            ..
        } => {
            let why = if *refused {
                tr.text("tournament-thread-refused")
            } else {
                tr.text("tournament-thread-failed")
            };
            let mut out = tr.say(
                "tournament-post-thread-waiting",
                &[
                    ("name", name.into()),
                    ("round", (*round).into()),
                    ("board", board(b, false, tr).into()),
                    ("id", (*board_id).into()),
                    ("why", why.into()),
                ],
            );
            if *clock_waits {
                out.push(' ');
                out.push_str(&tr.text("tournament-thread-clock-waits"));
            }
            out
        }
        _ => String::new(),
    }
}
