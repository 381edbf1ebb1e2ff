//! One square of a layout: its premiums (rules 12 and 13), whether it is a start square, and
//! what else it does on the Switch Up boards; and the map character each stands for.

/// Squares of the Switch Up boards that do something besides multiply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpecialSquare {
    /// Covering it earns a yellow blank (Blanks & Blockers "Blank" square, Surprise "Wild").
    Blank,
    /// Covering it earns a blocker tile (Blanks & Blockers).
    Blocker,
    /// Hyper-Race's comet: "Take a yellow Blank tile from the pile", as a Blank square does.
    Comet,
    /// Covering it draws the top card of the flying-saucer deck (Hyper-Race).
    Saucer,
    /// Hyper-Race: "the first player to place a tile on a bottom-row Earth square while making
    /// a word wins the game".
    Earth,
    /// No tile may go here (the line between Hyper-Race's two sides).
    Closed,
}

/// One square of a layout: its premiums and what else it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Square {
    /// Multiplies the value of a tile placed on it this turn (rule 12: light blue x2, dark blue x3).
    pub letter_multiplier: u8,
    /// Multiplies every word through a tile placed on it this turn (rule 13: pink x2, red x3).
    pub word_multiplier: u8,
    /// The first play must cover a start square (rule 1: the centre star).
    pub start: bool,
    pub special: Option<SpecialSquare>,
}

impl Square {
    const PLAIN: Square = Square {
        letter_multiplier: 1,
        word_multiplier: 1,
        start: false,
        special: None,
    };

    /// The square a map character stands for (see [`super::Layout::from_map`]).
    pub(super) fn from_symbol(symbol: char) -> Option<Square> {
        let plain = Square::PLAIN;
        Some(match symbol {
            '.' => plain,
            'd' => Square {
                letter_multiplier: 2,
                ..plain
            },
            't' => Square {
                letter_multiplier: 3,
                ..plain
            },
            'q' => Square {
                letter_multiplier: 4,
                ..plain
            },
            'D' => Square {
                word_multiplier: 2,
                ..plain
            },
            'T' => Square {
                word_multiplier: 3,
                ..plain
            },
            'Q' => Square {
                word_multiplier: 4,
                ..plain
            },
            '*' => Square {
                word_multiplier: 2,
                start: true,
                ..plain
            },
            '+' => Square {
                start: true,
                ..plain
            },
            'b' => Square {
                special: Some(SpecialSquare::Blank),
                ..plain
            },
            'x' => Square {
                special: Some(SpecialSquare::Blocker),
                ..plain
            },
            'c' => Square {
                special: Some(SpecialSquare::Comet),
                ..plain
            },
            's' => Square {
                special: Some(SpecialSquare::Saucer),
                ..plain
            },
            'e' => Square {
                special: Some(SpecialSquare::Earth),
                ..plain
            },
            '#' => Square {
                special: Some(SpecialSquare::Closed),
                ..plain
            },
            _ => return None,
        })
    }
}
