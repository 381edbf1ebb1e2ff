//! The rule books' own boards as maps: the classic 15x15 board, the Blanks & Blockers sheet and
//! the dice game's 9x9 mat.

use super::map::Layout;

/// The classic 15x15 board (rules/README.md premium squares; the centre star is pink).
const CLASSIC: [&str; 15] = [
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...*...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
];

/// The Blanks & Blockers sheet (rule book 004). The book's picture is lost: this is the classic
/// board with eight Blank squares (`b`) and eight Blocker squares (`x`) on its plain squares, in
/// the classic board's symmetry, the blockers near the centre so they come into play early.
const BLANKS_BLOCKERS: [&str; 15] = [
    "T..d...T...d..T",
    ".D.b.t...t.b.D.",
    "..D...d.d...D..",
    "d..D..x.x..D..d",
    "....D..x..D....",
    ".t.b.t...t.b.t.",
    "..d...d.d...d..",
    "T..dx..*..xd..T",
    "..d...d.d...d..",
    ".t.b.t...t.b.t.",
    "....D..x..D....",
    "d..D..x.x..D..d",
    "..D...d.d...D..",
    ".D.b.t...t.b.D.",
    "T..d...T...d..T",
];

/// The dice game's 9x9 mat (rule book 002). The book's picture of it did not survive, so the
/// mat is defined here from what its text says: the centre star is a pink (double word) square,
/// and its first worked example, HORSE across with the E on the star for 34 ("the H is scored as
/// a triple letter first; the R as a double letter and then the score is doubled"), puts a triple
/// letter four squares from the star and a double letter two squares from it. The rest follows
/// the classic board's symmetry: triple words in the corners, double words on the diagonals.
const DICE_MAT: [&str; 9] = [
    "T.d.t.d.T",
    ".D.t.t.D.",
    "d.D.d.D.d",
    ".t.....t.",
    "t.d.*.d.t",
    ".t.....t.",
    "d.D.d.D.d",
    ".D.t.t.D.",
    "T.d.t.d.T",
];

impl Layout {
    /// The classic 15x15 board.
    pub fn classic() -> Self {
        Self::from_map("classic", &CLASSIC).expect("the classic map is valid")
    }

    /// The classic board's map (the base of Surprise boards).
    pub fn classic_map() -> &'static [&'static str] {
        &CLASSIC
    }

    /// The Blanks & Blockers sheet (see `BLANKS_BLOCKERS`).
    pub fn blanks_blockers() -> Self {
        Self::from_map("blanks-blockers", &BLANKS_BLOCKERS).expect("the sheet's map is valid")
    }

    /// The dice game's 9x9 mat (see `DICE_MAT`).
    pub fn dice_mat() -> Self {
        Self::from_map("dice", &DICE_MAT).expect("the dice mat's map is valid")
    }
}
