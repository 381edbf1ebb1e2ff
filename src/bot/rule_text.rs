//! Refusals that carry an error of the rules or of how a play was written (rules 1 to 8 of
//! the classic book: whose turn, the rack's tiles, where tiles may go, the words, exchanges
//! and challenges), said in the player's language; a refusal about one variant's own pieces
//! as the engine words it, from the same catalogues.

use fluent_bundle::FluentValue;

use super::locale::Tr;
use crate::engine::game::{GameError, Shortfall};
use crate::engine::names::{excerpt, quoted};
use crate::engine::notation::NotationError;
use crate::engine::placement::PlacementError;

/// The refusal in `tr`'s language (a variant's own refusals as the engine words them).
pub fn move_refusal(error: &GameError, tr: Tr) -> String {
    match error {
        GameError::GameOver => tr.text("rule-game-over"),
        GameError::Resigned => tr.text("rule-resigned"),
        GameError::NotYourTurn => tr.text("rule-not-your-turn"),
        GameError::AwaitingFinalChallenge => tr.text("rule-awaiting-final-challenge"),
        GameError::TilesNotOnRack(missing) => shortfall(missing, tr),
        GameError::Placement(error) => placement_refusal(error, tr),
        GameError::InvalidWords(words) => tr.say(
            "rule-invalid-words",
            &[
                ("words", words.join(", ").into()),
                ("count", words.len().into()),
            ],
        ),
        GameError::ExchangeNothing => tr.text("rule-exchange-nothing"),
        GameError::ExchangeBagTooSmall { in_bag, needed } => tr.say(
            "rule-exchange-bag-too-small",
            &[("in_bag", (*in_bag).into()), ("needed", (*needed).into())],
        ),
        GameError::ChallengesOff => tr.text("rule-challenges-off"),
        GameError::NothingToChallenge => tr.text("rule-nothing-to-challenge"),
        GameError::OwnPlay => tr.text("rule-own-play"),
        other => other
            .variant_wording()
            .map_or_else(|| other.to_string(), |wording| tr.word(&wording)),
    }
}

/// Where a play's tiles may not go (rule 5 and the first play's rule 4).
fn placement_refusal(error: &PlacementError, tr: Tr) -> String {
    let at = |pos: &crate::engine::layout::Pos| -> [(&str, FluentValue<'static>); 1] {
        [("square", pos.to_string().into())]
    };
    match error {
        PlacementError::NoTiles => tr.text("rule-no-tiles"),
        PlacementError::OffBoard(pos) => tr.say("rule-off-board", &at(pos)),
        PlacementError::Occupied(pos) => tr.say("rule-occupied", &at(pos)),
        PlacementError::SameSquareTwice(pos) => tr.say("rule-same-square-twice", &at(pos)),
        PlacementError::NotInLine => tr.text("rule-not-in-line"),
        PlacementError::Gap(pos) => tr.say("rule-gap", &at(pos)),
        PlacementError::FirstPlayOffStart(pos) => tr.say("rule-first-play-off-start", &at(pos)),
        PlacementError::FirstPlayTooShort => tr.text("rule-first-play-too-short"),
        PlacementError::NotConnected => tr.text("rule-not-connected"),
    }
}

/// The tiles a play or an exchange needs that the rack lacks: "you do not have Z on your
/// rack; you have only 2 E on your rack, not 3".
fn shortfall(missing: &[Shortfall], tr: Tr) -> String {
    let blank = |s: &Shortfall| s.tile == "?";
    let absent: Vec<String> = missing
        .iter()
        .filter(|s| s.held == 0)
        .map(|s| {
            if blank(s) {
                tr.text("rule-a-blank")
            } else {
                s.tile.clone()
            }
        })
        .collect();
    let mut clauses = Vec::new();
    if !absent.is_empty() {
        clauses.push(tr.say("rule-not-on-rack", &[("tiles", absent.join(", ").into())]));
    }
    for short in missing.iter().filter(|s| s.held > 0) {
        let values = [
            ("held", FluentValue::from(short.held)),
            ("tile", short.tile.clone().into()),
            ("wanted", short.wanted.into()),
        ];
        clauses.push(if blank(short) {
            tr.say("rule-only-blanks", &values)
        } else {
            tr.say("rule-only-tiles", &values)
        });
    }
    clauses.join("; ")
}

/// How a play was written wrong.
pub fn notation_refusal(error: &NotationError, tr: Tr) -> String {
    match error {
        NotationError::UnreadableCoordinate(text) => {
            tr.say("rule-unreadable-square", &[("square", quoted(text).into())])
        }
        NotationError::CoordinateOffBoard(text) => tr.say(
            "rule-square-off-board",
            &[("square", excerpt(text, 24).into())],
        ),
        NotationError::EmptyWord => tr.text("rule-empty-word"),
        NotationError::RunsOffBoard { coord, word } => tr.say(
            "rule-runs-off-board",
            &[
                ("word", excerpt(word, 24).into()),
                ("square", coord.clone().into()),
            ],
        ),
        NotationError::ThroughMismatch {
            pos,
            board,
            written,
        } => tr.say(
            "rule-through-mismatch",
            &[
                ("square", pos.to_string().into()),
                ("board", board.clone().into()),
                ("written", written.clone().into()),
            ],
        ),
        NotationError::NothingToPlayThrough(pos) => tr.say(
            "rule-nothing-to-play-through",
            &[("square", pos.to_string().into())],
        ),
        NotationError::UnknownLetter(letter) => {
            tr.say("rule-unknown-letter", &[("letter", letter.clone().into())])
        }
        NotationError::UnbalancedParentheses(text) => tr.say(
            "rule-unbalanced-parentheses",
            &[("play", excerpt(text, 24).into())],
        ),
        NotationError::NoNewTiles => tr.text("rule-no-new-tiles"),
        NotationError::NotAPlay(text) => {
            tr.say("rule-not-a-play", &[("play", quoted(text).into())])
        }
    }
}
