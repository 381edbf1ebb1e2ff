//! `engine::suggest::placements` against brute force: on every position of the real game
//! records kept in `tests/fixtures/gcg` and on self-played games of every variant, for seeded
//! random typed words and racks, the places suggested are exactly the squares and directions
//! where a `/play` of the word passes the game's full move validation (`Game::apply` with a
//! word list that accepts every word), with the score the game records; and the list is sorted
//! and capped as the autocomplete needs.

mod brute;
mod records;
mod variants;
mod words;

use std::collections::BTreeSet;

use lexicord::engine::dictionary::AnyWord;
use lexicord::engine::game::{Command, Game, Seat};
use lexicord::engine::notation::parse_play;
use lexicord::engine::suggest::{MAX_SUGGESTIONS, Suggestion, all_placements, placements};

/// What is compared: square (row, column), down or not, score.
type Key = (u8, u8, bool, u32);

fn key(s: &Suggestion) -> Key {
    (
        s.square.row,
        s.square.col,
        s.direction == lexicord::engine::layout::Direction::Down,
        s.score,
    )
}

/// Checks one typed word for the player to move in `game`; returns how many places it has.
fn check(game: &Game, seat: Seat, word: &str, context: &str) -> usize {
    let all = all_placements(game, seat, word).unwrap();
    let suggested: BTreeSet<Key> = all.iter().map(key).collect();
    assert_eq!(
        suggested.len(),
        all.len(),
        "{context} {word}: one per place"
    );
    let expected = brute::places(game, seat, word);
    assert_eq!(
        suggested,
        expected,
        "{context} {word}: suggested (left) and brute force (right) differ; rack {:?}",
        game.rack(seat).to_text(&game.variant().tiles)
    );
    // Sorted: score down, then square, across before down.
    let order: Vec<(std::cmp::Reverse<u32>, u8, u8, bool)> = all
        .iter()
        .map(|s| {
            let (r, c, d, score) = key(s);
            (std::cmp::Reverse(score), r, c, d)
        })
        .collect();
    assert!(order.is_sorted(), "{context} {word}: sorted");
    let capped = placements(game, seat, word).unwrap();
    assert_eq!(capped.len(), all.len().min(MAX_SUGGESTIONS));
    assert_eq!(
        capped[..],
        all[..capped.len()],
        "{context} {word}: the cap keeps the best"
    );
    // What the player is told to type plays as suggested.
    for s in &capped {
        let placement = parse_play(&game.variant().tiles, game.board(), &s.value, &s.word)
            .unwrap_or_else(|e| panic!("{context} {word}: {} {}: {e}", s.value, s.word));
        let mut played = game.clone();
        let outcome = played
            .apply(
                &Command::Play {
                    player: seat,
                    placement,
                },
                &AnyWord,
            )
            .unwrap_or_else(|e| panic!("{context} {word}: {}: {e}", s.label));
        assert_eq!(
            outcome.turns[0].score, s.score as i32,
            "{context}: {}",
            s.label
        );
    }
    all.len()
}
