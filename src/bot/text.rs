//! What the bot writes: turn reports, standings, scoreboards, lobbies and the draw, as Discord
//! message text (mentions `<@id>`, channel links `<#id>`, timestamps `<t:UNIX:R>`).

use std::fmt::Write as _;

use crate::service::{Event, GameSnapshot, LobbyView, Report, Standing};

/// A player as a mention when they are a person, else their name.
pub fn who(name: &str, user_id: Option<i64>) -> String {
    match user_id {
        Some(id) => format!("<@{id}>"),
        None => format!("**{name}**"),
    }
}

/// One line per event: "**alice**: HORN at 8F for 14 (HORN 14) · total 14".
pub fn events(events: &[Event]) -> String {
    let mut out = String::new();
    for event in events {
        let _ = write!(out, "**{}**: {}", event.player, event.text);
        if event.words.len() > 1 || (event.words.len() == 1 && event.kind == "play") {
            let _ = write!(out, " ({})", event.words.join(", "));
        }
        let _ = writeln!(out, " · total {}", event.total);
    }
    out
}

/// The report of a command that changed a game: what happened, then who moves or the result.
pub fn report(report: &Report) -> String {
    let mut out = events(&report.events);
    if let Some(standings) = &report.finished {
        out.push_str(&final_standings(standings));
    } else if let Some(next) = &report.next {
        let mention = who(&next.player, next.user_id);
        if next.final_challenge {
            let _ = write!(
                out,
                "{mention}: the last play ends the game. `/challenge` it, or `/pass` to accept it."
            );
        } else {
            let _ = write!(out, "{mention}, your turn.");
        }
    }
    out
}

/// "**Game over.** 1. alice 345 (wins) ...".
pub fn final_standings(standings: &[Standing]) -> String {
    let mut out = String::from("**Game over.**\n");
    for (place, s) in standings.iter().enumerate() {
        let _ = write!(out, "{}. {} {}", place + 1, s.player, s.score);
        if s.before_adjustment != s.score {
            let _ = write!(out, " ({} before unplayed tiles)", s.before_adjustment);
        }
        if s.winner {
            out.push_str(if standings.iter().filter(|s| s.winner).count() > 1 {
                " (draw)"
            } else {
                " (wins)"
            });
        }
        out.push('\n');
    }
    out
}

/// A lobby: its rules and who is seated.
pub fn lobby(view: &LobbyView) -> String {
    let seats: Vec<String> = view.seats.iter().map(|s| s.name.clone()).collect();
    format!(
        "Game #{}: {}, {} challenge rule, {} per turn, lexicon {}. Seated ({} of {}): {}.",
        view.game_id,
        view.variant,
        view.challenge_rule,
        duration(i64::from(view.turn_time_limit_secs)),
        view.lexicon,
        view.seats.len(),
        view.max_players,
        seats.join(", ")
    )
}

/// The draw for first play, round by round (player, tile), and who goes first.
pub fn draw_of(draw_rounds: &[Vec<(String, String)>], first: &str) -> String {
    let mut out = String::from("**The draw for first play**\n");
    for (n, round) in draw_rounds.iter().enumerate() {
        let drawn: Vec<String> = round
            .iter()
            .map(|(player, tile)| format!("{player} `{tile}`"))
            .collect();
        let _ = writeln!(out, "Round {}: {}", n + 1, drawn.join(", "));
    }
    let _ = writeln!(
        out,
        "{first} drew nearest to A (a blank beats every letter) and goes first."
    );
    out
}

/// The game's scoreboard: each seat's score, who is to move, the bag.
pub fn scoreboard(snapshot: &GameSnapshot) -> String {
    let mut out = format!("**Game #{}** ({})\n", snapshot.game_id, snapshot.status);
    for seat in &snapshot.seats {
        let marker = if seat.to_move { " ◀ to move" } else { "" };
        let _ = writeln!(out, "{}: {}{marker}", seat.name, seat.score);
    }
    if let Some(game) = &snapshot.game {
        let _ = write!(out, "Tiles in the bag: {}", game.bag_len());
    }
    out
}

/// "24h", "90m", "3d".
pub fn duration(secs: i64) -> String {
    if secs % 86_400 == 0 {
        format!("{}d", secs / 86_400)
    } else if secs % 3600 == 0 {
        format!("{}h", secs / 3600)
    } else {
        format!("{}m", secs / 60)
    }
}

/// A Discord timestamp that each reader sees relative to now ("in 3 hours").
pub fn relative_time(at: time::OffsetDateTime) -> String {
    format!("<t:{}:R>", at.unix_timestamp())
}

/// Cuts text to Discord's message limit, saying so.
pub fn fit(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(limit.saturating_sub(2)).collect();
    cut.push_str(" …");
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_mentions() {
        assert_eq!(duration(86_400), "1d");
        assert_eq!(duration(7200), "2h");
        assert_eq!(duration(5400), "90m");
        assert_eq!(who("alice", Some(7)), "<@7>");
        assert_eq!(who("Computer (easy)", None), "**Computer (easy)**");
        assert_eq!(fit("abcdef", 4), "ab …");
    }

    #[test]
    fn a_finished_report_shows_standings_and_no_next_player() {
        let standings = vec![
            Standing {
                seat: 1,
                player: "bob".into(),
                user_id: Some(2),
                score: 300,
                before_adjustment: 290,
                winner: true,
            },
            Standing {
                seat: 0,
                player: "alice".into(),
                user_id: Some(1),
                score: 280,
                before_adjustment: 290,
                winner: false,
            },
        ];
        let text = final_standings(&standings);
        assert!(
            text.contains("1. bob 300 (290 before unplayed tiles) (wins)"),
            "{text}"
        );
        assert!(text.contains("2. alice 280"), "{text}");
    }
}
