//! The draw for first play, dealing, player counts and determinism.

use super::*;
use crate::engine::dictionary::AnyWord;
use crate::engine::game::{Command, ReplayError, SetupError, draw_for_order};

#[test]
fn nearest_a_goes_first_and_play_passes_around_the_table() {
    let mut bag = Bag::stacked(&tiles("MCQ"));
    let draw = draw_for_order(&mut bag, 3);
    assert_eq!(
        draw.rounds,
        vec![vec![
            (0, tiles("M")[0]),
            (1, tiles("C")[0]),
            (2, tiles("Q")[0])
        ]]
    );
    assert_eq!((draw.first, draw.order.clone()), (1, vec![1, 2, 0]));
    assert_eq!(bag.len(), 3, "the drawn tiles go back into the bag");
}

#[test]
fn a_tie_for_first_is_redrawn_and_a_blank_beats_every_letter() {
    // Seats 0 and 1 both draw A and redraw: seat 0 gets E, seat 1 a blank, which wins.
    let mut bag = Bag::stacked(&tiles("AAC E?"));
    let draw = draw_for_order(&mut bag, 3);
    let [a, c, e] = [tiles("A")[0], tiles("C")[0], tiles("E")[0]];
    assert_eq!(
        draw.rounds,
        vec![vec![(0, a), (1, a), (2, c)], vec![(0, e), (1, BLANK)]]
    );
    assert_eq!(draw.first, 1);
    assert_eq!(draw.order, vec![1, 2, 0]);
    assert_eq!(bag.contents(26), rack("AACE?"));
}

#[test]
fn each_player_draws_a_full_rack_in_order_of_play() {
    let bag = Bag::stacked(&tiles("ZB ABCDEFG HIJKLMN"));
    let (game, draw) = Game::with_bag(Variant::classic(), GameSettings::default(), 2, bag).unwrap();
    assert_eq!(draw.first, 1);
    // The draw's Z and B went to the bottom; seat 1 dealt first.
    assert_eq!(game.rack(1), &rack("ABCDEFG"));
    assert_eq!(game.rack(0), &rack("HIJKLMN"));
    assert_eq!(game.bag_len(), 2);
    assert_eq!(game.to_move(), Some(1));
}

#[test]
fn a_seeded_game_deals_from_the_whole_set() {
    let (game, draw) = Game::new(Variant::classic(), GameSettings::default(), 4, 11).unwrap();
    assert_eq!(draw.order.len(), 4);
    assert_eq!(game.to_move(), Some(draw.first));
    assert_eq!(game.bag_len(), 100 - 4 * 7);
    for seat in 0..4 {
        assert_eq!(game.rack(seat).len(), 7);
        // Unseen by a player: the bag and the three other racks.
        assert_eq!(game.unseen_by(seat).len(), 72 + 21);
    }
    let nine = Game::new(Variant::nine_tile(), GameSettings::default(), 3, 11)
        .unwrap()
        .0;
    assert_eq!(nine.rack(0).len(), 9);
}

#[test]
fn a_game_has_two_to_four_players() {
    for bad in [0, 1, 5] {
        assert_eq!(
            Game::new(Variant::classic(), GameSettings::default(), bad, 1).unwrap_err(),
            SetupError::PlayerCount(bad)
        );
    }
    let racks = vec![rack("A"), rack("B")];
    assert_eq!(
        Game::arranged(
            Variant::classic(),
            GameSettings::default(),
            racks,
            Bag::stacked(&[]),
            2
        )
        .unwrap_err(),
        SetupError::NoSuchFirstPlayer(2)
    );
}

/// A few commands valid in any seeded 2-player game: the first player lays two rack tiles
/// through the star, the next exchanges three tiles, then both pass.
fn script(game: &Game) -> Vec<Command> {
    let first = game.to_move().unwrap();
    let second = 1 - first;
    let rack_tiles = game.rack(first).tiles();
    let as_placed = |t: u8| {
        if t == BLANK {
            Placed::blank(1)
        } else {
            Placed::tile(t)
        }
    };
    let placement = Placement {
        dir: ACROSS,
        tiles: vec![
            (Pos::new(7, 7), as_placed(rack_tiles[0])),
            (Pos::new(7, 8), as_placed(rack_tiles[1])),
        ],
    };
    vec![
        Command::Play {
            player: first,
            placement,
        },
        Command::Exchange {
            player: second,
            tiles: game.rack(second).tiles()[..3].to_vec(),
        },
        Command::Pass { player: first },
        Command::TimeOut { player: second },
    ]
}

#[test]
fn same_seed_and_commands_give_the_same_game() {
    let new = |seed| {
        Game::new(Variant::classic(), GameSettings::default(), 2, seed)
            .unwrap()
            .0
    };
    let mut a = new(42);
    let mut b = new(42);
    assert_eq!(a, b);
    let commands = script(&a);
    for command in &commands {
        a.apply(command, &AnyWord).unwrap();
        b.apply(command, &AnyWord).unwrap();
    }
    assert_eq!(a, b);
    assert_eq!(a.history().len(), 4);
    let replayed = Game::replay(
        Variant::classic(),
        GameSettings::default(),
        2,
        42,
        &commands,
        &AnyWord,
    )
    .unwrap();
    assert_eq!(replayed, a);
    // Another seed deals other racks.
    assert_ne!(new(43).rack(0), new(42).rack(0));
}

#[test]
fn replay_names_the_first_refused_command() {
    let game = Game::new(Variant::classic(), GameSettings::default(), 2, 5)
        .unwrap()
        .0;
    let mover = game.to_move().unwrap();
    let commands = [
        Command::Pass { player: mover },
        Command::Pass { player: mover },
    ];
    assert_eq!(
        Game::replay(
            Variant::classic(),
            GameSettings::default(),
            2,
            5,
            &commands,
            &AnyWord
        ),
        Err(ReplayError::Command {
            index: 1,
            error: GameError::NotYourTurn
        })
    );
}
