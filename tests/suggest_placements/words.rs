//! Seeded random typed words: random letters, and words laid along a line of the board so that
//! they cross its tiles (written as their letters, `.` or in parentheses), some letters in
//! lower case (blanks); and random racks that hold some of the word's letters.

use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::board::Board;
use lexicord::engine::layout::{Direction, Pos};
use lexicord::engine::tiles::{BLANK, Letter, TileSet};

fn random_letter(tiles: &TileSet, rng: &mut ChaCha8Rng) -> Letter {
    rng.random_range(1..=tiles.letter_count() as u8)
}

fn text(tiles: &TileSet, letter: Letter, lower: bool) -> String {
    let label = tiles.label(letter);
    if lower {
        label.to_lowercase()
    } else {
        label.to_owned()
    }
}

/// A word of 2 to 8 squares: along a random line of `board` (its tiles as letters, `.` or in
/// parentheses), or random letters; a letter in lower case now and then.
pub fn typed_word(tiles: &TileSet, board: &Board, rng: &mut ChaCha8Rng) -> String {
    let length: i16 = rng.random_range(2..=8);
    let lower = |rng: &mut ChaCha8Rng| rng.random_bool(0.08);
    if board.is_empty() || rng.random_bool(0.3) {
        return (0..length)
            .map(|_| {
                let letter = random_letter(tiles, rng);
                text(tiles, letter, lower(rng))
            })
            .collect();
    }
    // Start next to a random tile so the word crosses or touches the board's tiles.
    let on_board: Vec<Pos> = board.tiles().map(|(p, _)| p).collect();
    let anchor = on_board[rng.random_range(0..on_board.len())];
    let dir = if rng.random_bool(0.5) {
        Direction::Across
    } else {
        Direction::Down
    };
    let back = rng.random_range(0..length);
    let start = board.step(anchor, dir, -back).unwrap_or(anchor);
    let mut word = String::new();
    for i in 0..length {
        let Some(pos) = board.step(start, dir, i) else {
            break;
        };
        match board.get(pos) {
            Some(tile) => match rng.random_range(0..4) {
                0 => word.push('.'),
                1 => {
                    word.push('(');
                    word.push_str(&text(tiles, tile.letter, tile.blank));
                    word.push(')');
                }
                _ => word.push_str(&text(tiles, tile.letter, rng.random_bool(0.2))),
            },
            None => word.push_str(&text(tiles, random_letter(tiles, rng), lower(rng))),
        }
    }
    word
}

/// A rack of `size` tiles for `word`: most of the word's letters, a blank now and then, the
/// rest random.
pub fn rack_for(tiles: &TileSet, word: &str, size: usize, rng: &mut ChaCha8Rng) -> Vec<u8> {
    let mut rack: Vec<u8> = word
        .chars()
        .filter_map(|c| tiles.letter_of(c))
        .filter(|_| rng.random_bool(0.8))
        .collect();
    rack.shuffle(rng);
    rack.truncate(size);
    while rack.len() < size {
        let tile = if rng.random_bool(0.12) {
            BLANK
        } else {
            random_letter(tiles, rng)
        };
        rack.push(tile);
    }
    rack
}

/// A word from the letters of `rack` (a blank as a random letter in lower case), 2 to 7 long.
pub fn word_from_rack(tiles: &TileSet, rack: &[u8], rng: &mut ChaCha8Rng) -> String {
    let mut letters = rack.to_vec();
    letters.shuffle(rng);
    let length = rng.random_range(2..=7usize).min(letters.len().max(2));
    (0..length)
        .map(|i| match letters.get(i) {
            Some(&BLANK) => text(tiles, random_letter(tiles, rng), true),
            Some(&letter) => text(tiles, letter, false),
            None => text(tiles, random_letter(tiles, rng), false),
        })
        .collect()
}
