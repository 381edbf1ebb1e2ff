//! Where Free for All tiles go: the 9x9 area at the centre of the sheet, its squares'
//! neighbours in eight directions, and the shape a play must have.

use super::error::FreeForAllError;
use crate::engine::board::Board;
use crate::engine::layout::{Layout, Pos};
use crate::engine::tiles::Placed;

/// Rows and columns of the 9x9 area: D4 to L12 on the 15x15 grid.
pub const AREA: std::ops::RangeInclusive<u8> = 3..=11;

/// "The first word must cover the center square."
pub const CENTRE: Pos = Pos::new(7, 7);

/// The Free for All sheet: `#` outside the area (no tile goes there), `+` the centre.
const SHEET: [&str; 15] = [
    "###############",
    "###############",
    "###############",
    "###.........###",
    "###.........###",
    "###.........###",
    "###.........###",
    "###....+....###",
    "###.........###",
    "###.........###",
    "###.........###",
    "###.........###",
    "###############",
    "###############",
    "###############",
];

/// The Free for All sheet (see the module's documentation).
pub fn sheet() -> Layout {
    Layout::from_map("free-for-all", &SHEET).expect("the Free for All sheet's map is valid")
}

/// Whether `pos` is inside the 9x9 area: "Players cannot play tiles outside of this grid."
pub fn in_area(pos: Pos) -> bool {
    AREA.contains(&pos.row) && AREA.contains(&pos.col)
}

/// The up to eight squares next to `pos`: "horizontally, vertically or diagonally".
pub fn neighbours(pos: Pos) -> impl Iterator<Item = Pos> {
    const STEPS: [(i8, i8); 8] = [
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];
    STEPS.into_iter().filter_map(move |(dr, dc)| {
        let row = pos.row.checked_add_signed(dr)?;
        let col = pos.col.checked_add_signed(dc)?;
        let next = Pos::new(row, col);
        in_area(next).then_some(next)
    })
}

/// Checks where a play's tiles go: inside the area (empty squares are the placement's own
/// check), the first play on the centre with two tiles or more, later plays touching a tile
/// already on the board in one of the eight directions.
pub fn check_shape(board: &Board, new: &[(Pos, Placed)]) -> Result<(), FreeForAllError> {
    if let Some(&(pos, _)) = new.iter().find(|(pos, _)| !in_area(*pos)) {
        return Err(FreeForAllError::OutsideArea(pos));
    }
    if board.is_empty() {
        if !new.iter().any(|&(pos, _)| pos == CENTRE) {
            return Err(FreeForAllError::FirstPlayOffCentre);
        }
        if new.len() < 2 {
            return Err(FreeForAllError::FirstPlayTooShort);
        }
    } else if !new
        .iter()
        .any(|&(pos, _)| neighbours(pos).any(|n| board.get(n).is_some()))
    {
        return Err(FreeForAllError::NotTouching);
    }
    Ok(())
}
