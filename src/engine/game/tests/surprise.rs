//! SCRABBLE Surprise (rule book 004) through the one game: boards designed from mini-boards,
//! any star to start on, quadruple squares, and Wild squares that give yellow blanks, played
//! like blanks, kept beside the seven, not counted in a bingo, and given back with a phony.

use super::*;
use crate::engine::game::{Command, TurnKind};
use crate::engine::layout::SpecialSquare;
use crate::engine::surprise::{Design, DesignError};

fn surprise(spec: &str) -> Variant {
    Variant::surprise(Design::parse(spec).unwrap())
}

fn game_on(spec: &str, racks: &[&str], bag: &str) -> Game {
    arranged_variant(
        surprise(spec),
        settings(ChallengeRule::Double, EndAdjustment::RuleBook),
        racks,
        bag,
        0,
    )
}

fn any() -> HashSet<Vec<u8>> {
    dictionary(&[])
}

/// Bag, racks and board hold the tiles the game began with (two racks and `BAG`) plus the
/// yellow blanks taken.
fn assert_conserved(game: &Game) {
    let racks: usize = (0..game.player_count()).map(|s| game.rack(s).len()).sum();
    assert_eq!(
        game.bag_len() + racks + game.board().tiles().count(),
        14 + BAG.len() + usize::from(game.yellow_blanks_in_play())
    );
    assert_eq!(
        game.yellow_supply() + game.yellow_blanks_in_play(),
        12,
        "12 yellow blanks in all"
    );
}

const BAG: &str = "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

#[test]
fn a_design_lays_mini_boards_over_the_classic_board_and_needs_a_visible_star() {
    // "Place one or more mini-boards on top of the classic board, in any location you'd like
    // ... You can even overlap them. Just make sure that at least one ★ space is visible."
    let centre = Design::parse("centre").unwrap();
    assert_eq!(centre.to_string(), "5b@F6");
    let layout = centre.layout().unwrap();
    let at = |name: &str| {
        let col = name.as_bytes()[0] - b'A';
        let row: u8 = name[1..].parse().unwrap();
        layout.square(Pos::new(row - 1, col))
    };
    assert_eq!(
        at("H6").special,
        Some(SpecialSquare::Blank),
        "a Wild square"
    );
    assert_eq!(at("G7").letter_multiplier, 4, "Quadruple Letter");
    assert!(at("H8").start && at("H8").word_multiplier == 2, "the star");
    assert_eq!(at("A1").word_multiplier, 3, "the classic board outside");
    // Overlapping: the one laid later lies on top.
    let both = Design::parse("1b@F6, 5a@F6").unwrap();
    assert_eq!(both.to_string(), "1b@F6,5a@F6");
    let top = both.layout().unwrap();
    assert_eq!(
        top.square(Pos::new(5, 5)).word_multiplier,
        1,
        "5a's plain corner"
    );
    // Several stars: "you may start on any of these spaces".
    let two = Design::parse("two-stars").unwrap().layout().unwrap();
    assert_eq!(two.start_squares().count(), 3);
    // Bad designs say why.
    assert_eq!(Design::parse("1a@F6"), Err(DesignError::NoStar));
    assert_eq!(
        Design::parse("3b@L2"),
        Err(DesignError::OffBoard("L2".into()))
    );
    assert_eq!(Design::parse("3b@A1 3a@F6"), Err(DesignError::Twice(3)));
    assert!(matches!(
        Design::parse("12b@A1"),
        Err(DesignError::Unreadable(_))
    ));
    assert_eq!(Design::parse(" , "), Err(DesignError::Empty));
    // "Surprise me" always leaves a star.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(4);
    for _ in 0..200 {
        let design = Design::random(&mut rng);
        assert_eq!(Design::parse(&design.to_string()), Ok(design));
    }
}

#[test]
fn any_star_may_start_the_game_and_counts_as_a_double_word() {
    // "the center ★ square might be anywhere on the board, and there may be more than one of
    // them. In such a case, you may start on any of these spaces. All ★ squares count as
    // double word premium squares."
    let mut game = game_on("two-stars", &["CATSEEE", "EEEEEEE"], BAG);
    // Board 6b at B2 has its star at D4: CAT across C4-E4.
    let outcome = play(&mut game, 0, "C4", ACROSS, "CAT", &any()).unwrap();
    assert_eq!(outcome.turns[0].score, (3 + 1 + 1) * 2);
}

#[test]
fn quadruple_letter_and_word_squares_multiply_by_four() {
    // "These squares play just like Triple Letter and Triple Word squares, except that you
    // multiply by 4 instead of 3."
    let mut game = game_on("1b@F6", &["HORSEAA", "XOEEEEE"], BAG);
    play(&mut game, 0, "F8", ACROSS, "HORSE", &any()).unwrap();
    // X on G7, a Quadruple Letter, over the O of HORSE: 8 x 4 + 1.
    let xo = play(&mut game, 1, "G7", DOWN, "XO", &any()).unwrap();
    assert_eq!(xo.turns[0].score, 33);
    // A, A down F6-F7 onto the H: F6 is a Quadruple Word, so AAH scores x4; the A on F7 also
    // makes AX across, on plain squares.
    let aah = play(&mut game, 0, "F6", DOWN, "AAH", &any()).unwrap();
    assert_eq!(aah.turns[0].score, (1 + 1 + 4) * 4 + (1 + 8));
}

#[test]
fn covering_a_wild_square_takes_a_yellow_blank_kept_beside_the_seven() {
    // "If, on your turn, you cover a "Wild" space while playing a word, take one yellow Blank
    // tile from the pile. Keep it in addition to the tiles on your rack."
    let mut game = game_on("centre", &["HORSEAB", "EEEEEEE"], BAG);
    // HORSE across F8-J8 covers the Wild squares F8 and J8 and the star.
    let outcome = play(&mut game, 0, "F8", ACROSS, "HORSE", &any()).unwrap();
    assert_eq!(outcome.turns[0].score, 8 * 2);
    assert_eq!(game.yellow_blanks(0), 2);
    assert_eq!(game.yellow_supply(), 10);
    assert_eq!(
        game.rack(0).len(),
        9,
        "seven tan tiles and two yellow blanks"
    );
    assert_eq!(game.rack(0).count(BLANK), 2);
    assert_conserved(&game);
    // "You may play the Blank on any future turn, just as you would play a tan blank tile."
    ok(&mut game, &Command::Pass { player: 1 });
    let with_yellow = play(&mut game, 0, "H6", DOWN, "aaR", &any()).unwrap();
    assert_eq!(game.yellow_blanks(0), 1, "H6 was Wild: one used, one taken");
    assert_eq!(with_yellow.turns[0].score, 1, "blanks score 0");
    assert_conserved(&game);
    // Yellow blanks are not exchanged.
    ok(&mut game, &Command::Pass { player: 1 });
    let error = refused(
        &mut game,
        &Command::Exchange {
            player: 0,
            tiles: vec![BLANK],
        },
        &any(),
    );
    assert_eq!(error, GameError::YellowBlankKept);
}

#[test]
fn a_bingo_must_use_seven_tan_tiles() {
    // "Note: Bingo rules apply, as long as the Bingo uses all seven (tan) letters in your
    // rack."
    let variant = surprise("centre");
    let mut game = arranged_variant(
        variant,
        settings(ChallengeRule::Double, EndAdjustment::RuleBook),
        &["HORSEAB", "EEEEEEE"],
        "CDEFGHIJKLMNOPQRSTUVWXYZ",
        0,
    );
    play(&mut game, 0, "F8", ACROSS, "HORSE", &any()).unwrap();
    ok(&mut game, &Command::Pass { player: 1 });
    // Seat 0 holds A B C D E F G and two yellow blanks. Seven tiles, one of them a yellow
    // blank: six tan tiles, no bingo.
    let rack: String = game.rack(0).to_text(&TileSet::english());
    assert_eq!(rack, "ABCDEFG??");
    let placement = placement(&game, "F9", ACROSS, "AbCDEFg");
    let scored = game.check_play(0, &placement).unwrap();
    assert_eq!(
        scored.bonus, 50,
        "seven tiles would be a bingo on the classic count"
    );
    let six_tan = play(&mut game, 0, "A9", ACROSS, "ABCDEFg", &any()).unwrap();
    let TurnKind::Play { scored, .. } = &six_tan.turns[0].kind else {
        panic!("a play");
    };
    assert_eq!(scored.bonus, 0, "a yellow blank is not one of the seven");
}

#[test]
fn a_phony_challenged_off_gives_its_yellow_blanks_back_and_the_pile_runs_out() {
    let mut game = game_on("centre", &["HORSEAB", "EEEEEEE"], BAG);
    play(&mut game, 0, "F8", ACROSS, "HORSE", &any()).unwrap();
    let outcome = game
        .apply(&Command::Challenge { by: 1 }, &dictionary(&["CAT"]))
        .unwrap();
    assert!(matches!(
        outcome.turns[0].kind,
        TurnKind::ChallengedOff { .. }
    ));
    assert_eq!(game.yellow_blanks(0), 0, "the awards went back");
    assert_eq!(game.yellow_supply(), 12);
    assert_eq!(game.rack(0).to_text(&TileSet::english()), "ABEHORS");
    assert_conserved(&game);

    // "take one yellow Blank tile from the pile": with one left, only one is taken.
    let variant = Variant {
        yellow_blanks: 1,
        ..surprise("centre")
    };
    let mut game = arranged_variant(
        variant,
        settings(ChallengeRule::Double, EndAdjustment::RuleBook),
        &["HORSEAB", "EEEEEEE"],
        BAG,
        0,
    );
    play(&mut game, 0, "F8", ACROSS, "HORSE", &any()).unwrap();
    assert_eq!((game.yellow_blanks(0), game.yellow_supply()), (1, 0));
}

#[test]
fn the_optional_ten_points_for_joining_two_stars() {
    // "You might also consider adding a 10 point bonus for any play which connects the letter
    // matrix of one star to the letter matrix of another star."
    for (spec, bonus) in [("7b@B2 +10", 10), ("7b@B2", 0)] {
        let design = Design::parse(spec).unwrap();
        assert_eq!(design.stars_bonus, bonus == 10);
        let mut game = game_on(spec, &["HORSEAA", "AAAAEEE"], BAG);
        // HORSE on the centre star, D8-H8; then A A A A down from the star at D4 onto its H.
        let first = play(&mut game, 0, "D8", ACROSS, "HORSE", &any()).unwrap();
        let TurnKind::Play { scored, .. } = &first.turns[0].kind else {
            panic!("a play");
        };
        assert_eq!(scored.stars_joined, 0, "one star covered, nothing joined");
        let joining = play(&mut game, 1, "D4", DOWN, "AAAAH", &any()).unwrap();
        let TurnKind::Play { scored, .. } = &joining.turns[0].kind else {
            panic!("a play");
        };
        assert_eq!(scored.stars_joined, bonus, "{spec}");
        let words: u32 = scored.words.iter().map(|w| w.score).sum();
        assert_eq!(scored.score, words + bonus);
    }
    assert_eq!(Design::parse("7b@B2 +10").unwrap().to_string(), "7b@B2,+10");
}
