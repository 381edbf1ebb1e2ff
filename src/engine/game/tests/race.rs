//! Hyper-Race (rule book 004) through the one game: two sides, the first word on your space
//! station, later words connected to your own, no scoring, comets and flying-saucer cards (and
//! their take-back with a challenged play), and the first tile on Earth winning.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::ai::{self, Choice, Level};
use crate::engine::game::{Command, EndReason, SetupError, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::race::CardEffect;

const BAG: &str = "EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEE";

fn race(cards: bool, racks: [&str; 2]) -> Game {
    arranged_variant(
        Variant::hyper_race(cards),
        settings(ChallengeRule::Double, EndAdjustment::RuleBook),
        &racks,
        BAG,
        0,
    )
}

fn any() -> HashSet<Vec<u8>> {
    dictionary(&[])
}

fn at(name: &str) -> Pos {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().unwrap();
    Pos::new(row - 1, col)
}

#[test]
fn the_race_is_for_two_players() {
    // "FOR 2 PLAYERS"
    let racks = vec![rack("AAAAAAA"); 3];
    let error = Game::arranged(
        Variant::hyper_race(true),
        GameSettings::default(),
        racks,
        Bag::stacked(&tiles(BAG)),
        0,
    )
    .unwrap_err();
    assert_eq!(
        error,
        SetupError::TooManyPlayers {
            players: 3,
            most: 2
        }
    );
}

#[test]
fn the_first_word_covers_your_own_station_and_stays_on_your_side() {
    // "Your first word must cover one square of the space station at the top of the board."
    let mut game = race(true, ["AAAAAAA", "AAAAAAA"]);
    let below_station = Command::Play {
        player: 0,
        placement: placement(&game, "C2", DOWN, "AAA"),
    };
    assert_eq!(
        refused(&mut game, &below_station, &any()),
        GameError::FirstWordOffStation
    );
    // "Each player chooses a side of the gameboard to play on": seat 0 has columns A to G.
    let on_their_side = Command::Play {
        player: 0,
        placement: placement(&game, "J1", DOWN, "AAA"),
    };
    assert_eq!(
        refused(&mut game, &on_their_side, &any()).to_string(),
        "J1 is on your opponent's side: your words stay on your own side, columns A to G"
    );
    let across_the_line = Command::Play {
        player: 0,
        placement: placement(&game, "F1", ACROSS, "AAA"),
    };
    assert_eq!(
        refused(&mut game, &across_the_line, &any()),
        GameError::ClosedSquare(at("H1"))
    );
    play(&mut game, 0, "C1", DOWN, "AAA", &any()).unwrap();
    // The second player's first word needs their own station, whatever is on the other side.
    play(&mut game, 1, "K1", DOWN, "AAA", &any()).unwrap();
    // "All words that you play on future turns must connect crossword-style to words that
    // you've played on your side of the board."
    let loose = Command::Play {
        player: 0,
        placement: placement(&game, "E5", DOWN, "AA"),
    };
    assert_eq!(
        refused(&mut game, &loose, &any()),
        GameError::NotConnectedToYourSide
    );
    play(&mut game, 0, "C4", DOWN, "AA", &any()).unwrap();
}

#[test]
fn there_is_no_scoring_and_plays_keep_the_game_going() {
    // "there's no scoring!"
    let mut game = race(false, ["AAAAAAA", "AAAAAAA"]);
    play(&mut game, 0, "B1", DOWN, "AAAAAAA", &any()).unwrap();
    play(&mut game, 1, "J1", DOWN, "AAAAAAA", &any()).unwrap();
    assert_eq!(game.scores(), vec![0, 0]);
    // A game without points must not end after six "scoreless" turns: every word is progress.
    for row in [2, 4, 6, 7] {
        play(&mut game, 0, &format!("C{row}"), ACROSS, "E", &any()).unwrap();
        play(&mut game, 1, &format!("K{row}"), ACROSS, "E", &any()).unwrap();
        assert_eq!(game.scoreless_turns(), 0);
    }
    assert!(!game.is_over());
    assert_eq!(game.history().len(), 10);
    assert_eq!(game.scores(), vec![0, 0]);
    // Passes still count: six in a row end a game nobody can move in, with no winner.
    for _ in 0..3 {
        ok(&mut game, &Command::Pass { player: 0 });
        ok(&mut game, &Command::Pass { player: 1 });
    }
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::ScorelessTurns);
    assert_eq!(result.adjustments, vec![0, 0]);
    assert!(result.is_draw());
}

#[test]
fn a_comet_gives_a_yellow_blank_kept_beside_the_rack() {
    // "Comet: Your spaceship gets a boost! Take a yellow Blank tile from the pile, and keep it
    // in addition to the tiles in your rack."
    let mut game = race(false, ["AAAAAAA", "AAAAAAA"]);
    // B1 down to B5 covers the comet on B5.
    play(&mut game, 0, "B1", DOWN, "AAAAA", &any()).unwrap();
    assert_eq!((game.yellow_blanks(0), game.yellow_supply()), (1, 11));
    assert_eq!(game.rack(0).len(), 8);
}

#[test]
fn comets_and_fuel_pods_give_nothing_once_the_pile_is_empty() {
    // "12 yellow Blank tiles": when the pile is empty, a comet or a fuel-pod card gives none.
    let mut game = race(true, ["AAAAAAA", "AAAAAAA"]);
    game.extras.yellow_supply = 0;
    // B1 down to B5 covers the comet on B5; C1 to C3 would cover a saucer.
    play(&mut game, 0, "B1", DOWN, "AAAAA", &any()).unwrap();
    assert_eq!((game.yellow_blanks(0), game.yellow_supply()), (0, 0));
    play(&mut game, 1, "J1", DOWN, "AAA", &any()).unwrap();
    play(&mut game, 0, "C3", ACROSS, "E", &any()).unwrap();
    let drawn = game.cards_drawn_by(2);
    assert_eq!(drawn[0].effect, CardEffect::YellowBlank);
    assert_eq!((game.yellow_blanks(0), game.rack(0).len()), (0, 7));
}

#[test]
fn a_flying_saucer_draws_a_card_and_a_challenged_play_puts_it_back() {
    // "Flying Saucers: ... Draw the top card from the deck, read it aloud, then do what it
    // says." The arranged game's deck is in printed order: a fuel pod first.
    let mut game = race(true, ["AAAAAAA", "AAAAAAA"]);
    assert_eq!(game.cards_left(), 30);
    // C1 down to C3 covers the saucer on C3.
    let outcome = play(&mut game, 0, "C1", DOWN, "AAA", &any()).unwrap();
    assert!(matches!(outcome.turns[0].kind, TurnKind::Play { .. }));
    let drawn = game.cards_drawn_by(0);
    assert_eq!(drawn.len(), 1);
    assert_eq!(drawn[0].effect, CardEffect::YellowBlank);
    assert_eq!((game.yellow_blanks(0), game.cards_left()), (1, 29));
    // AAA is not a word: the challenge takes the play, the card and its blank back.
    let words = dictionary(&["AA"]);
    game.apply(&Command::Challenge { by: 1 }, &words).unwrap();
    assert!(game.board().is_empty());
    assert_eq!(
        (
            game.yellow_blanks(0),
            game.yellow_supply(),
            game.cards_left()
        ),
        (0, 12, 30)
    );
    assert_eq!(game.rack(0).len(), 7);
    assert!(game.cards_drawn_by(0).is_empty());
}

#[test]
fn without_cards_a_saucer_does_nothing() {
    // "For a shorter game, play without using the card deck. Just ignore any flying saucer
    // squares that you cover."
    let mut game = race(false, ["AAAAAAA", "AAAAAAA"]);
    play(&mut game, 0, "C1", DOWN, "AAA", &any()).unwrap();
    assert!(game.cards_drawn_by(0).is_empty());
    assert_eq!((game.yellow_blanks(0), game.cards_left()), (0, 0));
}

#[test]
fn a_meteor_card_costs_the_next_turn_and_the_deck_comes_from_the_seed() {
    // The game's deck is shuffled from its seed: the same seed draws the same cards.
    let variant = Variant::hyper_race(true);
    let (a, _) = Game::new(variant.clone(), GameSettings::default(), 2, 11).unwrap();
    let (b, _) = Game::new(variant.clone(), GameSettings::default(), 2, 11).unwrap();
    let (c, _) = Game::new(variant, GameSettings::default(), 2, 12).unwrap();
    assert_eq!(a.extras.deck, b.extras.deck);
    assert_ne!(a.extras.deck, c.extras.deck);
    // In printed order the 11th card is a meteor shower: draw ten first.
    let mut game = race(true, ["AAAAAAA", "AAAAAAA"]);
    game.extras.cards_drawn = game.extras.deck[..10]
        .iter()
        .map(|&card| (0, card))
        .collect();
    play(&mut game, 0, "C1", DOWN, "AAA", &any()).unwrap();
    assert_eq!(
        game.cards_drawn_by(0).last().unwrap().effect,
        CardEffect::LoseNextTurn
    );
    play(&mut game, 1, "K1", DOWN, "AAA", &any()).unwrap();
    // Seat 0's turn is skipped: seat 1 is to move again.
    assert_eq!(game.to_move(), Some(1));
    assert_eq!(game.history().last().unwrap().kind, TurnKind::LostTurn);
}

#[test]
fn the_first_tile_on_earth_wins() {
    // "The first player to place a tile on a bottom-row Earth square while making a word wins
    // the game!"
    let mut game = race(false, ["AAAAAAA", "AAAAAAA"]);
    play(&mut game, 0, "B1", DOWN, "AAAAAAA", &any()).unwrap();
    play(&mut game, 1, "J1", DOWN, "AAAAAAA", &any()).unwrap();
    play(&mut game, 0, "B8", DOWN, "EEEEEEE", &any()).unwrap();
    play(&mut game, 1, "J8", DOWN, "EEEEEEE", &any()).unwrap();
    assert!(!game.is_over(), "row 14 is not Earth");
    play(&mut game, 0, "B15", DOWN, "E", &any()).unwrap();
    // Under the double challenge the last play waits for its challenge; a pass accepts it.
    assert!(game.awaiting_final_challenge());
    ok(&mut game, &Command::Pass { player: 1 });
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::ReachedEarth { player: 0 });
    assert_eq!(result.winners, vec![0]);
    assert_eq!(result.final_scores, vec![0, 0]);
}

#[test]
fn the_computer_starts_on_its_station_and_steers_toward_earth() {
    // "Try to steer your words toward the Earth squares at the bottom of the board."
    let lexicon = Lexicon::enable();
    let settings = settings(ChallengeRule::Double, EndAdjustment::RuleBook);
    let (mut game, _) = Game::new(Variant::hyper_race(true), settings, 2, 5).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut plays = 0;
    while !game.is_over() && plays < 60 {
        let seat = game.to_move().unwrap();
        if game.awaiting_final_challenge() {
            ok(&mut game, &Command::Pass { player: seat });
            break;
        }
        let level = if seat == 0 { Level::Hard } else { Level::Easy };
        let choice = ai::choose(&game, seat, level, &lexicon, &mut rng);
        if let Choice::Play(m) = &choice {
            for (pos, _, new) in m.word() {
                assert!(!new || crate::engine::race::side_of(pos) == Some(seat));
            }
        }
        game.apply(&choice.command(seat), &lexicon).unwrap();
        plays += 1;
    }
    let result = game.result().expect("someone reaches Earth");
    let EndReason::ReachedEarth { player } = result.reason else {
        panic!("{result:?}");
    };
    assert_eq!(result.winners, vec![player]);
    assert!(
        game.board()
            .tiles()
            .any(|(pos, _)| pos.row == 14 && crate::engine::race::side_of(pos) == Some(player))
    );
}
