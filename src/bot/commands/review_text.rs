//! A game review in words: the message (each player's equity given up and their biggest
//! losses, within Discord's 2,000 characters by construction) and the file of every turn
//! (tab-separated, the biggest losses first, then in order). Every name is escaped.

use std::fmt::Write as _;

use crate::engine::ai::JudgedBy;
use crate::service::{GameReview, JudgedTurn, ReviewedTurn};

use super::Tr;
use super::reply::MESSAGE_LIMIT;
use super::text::{seat_md, seat_name};

/// Losses shown per player in the message at most.
const LOSSES_SHOWN: usize = 5;

/// `0.183` as `18%`.
fn percent(chance: f64) -> String {
    format!("{:.0}%", 100.0 * chance)
}

/// How a turn was judged, in words.
pub fn judged_by(by: JudgedBy, tr: Tr) -> String {
    match by {
        JudgedBy::Static => tr.text("review-judged-static"),
        JudgedBy::Simulation { rounds } => {
            tr.say("review-judged-simulated", &[("rounds", rounds.into())])
        }
        JudgedBy::ExactEndgame => tr.text("review-judged-exact"),
        JudgedBy::EndgameUnproven { depth } => {
            tr.say("review-judged-unproven", &[("depth", depth.into())])
        }
        JudgedBy::PreEndgame { draws, proven } => tr.say(
            if proven {
                "review-judged-pre-endgame"
            } else {
                "review-judged-pre-endgame-unproven"
            },
            &[("draws", draws.into())],
        ),
    }
}

/// One loss, for the message: `Turn 5: 8D FOO for 12; best 8D RETAINS 66 (**-54.2** equity,
/// -18% win; missed bingo 8D RETAINS 66)`.
fn loss_line(turn: &ReviewedTurn, judged: &JudgedTurn, tr: Tr) -> String {
    let mut notes = vec![tr.say(
        "review-note-equity",
        &[("lost", format!("{:.1}", judged.lost).into())],
    )];
    if let Some(win) = judged.win_lost.filter(|&w| w >= 0.005) {
        notes.push(tr.say("review-note-win", &[("percent", percent(win).into())]));
    }
    match judged.by {
        JudgedBy::ExactEndgame | JudgedBy::PreEndgame { proven: true, .. } => {
            notes.push(judged_by(judged.by, tr));
        }
        _ => {}
    }
    if let Some(bingo) = &judged.missed_bingo {
        notes.push(tr.say("review-missed-bingo", &[("play", bingo.clone().into())]));
    }
    tr.say(
        "review-loss",
        &[
            ("turn", turn.number.to_string().into()),
            ("played", turn.played.clone().into()),
            ("score", turn.score.to_string().into()),
            ("best", judged.best.clone().into()),
            ("notes", notes.join(", ").into()),
        ],
    )
}

/// The message: the result, then each player's equity given up with their biggest losses, as
/// many as fit (the file has every turn).
pub fn summary(review: &GameReview, tr: Tr) -> String {
    let players: Vec<String> = review
        .players
        .iter()
        .map(|(name, score)| format!("{} {score}", seat_md(name, tr)))
        .collect();
    let mut text = format!(
        "{}\n{}\n",
        tr.say(
            "review-head",
            &[
                ("game", review.game_id.to_string().into()),
                ("players", players.join(", ").into()),
            ],
        ),
        tr.text("review-how-judged")
    );
    let tail = tr.say(
        "review-tail",
        &[("file", format!("review-{}.txt", review.game_id).into())],
    );
    let losses = review.losses();
    let room = MESSAGE_LIMIT - tail.chars().count() - 2;
    // Each player's part gets an equal share of what is left, so every player is shown.
    let share = room.saturating_sub(text.chars().count()) / losses.len().max(1);
    for player in &losses {
        let mut part = tr.say(
            "review-player",
            &[
                ("player", seat_md(&player.name, tr).into()),
                ("lost", format!("{:.1}", player.equity_lost).into()),
                ("turns", player.turns.into()),
            ],
        );
        if player.missed_bingos > 0 {
            let _ = write!(
                part,
                ", {}",
                tr.say(
                    "review-missed-bingos",
                    &[("count", player.missed_bingos.into())]
                )
            );
        }
        part.push_str(".\n");
        let mut theirs: Vec<(&ReviewedTurn, &JudgedTurn)> = review
            .biggest_losses()
            .into_iter()
            .filter(|t| t.seat == player.seat)
            .filter_map(|t| Some((t, t.judged.as_ref()?)))
            .collect();
        theirs.truncate(LOSSES_SHOWN);
        for (turn, judged) in theirs {
            let line = loss_line(turn, judged, tr);
            if part.chars().count() + line.chars().count() + 1 > share {
                break;
            }
            part.push_str(&line);
            part.push('\n');
        }
        if part.chars().count() > share {
            part = part.chars().take(share.saturating_sub(2)).collect();
            part.push_str("…\n");
        }
        text.push_str(&part);
    }
    text.push_str(&tail);
    text
}

/// Columns of the file's tables (tab-separated).
fn columns(tr: Tr) -> String {
    [
        tr.text("review-column-turn"),
        tr.text("review-column-player"),
        tr.text("review-column-rack"),
        tr.text("review-column-played"),
        tr.text("review-column-score"),
        tr.text("review-column-equity"),
        tr.text("review-column-best"),
        tr.text("review-column-best-equity"),
        tr.text("review-column-equity-lost"),
        tr.text("review-column-win-after"),
        tr.text("review-column-win-lost"),
        tr.text("review-column-judged"),
        tr.text("review-column-note"),
    ]
    .join("\t")
}

fn row(turn: &ReviewedTurn, tr: Tr) -> String {
    let dash = || "-".to_owned();
    let judged = turn.judged.as_ref();
    let figure = |f: fn(&JudgedTurn) -> f64| judged.map_or_else(dash, |j| format!("{:.1}", f(j)));
    let chance = |f: fn(&JudgedTurn) -> Option<f64>| {
        judged
            .and_then(f)
            .map_or_else(dash, |c| format!("{:.1}%", 100.0 * c))
    };
    let mut notes = Vec::new();
    if turn.challenged_off {
        notes.push(tr.text("review-challenged-off"));
    }
    if let Some(bingo) = judged.and_then(|j| j.missed_bingo.as_ref()) {
        notes.push(tr.say("review-missed-bingo", &[("play", bingo.clone().into())]));
    }
    [
        turn.number.to_string(),
        seat_name(&turn.player, tr),
        if turn.rack.is_empty() {
            dash()
        } else {
            turn.rack.clone()
        },
        turn.played.clone(),
        turn.score.to_string(),
        figure(|j| j.equity),
        judged.map_or_else(dash, |j| j.best.clone()),
        figure(|j| j.best_equity),
        figure(|j| j.lost),
        chance(|j| j.win),
        chance(|j| j.win_lost),
        judged.map_or_else(dash, |j| judged_by(j.by, tr)),
        notes.join("; "),
    ]
    .join("\t")
}

/// Every turn, the biggest losses first, then in the order played (tab-separated).
pub fn turns_file(review: &GameReview, tr: Tr) -> String {
    let players: Vec<String> = review
        .players
        .iter()
        .map(|(name, score)| format!("{} {score}", seat_name(name, tr)))
        .collect();
    let columns = columns(tr);
    let mut out = format!(
        "{}\n{}\n\n",
        tr.say(
            "review-file-head",
            &[
                ("game", review.game_id.to_string().into()),
                ("players", players.join(", ").into()),
            ],
        ),
        tr.text("review-file-equity")
    );
    for player in review.losses() {
        let _ = writeln!(
            out,
            "{}",
            tr.say(
                "review-file-player",
                &[
                    ("player", seat_name(&player.name, tr).into()),
                    ("lost", format!("{:.1}", player.equity_lost).into()),
                    ("turns", player.turns.into()),
                    ("bingos", player.missed_bingos.into()),
                ],
            )
        );
    }
    let _ = write!(out, "\n{}\n{columns}\n", tr.text("review-file-by-loss"));
    let mut by_loss: Vec<&ReviewedTurn> = review.turns.iter().collect();
    let lost = |t: &ReviewedTurn| t.judged.as_ref().map_or(0.0, |j| j.lost);
    by_loss.sort_by(|a, b| lost(b).total_cmp(&lost(a)).then(a.number.cmp(&b.number)));
    for turn in by_loss {
        let _ = writeln!(out, "{}", row(turn, tr));
    }
    let _ = write!(out, "\n{}\n{columns}\n", tr.text("review-file-in-order"));
    for turn in &review.turns {
        let _ = writeln!(out, "{}", row(turn, tr));
    }
    out
}

#[cfg(test)]
#[path = "review_text_tests.rs"]
mod tests;
