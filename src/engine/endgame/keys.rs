//! Position hashes for the transposition table (Zobrist hashing): one random-looking key per
//! tile on a square and per copy of a tile on a rack, combined by exclusive or, so a play
//! changes the hash by the keys of the tiles it moves.

use crate::engine::layout::Pos;
use crate::engine::tiles::Placed;

/// A fixed 64-bit mix (splitmix64's finaliser): the same keys every run, so a search is
/// repeatable.
const fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The key of `tile` lying on `pos` (a blank apart from the letter it stands for).
pub(super) fn square_key(pos: Pos, tile: Placed) -> u64 {
    let code = u64::from(tile.letter) | if tile.blank { 0x80 } else { 0 };
    mix(0x5155_0000_0000 | u64::from(pos.row) << 24 | u64::from(pos.col) << 16 | code)
}

/// The key of the `copy`-th (from 1) copy of rack tile `tile` on a rack. A rack's hash is the
/// exclusive or of the keys of the copies it holds, whoever holds it.
pub(super) fn rack_key(tile: u8, copy: u8) -> u64 {
    mix(0x5241_0000_0000 | u64::from(tile) << 8 | u64::from(copy))
}

/// What the second player's rack hash is turned by, so that swapping the two racks changes
/// the position's hash.
pub(super) fn second_rack(hash: u64) -> u64 {
    mix(hash ^ 0x5345_434F_4E44)
}

/// The key of whose turn it is and how many scoreless turns lead up to it.
pub(super) fn turn_key(side: usize, scoreless: u8) -> u64 {
    mix(0x5455_0000_0000 | (side as u64) << 8 | u64::from(scoreless))
}

/// The key of `code` (a tile's letter, with 0x40 for a blank) at `index` along a line: on the
/// line itself (`step` 0), or `step` squares across from an empty square of it (0x40 added
/// for the squares after it).
pub(super) fn line_key(index: usize, step: u8, code: u8) -> u64 {
    mix(0x4C49_0000_0000 | (index as u64) << 16 | u64::from(step) << 8 | u64::from(code))
}

/// What a line's state hash is turned by to key its plays for one side and one line.
pub(super) fn line_slot(side: usize, dir: usize, line: usize) -> u64 {
    LINE_SLOTS[side][dir][line]
}

/// [`line_slot`] worked out once for every side, direction and line (at most 32 a direction).
static LINE_SLOTS: [[[u64; 32]; 2]; 2] = {
    let mut slots = [[[0; 32]; 2]; 2];
    let mut side = 0;
    while side < 2 {
        let mut dir = 0;
        while dir < 2 {
            let mut line = 0;
            while line < 32 {
                slots[side][dir][line] =
                    mix(0x534C_0000_0000 | (side as u64) << 16 | (dir as u64) << 8 | line as u64);
                line += 1;
            }
            dir += 1;
        }
        side += 1;
    }
    slots
};

/// What each tile of a run across a square multiplies the run's hash by (odd, so that each
/// step is one to one).
const RUN_STEP: u64 = 0x9E37_79B9_7F4A_7C15;

/// Adds the tile `code` (or the 0xFF between the runs before and after a square) to a run's
/// hash, nearest tile first.
pub(super) fn run_step(run: u64, code: u8) -> u64 {
    (run ^ u64::from(code)).wrapping_mul(RUN_STEP)
}

/// The key of an empty square at `index` along a line whose runs of tiles across it hash to
/// `run` (see [`run_step`]): one mix for the whole run, not one per tile.
pub(super) fn run_key(index: usize, run: u64) -> u64 {
    mix(run ^ (0x5255 << 48 | (index as u64) << 40))
}
