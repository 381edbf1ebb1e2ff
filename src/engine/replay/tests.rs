//! Tests of replaying records: scores, totals, take-backs, tile sets and word checks.

use std::collections::HashSet;

use super::*;
use crate::engine::formats::gcg::read;

/// The rule books' worked example (HORN 14, FARM 9, PASTE 25, MOB 16, BIT 16) as a record.
const WORKED: &str = "#player1 ann Ann\n#player2 bob Bob\n\
    >ann: HNORXYZ 8F HORN +14 14\n>bob: AFMQUVW H6 FA.M +9 9\n>ann: AEPSTVV 10F PASTE +25 39\n\
    >bob: BMOQUVW 9H MOB +16 25\n>ann: BIITVVY 11E BIT +16 55\n";

fn run(text: &str) -> ReplayReport {
    replay_record(&read(text).unwrap(), None).unwrap()
}

#[test]
fn the_worked_example_replays_clean() {
    let report = run(WORKED);
    assert_eq!(report.issues, vec![]);
    assert_eq!(report.plays, 5);
    assert_eq!(report.tile_set, "english");
    assert_eq!(report.board.tiles().count(), 4 + 3 + 5 + 2 + 3);
    assert_eq!(report.totals, [55, 25], "each player's total at the end");
}

#[test]
fn a_wrong_score_is_reported_with_its_line() {
    let text = WORKED
        .replace("PASTE +25 39", "PASTE +27 41")
        .replace("+16 55", "+16 57");
    assert_eq!(
        run(&text).issues,
        vec![ReplayIssue::Score {
            line: 5,
            recorded: 27,
            computed: 25
        }]
    );
}

#[test]
fn a_wrong_total_is_reported() {
    let text = WORKED.replace("MOB +16 25", "MOB +16 26");
    assert_eq!(
        run(&text).issues,
        vec![ReplayIssue::Total {
            line: 6,
            recorded: 26,
            computed: 25
        }]
    );
}

#[test]
fn a_challenged_off_play_leaves_the_board() {
    let text = ">a: ABC 8G CAB +14 14\n>b: XYZ 9F ZAX +99 99\n>b: XYZ --  -99 0\n\
                >b: ADE 9F ADE +15 15\n";
    let report = run(text);
    assert_eq!(report.issues.len(), 1, "{:?}", report.issues);
    assert!(matches!(
        report.issues[0],
        ReplayIssue::Score { line: 2, .. }
    ));
    assert_eq!(report.board.tiles().count(), 6);
    // The quackle way: `--` with +0 and the total lowered.
    let quackle = ">a: ABC 8G CAB +14 14\n>b: XYZ 9F ZAX +34 34\n>b: XYZ -- +0 0\n";
    assert_eq!(run(quackle).issues, vec![]);
    let nothing = ">b: XYZ -- +0 0\n";
    assert_eq!(
        run(nothing).issues,
        vec![ReplayIssue::NothingToWithdraw { line: 1 }]
    );
}

#[test]
fn plays_that_break_the_rules_are_reported_and_skipped() {
    let text = ">a: ABC 8G CAB +14 14\n>b: XYZ 1A ZAX +37 37\n>a: DEF 8G DEF +10 24\n";
    let issues = run(text).issues;
    assert_eq!(issues.len(), 2);
    assert_eq!(
        issues[0].to_string(),
        "line 2: cannot play 1A ZAX: the play must touch a tile already on the board"
    );
    assert_eq!(
        issues[1].to_string(),
        "line 3: cannot play 8G DEF: the board has C at G8, not D"
    );
}

#[test]
fn bonuses_penalties_and_end_racks_count_in_totals() {
    let text = ">a: ABC 8G CAB +14 14\n>b: ?DE (challenge) +5 5\n>b: ?DE (time) -10 -5\n\
                >a:  (?DE) +6 20\n>b: ?DE (?DE) -3 -8\n";
    assert_eq!(run(text).issues, vec![]);
    let wrong = ">a: ABC 8G CAB +14 14\n>a:  (QZ) +5 19\n";
    assert_eq!(
        run(wrong).issues,
        vec![ReplayIssue::Score {
            line: 2,
            recorded: 5,
            computed: 20
        }]
    );
}

#[test]
fn two_players_may_share_a_nick() {
    let text = "#player1 NoName One\n#player2 NoName Two\n>NoName: ABELNUW 8D BLAWN +26 26\n\
                >NoName: ADRSTYZ F8 ADZ +33 33\n>NoName: EEFGRTU 11E REFUGE +34 60\n";
    let report = run(text);
    assert_eq!(report.issues, vec![]);
    assert_eq!(
        report.totals,
        [60, 33],
        "each declared player keeps their own total"
    );
}

#[test]
fn polish_records_replay_with_the_polish_set() {
    let text = ">1: ĆĘIKPST 8G STĘPIĆ +46 46\n";
    let report = run(text);
    assert_eq!(
        (report.tile_set.as_str(), report.issues),
        ("polish", vec![])
    );
    let by_lexicon = read("#lexicon OSPS44\n>1: ABC 8G CAB +10 10\n").unwrap();
    assert_eq!(detect_tile_set(&by_lexicon).unwrap().name(), "polish");
    let greek = read(">1: ΑΒΓ 8G ΑΒΓ +10 10\n").unwrap();
    assert_eq!(
        detect_tile_set(&greek),
        Err(ReplayError::UnknownTileSet('Α'))
    );
}

#[test]
fn words_are_checked_only_when_a_dictionary_is_given() {
    let set = TileSet::english();
    let words: HashSet<Vec<u8>> = [
        "HORN", "FARM", "PASTE", "FARMS", "MOB", "NOT", "BE", "BIT", "PI",
    ]
    .iter()
    .map(|w| set.parse_letters(w).unwrap())
    .collect();
    let report = replay_record(&read(WORKED).unwrap(), Some(&words)).unwrap();
    assert_eq!(
        report.issues,
        vec![ReplayIssue::UnknownWords {
            line: 7,
            words: vec!["AT".into()]
        }]
    );
}
