//! `/practice`: positions from the asker's own finished games where they gave up the most
//! equity (missed bingos first), shown privately with the board and their rack as pictures,
//! answered with `word:` and `at:` as for `/play` and judged by equity, with a streak of right
//! answers. Nothing is ever posted in the channel.

use std::fmt::Write as _;

use fluent_bundle::FluentValue;
use poise::serenity_prelude as serenity;

use crate::service::{PracticeOffer, PracticeRecord, PracticeVerdict, PracticeView, UserError};

use super::puzzle::position_pictures;
use super::reply::fitted;
use super::{Context, Error, Tr, private, request};

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
    #[max_length = 40] word: Option<String>,
    #[max_length = 8] at: Option<String>,
) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let request = request::of(ctx).await?;
    let service = &ctx.data().service;
    let tr = Tr::of_locale(ctx.locale());
    match (word, at) {
        (Some(word), Some(at)) => {
            let verdict = service
                .study()
                .answer_practice(&request, &word, &at)
                .await?;
            private(ctx, fitted(judged(&verdict, tr))).await
        }
        (None, None) => match service.study().practice(&request).await? {
            PracticeOffer::Position(view) => show(ctx, &view, tr).await,
            other => private(ctx, fitted(nothing_to_show(&other, tr))).await,
        },
        _ => Err(UserError::PracticeNeedsBoth.into()),
    }
}

/// The position with its pictures.
async fn show(ctx: Context<'_>, view: &PracticeView, tr: Tr) -> Result<(), Error> {
    let (board, rack) = position_pictures(
        view.variant.clone(),
        view.board.clone(),
        view.scores.clone(),
        view.bag_count,
        view.rack.clone(),
        tr,
    )
    .await?;
    let name = format!("practice-{}-{}", view.game_id, view.turn_number);
    let reply = super::reply::reply()
        .content(fitted(shown(view, tr)))
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

fn record_line(record: &PracticeRecord, tr: Tr) -> String {
    tr.say(
        "practice-record",
        &[
            ("streak", record.streak.to_string().into()),
            ("longest", record.longest.to_string().into()),
            ("right", record.right.to_string().into()),
            ("answered", record.answered.to_string().into()),
        ],
    )
}

/// An equity as shown: one decimal.
fn equity(value: f32) -> String {
    format!("{value:.1}")
}

/// The text that goes with a position's pictures.
pub fn shown(view: &PracticeView, tr: Tr) -> String {
    let scores: Vec<String> = view.scores.iter().map(i32::to_string).collect();
    [
        tr.say(
            "practice-head",
            &[
                ("game", view.game_id.to_string().into()),
                ("turn", view.turn_number.to_string().into()),
                ("lexicon", view.lexicon.clone().into()),
                ("rack", view.rack_text.clone().into()),
            ],
        ),
        tr.say(
            "practice-position",
            &[
                (
                    "scores",
                    scores
                        .join(format!(" {} ", tr.text("puzzle-to")).as_str())
                        .into(),
                ),
                ("tiles", view.bag_count.into()),
                ("made", view.made.clone().into()),
                ("points", view.made_score.into()),
            ],
        ),
        tr.text("practice-how-to-answer"),
        tr.say(
            "practice-waiting",
            &[
                ("waiting", view.waiting.into()),
                ("record", record_line(&view.record, tr).into()),
            ],
        ),
    ]
    .join("\n")
}

/// What the asker is told when there is no position to show.
pub fn nothing_to_show(offer: &PracticeOffer, tr: Tr) -> String {
    match offer {
        PracticeOffer::NoGames => tr.text("practice-no-games"),
        PracticeOffer::NoMistakes { games } => {
            tr.say("practice-no-mistakes", &[("games", (*games).into())])
        }
        PracticeOffer::AllAnswered { games, record } => tr.say(
            "practice-all-answered",
            &[
                ("games", (*games).into()),
                ("record", record_line(record, tr).into()),
            ],
        ),
        PracticeOffer::Position(view) => shown(view, tr),
    }
}

/// What the asker is told about their answer.
pub fn judged(verdict: &PracticeVerdict, tr: Tr) -> String {
    let mut out = String::new();
    if verdict.right {
        out.push_str(&tr.say(
            "practice-right",
            &[
                ("play", verdict.play.clone().into()),
                ("score", verdict.score.to_string().into()),
                ("equity", equity(verdict.equity).into()),
            ],
        ));
    } else {
        let shown: Vec<&str> = verdict
            .best_plays
            .iter()
            .take(BEST_SHOWN)
            .map(String::as_str)
            .collect();
        out.push_str(
            &tr.say(
                "practice-wrong",
                &[
                    ("play", verdict.play.clone().into()),
                    ("score", verdict.score.to_string().into()),
                    ("equity", equity(verdict.equity).into()),
                    (
                        "best",
                        shown
                            .join(format!(" {} ", tr.text("puzzle-or")).as_str())
                            .into(),
                    ),
                    ("best_score", verdict.best_score.to_string().into()),
                    ("best_equity", equity(verdict.best_equity).into()),
                    ("gap", equity(verdict.best_equity - verdict.equity).into()),
                ],
            ),
        );
        if verdict.best_plays.len() > shown.len() {
            let _ = write!(
                out,
                " {}",
                tr.say(
                    "practice-more-as-good",
                    &[("count", (verdict.best_plays.len() - shown.len()).into())]
                )
            );
        }
        let _ = write!(out, ". {}", tr.text("practice-streak-again"));
    }
    let values = [
        (
            "record",
            FluentValue::from(record_line(&verdict.record, tr)),
        ),
        ("waiting", verdict.waiting.into()),
    ];
    let after = if verdict.waiting > 0 {
        tr.say("practice-after-next", &values)
    } else {
        tr.say("practice-after-none", &values)
    };
    let _ = write!(out, " {after}");
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
        let wrong = judged(
            &verdict(false, &["8D RETAINS", "H1 NASTIER", "8A RETINAS", "A1 X"]),
            Tr::default(),
        );
        assert!(
            wrong.starts_with("8H ZA scores 22, equity 19.3. **Not the best**: 8D RETAINS or H1 NASTIER or 8A RETINAS scores 74, equity **80.0** (60.8 more) (and 1 more as good). Your streak starts again."),
            "{wrong}"
        );
        assert!(
            wrong.contains("streak 0 (longest 3), 2 right of 5"),
            "{wrong}"
        );
        let right = judged(&verdict(true, &["8H ZA"]), Tr::default());
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
