//! `/practice`: positions from the asker's own finished games where they gave up the most
//! equity (missed bingos first), shown privately with the board and their rack as pictures,
//! answered with `word:` and `at:` as for `/play` and judged by equity, with a streak of right
//! answers. Nothing is ever posted in the channel.

use std::fmt::Write as _;

use poise::serenity_prelude as serenity;

use crate::service::{PracticeOffer, PracticeRecord, PracticeVerdict, PracticeView, UserError};

use super::puzzle::position_pictures;
use super::reply::fitted;
use super::{Context, Error, private, request};

/// Best plays named in a verdict; more are counted.
const BEST_SHOWN: usize = 3;

/// Practise your own mistakes
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel"
)]
pub async fn practice(
    ctx: Context<'_>,
    #[description = "Your answer: the word, through tiles included (lower case = blank)"]
    #[max_length = 40]
    word: Option<String>,
    #[description = "Where it starts: 8D = across from row 8, column D; D8 = down"]
    #[max_length = 8]
    at: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let service = &ctx.data().service;
    match (word, at) {
        (Some(word), Some(at)) => {
            let verdict = service.answer_practice(&request, &word, &at).await?;
            private(ctx, fitted(judged(&verdict))).await
        }
        (None, None) => match service.practice(&request).await? {
            PracticeOffer::Position(view) => show(ctx, &view).await,
            other => private(ctx, fitted(nothing_to_show(&other))).await,
        },
        _ => Err(UserError::PracticeNeedsBoth.into()),
    }
}

/// The position with its pictures.
async fn show(ctx: Context<'_>, view: &PracticeView) -> Result<(), Error> {
    let (board, rack) = position_pictures(
        view.variant.clone(),
        view.board.clone(),
        view.scores.clone(),
        view.bag_count,
        view.rack.clone(),
    )
    .await?;
    let name = format!("practice-{}-{}", view.game_id, view.turn_number);
    let reply = super::reply::reply()
        .content(fitted(shown(view)))
        .attachment(serenity::CreateAttachment::bytes(
            board,
            format!("{name}.png"),
        ))
        .attachment(serenity::CreateAttachment::bytes(
            rack,
            format!("{name}-rack.png"),
        ))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}

fn record_line(record: &PracticeRecord) -> String {
    format!(
        "streak {} (longest {}), {} right of {}",
        record.streak, record.longest, record.right, record.answered
    )
}

/// An equity as shown: one decimal.
fn equity(value: f32) -> String {
    format!("{value:.1}")
}

/// The text that goes with a position's pictures.
pub fn shown(view: &PracticeView) -> String {
    let mut out = format!(
        "**Practice** from your game #{} (turn {}, {}): find the best play for your rack `{}`.\n",
        view.game_id, view.turn_number, view.lexicon, view.rack_text
    );
    let scores: Vec<String> = view.scores.iter().map(i32::to_string).collect();
    let _ = writeln!(
        out,
        "Scores {} (yours first), {} in the bag. In the game: {} ({}).",
        scores.join(" to "),
        super::text::count(view.bag_count as i64, "tile"),
        view.made,
        super::text::count(i64::from(view.made_score), "point")
    );
    out.push_str(
        "Plays are judged by equity: the score plus what the tiles you keep are worth, as the \
         hard computer values them. Answer with `/practice word: at:` as for `/play`.\n",
    );
    let _ = write!(
        out,
        "{} waiting. Your practice: {}.",
        super::text::count(view.waiting, "position"),
        record_line(&view.record)
    );
    out
}

/// What the asker is told when there is no position to show.
pub fn nothing_to_show(offer: &PracticeOffer) -> String {
    match offer {
        PracticeOffer::NoGames => "You have no finished game to practise from yet. Finish a game \
             (against the computer with `/game add-bot`, or with friends), then ask again."
            .to_owned(),
        PracticeOffer::NoMistakes { games } => format!(
            "Nothing to practise: in your {} every play was the best by equity (within a point), \
             or the game had no position of the classic kind.",
            super::text::count(*games, "finished game")
        ),
        PracticeOffer::AllAnswered { games, record } => format!(
            "You have answered every position from your {}. Finish more games for new ones. Your \
             practice: {}.",
            super::text::count(*games, "finished game"),
            record_line(record)
        ),
        PracticeOffer::Position(view) => shown(view),
    }
}

/// What the asker is told about their answer.
pub fn judged(verdict: &PracticeVerdict) -> String {
    let mut out = String::new();
    if verdict.right {
        let _ = write!(
            out,
            "**Right!** {} scores {}, equity {}: no play is worth more.",
            verdict.play,
            verdict.score,
            equity(verdict.equity)
        );
    } else {
        let shown: Vec<&str> = verdict
            .best_plays
            .iter()
            .take(BEST_SHOWN)
            .map(String::as_str)
            .collect();
        let _ = write!(
            out,
            "{} scores {}, equity {}. **Not the best**: {} scores {}, equity **{}** ({} more)",
            verdict.play,
            verdict.score,
            equity(verdict.equity),
            shown.join(" or "),
            verdict.best_score,
            equity(verdict.best_equity),
            equity(verdict.best_equity - verdict.equity)
        );
        if verdict.best_plays.len() > shown.len() {
            let _ = write!(
                out,
                " (and {} more as good)",
                verdict.best_plays.len() - shown.len()
            );
        }
        out.push_str(". Your streak starts again.");
    }
    let _ = write!(
        out,
        " Your practice: {}. {} waiting",
        record_line(&verdict.record),
        super::text::count(verdict.waiting, "position")
    );
    out.push_str(if verdict.waiting > 0 {
        ": `/practice` shows the next."
    } else {
        "."
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(right: bool, best: &[&str]) -> PracticeVerdict {
        PracticeVerdict {
            game_id: 4,
            turn_number: 7,
            play: "8H ZA".to_owned(),
            score: 22,
            equity: 19.26,
            right,
            best_plays: best.iter().map(|s| (*s).to_owned()).collect(),
            best_score: 74,
            best_equity: 80.04,
            record: PracticeRecord {
                streak: u32::from(right),
                longest: 3,
                answered: 5,
                right: 2,
            },
            waiting: 1,
        }
    }

    #[test]
    fn a_wrong_answer_shows_the_best_play_and_its_equity_and_a_right_one_says_so() {
        let wrong = judged(&verdict(
            false,
            &["8D RETAINS", "H1 NASTIER", "8A RETINAS", "A1 X"],
        ));
        assert!(
            wrong.starts_with("8H ZA scores 22, equity 19.3. **Not the best**: 8D RETAINS or H1 NASTIER or 8A RETINAS scores 74, equity **80.0** (60.8 more) (and 1 more as good). Your streak starts again."),
            "{wrong}"
        );
        assert!(
            wrong.contains("streak 0 (longest 3), 2 right of 5"),
            "{wrong}"
        );
        let right = judged(&verdict(true, &["8H ZA"]));
        assert!(
            right.starts_with("**Right!** 8H ZA scores 22, equity 19.3"),
            "{right}"
        );
        assert!(right.contains("streak 1 (longest 3)"), "{right}");
        assert!(
            right.ends_with("1 position waiting: `/practice` shows the next."),
            "{right}"
        );
    }
}
