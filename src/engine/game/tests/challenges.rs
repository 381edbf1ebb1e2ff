//! Every challenge rule, both outcomes, the challenge window and the final challenge.

use super::*;
use crate::engine::game::{Command, EndReason, TurnKind};

fn game(challenge: ChallengeRule, players: usize) -> Game {
    let racks = ["QIZABCD", "FGHJKLM", "EEEEEEE"];
    arranged(
        settings(challenge, EndAdjustment::RuleBook),
        &racks[..players],
        "NOPRSTUVWXY",
        0,
    )
}

fn qi() -> HashSet<Vec<u8>> {
    dictionary(&["QI"])
}

/// Seat 0 plays the phony ZA (22 points) through the star.
fn play_phony(game: &mut Game) {
    play(game, 0, "H8", ACROSS, "ZA", &qi()).unwrap();
}

fn challenge(game: &mut Game, by: Seat) -> Outcome {
    game.apply(&Command::Challenge { by }, &qi()).unwrap()
}

/// After a phony is challenged off, the board, racks, scores and bag are exactly as before
/// the play, the play is recorded as taken back, and the next player is to move.
fn assert_taken_back(before: &Game, after: &Game, outcome: &Outcome, challenger: Seat) {
    assert_eq!(after.board, before.board);
    assert_eq!(
        after.bag, before.bag,
        "the replacement tiles went back on top"
    );
    assert_eq!(after.rack(0), before.rack(0));
    assert_eq!(after.scores(), before.scores());
    let turn = &outcome.turns[0];
    assert_eq!(turn.player, 0);
    assert_eq!((turn.score, turn.total), (-22, 0));
    let TurnKind::ChallengedOff {
        challenger: by,
        invalid_words,
        ..
    } = &turn.kind
    else {
        panic!("not taken back: {:?}", turn.kind)
    };
    assert_eq!(
        (*by, invalid_words.clone()),
        (challenger, vec!["ZA".to_owned()])
    );
    assert_eq!(
        after.to_move(),
        Some(1),
        "the challenged player lost the turn"
    );
    assert!(after.last_play().is_none());
    assert!(after.challengeable_play().is_none());
}

#[test]
fn every_rule_takes_a_phony_back_exactly() {
    for rule in [
        ChallengeRule::Double,
        ChallengeRule::Single,
        ChallengeRule::FivePoint,
        ChallengeRule::TenPoint,
    ] {
        let mut g = game(rule, 2);
        let before = g.clone();
        play_phony(&mut g);
        assert_eq!(g.bag_len(), before.bag_len() - 2);
        assert!(g.can_challenge(1) && !g.can_challenge(0));
        let outcome = challenge(&mut g, 1);
        assert_taken_back(&before, &g, &outcome, 1);
        assert_eq!(g.scoreless_turns(), 1, "{rule:?}");
    }
}

#[test]
fn double_a_failed_challenge_costs_the_challenger_their_turn() {
    let mut g = game(ChallengeRule::Double, 2);
    play(&mut g, 0, "H8", ACROSS, "QI", &qi()).unwrap();
    let outcome = challenge(&mut g, 1);
    let kinds: Vec<_> = outcome
        .turns
        .iter()
        .map(|t| (t.player, t.kind.clone()))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (0, TurnKind::ChallengeFailed { challenger: 1 }),
            (1, TurnKind::LostTurn)
        ]
    );
    assert_eq!(g.scores(), vec![22, 0]);
    // With two players the challenged player moves again.
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.scoreless_turns(), 1);
}

#[test]
fn double_with_three_players_the_challenger_loses_their_own_next_turn() {
    let mut g = game(ChallengeRule::Double, 3);
    play(&mut g, 0, "H8", ACROSS, "QI", &qi()).unwrap();
    // Seat 2 challenges out of turn; seat 1 still moves next.
    challenge(&mut g, 2);
    assert_eq!(g.to_move(), Some(1));
    let outcome = ok(&mut g, &Command::Pass { player: 1 });
    let kinds: Vec<_> = outcome
        .turns
        .iter()
        .map(|t| (t.player, t.kind.clone()))
        .collect();
    assert_eq!(kinds, vec![(1, TurnKind::Pass), (2, TurnKind::LostTurn)]);
    assert_eq!(g.to_move(), Some(0));
}

#[test]
fn any_other_player_may_challenge_with_three_players() {
    let mut g = game(ChallengeRule::Double, 3);
    let before = g.clone();
    play_phony(&mut g);
    let outcome = challenge(&mut g, 2);
    assert_taken_back(&before, &g, &outcome, 2);
}

#[test]
fn single_a_failed_challenge_costs_nothing() {
    let mut g = game(ChallengeRule::Single, 2);
    play(&mut g, 0, "H8", ACROSS, "QI", &qi()).unwrap();
    let outcome = challenge(&mut g, 1);
    assert_eq!(outcome.turns.len(), 1);
    assert_eq!(outcome.turns[0].score, 0);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.scores(), vec![22, 0]);
    // The play has been judged: it cannot be challenged again.
    let again = Command::Challenge { by: 1 };
    assert_eq!(
        refused(&mut g, &again, &qi()),
        GameError::NothingToChallenge
    );
}

#[test]
fn five_and_ten_point_a_failed_challenge_pays_the_challenged_player() {
    for (rule, bonus) in [(ChallengeRule::FivePoint, 5), (ChallengeRule::TenPoint, 10)] {
        let mut g = game(rule, 2);
        play(&mut g, 0, "H8", ACROSS, "QI", &qi()).unwrap();
        let outcome = challenge(&mut g, 1);
        let turn = &outcome.turns[0];
        assert_eq!(turn.kind, TurnKind::ChallengeFailed { challenger: 1 });
        assert_eq!(
            (turn.player, turn.score, turn.total),
            (0, bonus, 22 + bonus)
        );
        assert_eq!(g.scores(), vec![22 + bonus, 0]);
        assert_eq!(g.to_move(), Some(1));
    }
}

#[test]
fn void_refuses_a_phony_naming_its_words_and_has_no_challenges() {
    let mut g = arranged(
        settings(ChallengeRule::Void, EndAdjustment::RuleBook),
        &["QIZABCD", "AXEEEEE"],
        "NOPRSTUVWXY",
        0,
    );
    let dict = dictionary(&["QI", "AX"]);
    let za = Command::Play {
        player: 0,
        placement: placement(&g, "H8", ACROSS, "ZA"),
    };
    let error = refused(&mut g, &za, &dict);
    assert_eq!(error.to_string(), "not in the dictionary: ZA");
    assert_eq!(g.to_move(), Some(0), "the same player plays again");
    play(&mut g, 0, "H8", ACROSS, "QI", &dict).unwrap();
    assert!(g.challengeable_play().is_none());
    let challenge = Command::Challenge { by: 1 };
    assert_eq!(refused(&mut g, &challenge, &dict), GameError::ChallengesOff);
    // AX under QI also forms QA and IX: every bad word is named.
    let ax = Command::Play {
        player: 1,
        placement: placement(&g, "H9", ACROSS, "AX"),
    };
    assert_eq!(
        refused(&mut g, &ax, &dict),
        GameError::InvalidWords(vec!["QA".into(), "IX".into()])
    );
}

#[test]
fn a_play_can_be_challenged_only_until_the_next_player_moves() {
    let mut g = game(ChallengeRule::Double, 2);
    play_phony(&mut g);
    assert_eq!(g.challengeable_play().unwrap().score, 22);
    ok(&mut g, &Command::Pass { player: 1 });
    assert!(!g.can_challenge(1));
    let late = Command::Challenge { by: 1 };
    assert_eq!(refused(&mut g, &late, &qi()), GameError::NothingToChallenge);
    assert_eq!(g.scores(), vec![22, 0]);
}

/// Seat 0 goes out with AT (4 points) with the bag empty; seat 1 holds Q, Z and a blank.
fn going_out(rule: ChallengeRule) -> Game {
    let mut g = arranged(
        settings(rule, EndAdjustment::RuleBook),
        &["AT", "QZ?"],
        "",
        0,
    );
    play(&mut g, 0, "H8", ACROSS, "AT", &dictionary(&["AT"])).unwrap();
    g
}

#[test]
fn going_out_waits_for_the_final_challenge() {
    let mut g = going_out(ChallengeRule::Double);
    assert!(g.awaiting_final_challenge() && !g.is_over());
    assert_eq!(g.to_move(), Some(1));
    let dict = dictionary(&["AT"]);
    let play_on = Command::Play {
        player: 1,
        placement: placement(&g, "H9", ACROSS, "Q"),
    };
    assert_eq!(
        refused(&mut g, &play_on, &dict),
        GameError::AwaitingFinalChallenge
    );
    let exchange = Command::Exchange {
        player: 1,
        tiles: tiles("Q"),
    };
    assert_eq!(
        refused(&mut g, &exchange, &dict),
        GameError::AwaitingFinalChallenge
    );
    let wrong_player = Command::Pass { player: 0 };
    assert_eq!(
        refused(&mut g, &wrong_player, &dict),
        GameError::NotYourTurn
    );

    // Accepting by passing ends the game.
    let mut accepted = g.clone();
    let outcome = ok(&mut accepted, &Command::Pass { player: 1 });
    assert!(outcome.game_over);
    let result = accepted.result().unwrap();
    assert_eq!(result.reason, EndReason::WentOut { player: 0 });
    assert_eq!(result.final_scores, vec![24, -20]);

    // A failed final challenge ends it too.
    let mut upheld = g.clone();
    upheld.apply(&Command::Challenge { by: 1 }, &dict).unwrap();
    assert_eq!(upheld.result().unwrap().final_scores, vec![24, -20]);

    // A successful one takes the play back and the game goes on.
    let mut phony = g;
    phony.apply(&Command::Challenge { by: 1 }, &qi()).unwrap();
    assert!(!phony.is_over() && !phony.awaiting_final_challenge());
    assert_eq!(phony.rack(0), &rack("AT"));
    assert_eq!(phony.to_move(), Some(1));
    assert!(phony.board().is_empty());
}

#[test]
fn a_time_out_accepts_the_final_play_and_void_ends_at_once() {
    let mut g = going_out(ChallengeRule::FivePoint);
    ok(&mut g, &Command::TimeOut { player: 1 });
    assert!(g.is_over());
    let g = going_out(ChallengeRule::Void);
    assert!(g.is_over());
    assert_eq!(g.scores(), vec![24, -20]);
}

#[test]
fn a_seeded_bag_is_exactly_restored_when_a_play_is_taken_back() {
    let (mut g, _) = Game::new(Variant::classic(), GameSettings::default(), 2, 2024).unwrap();
    let mover = g.to_move().unwrap();
    let before = g.clone();
    let first_two: Vec<(Pos, Placed)> = g.rack(mover).tiles()[..2]
        .iter()
        .zip([Pos::new(7, 7), Pos::new(7, 8)])
        .map(|(&t, pos)| {
            (
                pos,
                if t == BLANK {
                    Placed::blank(1)
                } else {
                    Placed::tile(t)
                },
            )
        })
        .collect();
    let placement = Placement {
        dir: ACROSS,
        tiles: first_two,
    };
    ok(
        &mut g,
        &Command::Play {
            player: mover,
            placement,
        },
    );
    assert_eq!(g.bag_len(), before.bag_len() - 2);
    let challenger = 1 - mover;
    g.apply(&Command::Challenge { by: challenger }, &dictionary(&[]))
        .unwrap();
    assert_eq!(g.bag, before.bag, "same tiles, same order, same RNG state");
    assert_eq!(g.seats[mover], before.seats[mover]);
    assert!(g.board().is_empty());
}
