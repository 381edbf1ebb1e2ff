//! Tests of the GCG reader and writer: every construct real records use.

use super::*;
use crate::engine::layout::{Direction, Pos};

fn events(text: &str) -> Vec<Event> {
    read(text).unwrap().events().cloned().collect()
}

fn only_event(text: &str) -> Event {
    let mut all = events(text);
    assert_eq!(all.len(), 1, "{text}");
    all.remove(0)
}

fn round_trip(text: &str) {
    let record = read(text).unwrap();
    let written = write(&record);
    assert_eq!(read(&written).unwrap(), record, "{written}");
}

#[test]
fn pragmas_are_read_and_unknown_ones_kept() {
    let text = "#character-encoding UTF-8\n#player1 jvc Joshua Castellano\n#player2 Paula\n\
                #lexicon CSW19\n#title 2019 NSC\n#description Round 2\n#id org.aerolith Rf8s6\n\
                #incomplete \n#rack1 AEEIILZ\n";
    let record = read(text).unwrap();
    let pragmas: Vec<&Pragma> = record.pragmas().collect();
    assert_eq!(pragmas[0], &Pragma::CharacterEncoding("UTF-8".into()));
    assert_eq!(
        record.players(),
        vec![
            &Player {
                number: 1,
                nick: "jvc".into(),
                name: "Joshua Castellano".into()
            },
            &Player {
                number: 2,
                nick: "Paula".into(),
                name: String::new()
            }
        ]
    );
    assert_eq!(record.lexicon(), Some("CSW19"));
    assert_eq!(record.title(), Some("2019 NSC"));
    assert_eq!(pragmas[5], &Pragma::Description("Round 2".into()));
    assert_eq!(pragmas[6], &Pragma::Id("org.aerolith Rf8s6".into()));
    assert_eq!(
        pragmas[7],
        &Pragma::Other {
            name: "incomplete".into(),
            value: String::new()
        }
    );
    assert_eq!(
        pragmas[8],
        &Pragma::Other {
            name: "rack1".into(),
            value: "AEEIILZ".into()
        }
    );
    round_trip(text);
}

#[test]
fn notes_continue_on_the_following_lines() {
    let text = ">a: ABC 8D CAB +14 14\n#note first line\nsecond line\n\nafter a blank\n>b: DEF 9D FED +9 9\n";
    let record = read(text).unwrap();
    assert_eq!(
        record.entries[1],
        Entry::Pragma(Pragma::Note(
            "first line\nsecond line\n\nafter a blank".into()
        ))
    );
    assert_eq!(record.events().nth(1).unwrap().line, 6);
    round_trip(text);
}

#[test]
fn plays_keep_their_word_and_coordinate() {
    let e = only_event(">Josh: ?AELMRT 1H MA.TERLy +131 164");
    assert_eq!(e.nick, "Josh");
    assert_eq!(e.rack, "?AELMRT");
    assert_eq!(
        e.action,
        Action::Play {
            coord: crate::engine::notation::Coord {
                start: Pos::new(0, 7),
                dir: Direction::Across
            },
            word: "MA.TERLy".into()
        }
    );
    assert_eq!((e.score, e.total, e.line), (131, 164, 1));
    let e = only_event(">Quackle: BEDGMNP  7e   BEDIM           +26   66  BE, ET, DO");
    assert!(matches!(&e.action, Action::Play { coord, word }
        if coord.to_string() == "7E" && word == "BEDIM"));
    assert_eq!(e.comment, "BE, ET, DO");
    let e = only_event(">Josh: ADEFLNO A4 FO(R)LE +39 420");
    assert!(matches!(&e.action, Action::Play { word, .. } if word == "FO(R)LE"));
}

#[test]
fn passes_exchanges_and_take_backs() {
    assert_eq!(only_event(">a: AJMSUWY -  +0 24").action, Action::Pass);
    assert_eq!(
        only_event(">a: FKLNŃWW -KWŃW +0 56").action,
        Action::Exchange(Exchanged::Tiles("KWŃW".into()))
    );
    assert_eq!(
        only_event(">a: AENSTUU -2 +0 0").action,
        Action::Exchange(Exchanged::Count(2))
    );
    assert_eq!(
        only_event(">a:  -3 +0 0").action,
        Action::Exchange(Exchanged::Count(3))
    );
    let e = only_event(">Peter: ?BCHRUY --  -115 277");
    assert_eq!((e.action, e.score, e.total), (Action::Withdrawn, -115, 277));
    let e = only_event(">Pakorn: LWGRAKE   -- +0 59");
    assert_eq!((e.action, e.score), (Action::Withdrawn, 0));
}

#[test]
fn challenge_bonus_time_penalty_and_end_racks() {
    let e = only_event(">jvc: DIMSTTW (challenge) +5 37");
    assert_eq!((e.action, e.score), (Action::ChallengeBonus, 5));
    let e = only_event(">úrsula:  (challenge) +5 399");
    assert_eq!((e.nick.as_str(), e.rack.as_str()), ("úrsula", ""));
    let e = only_event(">whatnoloan: NU (time) -10 422");
    assert_eq!((e.action, e.score), (Action::TimePenalty, -10));
    let e = only_event(">Josh:  (BG) +10 436");
    assert_eq!(
        (e.action, e.rack.as_str()),
        (Action::EndRack("BG".into()), "")
    );
    let e = only_event(">Ben: EIOQRRT (EIOQRRT) -16 -16 ");
    assert_eq!((e.score, e.total), (-16, -16));
    assert_eq!(e.action, Action::EndRack("EIOQRRT".into()));
}

#[test]
fn partial_and_missing_racks() {
    let e = only_event(">Peter: AIV 12E VIA. +16 129");
    assert_eq!(e.rack, "AIV");
    let e = only_event(">Peter:  12E VIA. +16 129");
    assert_eq!(e.rack, "");
    assert!(matches!(e.action, Action::Play { .. }));
}

#[test]
fn dos_line_endings_no_header_and_byte_order_mark() {
    let text = "\u{feff}>a: ABC 8D CAB +14 14\r\n>b: DEF 9D FED +9 9\r\n";
    let all = events(text);
    assert_eq!(all.len(), 2);
    assert_eq!(all[1].total, 9);
    assert_eq!(all[1].comment, "");
    round_trip(text);
}

#[test]
fn incomplete_games_read() {
    let text = "#player1 a A\n#player2 b B\n>a: ABC 8D CAB +14 14\n#rack2 AAAELQS\n";
    let record = read(text).unwrap();
    assert_eq!(record.events().count(), 1);
    round_trip(text);
}

#[test]
fn bad_lines_say_what_is_wrong() {
    let problem = |text: &str| read(text).unwrap_err();
    assert_eq!(
        problem("#title x\n>no colon here +5 5"),
        GcgError {
            line: 2,
            problem: GcgProblem::NoNick
        }
    );
    assert_eq!(problem(">: ABC 8D CAB +1 1").problem, GcgProblem::NoNick);
    assert_eq!(problem(">a: ABC 8D CAB 14 14").problem, GcgProblem::NoScore);
    assert_eq!(problem(">a: ABC 8D CAB +14").problem, GcgProblem::NoScore);
    assert_eq!(
        problem(">a: ABC =X +0 0").problem,
        GcgProblem::UnknownMove("=X".into())
    );
    assert_eq!(
        problem(">a: +0 0").problem,
        GcgProblem::UnknownMove(String::new())
    );
    assert_eq!(
        problem(">a: ABC 8D CAB X +0 0").problem,
        GcgProblem::UnknownMove("ABC 8D CAB X".into())
    );
    assert!(matches!(
        problem(">a: ABC 8DD CAB +0 0").problem,
        GcgProblem::Coordinate(_)
    ));
    assert_eq!(problem("#player1").problem, GcgProblem::NoPlayerNick);
    assert_eq!(
        problem("stray text").to_string(),
        "line 1: \"stray text\" is neither a pragma, a move line nor part of a note"
    );
}

#[test]
fn the_writer_prints_what_the_reader_reads() {
    let text = "#character-encoding UTF-8\n#player1 1 ptf1559\n#player2 2 smut3k\n\
                >1: AHIJOUY 8F HUJA +20 20\n>1: AHIJOUY --  -20 0\n>2: ĆĘIKPST 8G STĘPIĆ +46 46\n\
                >1: AJMSUWY -J +0 24\n>2: FKLNŃWW -  +0 56\n#note a\n  b\n>2:  (BHUWZ) +22 323\n";
    let record = read(text).unwrap();
    let written = write(&record);
    assert!(written.contains(">1: AHIJOUY 8F HUJA +20 20\n"));
    assert!(written.contains(">1: AHIJOUY -- -20 0\n"));
    assert!(written.contains(">2:  (BHUWZ) +22 323\n"));
    assert!(written.contains("#note a\n  b\n"));
    assert_eq!(read(&written).unwrap(), record);
}
