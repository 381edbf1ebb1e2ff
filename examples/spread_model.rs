//! The figures of the simulation's win-chance model (`engine/ai/sim/win.rs`): plays hard
//! against hard and, at every turn, notes the spread of the player on turn and the tiles
//! still to be played (bag and both racks); at the end, how far the final spread landed from
//! it. Prints the mean of that difference (the on-turn advantage) and its variance per tile
//! still to be played (the sum of squared deviations over the sum of tiles, a ratio
//! estimate), with the same ratio by ranges of tiles to show how well a straight line fits:
//!
//! `cargo run --release --example spread_model -- --games 2000`

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::game::{ChallengeRule, Command, Game, GameSettings};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::variant::Variant;

/// One turn: the player on turn, their spread, the tiles still to be played.
struct Note {
    seat: usize,
    spread: i32,
    tiles: usize,
}

/// Plays one game; returns its notes with the final spread of each note's player.
fn play(seed: u64, lexicon: &Lexicon) -> Vec<(Note, i32)> {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    let (mut game, _) = Game::new(Variant::classic(), settings, 2, seed).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut notes = Vec::new();
    while let Some(seat) = game.to_move() {
        let command = if game.awaiting_final_challenge() {
            Command::Pass { player: seat }
        } else {
            notes.push(Note {
                seat,
                spread: game.score(seat) - game.score(1 - seat),
                tiles: game.bag_len() + game.rack(0).len() + game.rack(1).len(),
            });
            ai::command(&game, seat, Level::Hard, lexicon, &mut rng)
        };
        game.apply(&command, lexicon)
            .expect("computer moves are legal");
    }
    let scores = &game.result().expect("the game is over").final_scores;
    notes
        .into_iter()
        .map(|n| {
            let last = scores[n.seat] - scores[1 - n.seat];
            (n, last)
        })
        .collect()
}

fn main() {
    let mut games = 2000u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" => games = args.next().and_then(|v| v.parse().ok()).expect("--games N"),
            other => panic!("unknown option {other}"),
        }
    }
    let lexicon = Lexicon::enable();
    let notes: Vec<(Note, i32)> = (1..=games).flat_map(|seed| play(seed, &lexicon)).collect();
    let with_tiles: Vec<&(Note, i32)> = notes.iter().filter(|(n, _)| n.tiles > 0).collect();
    let count = with_tiles.len() as f64;
    let drift = with_tiles
        .iter()
        .map(|(n, last)| f64::from(last - n.spread))
        .sum::<f64>()
        / count;
    let ratio = |range: std::ops::Range<usize>| {
        let (mut squares, mut tiles, mut n) = (0.0, 0.0, 0);
        for (note, last) in with_tiles.iter().filter(|(n, _)| range.contains(&n.tiles)) {
            squares += (f64::from(last - note.spread) - drift).powi(2);
            tiles += note.tiles as f64;
            n += 1;
        }
        (squares / tiles, n)
    };
    println!(
        "{games} games, {} turns with tiles to play",
        with_tiles.len()
    );
    println!("on-turn advantage (mean final - spread): {drift:.2} points");
    println!(
        "variance per tile left: {:.2} points²",
        ratio(0..usize::MAX).0
    );
    for range in [1..8, 8..15, 15..30, 30..50, 50..70, 70..101] {
        let (per_tile, n) = ratio(range.clone());
        println!("  tiles {range:?}: {per_tile:.2} per tile ({n} turns)");
    }
}
