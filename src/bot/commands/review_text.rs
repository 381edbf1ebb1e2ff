//! A game review in words: the message (each player's equity given up and their biggest
//! losses, within Discord's 2,000 characters by construction) and the file of every turn
//! (tab-separated, the biggest losses first, then in order). Every name is escaped.

use std::fmt::Write as _;

use crate::engine::ai::JudgedBy;
use crate::service::{GameReview, JudgedTurn, ReviewedTurn};

use super::reply::MESSAGE_LIMIT;
use super::text::{count, md};

/// Losses shown per player in the message at most.
const LOSSES_SHOWN: usize = 5;

/// `0.183` as `18%`.
fn percent(chance: f64) -> String {
    format!("{:.0}%", 100.0 * chance)
}

/// How a turn was judged, in words.
pub fn judged_by(by: JudgedBy) -> String {
    match by {
        JudgedBy::Static => "static equity".to_owned(),
        JudgedBy::Simulation { rounds } => format!("simulated, {rounds} playouts"),
        JudgedBy::ExactEndgame => "endgame solved exactly".to_owned(),
        JudgedBy::EndgameUnfinished => {
            "endgame not solved within the budget: static equity".to_owned()
        }
    }
}

/// One loss, for the message: `Turn 5: 8D FOO for 12; best 8D RETAINS 66 (**-54.2** equity,
/// -18% win; missed bingo 8D RETAINS 66)`.
fn loss_line(turn: &ReviewedTurn, judged: &JudgedTurn) -> String {
    let mut notes = vec![format!("**-{:.1}** equity", judged.lost)];
    if let Some(win) = judged.win_lost.filter(|&w| w >= 0.005) {
        notes.push(format!("-{} win", percent(win)));
    }
    if judged.by == JudgedBy::ExactEndgame {
        notes.push("endgame solved exactly".to_owned());
    }
    if let Some(bingo) = &judged.missed_bingo {
        notes.push(format!("missed bingo {bingo}"));
    }
    format!(
        "- Turn {}: {} for {}; best {} ({})",
        turn.number,
        turn.played,
        turn.score,
        judged.best,
        notes.join(", ")
    )
}

/// The message: the result, then each player's equity given up with their biggest losses, as
/// many as fit (the file has every turn).
pub fn summary(review: &GameReview) -> String {
    let players: Vec<String> = review
        .players
        .iter()
        .map(|(name, score)| format!("{} {score}", md(name)))
        .collect();
    let mut text = format!(
        "**Review of game #{}**: {}.\nTurns judged by equity (score plus leave; simulated, \
         and endgames solved exactly, where the budget allowed).\n",
        review.game_id,
        players.join(", ")
    );
    let tail = format!(
        "Every turn is in `review-{}.txt`: the play made, the best by equity, the equity and \
         chance of winning given up.",
        review.game_id
    );
    let losses = review.losses();
    let room = MESSAGE_LIMIT - tail.chars().count() - 2;
    // Each player's part gets an equal share of what is left, so every player is shown.
    let share = room.saturating_sub(text.chars().count()) / losses.len().max(1);
    for player in &losses {
        let mut part = format!(
            "**{}**: {:.1} equity given up over {}",
            md(&player.name),
            player.equity_lost,
            count(player.turns as i64, "turn")
        );
        if player.missed_bingos > 0 {
            let _ = write!(
                part,
                ", {}",
                count(player.missed_bingos as i64, "missed bingo")
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
            let line = loss_line(turn, judged);
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

/// What the file's equity figures are.
const EQUITY: &str = "Equity is measured per turn as the turn was judged: static (score plus \
    leave), simulated (points gained over the next turns, the opponent's reply counted, plus \
    the leave: lower than static) or the endgame solved exactly (the spread to the end). \
    Compare a turn's equity with its best's.";

/// Columns of the file's tables.
const COLUMNS: &str = "turn\tplayer\track\tplayed\tscore\tequity\tbest\tbest equity\t\
    equity lost\twin after\twin lost\tjudged\tnote";

fn row(turn: &ReviewedTurn) -> String {
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
        notes.push("challenged off".to_owned());
    }
    if let Some(bingo) = judged.and_then(|j| j.missed_bingo.as_ref()) {
        notes.push(format!("missed bingo {bingo}"));
    }
    [
        turn.number.to_string(),
        turn.player.clone(),
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
        judged.map_or_else(dash, |j| judged_by(j.by)),
        notes.join("; "),
    ]
    .join("\t")
}

/// Every turn, the biggest losses first, then in the order played (tab-separated).
pub fn turns_file(review: &GameReview) -> String {
    let players: Vec<String> = review
        .players
        .iter()
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    let mut out = format!(
        "Review of game #{}: {}\n{EQUITY}\n\n",
        review.game_id,
        players.join(", ")
    );
    for player in review.losses() {
        let _ = writeln!(
            out,
            "{}: {:.1} equity given up over {} turns judged, {} missed bingos",
            player.name, player.equity_lost, player.turns, player.missed_bingos
        );
    }
    let _ = write!(out, "\nBiggest losses first\n{COLUMNS}\n");
    let mut by_loss: Vec<&ReviewedTurn> = review.turns.iter().collect();
    let lost = |t: &ReviewedTurn| t.judged.as_ref().map_or(0.0, |j| j.lost);
    by_loss.sort_by(|a, b| lost(b).total_cmp(&lost(a)).then(a.number.cmp(&b.number)));
    for turn in by_loss {
        let _ = writeln!(out, "{}", row(turn));
    }
    let _ = write!(out, "\nTurn by turn\n{COLUMNS}\n");
    for turn in &review.turns {
        let _ = writeln!(out, "{}", row(turn));
    }
    out
}

#[cfg(test)]
#[path = "review_text_tests.rs"]
mod tests;
