//! Reading GCG text into a [`GcgRecord`]: pragmas, notes with continuation lines, and every
//! kind of move line found in real records.

use super::record::{Action, Entry, Event, Exchanged, GcgRecord, Player, Pragma};
use crate::engine::notation::{Coord, NotationError};
use crate::engine::wording::{Worded, Wording};

/// A line of a GCG file that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcgError {
    pub line: usize,
    pub problem: GcgProblem,
}

/// What is wrong with a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GcgProblem {
    NoNick,
    NoScore,
    UnknownMove(String),
    Coordinate(NotationError),
    NoWord,
    NoPlayerNick,
    Unreadable(String),
}

impl Worded for GcgError {
    fn wording(&self) -> Wording {
        Wording::new("cli-gcg-line")
            .number("line", self.line)
            .said("problem", self.problem.wording())
    }
}

impl Worded for GcgProblem {
    fn wording(&self) -> Wording {
        let text = |key, text: &String| Wording::new(key).put("text", &format!("{text:?}"));
        match self {
            GcgProblem::NoNick => Wording::new("cli-gcg-no-nick"),
            GcgProblem::NoScore => Wording::new("cli-gcg-no-score"),
            GcgProblem::UnknownMove(move_text) => text("cli-gcg-unknown-move", move_text),
            GcgProblem::Coordinate(error) => error.wording(),
            GcgProblem::NoWord => Wording::new("cli-gcg-no-word"),
            GcgProblem::NoPlayerNick => Wording::new("cli-gcg-no-player-nick"),
            GcgProblem::Unreadable(line) => text("cli-gcg-unreadable", line),
        }
    }
}

crate::engine::english::said_in_english!(GcgError, GcgProblem);

/// Reads GCG text (already decoded, see [`super::decode`]). Accepts DOS line endings, files
/// without a header and incomplete games. Lines that follow a `#note` and are neither pragmas
/// nor move lines continue the note; other blank lines are skipped.
pub fn read(text: &str) -> Result<GcgRecord, GcgError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut record = GcgRecord::default();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.strip_suffix('\r').unwrap_or(raw);
        let fail = |problem| GcgError { line, problem };
        if let Some(pragma) = content.strip_prefix('#') {
            record
                .entries
                .push(Entry::Pragma(read_pragma(pragma).map_err(fail)?));
        } else if let Some(event) = content.strip_prefix('>') {
            record
                .entries
                .push(Entry::Event(read_event(event, line).map_err(fail)?));
        } else if let Some(Entry::Pragma(Pragma::Note(note))) = record.entries.last_mut() {
            note.push('\n');
            note.push_str(content);
        } else if !content.trim().is_empty() {
            return Err(fail(GcgProblem::Unreadable(content.to_owned())));
        }
    }
    Ok(record)
}

fn read_pragma(text: &str) -> Result<Pragma, GcgProblem> {
    let (name, value) = text
        .split_once(char::is_whitespace)
        .map_or((text, ""), |(n, v)| (n, v.trim()));
    let value = value.to_owned();
    Ok(match name {
        "character-encoding" => Pragma::CharacterEncoding(value),
        "lexicon" => Pragma::Lexicon(value),
        "title" => Pragma::Title(value),
        "description" => Pragma::Description(value),
        "id" => Pragma::Id(value),
        "note" => Pragma::Note(value),
        _ => match name
            .strip_prefix("player")
            .and_then(|n| n.parse::<u8>().ok())
        {
            Some(number) => {
                let (nick, full) = value
                    .split_once(char::is_whitespace)
                    .map_or((value.as_str(), ""), |(n, f)| (n, f.trim()));
                if nick.is_empty() {
                    return Err(GcgProblem::NoPlayerNick);
                }
                Pragma::Player(Player {
                    number,
                    nick: nick.to_owned(),
                    name: full.to_owned(),
                })
            }
            None => Pragma::Other {
                name: name.to_owned(),
                value,
            },
        },
    })
}

/// Whether `token` is a signed score: `+12`, `-6`.
fn signed(token: &str) -> Option<i32> {
    let digits = token
        .strip_prefix('+')
        .or_else(|| token.strip_prefix('-'))?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok()
}

/// Whether `token` is a running total: `352`, `-6` (never with a `+`).
fn total(token: &str) -> Option<i32> {
    let digits = token.strip_prefix('-').unwrap_or(token);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok()
}

fn read_event(text: &str, line: usize) -> Result<Event, GcgProblem> {
    let (nick, rest) = text.split_once(':').ok_or(GcgProblem::NoNick)?;
    let nick = nick.trim();
    if nick.is_empty() {
        return Err(GcgProblem::NoNick);
    }
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    // The score is the first `+N`/`-N` followed by a total that leaves a readable move before
    // it: `>a:  -1 -1 0` is an exchange of one tile scoring -1, not an empty move.
    let mut first_problem = None;
    let mut found = None;
    for at in 0..tokens.len().saturating_sub(1) {
        let (Some(score), Some(total)) = (signed(tokens[at]), total(tokens[at + 1])) else {
            continue;
        };
        match read_move(&tokens[..at]) {
            Ok(rack_and_action) => {
                found = Some((at, score, total, rack_and_action));
                break;
            }
            Err(problem) => {
                first_problem.get_or_insert(problem);
            }
        }
    }
    let Some((at, score, total, (rack, action))) = found else {
        return Err(first_problem.unwrap_or(GcgProblem::NoScore));
    };
    Ok(Event {
        line,
        nick: nick.to_owned(),
        rack: rack.to_owned(),
        action,
        score,
        total,
        comment: tokens[at + 2..].join(" "),
    })
}

/// The rack and the move from the tokens before the score.
fn read_move<'a>(front: &[&'a str]) -> Result<(&'a str, Action), GcgProblem> {
    Ok(match *front {
        [rack, coord, word] => (rack, play(coord, word)?),
        [coord, word] if Coord::parse(coord).is_ok() => ("", play(coord, word)?),
        [rack, action] => (rack, read_action(action)?),
        [action] => ("", read_action(action)?),
        [] => return Err(GcgProblem::UnknownMove(String::new())),
        _ => return Err(GcgProblem::UnknownMove(front.join(" "))),
    })
}

fn play(coord: &str, word: &str) -> Result<Action, GcgProblem> {
    let coord = Coord::parse(coord).map_err(GcgProblem::Coordinate)?;
    if word.is_empty() {
        return Err(GcgProblem::NoWord);
    }
    Ok(Action::Play {
        coord,
        word: word.to_owned(),
    })
}

fn read_action(token: &str) -> Result<Action, GcgProblem> {
    let unknown = || GcgProblem::UnknownMove(token.to_owned());
    Ok(match token {
        "-" => Action::Pass,
        "--" => Action::Withdrawn,
        "(challenge)" => Action::ChallengeBonus,
        "(time)" => Action::TimePenalty,
        _ => {
            if let Some(tiles) = token.strip_prefix('-') {
                if tiles.bytes().all(|b| b.is_ascii_digit()) {
                    Action::Exchange(Exchanged::Count(tiles.parse().map_err(|_| unknown())?))
                } else if tiles.chars().all(tile_char) {
                    Action::Exchange(Exchanged::Tiles(tiles.to_owned()))
                } else {
                    return Err(unknown());
                }
            } else if let Some(tiles) = token.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
                if !tiles.chars().all(tile_char) {
                    return Err(unknown());
                }
                Action::EndRack(tiles.to_owned())
            } else {
                return Err(unknown());
            }
        }
    })
}

/// Whether `c` may be part of tiles written in a record: a letter, `?` for a blank, and the
/// brackets and middle dot of multi-letter tiles (`[CH]`, `[L·L]`).
fn tile_char(c: char) -> bool {
    c.is_alphabetic() || matches!(c, '?' | '[' | ']' | '·')
}
