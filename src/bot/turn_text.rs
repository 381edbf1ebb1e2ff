//! A game's turns as the channel reads them, in the server's language: each turn's line ("HORN
//! at 8F for 14 · total 14"), who moves next or the final standings. Every turn comes as data
//! (`Said`, a variant's own plays as catalogue messages) and is said here once per reader; only
//! a report stored before turns carried it falls back to its stored English line.

use std::fmt::Write as _;

use fluent_bundle::FluentValue;

use super::locale::Tr;
use super::text::{seat_md, who_seat};
use crate::service::{ChallengeOutcome, Event, Report, Said, SeatName, Standing, TurnEventKind};

/// One line per event: "**alice**: HORN at 8F for 14 (HORN 14) · total 14".
pub fn events(events: &[Event], tr: Tr) -> String {
    let mut out = String::new();
    for event in events {
        let _ = write!(
            out,
            "**{}**: {}",
            seat_md(&event.player, tr),
            turn_line(event, tr)
        );
        if event.words.len() > 1 || (event.words.len() == 1 && event.kind == TurnEventKind::Play) {
            let _ = write!(out, " ({})", event.words.join(", "));
        }
        if event.unscored {
            out.push('\n');
        } else {
            let _ = writeln!(
                out,
                " · {}",
                tr.say("post-total", &[("total", event.total.into())])
            );
        }
    }
    out
}

/// What a turn was, in `tr`'s language (a report stored before turns came as data: its stored
/// English line).
pub fn turn_line(event: &Event, tr: Tr) -> String {
    match &event.said {
        Some(said) => said_line(said, tr),
        None => event.text.clone(),
    }
}

fn said_line(said: &Said, tr: Tr) -> String {
    match said {
        Said::Play {
            word,
            at,
            score,
            bingo,
        } => {
            let values = [
                ("word", FluentValue::from(word.clone())),
                ("at", at.clone().into()),
                ("score", (*score).into()),
                ("bingo", (*bingo).into()),
            ];
            if *bingo > 0 {
                tr.say("turn-play-bingo", &values)
            } else {
                tr.say("turn-play", &values)
            }
        }
        Said::Exchange { tiles } => tr.say("turn-exchange", &[("tiles", (*tiles).into())]),
        Said::Pass => tr.text("turn-pass"),
        Said::TimeOut => tr.text("turn-time-out"),
        Said::LostTurn { to_challenge: true } => tr.text("turn-lost-challenge"),
        Said::LostTurn {
            to_challenge: false,
        } => tr.text("turn-lost"),
        Said::Challenge {
            by,
            upheld,
            outcome,
        } => {
            let values = [
                ("by", FluentValue::from(seat_md(by, tr))),
                ("outcome", challenge_outcome(outcome, tr).into()),
            ];
            if *upheld {
                tr.say("turn-challenged-off", &values)
            } else {
                tr.say("turn-challenged", &values)
            }
        }
        Said::Resign => tr.text("turn-resigned"),
        Said::Worded { wording } => tr.word(&wording.wording()),
        Said::EndAdjustment {
            points,
            owners,
            tiles,
        } => tr.say(
            "turn-end-count",
            &[
                ("points", format!("{points:+}").into()),
                ("racks", racks_of(owners, tr).into()),
                ("tiles", tiles.clone().into()),
            ],
        ),
    }
}

/// What came of a challenge: "QX is not acceptable; the tiles go back (-24)".
pub fn challenge_outcome(outcome: &ChallengeOutcome, tr: Tr) -> String {
    match outcome {
        ChallengeOutcome::TilesBack { words, points } => tr.say(
            "challenge-tiles-back",
            &[
                ("words", words.join(", ").into()),
                ("count", words.len().into()),
                ("points", format!("{points:+}").into()),
            ],
        ),
        ChallengeOutcome::ChallengerLosesTurn => tr.text("challenge-loses-turn"),
        ChallengeOutcome::Bonus { player, points } => tr.say(
            "challenge-bonus",
            &[
                ("player", seat_md(player, tr).into()),
                ("points", format!("{points:+}").into()),
            ],
        ),
        ChallengeOutcome::NoPenalty => tr.text("challenge-no-penalty"),
    }
}

/// The racks whose tiles an end adjustment counts: "alice's rack", "bob's and carol's racks".
fn racks_of(owners: &[SeatName], tr: Tr) -> String {
    let owner = |name: &SeatName| tr.say("rack-owner", &[("name", seat_md(name, tr).into())]);
    match owners {
        [] => tr.text("racks-none"),
        [one] => tr.say("racks-one", &[("owner", owner(one).into())]),
        [rest @ .., last] => {
            let rest: Vec<String> = rest.iter().map(owner).collect();
            tr.say(
                "racks-many",
                &[
                    ("owners", rest.join(", ").into()),
                    ("last", owner(last).into()),
                ],
            )
        }
    }
}

/// The report of a command that changed a game: what happened, then who moves or the result.
pub fn report(report: &Report, tr: Tr) -> String {
    let mut out = events(&report.events, tr);
    if let Some(standings) = &report.finished {
        out.push_str(&final_standings(standings, tr));
    } else if let Some(next) = &report.next {
        let mention = who_seat(&next.player, next.user_id, tr);
        if next.final_challenge {
            out.push_str(&tr.say("post-final-challenge", &[("player", mention.into())]));
        } else {
            out.push_str(&tr.say("post-your-turn", &[("player", mention.into())]));
        }
        // A live countdown each reader's Discord keeps current: no edits needed.
        if let Some(deadline) = next.deadline {
            out.push(' ');
            let when = format!("<t:{deadline}:R>");
            out.push_str(&tr.say("post-time-runs-out", &[("when", when.into())]));
        }
    }
    out
}

/// "**Game over.** 1. alice 345 (wins) ...".
pub fn final_standings(standings: &[Standing], tr: Tr) -> String {
    let mut out = tr.text("post-game-over");
    out.push('\n');
    for (place, s) in standings.iter().enumerate() {
        if s.unscored {
            let _ = write!(out, "{}. {}", place + 1, seat_md(&s.player, tr));
        } else {
            let _ = write!(out, "{}. {} {}", place + 1, seat_md(&s.player, tr), s.score);
        }
        if s.resigned {
            let _ = write!(out, " {}", tr.text("standing-resigned"));
        }
        if s.before_adjustment != s.score {
            let before = tr.say("standing-before", &[("score", s.before_adjustment.into())]);
            let _ = write!(out, " {before}");
        }
        if s.winner {
            let shared = standings.iter().filter(|s| s.winner).count() > 1;
            let result = if shared {
                tr.text("standing-draw")
            } else {
                tr.text("standing-wins")
            };
            let _ = write!(out, " {result}");
        }
        out.push('\n');
    }
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
                ("player", seat_md(&event.player, tr).into()),
                (
                    "outcome",
                    said_outcome(event, tr)
                        .unwrap_or_else(|| by.outcome.clone())
                        .into(),
                ),
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
            |e| tr.say("done-what", &[("what", turn_line(e, tr).into())]),
        )
}

/// A challenge's outcome in `tr`'s language, where the event has it as data.
fn said_outcome(event: &Event, tr: Tr) -> Option<String> {
    match &event.said {
        Some(Said::Challenge { outcome, .. }) => Some(challenge_outcome(outcome, tr)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let text = final_standings(&standings, Tr::default());
        assert!(
            text.contains("1. bob 300 (290 before unplayed tiles) (wins)"),
            "{text}"
        );
        assert!(text.contains("2. alice 280 (resigned)"), "{text}");
    }
}
