//! What the bot writes: turn reports, standings, scoreboards, lobbies and the draw, as Discord
//! message text (mentions `<@id>`, channel links `<#id>`, timestamps `<t:UNIX:R>`). Every
//! user-chosen name is written escaped ([`md`]): it shows as typed and never formats or mentions.

use std::fmt::Write as _;

pub use crate::service::names::markdown as md;

use super::locale::Tr;
use crate::engine::names::Named;
use crate::engine::variant::LetterWords;
use crate::service::{
    Event, GameStatus, LobbyView, Notice, PublicView, Report, Standing, TurnEventKind,
};

/// A player as a mention when they are a person, else their name.
pub fn who(name: &str, user_id: Option<i64>) -> String {
    match user_id {
        Some(id) => format!("<@{id}>"),
        None => format!("**{}**", md(name)),
    }
}

/// One line per event: "**alice**: HORN at 8F for 14 (HORN 14) · total 14".
pub fn events(events: &[Event]) -> String {
    let mut out = String::new();
    for event in events {
        let _ = write!(out, "**{}**: {}", md(&event.player), event.text);
        if event.words.len() > 1 || (event.words.len() == 1 && event.kind == TurnEventKind::Play) {
            let _ = write!(out, " ({})", event.words.join(", "));
        }
        if event.unscored {
            out.push('\n');
        } else {
            let _ = writeln!(out, " · total {}", event.total);
        }
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
        // A live countdown each reader's Discord keeps current: no edits needed.
        if let Some(deadline) = next.deadline {
            let _ = write!(out, " Time runs out <t:{deadline}:R>.");
        }
    }
    out
}

/// "**Game over.** 1. alice 345 (wins) ...".
pub fn final_standings(standings: &[Standing]) -> String {
    let mut out = String::from("**Game over.**\n");
    for (place, s) in standings.iter().enumerate() {
        if s.unscored {
            let _ = write!(out, "{}. {}", place + 1, md(&s.player));
        } else {
            let _ = write!(out, "{}. {} {}", place + 1, md(&s.player), s.score);
        }
        if s.resigned {
            out.push_str(" (resigned)");
        }
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
    let seats: Vec<String> = view.seats.iter().map(seat_label).collect();
    let lexicon = match &view.tiles_language {
        Some(language) => format!("{} ({language} tiles)", view.lexicon),
        None => view.lexicon.clone(),
    };
    format!(
        "Game #{}: {}, {} challenge rule, {} per turn, lexicon {}, {}. Seated ({} of {}): {}.",
        view.game_id,
        view.variant,
        view.challenge_rule,
        duration(i64::from(view.turn_time_limit_secs)),
        lexicon,
        if view.rated { "rated" } else { "unrated" },
        view.seats.len(),
        view.max_players,
        seats.join(", ")
    )
}

/// A seat as a lobby lists it: the name, and where the variant plays to levels the player's level
/// and, once the game has started, the score they play to.
fn seat_label(seat: &crate::service::SeatView) -> String {
    let mut notes = Vec::new();
    if let Some(level) = &seat.level {
        notes.push(match seat.target {
            Some(target) => format!("{level}, to {target}"),
            None => level.clone(),
        });
    }
    if let Some(role) = &seat.role {
        notes.push(role.clone());
    }
    if let Some(limit) = seat.turn_time_limit_secs {
        notes.push(format!("{} a turn", duration(i64::from(limit))));
    }
    if notes.is_empty() {
        md(&seat.name)
    } else {
        format!("{} ({})", md(&seat.name), notes.join("; "))
    }
}

/// The draw for first play, round by round (player, tile), who goes first, and with 3 or 4
/// players the whole order of play.
/// `words` are the rule book's title of the draw and what each player did in it (empty: the
/// tiles' words). No rounds: the first player was decided before the game (a tournament
/// pairing), and nobody drew.
pub fn draw_of(
    draw_rounds: &[Vec<(String, String)>],
    first: &str,
    order: &[String],
    words: (&str, &str),
) -> String {
    let mut out = if draw_rounds.is_empty() {
        format!(
            "**First play**\n{} goes first, as the pairing says (no draw for first play).\n",
            md(first)
        )
    } else {
        drawn_rounds(draw_rounds, first, words)
    };
    if order.len() > 2 {
        let order: Vec<String> = order.iter().map(|n| md(n)).collect();
        let _ = writeln!(out, "Order of play: {}.", order.join(", then "));
    }
    out
}

/// Each round of the draw (or roll) for first play, and who won it.
fn drawn_rounds(draw_rounds: &[Vec<(String, String)>], first: &str, words: (&str, &str)) -> String {
    let tiles = LetterWords::TILES;
    let title = Some(words.0)
        .filter(|t| !t.is_empty())
        .unwrap_or(tiles.opening_draw);
    let verb = Some(words.1)
        .filter(|v| !v.is_empty())
        .unwrap_or(tiles.opening_verb);
    let mut out = format!("**{title}**\n");
    for (n, round) in draw_rounds.iter().enumerate() {
        let drawn: Vec<String> = round
            .iter()
            .map(|(player, tile)| format!("{} `{tile}`", md(player)))
            .collect();
        let _ = writeln!(out, "Round {}: {}", n + 1, drawn.join(", "));
    }
    let _ = writeln!(
        out,
        "{} {verb} nearest to A (a blank beats every letter) and goes first.",
        md(first)
    );
    out
}

/// What the player who made a command is told privately: what became of their challenge, or
/// what they did ("HORN at 8F for 14").
pub fn done(report: &Report, user_id: i64, tr: Tr) -> String {
    let challenge = report.events.iter().find_map(|e| {
        let by = e.challenger.as_ref()?;
        (by.user_id == Some(user_id)).then_some((e, by))
    });
    if let Some((event, by)) = challenge {
        let key = if by.upheld {
            "challenge-upheld"
        } else {
            "challenge-failed"
        };
        return tr.say(
            key,
            &[
                ("player", md(&event.player).into()),
                ("outcome", by.outcome.clone().into()),
            ],
        );
    }
    report
        .events
        .iter()
        .rev()
        .find(|e| e.user_id == Some(user_id))
        .map_or_else(
            || tr.text("done"),
            |e| tr.say("done-what", &[("what", e.text.clone().into())]),
        )
}

/// The game's scoreboard: each seat's score, who is to move, the bag.
pub fn scoreboard(snapshot: &PublicView) -> String {
    let mut out = format!(
        "**Game #{}** ({})\n",
        snapshot.game_id,
        snapshot.status.name()
    );
    for seat in &snapshot.seats {
        let marker = if seat.resigned {
            " (resigned)"
        } else if seat.to_move {
            " ◀ to move"
        } else {
            ""
        };
        let to = seat
            .target
            .map(|t| format!(" (to {t})"))
            .unwrap_or_default();
        let _ = writeln!(out, "{}: {}{to}{marker}", md(&seat.name), seat.score);
    }
    if let Some(bag) = snapshot.bag_count() {
        let words = snapshot
            .table
            .as_ref()
            .map_or(&LetterWords::TILES, |t| t.variant.letter_words());
        let _ = write!(out, "{}: {bag}", words.left_to_draw);
    }
    out
}

/// "1 game", "3 games": a count with its noun, singular for one.
pub fn count(n: impl Into<i64>, thing: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// "24h", "90m", "3d", "30s".
pub fn duration(secs: i64) -> String {
    if secs % 60 != 0 {
        format!("{secs}s")
    } else if secs % 86_400 == 0 {
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

/// A lobby or end-of-game notice as posted in the game's channel.
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Opened { by, lobby } => format!(
            "{} opened a game. Join with `/game join` (or the button); any player can `/game start`. {}",
            md(by),
            self::lobby(lobby)
        ),
        Notice::Joined { name, lobby } => format!("{} joined. {}", md(name), self::lobby(lobby)),
        Notice::Left { name, lobby } if lobby.status == GameStatus::Lobby => {
            format!("{} left. {}", md(name), self::lobby(lobby))
        }
        Notice::Left { name, .. } => format!("{} left; the game is closed.", md(name)),
        Notice::ComputerSeated { lobby } => {
            format!("A computer player sat down. {}", self::lobby(lobby))
        }
        Notice::EndAsked {
            by,
            game_id,
            waiting_for,
        } => {
            let waiting: Vec<String> = waiting_for.iter().map(|n| md(n)).collect();
            format!(
                "{} asks to end game #{game_id}. Still to agree with `/game end`: {}.",
                md(by),
                waiting.join(", ")
            )
        }
        Notice::Ended { game_id } => format!("Game #{game_id} was ended without a result."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_mentions() {
        assert_eq!(duration(86_400), "1d");
        assert_eq!(duration(7200), "2h");
        assert_eq!(duration(5400), "90m");
        assert_eq!(duration(30), "30s");
        assert_eq!(duration(180), "3m");
        assert_eq!(who("alice", Some(7)), "<@7>");
        assert_eq!(who("Computer (easy)", None), "**Computer (easy)**");
        assert_eq!(fit("abcdef", 4), "ab …");
        assert_eq!(count(1, "game"), "1 game");
        assert_eq!(count(0, "bingo"), "0 bingos");
        assert_eq!(count(3, "win"), "3 wins");
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
                resigned: false,
                unscored: false,
            },
            Standing {
                seat: 0,
                player: "alice".into(),
                user_id: Some(1),
                score: 280,
                before_adjustment: 290,
                winner: false,
                resigned: true,
                unscored: false,
            },
        ];
        let text = final_standings(&standings);
        assert!(
            text.contains("1. bob 300 (290 before unplayed tiles) (wins)"),
            "{text}"
        );
        assert!(text.contains("2. alice 280 (resigned)"), "{text}");
    }

    #[test]
    fn a_given_first_player_is_announced_without_a_draw() {
        let order = ["ann".to_owned(), "bo".to_owned()];
        let text = draw_of(&[], "ann", &order, ("", ""));
        assert!(
            text.contains("ann goes first, as the pairing says"),
            "{text}"
        );
        assert!(!text.contains("drew"), "{text}");
    }
}
