//! Colours and labels: the board's squares in the rule books' colours (light blue double letter,
//! dark blue triple letter, pink double word, red triple word), tiles, blanks and the header.

use image::Rgb;

use crate::engine::layout::{SpecialSquare, Square};

/// Behind everything: a dark card that reads well in Discord's dark and light themes.
pub(crate) const PAGE: Rgb<u8> = Rgb([0x2b, 0x2d, 0x31]);
/// Lines between squares.
pub(crate) const GRID: Rgb<u8> = Rgb([0x1e, 0x1f, 0x22]);
/// Column letters, row numbers and header text.
pub(crate) const PAGE_TEXT: Rgb<u8> = Rgb([0xe8, 0xe9, 0xec]);
pub(crate) const PAGE_TEXT_DIM: Rgb<u8> = Rgb([0xa8, 0xab, 0xb2]);

pub(crate) const PLAIN: Rgb<u8> = Rgb([0xcf, 0xd2, 0xc4]);
pub(crate) const DOUBLE_LETTER: Rgb<u8> = Rgb([0x9f, 0xd4, 0xf0]);
pub(crate) const TRIPLE_LETTER: Rgb<u8> = Rgb([0x1f, 0x64, 0xb4]);
pub(crate) const QUADRUPLE_LETTER: Rgb<u8> = Rgb([0x5e, 0x3a, 0xa6]);
pub(crate) const DOUBLE_WORD: Rgb<u8> = Rgb([0xf5, 0xae, 0xbd]);
pub(crate) const TRIPLE_WORD: Rgb<u8> = Rgb([0xd7, 0x30, 0x2a]);
pub(crate) const QUADRUPLE_WORD: Rgb<u8> = Rgb([0x7d, 0x12, 0x2a]);
/// Blanks & Blockers "Blank" square: covering it earns a yellow blank.
pub(crate) const BLANK_SQUARE: Rgb<u8> = Rgb([0xf4, 0xd8, 0x2c]);
/// Blanks & Blockers "Blocker" square: covering it earns a black blocker tile.
pub(crate) const BLOCKER_SQUARE: Rgb<u8> = Rgb([0x4a, 0x4d, 0x55]);
/// A blocker put on the board: a black tile with a light cross.
pub(crate) const BLOCKER_TILE: Rgb<u8> = Rgb([0x0c, 0x0c, 0x0e]);
pub(crate) const BLOCKER_MARK: Rgb<u8> = Rgb([0xd8, 0xda, 0xde]);
/// Hyper-Race: a flying saucer (draw a card), an Earth square (land here to win), a space
/// station square (the first word covers one), and the line between the sides.
pub(crate) const SAUCER: Rgb<u8> = Rgb([0x12, 0x8a, 0x8a]);
pub(crate) const EARTH: Rgb<u8> = Rgb([0x1f, 0x7a, 0x3a]);
pub(crate) const STATION: Rgb<u8> = Rgb([0xb8, 0xa6, 0xe8]);
pub(crate) const CLOSED: Rgb<u8> = Rgb([0x14, 0x15, 0x18]);
/// The start star.
pub(crate) const STAR: Rgb<u8> = Rgb([0x26, 0x1a, 0x1c]);

const DARK_LABEL: Rgb<u8> = Rgb([0x22, 0x2a, 0x33]);
const LIGHT_LABEL: Rgb<u8> = Rgb([0xff, 0xff, 0xff]);

/// A lettered tile: warm wood, near-black letters.
pub(crate) const TILE: Rgb<u8> = Rgb([0xf6, 0xd2, 0x7a]);
pub(crate) const TILE_EDGE: Rgb<u8> = Rgb([0xc9, 0x9c, 0x3c]);
pub(crate) const TILE_INK: Rgb<u8> = Rgb([0x1a, 0x14, 0x0c]);
/// A blank standing for a letter: pale, with the letter in violet and no value.
pub(crate) const BLANK_TILE: Rgb<u8> = Rgb([0xf7, 0xf4, 0xfb]);
pub(crate) const BLANK_TILE_EDGE: Rgb<u8> = Rgb([0xb9, 0xaf, 0xc9]);
pub(crate) const BLANK_INK: Rgb<u8> = Rgb([0x7a, 0x1f, 0xa2]);
/// Frame around the squares of the last play.
pub(crate) const LAST_PLAY: Rgb<u8> = Rgb([0x18, 0xc9, 0x64]);

/// The header cell of the player whose turn it is.
pub(crate) const TO_MOVE: Rgb<u8> = Rgb([0xf0, 0xb2, 0x32]);
pub(crate) const TO_MOVE_TEXT: Rgb<u8> = Rgb([0x1e, 0x1f, 0x22]);
pub(crate) const HEADER_CELL: Rgb<u8> = Rgb([0x3a, 0x3d, 0x44]);

/// How an empty square looks: its colour, its label (may be empty) or the premium it shows as
/// a label in the picture's language, and the label's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SquareStyle {
    pub fill: Rgb<u8>,
    pub label: &'static str,
    /// A premium square's multiplier and what it multiplies (labelled "2W", "3L" in English).
    pub premium: Option<(u8, Multiplies)>,
    pub ink: Rgb<u8>,
}

/// What a premium square multiplies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Multiplies {
    Word,
    Letter,
}

impl SquareStyle {
    const fn new(fill: Rgb<u8>, label: &'static str, ink: Rgb<u8>) -> Self {
        Self {
            fill,
            label,
            premium: None,
            ink,
        }
    }

    const fn premium(fill: Rgb<u8>, times: u8, what: Multiplies, ink: Rgb<u8>) -> Self {
        Self {
            fill,
            label: "",
            premium: Some((times, what)),
            ink,
        }
    }
}

/// The look of an empty square. A special square shows what it does; otherwise the word
/// premium wins over the letter premium (no printed board has both on one square).
pub(crate) fn square_style(square: Square) -> SquareStyle {
    match square.special {
        Some(SpecialSquare::Blank) => return SquareStyle::new(BLANK_SQUARE, "?", DARK_LABEL),
        Some(SpecialSquare::Blocker) => {
            return SquareStyle::new(BLOCKER_SQUARE, "\u{2716}", LIGHT_LABEL);
        }
        Some(SpecialSquare::Comet) => return SquareStyle::new(BLANK_SQUARE, "COMET", DARK_LABEL),
        Some(SpecialSquare::Saucer) => return SquareStyle::new(SAUCER, "UFO", LIGHT_LABEL),
        Some(SpecialSquare::Earth) => return SquareStyle::new(EARTH, "EARTH", LIGHT_LABEL),
        Some(SpecialSquare::Closed) => return SquareStyle::new(CLOSED, "", LIGHT_LABEL),
        None => {}
    }
    if square.start && square.word_multiplier == 1 {
        return SquareStyle::new(STATION, "", DARK_LABEL);
    }
    match (square.word_multiplier, square.letter_multiplier) {
        (2, _) => SquareStyle::premium(DOUBLE_WORD, 2, Multiplies::Word, DARK_LABEL),
        (3, _) => SquareStyle::premium(TRIPLE_WORD, 3, Multiplies::Word, LIGHT_LABEL),
        (w, _) if w >= 4 => SquareStyle::premium(QUADRUPLE_WORD, 4, Multiplies::Word, LIGHT_LABEL),
        (_, 2) => SquareStyle::premium(DOUBLE_LETTER, 2, Multiplies::Letter, DARK_LABEL),
        (_, 3) => SquareStyle::premium(TRIPLE_LETTER, 3, Multiplies::Letter, LIGHT_LABEL),
        (_, l) if l >= 4 => {
            SquareStyle::premium(QUADRUPLE_LETTER, 4, Multiplies::Letter, LIGHT_LABEL)
        }
        _ => SquareStyle::new(PLAIN, "", DARK_LABEL),
    }
}

/// The rack's shelf.
pub(crate) const SHELF: Rgb<u8> = Rgb([0x8a, 0x5a, 0x2b]);
