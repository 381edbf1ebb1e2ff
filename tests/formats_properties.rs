//! Property tests: no text, however odd, panics the move parser or the GCG and CGP readers;
//! records and coordinates built at random print and read back equal.

use lexicord::engine::board::Board;
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::formats::gcg::{self, Action, Entry, Event, Exchanged, GcgRecord, Pragma};
use lexicord::engine::layout::{Direction, Pos};
use lexicord::engine::notation::{Coord, ThroughStyle, format_play, parse_play};
use lexicord::engine::tiles::{Placed, TileSet};
use proptest::prelude::*;

/// A mid-game board: a few words across and down.
fn board() -> Board {
    let set = TileSet::english();
    let mut b = Board::empty(15, 15);
    let mut put = |row: u8, col: u8, dir: Direction, word: &str| {
        for (i, c) in word.chars().enumerate() {
            let pos = Pos::new(row, col).step(dir, i as i16, 15, 15).unwrap();
            let letter = set.letter_of(c).unwrap();
            let tile = if c.is_lowercase() {
                Placed::blank(letter)
            } else {
                Placed::tile(letter)
            };
            b.set(pos, Some(tile));
        }
    };
    put(7, 3, Direction::Across, "QUIXOTe");
    put(3, 5, Direction::Down, "JAZZ");
    put(8, 9, Direction::Down, "VEX");
    b
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        ("[1-9][0-9]?[A-O]", "[A-Za-z.]{1,9}").prop_map(|(coord, word)| Action::Play {
            coord: Coord::parse(&coord).unwrap(),
            word
        }),
        (
            "[A-O][1-9][0-9]?",
            "[A-Za-z]{0,3}\\([A-Z]{1,3}\\)[a-z]{1,3}"
        )
            .prop_map(|(coord, word)| Action::Play {
                coord: Coord::parse(&coord).unwrap(),
                word
            }),
        Just(Action::Pass),
        "[A-Z?]{1,7}".prop_map(|t| Action::Exchange(Exchanged::Tiles(t))),
        (1u8..=7).prop_map(|n| Action::Exchange(Exchanged::Count(n))),
        Just(Action::Withdrawn),
        Just(Action::ChallengeBonus),
        Just(Action::TimePenalty),
        "[A-Z?]{0,7}".prop_map(Action::EndRack),
    ]
}

fn entry() -> impl Strategy<Value = Entry> {
    prop_oneof![
        (
            "[a-zA-Z_éü]{1,8}",
            "[A-Z?]{0,7}",
            action(),
            -200i32..200,
            -500i32..900,
            "([a-zA-Z,]{1,4}( [a-zA-Z,]{1,4}){0,2})?"
        )
            .prop_map(|(nick, rack, action, score, total, comment)| {
                Entry::Event(Event {
                    line: 0,
                    nick,
                    rack,
                    action,
                    score,
                    total,
                    comment,
                })
            }),
        "[a-zA-Z0-9 .,!?]{0,30}".prop_map(|t| Entry::Pragma(Pragma::Note(t.trim().to_owned()))),
        "[A-Z0-9]{1,6}".prop_map(|l| Entry::Pragma(Pragma::Lexicon(l))),
        ("[a-z]{1,10}", "[A-Za-z0-9 ]{0,10}").prop_map(|(name, value)| {
            Entry::Pragma(Pragma::Other {
                name: format!("x{name}"),
                value: value.trim().to_owned(),
            })
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text_is_safe_for_the_move_parser(coord in ".{0,6}", word in ".{0,20}") {
        let _ = parse_play(&TileSet::english(), &board(), &coord, &word);
        let _ = parse_play(&TileSet::polish(), &Board::empty(15, 15), &coord, &word);
    }

    #[test]
    fn gcg_like_text_is_safe_for_the_move_parser(coord in "[0-9A-Za-z]{1,4}", word in "[A-Za-z.()?]{0,16}") {
        let _ = parse_play(&TileSet::english(), &board(), &coord, &word);
    }

    #[test]
    fn any_text_is_safe_for_the_gcg_reader(text in "(\\PC|\n|\r){0,300}") {
        if let Ok(record) = gcg::read(&text) {
            let _ = gcg::write(&record);
        }
    }

    #[test]
    fn gcg_like_lines_are_safe_for_the_gcg_reader(
        lines in prop::collection::vec("[>#]?[a-z]{0,4}:? ?[A-Z?]{0,7} [-+(]?[0-9A-Za-z.?]{0,6}\\)? ?[A-Z.]{0,5} [+-]?[0-9]{0,4} -?[0-9]{0,4}", 0..12)
    ) {
        let _ = gcg::read(&lines.join("\n"));
    }

    #[test]
    fn any_bytes_decode_and_are_safe(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let _ = gcg::read(&gcg::decode(&bytes));
    }

    #[test]
    fn any_text_is_safe_for_the_cgp_reader(text in "\\PC{0,200}") {
        let _ = CgpPosition::read(&text);
    }

    #[test]
    fn cgp_like_text_is_safe_for_the_cgp_reader(
        rows in prop::collection::vec("[0-9A-Za-z\\[\\]]{0,8}", 1..30),
        rest in "[A-Z?/]{0,9} [0-9/-]{0,7} [0-9-]{0,3}( [a-z]{1,3} [A-Za-z0-9]{0,5};?){0,3}"
    ) {
        let text = format!("{} {rest}", rows.join("/"));
        if let Ok(position) = CgpPosition::read(&text) {
            prop_assert_eq!(CgpPosition::read(&position.to_string()), Ok(position));
        }
    }

    #[test]
    fn written_records_read_back_equal(entries in prop::collection::vec(entry(), 0..20)) {
        let mut record = GcgRecord { entries };
        let mut line = 0;
        for entry in &mut record.entries {
            line += 1;
            if let Entry::Event(event) = entry {
                event.line = line;
            }
        }
        prop_assert_eq!(gcg::read(&gcg::write(&record)), Ok(record));
    }

    #[test]
    fn coordinates_print_and_read_back(row in 0u8..26, col in 0u8..26, down in any::<bool>()) {
        let dir = if down { Direction::Down } else { Direction::Across };
        let coord = Coord { start: Pos::new(row, col), dir };
        prop_assert_eq!(Coord::parse(&coord.to_string()), Ok(coord));
    }

    #[test]
    fn printed_plays_read_back_as_the_same_placement(
        row in 0u8..15, col in 0u8..15, down in any::<bool>(), word in "[A-Za-z]{1,7}",
        letters in any::<bool>()
    ) {
        let set = TileSet::english();
        let b = board();
        let dir = if down { Direction::Down } else { Direction::Across };
        let coord = Coord { start: Pos::new(row, col), dir }.to_string();
        if let Ok(placement) = parse_play(&set, &b, &coord, &word) {
            let style = if letters { ThroughStyle::Letters } else { ThroughStyle::Dots };
            let text = format_play(&set, &b, &placement, style);
            let again = parse_play(&set, &b, &text.coord.to_string(), &text.word);
            prop_assert_eq!(again, Ok(placement));
        }
    }
}
