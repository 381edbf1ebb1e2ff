//! The rule books' five-turn scoring example, played through a game.

use super::*;
use crate::engine::game::TurnKind;

#[test]
fn rule_book_example_turns_score_14_9_25_16_16() {
    // Seat 0 holds HORN, then draws T, E, B, I for PASTE and BIT; seat 1 holds FARM's F, A, M
    // and MOB's O, B.
    let mut game = arranged(
        settings(ChallengeRule::Double, EndAdjustment::RuleBook),
        &["HORNPAS", "FAMOBXY"],
        "TEBI UUU TVVWW KK LLL",
        0,
    );
    let dict = dictionary(&[
        "HORN", "FARM", "PASTE", "FARMS", "MOB", "NOT", "BE", "BIT", "PI", "AT",
    ]);
    let turns = [
        (0, "F8", ACROSS, "HORN", 14, vec!["HORN"]),
        (1, "H6", DOWN, "FARM", 9, vec!["FARM"]),
        (0, "F10", ACROSS, "PASTE", 25, vec!["PASTE", "FARMS"]),
        (1, "H9", ACROSS, "MOB", 16, vec!["MOB", "NOT", "BE"]),
        (0, "E11", ACROSS, "BIT", 16, vec!["BIT", "PI", "AT"]),
    ];
    let set = TileSet::english();
    for (player, at, dir, word, score, words) in turns {
        let outcome = play(&mut game, player, at, dir, word, &dict).unwrap();
        let turn = &outcome.turns[0];
        assert_eq!(turn.player, player);
        assert_eq!(turn.score, score, "{word}");
        let TurnKind::Play { scored, .. } = &turn.kind else {
            panic!("not a play")
        };
        let spelled: Vec<String> = scored
            .words
            .iter()
            .map(|w| set.spell(&w.word.tiles))
            .collect();
        assert_eq!(spelled, words);
        assert_eq!(game.rack(player).len(), 7, "draws back up to seven");
    }
    assert_eq!(game.scores(), vec![14 + 25 + 16, 9 + 16]);
    // The R of HORN lies on the centre star.
    let r = set.letter_of('R').unwrap();
    assert_eq!(game.board().get(Pos::new(7, 7)), Some(Placed::tile(r)));
    assert_eq!(game.last_play().unwrap().score, 16);
    assert_eq!(game.to_move(), Some(1));
}
