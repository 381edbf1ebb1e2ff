//! Which of a typed word's new letters come from blanks: an upper-case letter the rack holds
//! too few of is played with a blank from the rack (rule 6), on whichever of that letter's
//! squares scores best, the game itself judging and scoring each choice.

use crate::engine::game::{Game, Seat};
use crate::engine::layout::Pos;
use crate::engine::placement::Placement;
use crate::engine::tiles::{BLANK, Letter, Placed};

/// The best way to play a placement from the rack: its score and the squares where a letter
/// typed in upper case is a blank.
pub(super) struct Best {
    pub score: u32,
    pub blanked: Vec<Pos>,
}

/// The highest-scoring legal way to play `placement` (as the notation read it) from `seat`'s
/// rack: as few upper-case letters turned into blanks as the rack needs (a blank instead of a
/// held tile never scores more), each choice of which ones tried. `None` when the rack cannot
/// supply the tiles even with its blanks, or the game refuses the placement.
pub(super) fn best_play(game: &Game, seat: Seat, placement: &Placement) -> Option<Best> {
    let rack = game.rack(seat);
    let letters = game.variant().tiles.letter_count();
    let mut typed = vec![0u8; letters + 1];
    for &(_, tile) in &placement.tiles {
        typed[usize::from(tile.rack_tile())] += 1;
    }
    // For each letter the rack is short of: the indices of its upper-case tiles, and how many
    // of them must be blanks.
    let mut short: Vec<(Vec<usize>, usize)> = Vec::new();
    let mut blanks_needed = usize::from(typed[usize::from(BLANK)]);
    for (letter, &count) in typed.iter().enumerate().skip(1) {
        let missing = count.saturating_sub(rack.count(letter as Letter));
        if missing > 0 {
            let at = (0..placement.tiles.len())
                .filter(|&i| placement.tiles[i].1 == Placed::tile(letter as Letter))
                .collect();
            short.push((at, usize::from(missing)));
            blanks_needed += usize::from(missing);
        }
    }
    if blanks_needed > usize::from(rack.count(BLANK)) {
        return None;
    }
    let mut best: Option<Best> = None;
    for chosen in choices(&short) {
        let mut tried = placement.clone();
        for &i in &chosen {
            tried.tiles[i].1 = Placed::blank(tried.tiles[i].1.letter);
        }
        // Whether a placement is legal does not depend on which tiles are blanks once the rack
        // holds them: the first refusal settles every choice.
        let scored = game.play_score(seat, &tried).ok()?;
        if best.as_ref().is_none_or(|b| scored.score > b.score) {
            best = Some(Best {
                score: scored.score,
                blanked: chosen.iter().map(|&i| tried.tiles[i].0).collect(),
            });
        }
    }
    best
}

/// Every choice of tiles to turn into blanks: for each short letter, every set of `missing`
/// of its tiles; the empty choice when nothing is short.
fn choices(short: &[(Vec<usize>, usize)]) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for (at, missing) in short {
        let mut next = Vec::new();
        for picked in subsets(at, *missing) {
            for before in &all {
                let mut choice: Vec<usize> = before.clone();
                choice.extend(&picked);
                next.push(choice);
            }
        }
        all = next;
    }
    all
}

/// Every subset of `k` items of `items`, in lexical order of positions.
fn subsets(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &first) in items.iter().enumerate() {
        if items.len() - i < k {
            break;
        }
        for mut rest in subsets(&items[i + 1..], k - 1) {
            rest.insert(0, first);
            out.push(rest);
        }
    }
    out
}
