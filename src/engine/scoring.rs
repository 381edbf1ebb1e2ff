//! Scoring a play: letter premiums, then word premiums, every word formed, then the bingo bonus.

use super::board::Board;
use super::placement::{FormedWord, Placement, words_formed};
use super::variant::Variant;

/// A word formed by a play, with its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredWord {
    pub word: FormedWord,
    pub score: u32,
}

/// The score of a whole play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoredPlay {
    pub words: Vec<ScoredWord>,
    /// The bingo bonus earned (0 if none), already included in `score`.
    pub bonus: u32,
    /// Surprise's optional 10 points for a play that joins the tiles of two stars (rule book
    /// 004), already included in `score`; 0 elsewhere.
    pub stars_joined: u32,
    pub score: u32,
}

/// Scores one word (rules 11 to 16): the sum of its letters, each new letter times its letter
/// premium, then times the word premiums of every square newly covered (x2 x2 = x4, x3 x3 = x9).
/// Premiums count only under tiles placed this turn; a blank scores 0 but its square's word
/// premium still applies.
pub fn score_word(variant: &Variant, board: &Board, word: &FormedWord) -> u32 {
    let mut sum = 0u32;
    let mut word_multiplier = 1u32;
    for ((pos, tile), &new) in word
        .squares(board)
        .into_iter()
        .zip(&word.tiles)
        .zip(&word.new)
    {
        let value = u32::from(variant.tiles.placed_value(*tile));
        if new {
            let square = variant.layout.square(pos);
            sum += value * u32::from(square.letter_multiplier);
            word_multiplier *= u32::from(square.word_multiplier);
        } else {
            sum += value;
        }
    }
    sum * word_multiplier
}

/// Scores a play made on `board` (the board before the play): every word formed is counted, a
/// shared letter with its premium in each (rule 16), then the bingo bonus (rule 17). Assumes
/// the placement is legal (see `placement::check_placement`).
pub fn score_play(variant: &Variant, board: &Board, placement: &Placement) -> ScoredPlay {
    let words: Vec<ScoredWord> = words_formed(board, placement)
        .into_iter()
        .map(|word| ScoredWord {
            score: score_word(variant, board, &word),
            word,
        })
        .collect();
    let bonus = u32::from(variant.bingo_bonus(placement.tiles.len()));
    let score = words.iter().map(|w| w.score).sum::<u32>() + bonus;
    ScoredPlay {
        words,
        bonus,
        stars_joined: 0,
        score,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::layout::{Direction, Pos};
    use crate::engine::placement::check_placement;
    use crate::engine::tiles::Placed;

    /// Places `word` from the square named `at` ("H8"), skipping squares already filled, the
    /// way the rule books' worked example lays its words; returns the score and the words.
    fn play(
        v: &Variant,
        board: &mut Board,
        at: &str,
        dir: Direction,
        word: &str,
    ) -> (u32, Vec<String>) {
        let col = at.as_bytes()[0] - b'A';
        let row: u8 = at[1..].parse::<u8>().unwrap() - 1;
        let mut tiles = Vec::new();
        for (i, c) in word.chars().enumerate() {
            let pos = Pos::new(row, col).step(dir, i as i16, 15, 15).unwrap();
            if board.get(pos).is_none() {
                let letter = v.tiles.letter_of(c).unwrap();
                let tile = if c.is_lowercase() {
                    Placed::blank(letter)
                } else {
                    Placed::tile(letter)
                };
                tiles.push((pos, tile));
            }
        }
        let placement = Placement { dir, tiles };
        check_placement(&v.layout, board, &placement).unwrap();
        let scored = score_play(v, board, &placement);
        for &(pos, tile) in &placement.tiles {
            board.set(pos, Some(tile));
        }
        let words = scored
            .words
            .iter()
            .map(|w| v.tiles.spell(&w.word.tiles))
            .collect();
        (scored.score, words)
    }

    #[test]
    fn rule_book_worked_example() {
        let v = Variant::classic();
        let mut b = Board::empty(15, 15);
        let (a, d) = (Direction::Across, Direction::Down);
        assert_eq!(play(&v, &mut b, "F8", a, "HORN"), (14, vec!["HORN".into()]));
        assert_eq!(play(&v, &mut b, "H6", d, "FARM"), (9, vec!["FARM".into()]));
        assert_eq!(
            play(&v, &mut b, "F10", a, "PASTE"),
            (25, vec!["PASTE".into(), "FARMS".into()])
        );
        assert_eq!(
            play(&v, &mut b, "H9", a, "MOB"),
            (16, vec!["MOB".into(), "NOT".into(), "BE".into()])
        );
        assert_eq!(
            play(&v, &mut b, "E11", a, "BIT"),
            (16, vec!["BIT".into(), "PI".into(), "AT".into()])
        );
    }

    #[test]
    fn word_premiums_stack_and_blanks_keep_them() {
        let v = Variant::classic();
        let mut b = Board::empty(15, 15);
        let (a, d) = (Direction::Across, Direction::Down);
        // QI through the star: (10 + 1) x 2.
        assert_eq!(play(&v, &mut b, "H8", a, "QI").0, 22);
        // A blank on the pink star scores 0 but still doubles: Z(DL) E B R a = (20+1+3+1+0) x 2.
        let mut b2 = Board::empty(15, 15);
        assert_eq!(play(&v, &mut b2, "H4", d, "ZEBRa").0, 50);
        // Two pink squares: x4. E5 to K5 is seven squares with DW at both ends.
        let mut b3 = Board::empty(15, 15);
        b3.set(
            Pos::new(4, 7),
            Some(Placed::tile(v.tiles.letter_of('E').unwrap())),
        );
        // ENTERED across row 5 from E5..K5 with E on H5 already: E N T (E) R E D -> 6 new tiles.
        let (score, _) = play(&v, &mut b3, "E5", a, "ENTERED");
        assert_eq!(score, (1 + 1 + 1 + 1 + 1 + 1 + 2) * 4);
        // Two red squares: x9 (A1 to H1, eight squares, with the 7 new tiles a bingo).
        let mut b4 = Board::empty(15, 15);
        b4.set(
            Pos::new(0, 4),
            Some(Placed::tile(v.tiles.letter_of('T').unwrap())),
        );
        let (score, _) = play(&v, &mut b4, "A1", a, "STRETCHY");
        // S T R E(T) C H Y: D1 is a double letter under the new E.
        assert_eq!(score, (1 + 1 + 1 + 2 + 1 + 3 + 4 + 4) * 9 + 50);
    }
}
