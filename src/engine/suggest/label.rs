//! The words of a suggestion: how many squares typed text covers, the word as `/play` must be
//! given it when blanks stand in, and the line the player is shown.

use std::fmt::Write as _;

use crate::engine::layout::{Direction, Pos};
use crate::engine::notation::Coord;

/// Longest label Discord shows for a choice.
const LABEL_MAX_CHARS: usize = 100;

/// How many squares `word` covers as the notation reads it: every character but the
/// parentheses that mark through tiles.
pub(super) fn squares_covered(word: &str) -> usize {
    word.chars().filter(|&c| c != '(' && c != ')').count()
}

/// `word` with the letters on the squares in `blanked` in lower case: the notation's blanks.
pub(super) fn written_word(word: &str, coord: Coord, blanked: &[Pos]) -> String {
    let mut square = 0usize;
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        if c == '(' || c == ')' {
            out.push(c);
            continue;
        }
        let here = match coord.dir {
            Direction::Across => Pos::new(coord.start.row, coord.start.col + square as u8),
            Direction::Down => Pos::new(coord.start.row + square as u8, coord.start.col),
        };
        if blanked.contains(&here) {
            out.extend(c.to_lowercase());
        } else {
            out.push(c);
        }
        square += 1;
    }
    out
}

/// `8F across — 24 points` (`1 point`; no points in a game without scoring), then
/// `, word hORN` when the word must be typed otherwise than it was; at most 100 characters.
pub(super) fn label(coord: Coord, score: u32, scored: bool, written: &str, typed: &str) -> String {
    let direction = match coord.dir {
        Direction::Across => "across",
        Direction::Down => "down",
    };
    let mut text = format!("{coord} {direction}");
    if scored {
        let unit = if score == 1 { "point" } else { "points" };
        let _ = write!(text, " — {score} {unit}");
    }
    if written != typed {
        text.push_str(", word ");
        text.push_str(written);
    }
    if text.chars().count() > LABEL_MAX_CHARS {
        text = text.chars().take(LABEL_MAX_CHARS - 1).collect();
        text.push('…');
    }
    text
}
