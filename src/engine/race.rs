//! Hyper-Race (rule book 004) as data: the game sheet with its two sides, space stations, Earth
//! squares, comets and flying saucers, and the 30-card flying-saucer deck.
//!
//! The book's pictures of the sheet and the deck did not survive, so both are defined here.
//! The sheet is the 15x15 grid split down column H: the first player's side is columns A to G,
//! the second player's columns I to O, and no tile goes in column H, so each side is its own
//! race. Each side has a space station of five squares on the top row (`+`), seven Earth squares
//! on the bottom row (`e`), five comets (`c`, "take a yellow Blank tile") and six flying saucers
//! (`s`, "draw the top card from the deck"), the two sides mirror images of each other.

use super::layout::{Layout, Pos};

/// The Hyper-Race sheet. `+` station, `e` Earth, `c` comet, `s` flying saucer, `#` the gap
/// between the sides.
const SHEET: [&str; 15] = [
    ".+++++.#.+++++.",
    ".......#.......",
    "..s....#....s..",
    ".....c.#.c.....",
    ".c.....#.....c.",
    "....s..#..s....",
    "..c....#....c..",
    "......s#s......",
    ".s.....#.....s.",
    "....c..#..c....",
    "..s....#....s..",
    ".......#.......",
    ".c..s..#..s..c.",
    ".......#.......",
    "eeeeeee#eeeeeee",
];

/// The column no tile may go in: the line between the two sides.
pub const GAP_COLUMN: u8 = 7;

/// The Hyper-Race game sheet (see the module's documentation).
pub fn sheet() -> Layout {
    Layout::from_map("hyper-race", &SHEET).expect("the Hyper-Race sheet's map is valid")
}

/// "Each player chooses a side of the gameboard to play on": the first seat plays columns A to
/// G, the second columns I to O. Column H is nobody's.
pub fn side_of(pos: Pos) -> Option<usize> {
    match pos.col {
        c if c < GAP_COLUMN => Some(0),
        c if c > GAP_COLUMN => Some(1),
        _ => None,
    }
}

/// The columns of `seat`'s side, as players read them ("A to G").
pub fn side_name(seat: usize) -> &'static str {
    if seat == 0 { "A to G" } else { "I to O" }
}

/// What a flying-saucer card does when it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardEffect {
    /// Take a yellow blank from the pile (if any is left), as a comet gives.
    YellowBlank,
    /// The player who drew it loses their next turn.
    LoseNextTurn,
    /// Nothing happens.
    Calm,
}

/// One card of the flying-saucer deck: the key of what it says, and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Card {
    /// The key of the card's text in the bot's catalogues.
    pub key: &'static str,
    pub effect: CardEffect,
}

/// The kinds of card in the deck and how many of each: 30 cards in all.
const KINDS: [(u8, Card); 6] = [
    (
        5,
        Card {
            key: "card-fuel-pod",
            effect: CardEffect::YellowBlank,
        },
    ),
    (
        5,
        Card {
            key: "card-friendly-alien",
            effect: CardEffect::YellowBlank,
        },
    ),
    (
        5,
        Card {
            key: "card-meteor-shower",
            effect: CardEffect::LoseNextTurn,
        },
    ),
    (
        3,
        Card {
            key: "card-engine-trouble",
            effect: CardEffect::LoseNextTurn,
        },
    ),
    (
        6,
        Card {
            key: "card-smooth-flying",
            effect: CardEffect::Calm,
        },
    ),
    (
        6,
        Card {
            key: "card-space-station",
            effect: CardEffect::Calm,
        },
    ),
];

/// The 30 cards in their printed order (the game shuffles them from its seed).
pub fn deck() -> Vec<Card> {
    KINDS
        .iter()
        .flat_map(|&(count, card)| std::iter::repeat_n(card, usize::from(count)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::layout::SpecialSquare;

    #[test]
    fn the_sheet_has_two_mirrored_sides_with_stations_at_the_top_and_earth_at_the_bottom() {
        let sheet = sheet();
        assert_eq!((sheet.rows(), sheet.cols()), (15, 15));
        for pos in sheet.positions() {
            let mirror = Pos::new(pos.row, 14 - pos.col);
            assert_eq!(sheet.square(pos), sheet.square(mirror), "{pos}");
            let square = sheet.square(pos);
            // "Your first word must cover one square of the space station at the top".
            assert_eq!(
                square.start,
                pos.row == 0 && (1..=5).contains(&pos.col.min(14 - pos.col))
            );
            // "a bottom-row Earth square".
            assert_eq!(
                square.special == Some(SpecialSquare::Earth),
                pos.row == 14 && pos.col != GAP_COLUMN
            );
            assert_eq!(
                square.special == Some(SpecialSquare::Closed),
                pos.col == GAP_COLUMN
            );
            // No scoring: no premiums.
            assert_eq!((square.letter_multiplier, square.word_multiplier), (1, 1));
        }
        let count = |special| {
            sheet
                .positions()
                .filter(|&p| side_of(p) == Some(0) && sheet.square(p).special == Some(special))
                .count()
        };
        assert_eq!(count(SpecialSquare::Comet), 5);
        assert_eq!(count(SpecialSquare::Saucer), 6);
        assert_eq!(side_of(Pos::new(3, 7)), None);
        assert_eq!(side_of(Pos::new(3, 8)), Some(1));
    }

    #[test]
    fn the_deck_has_thirty_cards() {
        let deck = deck();
        assert_eq!(deck.len(), 30);
        let with = |effect| deck.iter().filter(|c| c.effect == effect).count();
        assert_eq!(
            (
                with(CardEffect::YellowBlank),
                with(CardEffect::LoseNextTurn),
                with(CardEffect::Calm)
            ),
            (10, 8, 12)
        );
    }
}
