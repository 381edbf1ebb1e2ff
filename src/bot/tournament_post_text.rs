//! What each tournament post says on Discord, and whom it pings (pictures are attached by the
//! delivery): state changes, registrations, pairings, boards opened and settled, threads that
//! cannot open yet, and the standings.

use crate::service::names::markdown as md;
use crate::service::{TournamentPost, TournamentState};

use super::league_text;
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

/// What a tournament post says (pictures are attached by the delivery). Every user-chosen
/// name is escaped (`service::names::markdown`).
pub fn post(post: &TournamentPost) -> String {
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
        TournamentPost::State { state, early, .. } => match state {
            TournamentState::Registration => format!(
                "🏆 **{name}** is open for registration: `/tournament join` to play, `/tournament leave` to withdraw."
            ),
            TournamentState::Closed => format!("🏆 Registration for **{name}** is closed."),
            TournamentState::Running => format!("🏆 **{name}** is on: pairings follow."),
            TournamentState::Paused => format!(
                "⏸️ **{name}** is paused: nothing is paired or settled until a director resumes it."
            ),
            TournamentState::Finished if *early => {
                format!("🏁 **{name}** was ended early by a director.")
            }
            TournamentState::Finished => format!("🏁 **{name}** is over."),
        },
        TournamentPost::Registration {
            player,
            joined,
            count,
            ..
        } => {
            let verb = if *joined { "joined" } else { "left" };
            let player = md(player);
            format!("{player} {verb} **{name}** ({count} registered).")
        }
        TournamentPost::Pairings {
            round,
            rounds,
            deadline,
            boards,
            ..
        } => {
            let mut out = format!(
                "📋 **{name}**, round {round} of {rounds}: results are due <t:{deadline}:R>.\n"
            );
            for b in boards {
                out.push_str(&board(b, true));
                out.push('\n');
            }
            out
        }
        TournamentPost::BoardOpened {
            round,
            first,
            second,
            deadline,
            ..
        } => format!(
            "🏆 **{name}**, round {round}: <@{}> vs <@{}>. {} goes first; the game must end <t:{deadline}:R> (then the player on move forfeits).",
            first.1,
            second.1,
            md(&first.0)
        ),
        TournamentPost::Settled {
            round,
            board: b,
            forfeited,
        } => match forfeited {
            Some(who) => format!(
                "⏰ Round {round}: {} forfeits. {}",
                md(who),
                board(b, false)
            ),
            None => format!("✍️ Round {round}: {}", board(b, false)),
        },
        TournamentPost::ThreadWaiting {
            round,
            board_id,
            board: b,
            refused,
            clock_waits,
            ..
        } => {
            let why = if *refused {
                "Discord does not let me make threads here (I need the Create Public Threads and Send Messages in Threads permissions in this channel)"
            } else {
                "Discord answered with an error when I tried to make its thread"
            };
            let clock = if *clock_waits {
                " Its clock starts when its thread opens: the round's deadline does not settle it before."
            } else {
                ""
            };
            format!(
                "⚠️ **{name}**, round {round}: the game {} (board #{board_id}) cannot open yet: {why}. I keep trying.{clock}",
                board(b, false)
            )
        }
        TournamentPost::AwaitingDirector { round, .. } => {
            format!("📋 **{name}**: round {round} waits for a director's `/tournament pair`.")
        }
        TournamentPost::Standings { view, last } => standings(view, *last),
        TournamentPost::SeasonStarted { .. } | TournamentPost::SeasonOver { .. } => {
            league_text::season_post(post)
        }
    }
}
