//! Free for All (rule book 004) through the one game: named words along paths, the book's two
//! worked turns, the area, the bingo, a challenged phony, three rounds, and computer players.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::ai::{self, Level};
use crate::engine::free_for_all::FreeForAllError;
use crate::engine::game::{Command, EndReason, TurnKind};
use crate::engine::lexicon::Lexicon;
use crate::engine::placement::PlacementError;

fn free_for_all(racks: [&str; 2], challenge: ChallengeRule) -> Game {
    arranged_variant(
        Variant::free_for_all(3),
        settings(challenge, EndAdjustment::RuleBook),
        &racks,
        "AEIOUAEIOUAEIOUAEIOUAEIOU",
        0,
    )
}

fn at(name: &str) -> Pos {
    let col = name.as_bytes()[0] - b'A';
    let row: u8 = name[1..].parse().unwrap();
    Pos::new(row - 1, col)
}

/// `player` places "G8=D H8=I" and names `words`.
fn place(player: Seat, tiles_text: &str, words: &[&str]) -> Command {
    let set = TileSet::english();
    let tiles = tiles_text
        .split_whitespace()
        .map(|t| {
            let (square, letter) = t.split_once('=').unwrap();
            let c = letter.chars().next().unwrap();
            let l = set.letter_of(c).unwrap();
            let tile = if c.is_lowercase() {
                Placed::blank(l)
            } else {
                Placed::tile(l)
            };
            (at(square), tile)
        })
        .collect();
    Command::PlayWords {
        player,
        placement: Placement { dir: ACROSS, tiles },
        words: words
            .iter()
            .map(|w| set.parse_letters(w).unwrap())
            .collect(),
    }
}

const DIET: &str = "G8=D H8=I H9=E I9=T";

#[test]
fn the_books_two_turns_score_15_and_19() {
    // "Matt plays the first word, DIET. He then scores for DIET, EDIT and TIDE for a total of
    // 15 points." "Chris plays an R and an S. She then scores for STRIDE, TRIED, and RIDES, for
    // a total of 19 points."
    let words = dictionary(&["DIET", "EDIT", "TIDE", "STRIDE", "TRIED", "RIDES"]);
    let mut game = free_for_all(["DIETAAA", "RSAAAAA"], ChallengeRule::Void);
    game.apply(&place(0, DIET, &["DIET", "EDIT", "TIDE"]), &words)
        .unwrap();
    assert_eq!(game.scores(), vec![15, 0]);
    let outcome = game
        .apply(
            &place(1, "I8=R H10=S", &["STRIDE", "TRIED", "RIDES"]),
            &words,
        )
        .unwrap();
    assert_eq!(game.scores(), vec![15, 19]);
    let TurnKind::Play { scored, .. } = &outcome.turns[0].kind else {
        panic!("a play");
    };
    // The words keep the paths they were read along.
    assert_eq!(scored.words.len(), 3);
    assert_eq!(scored.words[0].word.path.len(), 6);
    assert_eq!(game.rack(1).len(), 7, "the rack is drawn back up to seven");
}

#[test]
fn a_line_play_and_tiles_outside_the_area_are_refused() {
    let any = dictionary(&[]);
    let mut game = free_for_all(["DIETAAA", "RSAAAAA"], ChallengeRule::Double);
    let line = Command::Play {
        player: 0,
        placement: placement(&game, "G8", ACROSS, "DIET"),
    };
    assert_eq!(
        refused(&mut game, &line, &any),
        GameError::FreeForAll(FreeForAllError::NoWords)
    );
    // "Players cannot play tiles outside of this grid."
    let outside = place(0, "H8=D H9=I H10=E H11=T H12=A H13=A", &["DIETAA"]);
    assert_eq!(
        refused(&mut game, &outside, &any),
        GameError::FreeForAll(FreeForAllError::OutsideArea(at("H13")))
    );
    let off_centre = place(0, "D4=D E5=I", &["DI"]);
    assert_eq!(
        refused(&mut game, &off_centre, &any),
        GameError::FreeForAll(FreeForAllError::FirstPlayOffCentre)
    );
    let left_out = place(0, DIET, &["DIE"]);
    assert_eq!(
        refused(&mut game, &left_out, &any),
        GameError::FreeForAll(FreeForAllError::TileLeftOut(at("I9")))
    );
    game.apply(&place(0, DIET, &["DIET"]), &any).unwrap();
    let taken = place(1, "H8=R H10=S", &["RIDES"]);
    assert_eq!(
        refused(&mut game, &taken, &any),
        GameError::Placement(PlacementError::Occupied(at("H8")))
    );
}

#[test]
fn seven_tiles_earn_the_bingo() {
    // "Bingo rules apply."
    let words = dictionary(&["RETAINS"]);
    let mut game = free_for_all(["RETAINS", "AAAAAAA"], ChallengeRule::Void);
    game.apply(
        &place(0, "E8=R F8=E G8=T H8=A I8=I J8=N K8=S", &["RETAINS"]),
        &words,
    )
    .unwrap();
    assert_eq!(game.scores(), vec![7 + 50, 0]);
}

#[test]
fn a_challenged_phony_comes_off_the_board() {
    // "Words are checked under the game's challenge rule."
    let mut game = free_for_all(["DIETAAA", "RSAAAAA"], ChallengeRule::Double);
    game.apply(&place(0, DIET, &["DIET", "TEID"]), &dictionary(&[]))
        .unwrap();
    assert_eq!(game.scores(), vec![10, 0]);
    let words = dictionary(&["DIET"]);
    game.apply(&Command::Challenge { by: 1 }, &words).unwrap();
    assert!(game.board().is_empty());
    assert_eq!(game.scores(), vec![0, 0]);
    assert_eq!(game.rack(0), &rack("DIETAAA"));
}

#[test]
fn the_game_lasts_three_rounds() {
    // "Keep playing until all players have taken three turns (three rounds of play). The player
    // with the highest point total wins the game!"
    let any = dictionary(&["DIET"]);
    let mut game = free_for_all(["DIETAAA", "RSAAAAA"], ChallengeRule::Void);
    game.apply(&place(0, DIET, &["DIET"]), &any).unwrap();
    for turn in 1..6 {
        assert!(!game.is_over(), "turn {turn}");
        let player = game.to_move().unwrap();
        ok(&mut game, &Command::Pass { player });
    }
    let result = game.result().expect("three rounds are over");
    assert_eq!(result.reason, EndReason::RoundsPlayed);
    assert_eq!(result.winners, vec![0]);
    assert_eq!(result.adjustments, vec![0, 0], "no tiles are counted");
    // More rounds, agreed at creation, last longer.
    let mut longer = arranged_variant(
        Variant::free_for_all(4),
        settings(ChallengeRule::Void, EndAdjustment::RuleBook),
        &["DIETAAA", "RSAAAAA"],
        "AEIOU",
        0,
    );
    longer.apply(&place(0, DIET, &["DIET"]), &any).unwrap();
    for _ in 0..5 {
        let player = longer.to_move().unwrap();
        longer.apply(&Command::Pass { player }, &any).unwrap();
    }
    assert!(!longer.is_over(), "three rounds of four");
    for _ in 0..2 {
        let player = longer.to_move().unwrap();
        longer.apply(&Command::Pass { player }, &any).unwrap();
    }
    assert_eq!(longer.result().unwrap().reason, EndReason::RoundsPlayed);
}

#[test]
fn computers_play_three_rounds_of_legal_plays() {
    // "The computer player plays the best three-word play it finds."
    let lexicon = Lexicon::enable();
    let settings = settings(ChallengeRule::Void, EndAdjustment::RuleBook);
    let (mut game, _) = Game::new(Variant::free_for_all(3), settings, 2, 9).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut plays = 0;
    while !game.is_over() {
        let seat = game.to_move().unwrap();
        let command = ai::command(&game, seat, Level::Hard, &lexicon, &mut rng);
        if matches!(command, Command::PlayWords { .. }) {
            plays += 1;
        }
        // Under the void rule every word is checked as it is played.
        game.apply(&command, &lexicon).unwrap();
    }
    assert_eq!(game.result().unwrap().reason, EndReason::RoundsPlayed);
    assert!(plays >= 5, "{plays} plays");
    assert!(game.scores().iter().all(|&s| s > 0));
}
