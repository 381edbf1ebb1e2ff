//! The pre-endgame (one tile in the bag) against brute force: for a play, every unseen tile in
//! turn (each copy on its own) is the one the bag holds, the play draws it, and the plain
//! minimax solves the endgame that follows with the opponent to move; the play's value is the
//! mean over those draws, and its wins the share of them won. Positions come from seeded games
//! played until the bag is empty, both racks cut short and one tile set aside as the bag's.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

mod endgames;
use endgames::{cut, game_with_empty_bag, minimax};

use lexicord::engine::endgame::{EndgamePosition, PreEndgamePosition, value_of_play};
use lexicord::engine::game::EndAdjustment;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{Move, all_moves};
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

/// Positions compared, and plays of each.
const POSITIONS: usize = 12;
const PLAYS_EACH: usize = 3;

/// The play's mean spread and share of draws won, by brute force over each unseen tile.
fn brute_force(
    variant: &Variant,
    lexicon: &Lexicon,
    position: &PreEndgamePosition,
    play: &Move,
    spread_now: i32,
) -> (f64, f64) {
    let value = |rack: &Rack| rack.value(&variant.tiles) as i32;
    let mut board = position.board.clone();
    let mut kept = position.rack.clone();
    for (pos, tile) in play.placement().tiles {
        board.set(pos, Some(tile));
        assert!(kept.remove(tile.rack_tile()));
    }
    let points = play.score() as i32;
    let scoreless = if points > 0 {
        0
    } else {
        position.scoreless_turns + 1
    };
    let unseen = position.unseen.tiles();
    let (mut spread, mut wins) = (0.0, 0.0);
    for (i, &drawn) in unseen.iter().enumerate() {
        let mut theirs = Rack::empty(variant.tiles.letter_count());
        for (j, &tile) in unseen.iter().enumerate() {
            if j != i {
                theirs.add(tile);
            }
        }
        let mut mine = kept.clone();
        mine.add(drawn);
        let this = if scoreless >= variant.scoreless_turn_limit {
            points - value(&mine) + value(&theirs)
        } else {
            points - minimax(variant, lexicon, &board, &theirs, &mine, scoreless)
        };
        spread += f64::from(this);
        wins += match (spread_now + this).signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        };
    }
    let draws = unseen.len() as f64;
    (spread / draws, wins / draws)
}

/// A pre-endgame from the seeded game `seed`: the mover's rack cut to one or two tiles, the
/// opponent's to one or two, and one more of the opponent's tiles as the bag's.
fn short_pre_endgame(
    seed: u64,
    lexicon: &Lexicon,
    rng: &mut ChaCha8Rng,
) -> Option<PreEndgamePosition> {
    let game = game_with_empty_bag(seed, lexicon, EndAdjustment::RuleBook)?;
    let full = EndgamePosition::from_game(&game).ok()?;
    if full.racks[1].len() < 2 {
        return None;
    }
    let mine = rng.random_range(1..=2).min(full.racks[0].len());
    let theirs = rng.random_range(1..=2).min(full.racks[1].len() - 1);
    Some(PreEndgamePosition {
        board: full.board.clone(),
        rack: cut(&full.racks[0], mine, rng),
        // The opponent's tiles and the bag's, which the mover cannot tell apart.
        unseen: cut(&full.racks[1], theirs + 1, rng),
        scoreless_turns: rng.random_range(0..=4),
    })
}

#[test]
fn a_play_is_worth_the_mean_of_the_endgames_after_each_draw() {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let (mut compared, mut seed, mut mixed) = (0, 0, 0);
    while compared < POSITIONS * PLAYS_EACH {
        seed += 1;
        let Some(position) = short_pre_endgame(seed, &lexicon, &mut rng) else {
            continue;
        };
        let plays = all_moves(&variant, &lexicon, &position.board, &position.rack);
        let spread_now = rng.random_range(-20..=20);
        for play in plays.choose_multiple(&mut rng, PLAYS_EACH) {
            let found =
                value_of_play(&variant, &lexicon, &position, play, spread_now, u64::MAX).unwrap();
            let (spread, wins) = brute_force(&variant, &lexicon, &position, play, spread_now);
            assert!(
                (found.spread - spread).abs() < 1e-9,
                "seed {seed}: {found:?} against {spread} for {play:?} in {position:?}"
            );
            assert!((found.wins - wins).abs() < 1e-9, "seed {seed}: {found:?}");
            assert!(found.proven && found.depth.is_none());
            let mut distinct = position.unseen.tiles();
            distinct.dedup();
            assert_eq!(found.draws, distinct.len());
            // Draws that do not all end the same way: the weighing is what is checked.
            mixed += usize::from(wins > 0.0 && wins < 1.0);
            compared += 1;
        }
    }
    assert!(mixed > 0, "no play whose draws differed in result");
}
