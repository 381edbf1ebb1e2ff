//! Tests of the record of a played game: whole, and as the table saw it.

use std::collections::HashSet;

use super::{Disclosure, record_of};
use crate::engine::bag::Bag;
use crate::engine::formats::gcg::{Action, Exchanged, read, write};
use crate::engine::game::{ChallengeRule, Command, EndAdjustment, Game, GameSettings};
use crate::engine::layout::{Direction, Pos};
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::tiles::{BLANK, Placed, TileSet};
use crate::engine::variant::Variant;

fn letters(text: &str) -> Vec<u8> {
    let set = TileSet::english();
    text.chars()
        .map(|c| {
            if c == '?' {
                BLANK
            } else {
                set.letter_of(c).unwrap()
            }
        })
        .collect()
}

/// alice (rack AEJKRSS) plays JAKES at 8H, bob (AIMSTYY) exchanges AIM, alice plays a blank
/// as S under the double rule, bob challenges and it stays: the game goes on.
fn played() -> Game {
    let set = TileSet::english();
    let settings = GameSettings {
        challenge: ChallengeRule::Double,
        adjustment: EndAdjustment::RuleBook,
        ..GameSettings::default()
    };
    let racks = vec![
        Rack::parse(&set, "AEJKRS?").unwrap(),
        Rack::parse(&set, "AIMSTYY").unwrap(),
    ];
    let bag = Bag::stacked(&letters("EEEEEEEEEEEEEEEEEEEE"));
    let mut game = Game::arranged(Variant::classic(), settings, racks, bag, 0).unwrap();
    let dictionary: HashSet<Vec<u8>> = ["JAKES", "JAKESS"]
        .iter()
        .map(|w| set.parse_letters(w).unwrap())
        .collect();
    let jakes = Placement {
        dir: Direction::Across,
        tiles: "JAKES"
            .chars()
            .enumerate()
            .map(|(i, c)| {
                let pos = Pos::new(7, 7 + i as u8);
                (pos, Placed::tile(set.letter_of(c).unwrap()))
            })
            .collect(),
    };
    let commands = [
        Command::Play {
            player: 0,
            placement: jakes,
        },
        Command::Exchange {
            player: 1,
            tiles: letters("AIM"),
        },
        Command::Play {
            player: 0,
            placement: Placement {
                dir: Direction::Across,
                tiles: vec![(Pos::new(7, 12), Placed::blank(set.letter_of('S').unwrap()))],
            },
        },
        Command::Challenge { by: 1 },
    ];
    for command in &commands {
        game.apply(command, &dictionary).unwrap();
    }
    assert!(!game.is_over());
    game
}

fn names() -> Vec<String> {
    vec!["alice".into(), "bob".into()]
}

#[test]
fn the_table_record_has_no_racks_and_exchanges_as_a_count() {
    let text = write(&record_of(&played(), &names(), "ENABLE", Disclosure::Table));
    assert!(text.contains(">alice: AEJKS 8H JAKES +"), "{text}");
    assert!(text.contains(">bob:  -3 +0 0"), "{text}");
    assert!(text.contains(">alice: ? 8H .....s +"), "{text}");
    for secret in ["AEJKRS?", "AIMSTYY", "-AIM", "R", "EEEE"] {
        let moves: String = text.lines().filter(|l| l.starts_with('>')).collect();
        assert!(!moves.contains(secret), "{secret:?} leaks: {text}");
    }
    let read_back = read(&text).unwrap();
    let actions: Vec<&Action> = read_back.events().map(|e| &e.action).collect();
    assert_eq!(actions[1], &Action::Exchange(Exchanged::Count(3)), "{text}");
    for event in read_back.events() {
        assert!(event.rack.len() <= 5, "only placed tiles: {event:?}");
    }
}

#[test]
fn the_full_record_has_every_rack_and_the_exchanged_tiles() {
    let text = write(&record_of(&played(), &names(), "ENABLE", Disclosure::Full));
    assert!(text.contains(">alice: AEJKRS? 8H JAKES +"), "{text}");
    assert!(text.contains(">bob: AIMSTYY -AIM +0 0"), "{text}");
    assert!(text.contains(">alice: EEEEER? 8H .....s +"), "{text}");
    assert!(read(&text).is_ok(), "{text}");
}

#[test]
fn both_records_carry_the_same_moves_and_scores() {
    let game = played();
    let table = record_of(&game, &names(), "ENABLE", Disclosure::Table);
    let full = record_of(&game, &names(), "ENABLE", Disclosure::Full);
    let summary = |r: &super::GcgRecord| -> Vec<(String, i32, i32)> {
        r.events()
            .map(|e| (e.nick.clone(), e.score, e.total))
            .collect()
    };
    assert_eq!(summary(&table), summary(&full));
    assert_eq!(table.events().count(), 4, "{}", write(&table));
}

#[test]
fn a_name_never_breaks_a_line_and_shared_names_get_distinct_nicks() {
    let hostile = "Mallory\n#player3 evil\r\n>evil: A 8H A +99 99\u{2028}x\u{1b}[31m".to_owned();
    let names = vec![hostile, "Mallory".to_owned()];
    let text = write(&record_of(&played(), &names, "EN\nABLE", Disclosure::Full));
    for line in text.lines() {
        assert!(
            line.starts_with("#character-encoding ")
                || line.starts_with("#player1 ")
                || line.starts_with("#player2 ")
                || line.starts_with("#lexicon ")
                || line.starts_with(">Mallory"),
            "a line the record did not mean: {line:?}\n{text}"
        );
    }
    let record = read(&text).unwrap();
    let players = record.players();
    assert_eq!(players.len(), 2);
    assert_eq!(
        players[0].name,
        "Mallory #player3 evil  >evil: A 8H A +99 99 x [31m"
    );
    assert_eq!(
        players[0].nick,
        "Mallory_#player3_evil__>evil__A_8H_A_+99_99_x_[31m"
    );
    assert_eq!(players[1].nick, "Mallory");
    let same = vec!["bob".to_owned(), "bob".to_owned()];
    let record = read(&write(&record_of(
        &played(),
        &same,
        "ENABLE",
        Disclosure::Full,
    )))
    .unwrap();
    let nicks: Vec<&str> = record.players().iter().map(|p| p.nick.as_str()).collect();
    assert_eq!(nicks, ["bob", "bob_2"]);
    assert_eq!(record.events().filter(|e| e.nick == "bob_2").count(), 2);
}
