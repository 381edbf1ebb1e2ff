//! End of the game: going out in both conventions, scoreless turns, Finish Line, resignation,
//! and the tie-break.

use super::*;
use crate::engine::game::{Command, EndReason, TurnKind};

fn void(adjustment: EndAdjustment) -> GameSettings {
    settings(ChallengeRule::Void, adjustment)
}

#[test]
fn going_out_rule_book_each_loses_own_tiles_and_the_player_out_gains_them() {
    let mut g = arranged(void(EndAdjustment::RuleBook), &["AT", "QZ?"], "", 0);
    let outcome = play(&mut g, 0, "H8", ACROSS, "AT", &dictionary(&["AT"])).unwrap();
    assert!(outcome.game_over);
    // AT scores 4; seat 1 holds Q + Z + blank = 20.
    let result = g.result().unwrap();
    assert_eq!(result.reason, EndReason::WentOut { player: 0 });
    assert_eq!(result.scores_before_adjustment, vec![4, 0]);
    assert_eq!(result.adjustments, vec![20, -20]);
    assert_eq!(result.final_scores, vec![24, -20]);
    assert_eq!(result.winners, vec![0]);
    let adjustments: Vec<_> = outcome.turns[1..]
        .iter()
        .map(|t| (t.player, t.kind.clone(), t.score, t.total))
        .collect();
    let tiles = rack("QZ?");
    assert_eq!(
        adjustments,
        vec![
            (
                0,
                TurnKind::EndAdjustment {
                    tiles: tiles.clone()
                },
                20,
                24
            ),
            (1, TurnKind::EndAdjustment { tiles }, -20, -20),
        ]
    );
    assert_eq!(g.to_move(), None);
}

#[test]
fn going_out_tournament_the_player_out_gains_twice_and_opponents_keep_their_score() {
    let mut g = arranged(void(EndAdjustment::Tournament), &["AT", "QZ?"], "", 0);
    play(&mut g, 0, "H8", ACROSS, "AT", &dictionary(&["AT"])).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.adjustments, vec![40, 0]);
    assert_eq!(result.final_scores, vec![44, 0]);
}

#[test]
fn six_scoreless_turns_end_the_game_and_each_loses_own_tiles() {
    for adjustment in [EndAdjustment::RuleBook, EndAdjustment::Tournament] {
        let mut g = arranged(
            settings(ChallengeRule::Double, adjustment),
            &["ZAQIBCD", "EFGHJKL"],
            "NNNNNNNNNN",
            0,
        );
        // Pass, exchange, time-out, pass, a play challenged off, pass: six scoreless turns.
        ok(&mut g, &Command::Pass { player: 0 });
        ok(
            &mut g,
            &Command::Exchange {
                player: 1,
                tiles: tiles("E"),
            },
        );
        ok(&mut g, &Command::TimeOut { player: 0 });
        ok(&mut g, &Command::Pass { player: 1 });
        play(&mut g, 0, "H8", ACROSS, "ZA", &dictionary(&[])).unwrap();
        assert_eq!(g.scoreless_turns(), 0);
        g.apply(&Command::Challenge { by: 1 }, &dictionary(&["QI"]))
            .unwrap();
        assert_eq!(g.scoreless_turns(), 5);
        assert!(!g.is_over());
        let outcome = ok(&mut g, &Command::Pass { player: 1 });
        assert!(outcome.game_over);
        let result = g.result().unwrap();
        assert_eq!(result.reason, EndReason::ScorelessTurns);
        // ZAQIBCD = 10+1+10+1+3+3+2; FGHJKLN = 4+2+4+8+5+1+1.
        assert_eq!(result.adjustments, vec![-30, -25], "{adjustment:?}");
        assert_eq!(result.final_scores, vec![-30, -25]);
        assert_eq!(result.winners, vec![1]);
        let done = Command::Pass { player: 0 };
        assert_eq!(
            refused(&mut g, &done, &dictionary(&[])),
            GameError::GameOver
        );
    }
}

#[test]
fn a_tie_goes_to_the_higher_score_before_unplayed_tiles() {
    // Seat 0 scores 4 with AT and keeps Q (10); seat 1 scores nothing and keeps K + A (6):
    // both finish on -6, and seat 0 had more before the adjustment.
    let mut g = arranged(void(EndAdjustment::RuleBook), &["ATQ", "KA"], "", 0);
    play(&mut g, 0, "H8", ACROSS, "AT", &dictionary(&["AT"])).unwrap();
    for turn in 0..6 {
        ok(
            &mut g,
            &Command::Pass {
                player: 1 - turn % 2,
            },
        );
    }
    let result = g.result().unwrap();
    assert_eq!(result.final_scores, vec![-6, -6]);
    assert_eq!(result.scores_before_adjustment, vec![4, 0]);
    assert_eq!(result.winners, vec![0]);
    assert!(!result.is_draw());
}

#[test]
fn equal_before_and_after_is_a_draw() {
    let mut g = arranged(void(EndAdjustment::RuleBook), &["A", "E"], "", 0);
    for turn in 0..6 {
        ok(&mut g, &Command::Pass { player: turn % 2 });
    }
    let result = g.result().unwrap();
    assert_eq!(result.final_scores, vec![-1, -1]);
    assert_eq!(result.winners, vec![0, 1]);
    assert!(result.is_draw());
}

#[test]
fn finish_line_ends_when_a_player_reaches_the_target() {
    let racks = ["QIABCDE", "FGHJKLM"];
    let mut g = arranged_variant(
        Variant::finish_line(20),
        void(EndAdjustment::RuleBook),
        &racks,
        "NOP",
        0,
    );
    play(&mut g, 0, "H8", ACROSS, "QI", &dictionary(&["QI"])).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.reason, EndReason::TargetReached { player: 0 });
    assert_eq!(result.adjustments, vec![0, 0], "tiles left do not count");
    assert_eq!(result.winners, vec![0]);

    // With challenges the play waits for its final challenge, like going out.
    let mut g = arranged_variant(
        Variant::finish_line(20),
        settings(ChallengeRule::Single, EndAdjustment::RuleBook),
        &racks,
        "NOP",
        0,
    );
    play(&mut g, 0, "H8", ACROSS, "QI", &dictionary(&["QI"])).unwrap();
    assert!(g.awaiting_final_challenge());
    ok(&mut g, &Command::Pass { player: 1 });
    assert_eq!(g.result().unwrap().final_scores, vec![22, 0]);
}

#[test]
fn a_five_point_bonus_can_reach_the_finish_line() {
    let mut g = arranged_variant(
        Variant::finish_line(25),
        settings(ChallengeRule::FivePoint, EndAdjustment::RuleBook),
        &["QIABCDE", "FGHJKLM"],
        "NOP",
        0,
    );
    play(&mut g, 0, "H8", ACROSS, "QI", &dictionary(&["QI"])).unwrap();
    assert!(!g.is_over());
    g.apply(&Command::Challenge { by: 1 }, &dictionary(&["QI"]))
        .unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.reason, EndReason::TargetReached { player: 0 });
    assert_eq!(result.final_scores, vec![27, 0]);
}

#[test]
fn with_two_players_resigning_hands_the_other_the_win() {
    let mut g = arranged(
        void(EndAdjustment::RuleBook),
        &["QIABCDE", "FGHJKLM"],
        "NOP",
        0,
    );
    play(&mut g, 0, "H8", ACROSS, "QI", &dictionary(&["QI"])).unwrap();
    // Seat 0 resigns although it is seat 1's turn and seat 0 leads.
    let outcome = ok(&mut g, &Command::Resign { player: 0 });
    assert_eq!(outcome.turns[0].kind, TurnKind::Resign);
    let result = g.result().unwrap();
    assert_eq!(result.reason, EndReason::Resignation);
    assert_eq!(result.winners, vec![1]);
    assert_eq!(result.final_scores, vec![22, 0]);
}

#[test]
fn with_three_players_the_resigner_is_out_and_play_goes_on() {
    let mut g = arranged(void(EndAdjustment::RuleBook), &["AT", "QZ", "K"], "", 1);
    // Seat 1 resigns on their turn: seat 2 moves next, and seat 1 is skipped from now on.
    ok(&mut g, &Command::Resign { player: 1 });
    assert_eq!(g.to_move(), Some(2));
    assert!(g.has_resigned(1));
    let again = Command::Pass { player: 1 };
    assert_eq!(
        refused(&mut g, &again, &dictionary(&[])),
        GameError::Resigned
    );
    ok(&mut g, &Command::Pass { player: 2 });
    assert_eq!(g.to_move(), Some(0));
    // Seat 0 goes out: only seat 2's K (5) is counted; seat 1's rack is out of play.
    play(&mut g, 0, "H8", ACROSS, "AT", &dictionary(&["AT"])).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.adjustments, vec![5, 0, -5]);
    assert_eq!(result.final_scores, vec![9, 0, -5]);
    assert_eq!(result.winners, vec![0]);
}

#[test]
fn the_last_player_left_wins() {
    let mut g = arranged(
        void(EndAdjustment::RuleBook),
        &["QIABCDE", "FGHJKLM", "NOPRSTU", "VWXYZEE"],
        "",
        0,
    );
    play(&mut g, 0, "H8", ACROSS, "QI", &dictionary(&["QI"])).unwrap();
    ok(&mut g, &Command::Resign { player: 3 });
    ok(&mut g, &Command::Resign { player: 0 });
    assert!(!g.is_over());
    assert_eq!(g.to_move(), Some(1));
    ok(&mut g, &Command::Resign { player: 1 });
    let result = g.result().unwrap();
    assert_eq!(
        result.winners,
        vec![2],
        "the leader resigned and cannot win"
    );
}

#[test]
fn finish_line_by_level_each_player_plays_to_their_own_target() {
    use crate::engine::game::PlayerLevel;
    // "Two Players 70 120 200; Three Players 60 100 180; Four Players 50 90 160."
    let table: Vec<u32> = [2, 3, 4]
        .iter()
        .flat_map(|&n| {
            [
                PlayerLevel::Beginner,
                PlayerLevel::Intermediate,
                PlayerLevel::Expert,
            ]
            .map(|l| l.finish_line_target(n))
        })
        .collect();
    assert_eq!(table, [70, 120, 200, 60, 100, 180, 50, 90, 160]);

    // Four players: seat 0 is an Expert (160), seat 1 a Beginner (50).
    let mut levels = [PlayerLevel::Intermediate; 4];
    levels[0] = PlayerLevel::Expert;
    levels[1] = PlayerLevel::Beginner;
    let settings = GameSettings {
        levels,
        ..void(EndAdjustment::RuleBook)
    };
    let mut g = arranged_variant(
        Variant::finish_line_by_level(),
        settings,
        &["JUKEBOX", "AAEEIIO", "LMNRSTU", "LMNRSTU"],
        "DDDDDDDGGGGGGG",
        0,
    );
    assert_eq!(
        (0..4).map(|s| g.target_of(s)).collect::<Vec<_>>(),
        [Some(160), Some(50), Some(90), Some(90)]
    );
    let dict = dictionary(&["JUKEBOX", "JAAEEIIO"]);
    // JUKEBOX: a bingo over 100, short of the Expert's 160.
    play(&mut g, 0, "H8", ACROSS, "JUKEBOX", &dict).unwrap();
    assert!((100..160).contains(&g.score(0)), "{}", g.score(0));
    assert!(!g.is_over());
    // "If players of the same level are playing, each needs to reach the same score": the
    // Beginner's 50 is reached with fewer points than the Expert has, and the Beginner wins.
    play(&mut g, 1, "H8", DOWN, "JAAEEIIO", &dict).unwrap();
    let result = g.result().unwrap();
    assert!(
        g.score(1) >= 50 && g.score(1) < g.score(0),
        "{:?}",
        g.scores()
    );
    assert_eq!(result.reason, EndReason::TargetReached { player: 1 });
    assert_eq!(result.winners, vec![1]);
}
