//! Blanks & Blockers (rule book 004) through the one game: Blank and Blocker squares, yellow
//! blanks and blockers taken while their piles last, blockers put down "in addition to playing
//! your word", the squares they close, a Rookie replacing one, roles, and a challenged play's
//! awards going back.

use super::*;
use crate::engine::game::{Command, Role, TurnKind};
use crate::engine::layout::{Layout, SpecialSquare};

const BAG: &str = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

fn at(name: &str) -> Pos {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().unwrap();
    Pos::new(row - 1, col)
}

fn game_with(roles: [Role; 2], racks: &[&str]) -> Game {
    let mut settings = settings(ChallengeRule::Double, EndAdjustment::RuleBook);
    settings.roles[..2].copy_from_slice(&roles);
    arranged_variant(Variant::blanks_blockers(), settings, racks, BAG, 0)
}

/// `/blocker`: `player` puts a held blocker on the square named `name`.
fn block(player: Seat, name: &str) -> Command {
    Command::Block {
        player,
        at: at(name),
    }
}

fn any() -> HashSet<Vec<u8>> {
    dictionary(&[])
}

#[test]
fn the_sheet_has_eight_blank_and_eight_blocker_squares_and_the_piles_12_and_8() {
    // "12 yellow Blank tiles, 8 black Blocker tiles"
    let layout = Layout::blanks_blockers();
    let count = |kind| {
        layout
            .positions()
            .filter(|&p| layout.square(p).special == Some(kind))
            .count()
    };
    assert_eq!(count(SpecialSquare::Blank), 8);
    assert_eq!(count(SpecialSquare::Blocker), 8);
    let game = game_with([Role::Standard; 2], &["AAAAAAA", "AAAAAAA"]);
    assert_eq!((game.yellow_supply(), game.blocker_supply()), (12, 8));
}

#[test]
fn covering_a_blocker_square_takes_a_blocker_to_put_on_any_empty_square() {
    // "Blockers: Take one Blocker tile from the pile. You may play it immediately, or keep it
    // in addition to the seven tiles in your rack, to play on any future turn."
    let mut game = game_with([Role::Standard; 2], &["HORSEAA", "EEEEEEE"]);
    // HORSE across D8-H8: E8 is a Blocker square.
    play(&mut game, 0, "D8", ACROSS, "HORSE", &any()).unwrap();
    assert_eq!((game.blockers_held(0), game.blocker_supply()), (1, 7));
    assert_eq!(game.rack(0).len(), 7, "the blocker is beside the rack");
    // "You may play it immediately": before the next player moves.
    let outcome = ok(&mut game, &block(0, "I8"));
    assert_eq!(outcome.turns[0].kind, TurnKind::Blocked { at: at("I8") });
    assert!(game.is_blocked(at("I8")));
    assert_eq!(
        game.to_move(),
        Some(1),
        "putting a blocker down ends no turn"
    );
    // "No tile can be played on a square with a Blocker."
    let over_blocker = Command::Play {
        player: 1,
        placement: placement(&game, "D8", ACROSS, "HORSEE"),
    };
    let error = refused(&mut game, &over_blocker, &any());
    assert_eq!(error, GameError::Blocked(at("I8")));
    // "Play the tile on any empty square": not a filled one, and only with one in hand.
    let error = refused(&mut game, &block(0, "A1"), &any());
    assert_eq!(error, GameError::NoBlocker);
}

#[test]
fn pros_take_nothing_intermediates_take_blanks_and_only_rookies_replace_blockers() {
    // "In Pro versus Rookie games, only Rookies may take Blank tiles ... only Rookies may take
    // Blocker tiles", "you may allow that player to follow the rules for Blanks, but not for
    // Blockers", "a Rookie may replace a Blocker tile with a letter tile ... Pros are not
    // allowed to do this."
    assert!(!Role::Pro.takes_blanks() && !Role::Pro.takes_blockers());
    assert!(Role::Intermediate.takes_blanks() && !Role::Intermediate.takes_blockers());
    assert!(Role::Rookie.replaces_blockers() && !Role::Standard.replaces_blockers());

    // A Pro covers a Blocker square and takes nothing, and is told why /blocker is refused.
    let mut game = game_with([Role::Pro, Role::Rookie], &["HORSEAA", "EEEEEEE"]);
    play(&mut game, 0, "D8", ACROSS, "HORSE", &any()).unwrap();
    assert_eq!((game.blockers_held(0), game.blocker_supply()), (0, 8));
    let error = refused(&mut game, &block(0, "A1"), &any());
    assert_eq!(error, GameError::RoleTakesNoBlockers(Role::Pro));
    assert_eq!(
        error.to_string(),
        "the pro role takes no blockers: only rookies and standard players do"
    );

    // A Rookie takes one, puts it down; the Pro cannot play over it, the Rookie can.
    let mut game = game_with([Role::Rookie, Role::Pro], &["HORSEAA", "EEEEEEE"]);
    play(&mut game, 0, "D8", ACROSS, "HORSE", &any()).unwrap();
    ok(&mut game, &block(0, "I8"));
    let over_blocker = Command::Play {
        player: 1,
        placement: placement(&game, "D8", ACROSS, "HORSEE"),
    };
    let error = refused(&mut game, &over_blocker, &any());
    assert_eq!(error, GameError::Blocked(at("I8")));
    ok(&mut game, &Command::Pass { player: 1 });
    play(&mut game, 0, "D8", ACROSS, "HORSEA", &any()).unwrap();
    assert!(!game.is_blocked(at("I8")), "the Rookie's A replaced it");
    assert_eq!(game.blocker_supply(), 8, "back in the pile");
}

#[test]
fn a_challenged_off_play_gives_back_its_blocker_even_once_put_down() {
    let mut game = game_with([Role::Standard; 2], &["HORSEAA", "EEEEEEE"]);
    play(&mut game, 0, "D8", ACROSS, "HORSE", &any()).unwrap();
    ok(&mut game, &block(0, "A1"));
    game.apply(&Command::Challenge { by: 1 }, &dictionary(&["CAT"]))
        .unwrap();
    assert!(game.board().is_empty());
    assert!(!game.is_blocked(at("A1")), "the blocker came off the board");
    assert_eq!((game.blockers_held(0), game.blocker_supply()), (0, 8));
}

#[test]
fn a_blocker_command_reads_back_from_the_log() {
    let tiles = TileSet::english();
    let command = block(1, "K11");
    let text = crate::engine::game::command_text::encode(&command, &tiles);
    assert_eq!(text, "block 1 K11");
    assert_eq!(
        crate::engine::game::command_text::decode(&text, &tiles),
        Some(command)
    );
}
