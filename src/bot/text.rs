//! What the bot writes: scoreboards, lobbies, notices and the draw (turn reports are in
//! `turn_text`), as Discord
//! message text (mentions `<@id>`, channel links `<#id>`, timestamps `<t:UNIX:R>`). Every
//! user-chosen name is written escaped ([`md`]): it shows as typed and never formats or mentions.

use std::fmt::Write as _;

pub use crate::service::names::markdown as md;

use super::locale::Tr;
use crate::engine::ai::Level;
use crate::engine::names::Named as _;
use crate::engine::names::quoted;
use crate::engine::variant::LetterWords;
use crate::kinds::Language;
use crate::service::SeatName;
use crate::service::{GameStatus, LobbyView, Notice, PublicView};

/// A player as a mention when they are a person, else their name.
pub fn who(name: &str, user_id: Option<i64>) -> String {
    match user_id {
        Some(id) => format!("<@{id}>"),
        None => format!("**{}**", md(name)),
    }
}

/// A lobby: its rules and who is seated.
pub fn lobby(view: &LobbyView, tr: Tr) -> String {
    let seats: Vec<String> = view.seats.iter().map(|s| seat_label(s, tr)).collect();
    let lexicon = match &view.tiles {
        Some(edition) => lexicon_with_tiles(&view.lexicon, edition, tr),
        None => view.lexicon.clone(),
    };
    let rated = if view.rated {
        tr.text("lobby-rated")
    } else {
        tr.text("lobby-unrated")
    };
    tr.say(
        "lobby",
        &[
            ("game", view.game_id.into()),
            ("variant", view.variant.clone().into()),
            ("rule", view.challenge_rule.clone().into()),
            (
                "time",
                duration(i64::from(view.turn_time_limit_secs)).into(),
            ),
            ("lexicon", lexicon.into()),
            ("rated", rated.into()),
            ("seated", view.seats.len().into()),
            ("max", view.max_players.into()),
            ("seats", seats.join(", ").into()),
        ],
    )
}

/// A seat's player as a mention when they are a person with an id, else their name in bold
/// (a computer's or an empty seat's in `tr`'s words).
pub fn who_seat(name: &SeatName, user_id: Option<i64>, tr: Tr) -> String {
    match name {
        SeatName::Person(name) => who(name, user_id),
        SeatName::Computer { .. } | SeatName::Empty { .. } => {
            format!("**{}**", seat_name(name, tr))
        }
    }
}

/// A seat's name in `tr`'s language: a person's as they go by (escape it with [`md`] where it
/// is written into text), a computer player by its level, an empty seat by its number.
pub fn seat_name(name: &SeatName, tr: Tr) -> String {
    match name {
        SeatName::Person(name) => name.clone(),
        SeatName::Computer { computer } => tr.say(
            "seat-name-computer",
            &[("level", computer_level(*computer, tr).into())],
        ),
        SeatName::Empty { seat } => tr.say("seat-name-empty", &[("seat", (*seat).into())]),
    }
}

/// A seat's name written into message text: a person's escaped ([`md`]), a computer's or an
/// empty seat's in `tr`'s words.
pub fn seat_md(name: &SeatName, tr: Tr) -> String {
    match name {
        SeatName::Person(name) => md(name),
        _ => seat_name(name, tr),
    }
}

/// A computer player's level in `tr`'s language.
pub fn computer_level(level: Level, tr: Tr) -> String {
    tr.text(&format!("computer-level-{}", level.name()))
}

/// A language's name in `tr`'s language (`français` for French, in French).
pub fn language_name(language: Language, tr: Tr) -> String {
    tr.text(&format!("language-{}", language.name()))
}

/// A word list with the language of its tiles (`edition`: the tile set's name, `french`), in
/// `tr`'s language; an edition that names no language the bot knows is shown as it is.
pub fn lexicon_with_tiles(lexicon: &str, edition: &str, tr: Tr) -> String {
    let language =
        Language::from_name(edition).map_or_else(|_| edition.to_owned(), |l| language_name(l, tr));
    tr.say(
        "lobby-lexicon-tiles",
        &[
            ("lexicon", lexicon.to_owned().into()),
            ("language", language.into()),
        ],
    )
}

/// A seat as a lobby lists it: the name, and where the variant plays to levels the player's level
/// and, once the game has started, the score they play to.
fn seat_label(seat: &crate::service::SeatView, tr: Tr) -> String {
    let mut notes = Vec::new();
    if let Some(level) = &seat.level {
        notes.push(match seat.target {
            Some(target) => tr.say(
                "seat-to-target",
                &[("level", level.clone().into()), ("target", target.into())],
            ),
            None => level.clone(),
        });
    }
    if let Some(role) = &seat.role {
        notes.push(role.clone());
    }
    if let Some(limit) = seat.turn_time_limit_secs {
        let time = duration(i64::from(limit));
        notes.push(tr.say("seat-turn-time", &[("time", time.into())]));
    }
    let name = seat_md(&seat.name, tr);
    if notes.is_empty() {
        name
    } else {
        format!("{name} ({})", notes.join("; "))
    }
}

/// The draw for first play, round by round (player, tile), who goes first, and with 3 or 4
/// players the whole order of play.
/// `words` are the rule book's title of the draw and what each player did in it (empty: the
/// tiles' words, which are said in `tr`'s language; a variant's own words stay as the engine
/// wrote them). No rounds: the first player was decided before the game (a tournament
/// pairing), and nobody drew.
pub fn draw_of(
    draw_rounds: &[Vec<(SeatName, String)>],
    first: &SeatName,
    order: &[SeatName],
    words: (&str, &str),
    tr: Tr,
) -> String {
    let mut out = if draw_rounds.is_empty() {
        format!(
            "**{}**\n{}\n",
            tr.text("draw-first-play"),
            tr.say("draw-given-first", &[("player", seat_md(first, tr).into())])
        )
    } else {
        drawn_rounds(draw_rounds, first, words, tr)
    };
    if order.len() > 2 {
        let order: Vec<String> = order.iter().map(|n| seat_md(n, tr)).collect();
        let order = order
            .into_iter()
            .reduce(|done, next| {
                tr.say(
                    "draw-then",
                    &[("before", done.into()), ("next", next.into())],
                )
            })
            .unwrap_or_default();
        let _ = writeln!(out, "{}", tr.say("draw-order", &[("order", order.into())]));
    }
    out
}

/// Each round of the draw (or roll) for first play, and who won it.
fn drawn_rounds(
    draw_rounds: &[Vec<(SeatName, String)>],
    first: &SeatName,
    words: (&str, &str),
    tr: Tr,
) -> String {
    // The variant's own messages (a roll instead of a draw); a game started before the draw
    // carried them has none.
    let tiles = LetterWords::TILES;
    let title = tr.text(
        Some(words.0)
            .filter(|k| !k.is_empty())
            .unwrap_or(tiles.opening_draw),
    );
    let mut out = format!("**{title}**\n");
    for (n, round) in draw_rounds.iter().enumerate() {
        let drawn: Vec<String> = round
            .iter()
            .map(|(player, tile)| format!("{} `{tile}`", seat_md(player, tr)))
            .collect();
        let round = tr.say(
            "draw-round",
            &[
                ("round", (n + 1).into()),
                ("drawn", drawn.join(", ").into()),
            ],
        );
        let _ = writeln!(out, "{round}");
    }
    let won_key = Some(words.1)
        .filter(|k| !k.is_empty())
        .unwrap_or(tiles.opening_won);
    let won = tr.say(won_key, &[("player", seat_md(first, tr).into())]);
    let _ = writeln!(out, "{won}");
    out
}

/// The game's scoreboard: each seat's score, who is to move, the bag.
pub fn scoreboard(snapshot: &PublicView, tr: Tr) -> String {
    let status = match snapshot.status {
        GameStatus::Lobby => tr.text("status-lobby"),
        GameStatus::Active => tr.text("status-active"),
        GameStatus::Finished => tr.text("status-finished"),
        GameStatus::Abandoned => tr.text("status-abandoned"),
    };
    let mut out = tr.say(
        "scoreboard-title",
        &[("game", snapshot.game_id.into()), ("status", status.into())],
    );
    out.push('\n');
    for seat in &snapshot.seats {
        let marker = if seat.resigned {
            format!(" {}", tr.text("standing-resigned"))
        } else if seat.to_move {
            format!(" ◀ {}", tr.text("scoreboard-to-move"))
        } else {
            String::new()
        };
        let to = seat
            .target
            .map(|t| {
                format!(
                    " ({})",
                    tr.say("scoreboard-target", &[("target", t.into())])
                )
            })
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}: {}{to}{marker}",
            seat_md(&seat.name, tr),
            seat.score
        );
    }
    if let Some(bag) = snapshot.bag_count() {
        let words = snapshot
            .table
            .as_ref()
            .map_or(&LetterWords::TILES, |t| t.variant.letter_words());
        // The variant's own words for the letters left (a bag, a cup).
        out.push_str(&tr.say(words.left_to_draw, &[("tiles", bag.into())]));
    }
    out
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
pub fn notice(notice: &Notice, tr: Tr) -> String {
    match notice {
        Notice::Opened { by, lobby } => tr.say(
            "notice-opened",
            &[
                ("by", md(by).into()),
                ("lobby", self::lobby(lobby, tr).into()),
            ],
        ),
        Notice::Joined { name, lobby } => tr.say(
            "notice-joined",
            &[
                ("name", md(name).into()),
                ("lobby", self::lobby(lobby, tr).into()),
            ],
        ),
        Notice::Left { name, lobby } if lobby.status == GameStatus::Lobby => tr.say(
            "notice-left",
            &[
                ("name", md(name).into()),
                ("lobby", self::lobby(lobby, tr).into()),
            ],
        ),
        Notice::Left { name, .. } => tr.say("notice-left-closed", &[("name", md(name).into())]),
        Notice::ComputerSeated { lobby } => tr.say(
            "notice-computer-seated",
            &[("lobby", self::lobby(lobby, tr).into())],
        ),
        Notice::EndAsked {
            by,
            game_id,
            waiting_for,
        } => {
            let waiting: Vec<String> = waiting_for.iter().map(|n| seat_md(n, tr)).collect();
            tr.say(
                "notice-end-asked",
                &[
                    ("by", md(by).into()),
                    ("game", (*game_id).into()),
                    ("waiting", waiting.join(", ").into()),
                ],
            )
        }
        Notice::Ended { game_id } => tr.say("notice-ended", &[("game", (*game_id).into())]),
        Notice::WordListGone { game_id, lexicon } => tr.say(
            "notice-word-list-gone",
            &[
                ("game", (*game_id).into()),
                ("lexicon", quoted(lexicon).into()),
            ],
        ),
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
    }

    #[test]
    fn a_given_first_player_is_announced_without_a_draw() {
        let order = [SeatName::person("ann"), SeatName::person("bo")];
        let text = draw_of(&[], &order[0], &order, ("", ""), Tr::default());
        assert!(
            text.contains("ann goes first, as the pairing says"),
            "{text}"
        );
        assert!(!text.contains("drew"), "{text}");
    }
}
