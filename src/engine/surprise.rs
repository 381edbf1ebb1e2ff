//! Surprise boards (rule book 004, SCRABBLE Surprise): the classic board with one or more of the
//! 9 two-sided mini-boards laid on it "in any location you'd like ... You can even overlap them.
//! Just make sure that at least one ★ space is visible." The book's pictures of the mini-boards
//! are lost, so the nine are defined here as 5x5 maps: side `a` has classic premiums, side `b`
//! the new squares (Wild `b`, Quadruple Letter `q`, Quadruple Word `Q`, stars `*`).

use std::fmt;

use rand::Rng;

use super::layout::{Layout, LayoutError, column_name};

/// Squares along each side of a mini-board.
pub const MINI_SIZE: u8 = 5;
/// Mini-boards in the box: "one or more of the 9 Surprise mini-boards".
pub const MINI_BOARDS: usize = 9;

/// The classic board's rows and columns, on which the mini-boards lie.
const BOARD: u8 = 15;

/// Side `a` of each mini-board: "premium spaces just like those on a classic SCRABBLE board".
const CLASSIC_SIDES: [[&str; 5]; MINI_BOARDS] = [
    ["T...d", ".D...", "..t..", "...D.", "d...T"],
    ["d.D.d", ".....", "D.t.D", ".....", "d.D.d"],
    [".t.t.", "t...t", "..D..", "t...t", ".t.t."],
    ["D...D", ".d.d.", "..T..", ".d.d.", "D...D"],
    ["..d..", ".D.D.", "d.*.d", ".D.D.", "..d.."],
    ["T.d.T", ".....", "d.D.d", ".....", "T.d.T"],
    [".D...", "D.t..", ".t.t.", "..t.D", "...D."],
    ["d...d", ".t.t.", "..D..", ".t.t.", "d...d"],
    ["..T..", ".d.d.", "T.D.T", ".d.d.", "..T.."],
];

/// Side `b`: "new premium spaces such as "Wild" and "Quadruple Letter"", and stars.
const NEW_SIDES: [[&str; 5]; MINI_BOARDS] = [
    ["Q...b", ".q...", "..*..", "...q.", "b...Q"],
    ["b.q.b", ".....", "q.Q.q", ".....", "b.q.b"],
    [".q.q.", "q...q", "..*..", "q...q", ".q.q."],
    ["b...b", ".Q.Q.", "..q..", ".Q.Q.", "b...b"],
    ["..b..", ".q.q.", "b.*.b", ".q.q.", "..b.."],
    ["Q.b.Q", ".....", "b.*.b", ".....", "Q.b.Q"],
    [".b...", "b.q..", ".q*q.", "..q.b", "...b."],
    ["q...q", ".b.b.", "..Q..", ".b.b.", "q...q"],
    ["..Q..", ".b.b.", "Q.*.Q", ".b.b.", "..Q.."],
];

/// Which face of a mini-board is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// The light blue side: classic premiums.
    Classic,
    /// The other side: Wild, quadruple and star squares.
    New,
}

/// One mini-board laid on the board: which (1 to 9), which side up, and its top-left square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub board: u8,
    pub side: Side,
    pub row: u8,
    pub col: u8,
}

/// A Surprise board: the mini-boards laid on the classic board, in the order laid (a later one
/// covers an earlier one where they overlap).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Design {
    pieces: [Option<Piece>; MINI_BOARDS],
    /// The book's optional rule: "a 10 point bonus for any play which connects the letter
    /// matrix of one star to the letter matrix of another star" (written `+10` in a spec).
    pub stars_bonus: bool,
}

/// Why a board design cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DesignError {
    Unreadable(String),
    Twice(u8),
    OffBoard(String),
    Empty,
    NoStar,
}

crate::engine::english::said_in_english!(DesignError);

impl crate::engine::wording::Worded for DesignError {
    fn wording(&self) -> crate::engine::wording::Wording {
        use crate::engine::wording::Wording;
        match self {
            DesignError::Unreadable(given) => Wording::new("design-unreadable")
                .put("given", &format!("{given:?}"))
                .put(
                    "presets",
                    &PRESETS
                        .iter()
                        .map(|(n, _)| *n)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
            DesignError::Twice(board) => Wording::new("design-twice").number("board", *board),
            DesignError::OffBoard(square) => {
                Wording::new("design-off-board").put("square", &square)
            }
            DesignError::Empty => Wording::new("design-empty"),
            DesignError::NoStar => Wording::new("design-no-star"),
        }
    }
}

/// Ready-made designs, by name.
pub const PRESETS: &[(&str, &str)] = &[
    ("centre", "5b@F6"),
    ("corners", "1b@A1 2b@K1 3b@A11 4b@K11"),
    ("two-stars", "6b@B2 9b@J10"),
    ("checkers", "2a@A6 8b@F1 4b@F11 7b@K6"),
];

impl Design {
    /// Reads a design: a preset's name, or pieces like `3b@F6 7a@A1` (commas or spaces between).
    pub fn parse(text: &str) -> Result<Self, DesignError> {
        let wanted = text.trim().to_ascii_lowercase();
        let spec = PRESETS
            .iter()
            .find(|(name, _)| *name == wanted)
            .map_or(wanted.as_str(), |(_, spec)| spec);
        let mut pieces = [None; MINI_BOARDS];
        let mut count = 0;
        let mut stars_bonus = false;
        for word in spec.split([',', ' ']).filter(|w| !w.is_empty()) {
            if word == "+10" {
                stars_bonus = true;
                continue;
            }
            let piece = parse_piece(word)?;
            if pieces[..count]
                .iter()
                .flatten()
                .any(|p: &Piece| p.board == piece.board)
            {
                return Err(DesignError::Twice(piece.board));
            }
            if count == MINI_BOARDS {
                return Err(DesignError::Twice(piece.board));
            }
            pieces[count] = Some(piece);
            count += 1;
        }
        if count == 0 {
            return Err(DesignError::Empty);
        }
        let design = Self {
            pieces,
            stars_bonus,
        };
        design.layout()?;
        Ok(design)
    }

    /// "Surprise me": one to four mini-boards, each side and place at random, until a star is
    /// visible.
    pub fn random(rng: &mut impl Rng) -> Self {
        loop {
            let count = rng.random_range(1..=4usize);
            let mut boards: Vec<u8> = (1..=MINI_BOARDS as u8).collect();
            let mut pieces = [None; MINI_BOARDS];
            for slot in pieces.iter_mut().take(count) {
                let board = boards.remove(rng.random_range(0..boards.len()));
                let side = if rng.random_bool(0.5) {
                    Side::New
                } else {
                    Side::Classic
                };
                let room = BOARD - MINI_SIZE + 1;
                *slot = Some(Piece {
                    board,
                    side,
                    row: rng.random_range(0..room),
                    col: rng.random_range(0..room),
                });
            }
            let design = Self {
                pieces,
                stars_bonus: false,
            };
            if design.layout().is_ok() {
                return design;
            }
        }
    }

    /// The mini-boards in the order laid.
    pub fn pieces(&self) -> impl Iterator<Item = &Piece> {
        self.pieces.iter().flatten()
    }

    /// The board: the classic map with each mini-board's squares laid over it in turn.
    pub fn layout(&self) -> Result<Layout, DesignError> {
        let mut rows: Vec<Vec<char>> = Layout::classic_map()
            .iter()
            .map(|r| r.chars().collect())
            .collect();
        for piece in self.pieces() {
            let map = match piece.side {
                Side::Classic => &CLASSIC_SIDES[usize::from(piece.board - 1)],
                Side::New => &NEW_SIDES[usize::from(piece.board - 1)],
            };
            for (r, line) in map.iter().enumerate() {
                for (c, symbol) in line.chars().enumerate() {
                    rows[usize::from(piece.row) + r][usize::from(piece.col) + c] = symbol;
                }
            }
        }
        let rows: Vec<String> = rows.into_iter().map(String::from_iter).collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        Layout::from_map("surprise", &rows).map_err(|e| match e {
            LayoutError::NoStart => DesignError::NoStar,
            other => unreachable!("mini-boards are valid maps: {other}"),
        })
    }
}

fn parse_piece(word: &str) -> Result<Piece, DesignError> {
    let unreadable = || DesignError::Unreadable(word.to_owned());
    let (board_side, square) = word.split_once('@').ok_or_else(unreadable)?;
    let (number, side) = board_side.split_at(board_side.len().saturating_sub(1));
    let board: u8 = number.parse().map_err(|_| unreadable())?;
    if !(1..=MINI_BOARDS as u8).contains(&board) {
        return Err(unreadable());
    }
    let side = match side {
        "a" => Side::Classic,
        "b" => Side::New,
        _ => return Err(unreadable()),
    };
    let square = square.to_ascii_uppercase();
    let col_char = square.chars().next().ok_or_else(unreadable)?;
    if !col_char.is_ascii_uppercase() {
        return Err(unreadable());
    }
    let col = col_char as u8 - b'A';
    let row: u8 = square[1..].parse().map_err(|_| unreadable())?;
    if row == 0 || row > BOARD || col >= BOARD {
        return Err(unreadable());
    }
    let piece = Piece {
        board,
        side,
        row: row - 1,
        col,
    };
    if piece.row + MINI_SIZE > BOARD || piece.col + MINI_SIZE > BOARD {
        return Err(DesignError::OffBoard(square));
    }
    Ok(piece)
}

impl fmt::Display for Design {
    /// The canonical spec: `3b@F6,7a@A1` (and `,+10` with the stars bonus).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut pieces: Vec<String> = self
            .pieces()
            .map(|p| {
                let side = match p.side {
                    Side::Classic => 'a',
                    Side::New => 'b',
                };
                format!("{}{side}@{}{}", p.board, column_name(p.col), p.row + 1)
            })
            .collect();
        if self.stars_bonus {
            pieces.push("+10".to_owned());
        }
        f.write_str(&pieces.join(","))
    }
}
