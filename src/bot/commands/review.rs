//! `/review`: a finished game looked at again with the engine. The message lists the biggest
//! misses; every turn comes in a text file, and the score over the game as a chart. Private
//! unless asked for in public.

use std::fmt::Write as _;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;

use crate::render::{self, ScoreLine};
use crate::service::{GameReview, ReviewedTurn};

use super::reply::MESSAGE_LIMIT;
use super::{Context, Error, request};

/// Review a finished game
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild"
)]
pub async fn review(
    ctx: Context<'_>,
    #[description = "The game's number (this channel's last game by default)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "True: post the review in the channel for everyone"] public: Option<bool>,
) -> Result<(), Error> {
    let public = public.unwrap_or(false);
    if public {
        ctx.defer().await?;
    } else {
        ctx.defer_ephemeral().await?;
    }
    let request = request::of(ctx).await?;
    let review = ctx.data().service.review(&request, game).await?;
    let lines: Vec<ScoreLine> = review
        .players
        .iter()
        .zip(&review.progress)
        .map(|((name, _), totals)| ScoreLine {
            name: name.clone(),
            totals: totals.clone(),
        })
        .collect();
    let chart = tokio::task::spawn_blocking(move || render::score_chart_png(&lines))
        .await
        .context("drawing a score chart")?
        .context("drawing a score chart")?;
    let id = review.game_id;
    let reply = super::reply::reply()
        .content(summary(&review))
        .attachment(serenity::CreateAttachment::bytes(
            chart,
            format!("score-{id}.png"),
        ))
        .attachment(serenity::CreateAttachment::bytes(
            turns_file(&review),
            format!("review-{id}.txt"),
        ))
        .ephemeral(!public);
    ctx.send(reply).await?;
    Ok(())
}

/// One miss, for the message.
fn miss_line(n: usize, turn: &ReviewedTurn) -> String {
    let best = turn.best.as_ref().map_or_else(
        || "-".to_owned(),
        |(play, score)| format!("{play} for {score}"),
    );
    format!(
        "{n}. Turn {}, {}: {} for {}; best {best} (**-{}**); computer: {}",
        turn.number,
        super::text::md(&turn.player),
        turn.played,
        turn.score,
        turn.given_up,
        turn.computer.as_deref().unwrap_or("-"),
    )
}

/// The message: the result, then the biggest misses as many as fit (saying how many more the
/// file has).
fn summary(review: &GameReview) -> String {
    let players: Vec<String> = review
        .players
        .iter()
        .map(|(name, score)| format!("{} {score}", super::text::md(name)))
        .collect();
    let mut text = format!(
        "**Review of game #{}**: {}.\n",
        review.game_id,
        players.join(", ")
    );
    let misses = review.biggest_misses();
    let tail = format!(
        "Every turn is in `review-{}.txt`: the play made, the best by score, the computer's \
         choice and the points given up.",
        review.game_id
    );
    if misses.is_empty() {
        text.push_str("No points given up: every turn made the best score its rack allowed.\n");
        text.push_str(&tail);
        return text;
    }
    let given_up: i32 = misses.iter().map(|t| t.given_up).sum();
    let _ = writeln!(text, "Biggest misses ({given_up} points given up in all):");
    let room = MESSAGE_LIMIT - tail.chars().count() - 40;
    let mut shown = 0;
    for (n, turn) in misses.iter().enumerate() {
        let line = miss_line(n + 1, turn);
        if text.chars().count() + line.chars().count() + 1 > room {
            break;
        }
        text.push_str(&line);
        text.push('\n');
        shown += 1;
    }
    if shown < misses.len() {
        let _ = writeln!(text, "…and {} more in the file.", misses.len() - shown);
    }
    text.push_str(&tail);
    text
}

/// Columns of the file's tables.
const COLUMNS: &str = "turn\tplayer\track\tplayed\tscore\tbest\tbest score\tcomputer\tgiven up";

fn row(turn: &ReviewedTurn) -> String {
    let (best, best_score) = turn.best.as_ref().map_or_else(
        || ("-".to_owned(), "-".to_owned()),
        |(p, s)| (p.clone(), s.to_string()),
    );
    let played = if turn.challenged_off {
        format!("{} (challenged off)", turn.played)
    } else {
        turn.played.clone()
    };
    format!(
        "{}\t{}\t{}\t{played}\t{}\t{best}\t{best_score}\t{}\t{}",
        turn.number,
        turn.player,
        if turn.rack.is_empty() {
            "-"
        } else {
            &turn.rack
        },
        turn.score,
        turn.computer.as_deref().unwrap_or("-"),
        turn.given_up
    )
}

/// Every turn, the biggest misses first, then in the order played (tab-separated).
fn turns_file(review: &GameReview) -> String {
    let players: Vec<String> = review
        .players
        .iter()
        .map(|(name, score)| format!("{name} {score}"))
        .collect();
    let mut out = format!(
        "Review of game #{}: {}\n\nBiggest misses first\n{COLUMNS}\n",
        review.game_id,
        players.join(", ")
    );
    let mut by_miss: Vec<&ReviewedTurn> = review.turns.iter().collect();
    by_miss.sort_by_key(|t| (std::cmp::Reverse(t.given_up), t.number));
    for turn in by_miss {
        let _ = writeln!(out, "{}", row(turn));
    }
    let _ = write!(out, "\nTurn by turn\n{COLUMNS}\n");
    for turn in &review.turns {
        let _ = writeln!(out, "{}", row(turn));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(number: usize, player: &str, score: i32, best: i32) -> ReviewedTurn {
        ReviewedTurn {
            number,
            player: player.into(),
            rack: "AEINRST".into(),
            played: format!("8D PLAY{number}"),
            score,
            challenged_off: false,
            best: Some((format!("8D BEST{number}"), best)),
            computer: Some(format!("8D BEST{number} {best}")),
            given_up: (best - score).max(0),
        }
    }

    fn game(turns: Vec<ReviewedTurn>) -> GameReview {
        GameReview {
            game_id: 7,
            players: vec![("alice".into(), 40), ("bob".into(), 30)],
            progress: vec![vec![0, 10, 10, 40], vec![0, 0, 30, 30]],
            turns,
        }
    }

    #[test]
    fn the_biggest_misses_come_first() {
        let review = game(vec![
            turn(1, "alice", 10, 20),
            turn(2, "bob", 30, 30),
            turn(3, "alice", 30, 80),
        ]);
        let text = summary(&review);
        assert!(
            text.starts_with("**Review of game #7**: alice 40, bob 30."),
            "{text}"
        );
        let first = text.find("1. Turn 3, alice").expect(&text);
        let second = text.find("2. Turn 1, alice").expect(&text);
        assert!(first < second);
        assert!(!text.contains("Turn 2"), "no miss on turn 2: {text}");
        assert!(text.contains("60 points given up in all"), "{text}");
        let file = turns_file(&review);
        let rows: Vec<&str> = file
            .lines()
            .filter(|l| l.starts_with(char::is_numeric))
            .collect();
        assert_eq!(rows.len(), 6, "{file}");
        assert!(
            rows[0].starts_with("3\talice") && rows[0].ends_with("\t50"),
            "{file}"
        );
        assert!(rows[3].starts_with("1\talice"), "then in order: {file}");
    }

    #[test]
    fn a_long_list_of_misses_says_how_many_more_the_file_has() {
        let turns: Vec<ReviewedTurn> = (1..=80).map(|n| turn(n, "alice", 0, n as i32)).collect();
        let text = summary(&game(turns));
        assert!(text.chars().count() <= MESSAGE_LIMIT, "{}", text.len());
        assert!(text.contains("more in the file"), "{text}");
        assert!(text.contains("1. Turn 80, alice"), "{text}");
    }
}
