//! Plays, exchanges, passes and time-outs, and every way a command is refused.

use super::*;
use crate::engine::game::{Command, TurnKind};
use crate::engine::placement::PlacementError;

fn double() -> GameSettings {
    settings(ChallengeRule::Double, EndAdjustment::RuleBook)
}

#[test]
fn a_play_scores_draws_back_up_and_passes_the_turn() {
    let mut game = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOP", 0);
    let dict = dictionary(&["QI"]);
    let outcome = play(&mut game, 0, "H8", ACROSS, "QI", &dict).unwrap();
    assert_eq!(outcome.turns[0].score, 22);
    assert_eq!(outcome.turns[0].total, 22);
    assert_eq!(outcome.turns[0].rack, rack("QIABCDE"));
    assert!(!outcome.game_over);
    assert_eq!(game.rack(0), &rack("ABCDENO"));
    assert_eq!(game.bag_len(), 1);
    assert_eq!(game.to_move(), Some(1));
    assert_eq!(game.scoreless_turns(), 0);
}

#[test]
fn refused_commands_leave_the_game_unchanged() {
    let mut game = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOPRSTUVW", 0);
    let dict = dictionary(&["QI"]);
    let pass1 = Command::Pass { player: 1 };
    assert_eq!(refused(&mut game, &pass1, &dict), GameError::NotYourTurn);
    let ghost = Command::Pass { player: 7 };
    assert_eq!(
        refused(&mut game, &ghost, &dict),
        GameError::UnknownPlayer(7)
    );

    let zq = Command::Play {
        player: 0,
        placement: placement(&game, "H8", ACROSS, "ZQ"),
    };
    let error = refused(&mut game, &zq, &dict);
    assert!(matches!(error, GameError::TilesNotOnRack(_)), "{error:?}");
    assert_eq!(error.to_string(), "you do not have Z on your rack");
    let blank = Command::Play {
        player: 0,
        placement: placement(&game, "H8", ACROSS, "Qi"),
    };
    assert_eq!(
        refused(&mut game, &blank, &dict).to_string(),
        "you do not have a blank on your rack"
    );

    let off_star = Command::Play {
        player: 0,
        placement: placement(&game, "A1", ACROSS, "QI"),
    };
    assert!(matches!(
        refused(&mut game, &off_star, &dict),
        GameError::Placement(PlacementError::FirstPlayOffStart(_))
    ));

    let challenge = Command::Challenge { by: 1 };
    assert_eq!(
        refused(&mut game, &challenge, &dict),
        GameError::NothingToChallenge
    );

    play(&mut game, 0, "H8", ACROSS, "QI", &dict).unwrap();
    let own = Command::Challenge { by: 0 };
    assert_eq!(refused(&mut game, &own, &dict), GameError::OwnPlay);
    let gap = Command::Play {
        player: 1,
        placement: Placement {
            dir: ACROSS,
            tiles: vec![(Pos::new(0, 0), Placed::tile(tiles("F")[0]))],
        },
    };
    assert_eq!(
        refused(&mut game, &gap, &dict),
        GameError::Placement(PlacementError::NotConnected)
    );
}

#[test]
fn exchange_swaps_tiles_through_the_bag() {
    let mut game = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOPRSTU", 0);
    let outcome = ok(
        &mut game,
        &Command::Exchange {
            player: 0,
            tiles: tiles("QA"),
        },
    );
    // New tiles are drawn first, then the old ones are mixed in (the bottom of a stacked bag).
    assert_eq!(game.rack(0), &rack("IBCDENO"));
    assert_eq!(game.bag_len(), 7);
    assert_eq!(game.bag.contents(26), rack("PRSTUQA"));
    assert_eq!(
        outcome.turns[0].kind,
        TurnKind::Exchange { tiles: tiles("AQ") }
    );
    assert_eq!(game.scoreless_turns(), 1);
    assert_eq!(game.to_move(), Some(1));
}

#[test]
fn exchange_needs_seven_tiles_in_the_bag_and_tiles_from_the_rack() {
    let dict = dictionary(&[]);
    let mut short = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOPRST", 0);
    let swap = |t: &str| Command::Exchange {
        player: 0,
        tiles: tiles(t),
    };
    let error = refused(&mut short, &swap("Q"), &dict);
    assert_eq!(
        error,
        GameError::ExchangeBagTooSmall {
            in_bag: 6,
            needed: 7
        }
    );
    assert_eq!(
        error.to_string(),
        "you cannot exchange with only 6 tiles left in the bag (at least 7 needed)"
    );

    let mut game = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOPRSTU", 0);
    assert_eq!(
        refused(&mut game, &swap(""), &dict),
        GameError::ExchangeNothing
    );
    assert_eq!(
        refused(&mut game, &swap("QQZ"), &dict).to_string(),
        "you do not have Z on your rack; you have only 1 Q on your rack, not 2"
    );
    assert_eq!(
        refused(&mut game, &swap("??"), &dict).to_string(),
        "you do not have a blank on your rack"
    );
    assert_eq!(
        refused(
            &mut game,
            &Command::Exchange {
                player: 0,
                tiles: vec![40]
            },
            &dict
        )
        .to_string(),
        "you do not have tile number 40 on your rack"
    );
    // Exactly seven in the bag is enough, even to swap the whole rack.
    ok(&mut game, &swap("QIABCDE"));
    assert_eq!(game.rack(0), &rack("NOPRSTU"));
}

#[test]
fn a_nine_tile_rack_cannot_swap_more_tiles_than_the_bag_holds() {
    let mut game = arranged_variant(
        Variant::nine_tile(),
        double(),
        &["ABCDEFGHI", "JKLMNOPQR"],
        "STUVWXYZ",
        0,
    );
    let all = Command::Exchange {
        player: 0,
        tiles: tiles("ABCDEFGHI"),
    };
    assert_eq!(
        refused(&mut game, &all, &dictionary(&[])),
        GameError::ExchangeBagTooSmall {
            in_bag: 8,
            needed: 9
        }
    );
}

#[test]
fn an_exchange_of_tiles_not_on_the_rack_says_so_before_counting_the_bag() {
    let mut game = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOPRSTU", 0);
    let thousands = Command::Exchange {
        player: 0,
        tiles: tiles(&"Q".repeat(3000)),
    };
    let error = refused(&mut game, &thousands, &dictionary(&[]));
    assert!(matches!(error, GameError::TilesNotOnRack(_)), "{error:?}");
    let text = error.to_string();
    assert!(
        text.contains("only 1 Q") && text.contains("not 3000"),
        "{text}"
    );
    assert!(text.chars().count() < 80, "quoted as an excerpt: {text}");
    // Too few in the bag for tiles the player does hold is still the bag's fault.
    let mut short = arranged(double(), &["QIABCDE", "FGHJKLM"], "NOP", 0);
    let swap = Command::Exchange {
        player: 0,
        tiles: tiles("QI"),
    };
    assert!(matches!(
        refused(&mut short, &swap, &dictionary(&[])),
        GameError::ExchangeBagTooSmall { .. }
    ));
}

#[test]
fn passes_and_time_outs_are_scoreless_turns() {
    let mut game = arranged(double(), &["QIABCDE", "FGHJKLM"], "", 0);
    let outcome = ok(&mut game, &Command::Pass { player: 0 });
    assert_eq!(outcome.turns[0].kind, TurnKind::Pass);
    let outcome = ok(&mut game, &Command::TimeOut { player: 1 });
    assert_eq!(outcome.turns[0].kind, TurnKind::TimeOut);
    assert_eq!(outcome.turns[0].player, 1);
    assert_eq!(game.scoreless_turns(), 2);
    assert_eq!(game.to_move(), Some(0));
}

#[test]
fn a_play_scoring_nothing_is_a_scoreless_turn() {
    let mut game = arranged(double(), &["??ABCDE", "FGHJKLM"], "NOPRSTU", 0);
    ok(&mut game, &Command::Pass { player: 0 });
    ok(&mut game, &Command::Pass { player: 1 });
    let outcome = play(&mut game, 0, "H8", ACROSS, "qi", &dictionary(&[])).unwrap();
    assert_eq!(outcome.turns[0].score, 0);
    assert_eq!(game.scoreless_turns(), 3);
}

#[test]
fn four_players_take_turns_around_the_table() {
    let mut game = arranged(
        double(),
        &["AAAAAAA", "EEEEEEE", "IIIIIII", "OOOOOOO"],
        "UUUUUUUUUUUUUU",
        2,
    );
    let dict = dictionary(&[]);
    let mut movers = Vec::new();
    for _ in 0..5 {
        let mover = game.to_move().unwrap();
        movers.push(mover);
        ok(&mut game, &Command::Pass { player: mover });
    }
    assert_eq!(movers, vec![2, 3, 0, 1, 2]);
    // Seat 3 plays, and any other player (not only the next) may challenge it.
    play(&mut game, 3, "H8", ACROSS, "OO", &dict).unwrap();
    assert!(game.can_challenge(1) && game.can_challenge(2) && !game.can_challenge(3));
    assert_eq!(game.scoreless_turns(), 0);
}

#[test]
fn the_bag_and_unseen_tiles_are_counted_from_the_players_view() {
    let game = Game::new(Variant::classic(), double(), 2, 9).unwrap().0;
    let unseen = game.unseen_by(0);
    assert_eq!(unseen.len(), 100 - 7);
    let mut all = unseen.clone();
    for tile in game.rack(0).tiles() {
        all.add(tile);
    }
    assert_eq!(all.counts(), TileSet::english().distribution());
}
