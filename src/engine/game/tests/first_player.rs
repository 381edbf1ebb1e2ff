//! A first player given before the game (a tournament pairing): no draw for first play.

use super::*;
use crate::engine::game::SetupError;

fn first(seat: Seat) -> GameSettings {
    GameSettings {
        first_player: Some(seat),
        ..GameSettings::default()
    }
}

#[test]
fn a_given_first_player_moves_first_without_a_draw() {
    // Seat 1 would win the draw (B before Z); seat 0 is given.
    let bag = Bag::stacked(&tiles("ZB ABCDEFG HIJKLMN"));
    let (game, draw) = Game::with_bag(Variant::classic(), first(0), 2, bag).unwrap();
    assert!(draw.rounds.is_empty(), "nobody draws: {draw:?}");
    assert_eq!((draw.first, draw.order.clone()), (0, vec![0, 1]));
    assert_eq!(game.to_move(), Some(0));
    // Seat 0 is dealt first, straight from the top of the bag.
    assert_eq!(game.rack(0), &rack("ZBABCDE"));
}

#[test]
fn play_goes_around_the_table_from_the_given_first_player() {
    for seed in 0..8 {
        let (game, draw) = Game::new(Variant::classic(), first(2), 4, seed).unwrap();
        assert_eq!(draw.order, vec![2, 3, 0, 1]);
        assert_eq!(game.to_move(), Some(2));
    }
}

#[test]
fn the_dice_game_skips_the_roll_for_a_given_first_player() {
    for seed in 0..8 {
        let (game, draw) = Game::new(Variant::dice(false), first(1), 2, seed).unwrap();
        assert!(draw.rounds.is_empty());
        assert_eq!(game.to_move(), Some(1));
    }
}

#[test]
fn a_given_first_player_without_a_seat_is_refused() {
    let error = Game::new(Variant::classic(), first(2), 2, 1).unwrap_err();
    assert_eq!(error, SetupError::NoSuchFirstPlayer(2));
}
