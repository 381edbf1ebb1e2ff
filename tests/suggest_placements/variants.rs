//! Every variant that plays words in lines, in self-played games (the computer's moves, and
//! blockers put down on random empty squares): at each turn, words from the rack and along the
//! board's lines, for the player to move. Free for All is refused: its tiles go down with
//! `/place`.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use lexicord::engine::ai::{self, Level};
use lexicord::engine::game::{Command, Game, GameSettings, Role};
use lexicord::engine::layout::Pos;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::surprise::Design;
use lexicord::engine::variant::{Feature, Variant};

use super::{check, words};

/// Turns played in each game.
const TURNS: usize = 24;

fn variants() -> Vec<(Variant, [Role; 4])> {
    let standard = [Role::Standard; 4];
    let two_stars = Design::parse("6b@B2 9b@J10 +10").unwrap();
    vec![
        (Variant::nine_tile(), standard),
        (Variant::finish_line(150), standard),
        (Variant::finish_line_by_level(), standard),
        (Variant::dice(false), standard),
        (Variant::dice(true), standard),
        (
            Variant::surprise(Design::parse("centre").unwrap()),
            standard,
        ),
        (Variant::surprise(two_stars), standard),
        (Variant::blanks_blockers(), standard),
        (
            Variant::blanks_blockers(),
            [Role::Rookie, Role::Pro, Role::Standard, Role::Standard],
        ),
        (
            Variant::blanks_blockers(),
            [
                Role::Intermediate,
                Role::Rookie,
                Role::Standard,
                Role::Standard,
            ],
        ),
        (Variant::hyper_race(true), standard),
        (Variant::hyper_race(false), standard),
    ]
}

/// A held blocker goes down on a random empty square, now and then.
fn maybe_block(game: &mut Game, seat: usize, rng: &mut ChaCha8Rng) {
    let just_played = game
        .history()
        .last()
        .is_some_and(|t| t.player == seat && t.kind.is_play());
    if game.is_over() || !just_played || game.blockers_held(seat) == 0 || !rng.random_bool(0.7) {
        return;
    }
    let board = game.board();
    let empty: Vec<Pos> = (0..board.rows())
        .flat_map(|r| (0..board.cols()).map(move |c| Pos::new(r, c)))
        .filter(|&p| board.get(p).is_none() && !game.is_blocked(p))
        .collect();
    let at = empty[rng.random_range(0..empty.len())];
    game.apply(&Command::Block { player: seat, at }, &Lexicon::enable())
        .unwrap_or_else(|e| panic!("blocker at {at}: {e}"));
}

#[test]
fn every_variant_in_self_played_games() {
    let started = std::time::Instant::now();
    let lexicon = Lexicon::enable();
    let (mut words_checked, mut places, mut blocked) = (0, 0, 0);
    for (variant, roles) in variants() {
        for seed in 0..2u64 {
            let context = format!("{} seed {seed}", variant.name);
            let settings = GameSettings {
                roles,
                ..GameSettings::default()
            };
            let (mut game, _) = Game::new(variant.clone(), settings, 2, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for turn in 0..TURNS {
                let Some(seat) = game.to_move() else { break };
                if !game.awaiting_final_challenge() {
                    let tiles = &variant.tiles;
                    let rack = game.rack(seat).tiles();
                    for word in [
                        words::word_from_rack(tiles, &rack, &mut rng),
                        words::typed_word(tiles, game.board(), &mut rng),
                    ] {
                        let here = format!("{context} turn {turn}");
                        places += check(&game, seat, &word, &here);
                        words_checked += 1;
                    }
                }
                let command = if game.awaiting_final_challenge() {
                    Command::Pass { player: seat }
                } else {
                    ai::command(&game, seat, Level::Medium, &lexicon, &mut rng)
                };
                game.apply(&command, &lexicon)
                    .unwrap_or_else(|e| panic!("{context}: {command:?}: {e}"));
                maybe_block(&mut game, seat, &mut rng);
                blocked = blocked.max(game.blocked_squares().count());
            }
        }
    }
    eprintln!(
        "{words_checked} words, {places} places, up to {blocked} blocked squares, {:?}",
        started.elapsed()
    );
    assert!(blocked > 0, "some games had blockers down");
    assert!(places > words_checked, "the words found places: {places}");
}

#[test]
fn free_for_all_is_refused() {
    let (game, _) = Game::new(Variant::free_for_all(3), GameSettings::default(), 2, 1).unwrap();
    let refusal = lexicord::engine::suggest::placements(&game, 0, "HORN").unwrap_err();
    assert_eq!(refusal.feature, Feature::LinePlays);
}
