//! Every position of the real game records (`tests/fixtures/gcg`, the repository's copy of
//! the shared records), made as a game whose player to move holds a seeded random rack.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::board::Board;
use lexicord::engine::placement::Placement;
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

use super::{check, words};

#[path = "../../benches/support/record_game.rs"]
mod record_game;
use record_game::{game_at, positions, records};

/// Words tried on each position.
const WORDS_PER_POSITION: usize = 3;

/// The board after `plays`.
pub fn board_after(variant: &Variant, plays: &[Placement]) -> Board {
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    for play in plays {
        for &(pos, tile) in &play.tiles {
            board.set(pos, Some(tile));
        }
    }
    board
}

#[test]
fn every_position_of_the_real_records() {
    let started = std::time::Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(28);
    let (mut positions_checked, mut words_checked, mut places, mut recorded) = (0, 0, 0, 0);
    let files = records();
    assert_eq!(files.len(), 111);
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy();
        let Some((variant, positions)) = positions(path) else {
            panic!("{name}: not readable");
        };
        for (index, position) in positions.iter().enumerate() {
            let plays = &position.plays;
            let board = board_after(&variant, plays);
            for _ in 0..WORDS_PER_POSITION {
                let word = words::typed_word(&variant.tiles, &board, &mut rng);
                let rack = words::rack_for(&variant.tiles, &word, 7, &mut rng);
                let game = game_at(&variant, plays, &rack);
                let seat = game.to_move().unwrap();
                places += check(&game, seat, &word, &format!("{name} position {index}"));
                words_checked += 1;
            }
            // The play the record makes next, from the rack it records.
            if let Some((rack, word)) = &position.next
                && let Some(rack) = Rack::parse(&variant.tiles, rack)
                && rack.len() == 7
            {
                let game = game_at(&variant, plays, &rack.tiles());
                let seat = game.to_move().unwrap();
                let context = format!("{name} position {index}, the recorded play");
                recorded += usize::from(check(&game, seat, word, &context) > 0);
            }
            positions_checked += 1;
        }
    }
    eprintln!(
        "{} records, {positions_checked} positions, {words_checked} words, {places} places, \
         {recorded} recorded plays found, {:?}",
        files.len(),
        started.elapsed()
    );
    assert!(places > words_checked, "the words found places: {places}");
    assert!(recorded > 1000, "the recorded plays are found: {recorded}");
}
