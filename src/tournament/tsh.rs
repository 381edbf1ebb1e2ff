//! The tsh `.t` file: one player a line, `Name rating opp1 opp2 ...; score1 score2 ...`, then
//! optional `; key values` fields. Opponents are 1-based player numbers in line order (blank
//! lines and `#` comments are not players), 0 is a bye whose score is the spread credited.

use std::fmt::Write as _;

use thiserror::Error;

use super::event::{Event, Field, Opponent, Player};

/// A `.t` file that cannot be read, with the line (1-based, counting every line of the file).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {problem}")]
pub struct ReadError {
    pub line: usize,
    pub problem: String,
}

/// Reads a `.t` file. A name is everything before the run of numbers that ends the first part
/// of the line (so names may hold spaces and commas, but not end in a number).
pub fn read(text: &str) -> Result<Event, ReadError> {
    let mut players = Vec::new();
    let mut lines = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let line = index + 1;
        let player = read_line(trimmed).map_err(|problem| ReadError { line, problem })?;
        players.push(player);
        lines.push(line);
    }
    let count = players.len();
    // Opponent numbers were read 1-based into indices; 0 became a bye.
    Event::new(players).map_err(|e| ReadError {
        line: lines.get(e.player).copied().unwrap_or(count),
        problem: e.problem.to_string(),
    })
}

fn read_line(line: &str) -> Result<Player, String> {
    let mut parts = line.split(';');
    let head = parts.next().unwrap_or_default();
    let words: Vec<&str> = head.split_whitespace().collect();
    let numbers = words
        .iter()
        .rev()
        .take_while(|w| w.bytes().all(|b| b.is_ascii_digit()))
        .count();
    if numbers == 0 {
        return Err(format!("no rating after the name in {head:?}"));
    }
    let name_words = &words[..words.len() - numbers];
    if name_words.is_empty() {
        return Err("no name before the rating".to_owned());
    }
    let number = |w: &str| {
        w.parse::<u32>()
            .map_err(|_| format!("{w:?} is not a number"))
    };
    let rating = number(words[name_words.len()])?;
    let opponents = words[name_words.len() + 1..]
        .iter()
        .map(|w| {
            number(w).map(|n| match n {
                0 => Opponent::Bye,
                n => Opponent::Player(n as usize - 1),
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let scores = match parts.next() {
        None => Vec::new(),
        Some(scores) => scores
            .split_whitespace()
            .map(|w| {
                w.parse::<i32>()
                    .map_err(|_| format!("score {w:?} is not a number"))
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    let fields = parts
        .filter(|f| !f.trim().is_empty())
        .map(|f| {
            let f = f.trim();
            let (key, values) = f.split_once(char::is_whitespace).unwrap_or((f, ""));
            Field {
                key: key.to_owned(),
                values: values.trim().to_owned(),
            }
        })
        .collect();
    Ok(Player {
        name: name_words.join(" "),
        rating,
        opponents,
        scores,
        fields,
    })
}

/// Writes an event as a `.t` file, one line per player, that [`read`] reads back equal (names
/// as [`line_name`] keeps them).
pub fn write(event: &Event) -> String {
    let mut out = String::new();
    for p in event.players() {
        out.push_str(&line_name(&p.name));
        let _ = write!(out, " {}", p.rating);
        for o in &p.opponents {
            let n = match o {
                Opponent::Bye => 0,
                Opponent::Player(j) => j + 1,
            };
            let _ = write!(out, " {n}");
        }
        out.push(';');
        for s in &p.scores {
            let _ = write!(out, " {s}");
        }
        for f in &p.fields {
            let _ = write!(out, "; {}", f.key);
            if !f.values.is_empty() {
                let _ = write!(out, " {}", f.values);
            }
        }
        out.push('\n');
    }
    out
}

/// A player's name as a `.t` line holds it, whatever the player chose: on one line (line
/// breaks, tabs and other control characters are spaces, runs of spaces one), without `;`
/// (which ends the name's part: it becomes `,`), not starting with `#` (a comment line), and
/// not ending in a word of digits (which would read as the rating: it is joined to the word
/// before by `_`, or marked `_42` when it is the whole name). A name left empty is `_`.
pub fn line_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| match c {
            ';' => ',',
            c if c.is_control() || c.is_whitespace() => ' ',
            c => c,
        })
        .collect();
    let mut words: Vec<&str> = cleaned.split_whitespace().collect();
    if let Some(first) = words.first_mut() {
        *first = first.trim_start_matches('#');
        if first.is_empty() {
            words.remove(0);
        }
    }
    let digits = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit());
    match words.as_slice() {
        [] => "_".to_owned(),
        [.., before, last] if digits(last) => {
            let head = words[..words.len() - 2].join(" ");
            let joined = format!("{before}_{last}");
            if head.is_empty() {
                joined
            } else {
                format!("{head} {joined}")
            }
        }
        [only] if digits(only) => format!("_{only}"),
        _ => words.join(" "),
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::tournament::testing::arbitrary_event;

    proptest! {
        #[test]
        fn writes_what_it_reads(event in arbitrary_event(30, 8)) {
            let text = write(&event);
            prop_assert_eq!(text.lines().count(), event.len());
            prop_assert_eq!(read(&text).unwrap(), event);
        }
    }

    #[test]
    fn reads_names_with_spaces_and_commas_byes_and_fields() {
        let event = read(
            "Lee, Ann 1500 2 0; 400 50; p12 1 0\n\
             \n\
             # a comment\n\
             Bo Van Dyke 0 1 3; 380 -50\n\
             Cy 1200 0 2;\n",
        );
        // Cy claims round 2 against Bo, who had a bye that round.
        let err = event.unwrap_err();
        assert_eq!(err.line, 4, "{err}");
        assert!(err.problem.contains("round 2"), "{err}");

        let event = read(
            "Lee, Ann 1500 2 0; 400 50; p12 1 0; off\n\
             \n\
             Bo Van Dyke 0 1 3; 380 390\n\
             Cy 1200 0 2; -50 410\n",
        )
        .unwrap();
        let p = event.players();
        assert_eq!(p[0].name, "Lee, Ann");
        assert_eq!(p[0].rating, 1500);
        assert_eq!(p[0].opponents, [Opponent::Player(1), Opponent::Bye]);
        assert_eq!(p[0].scores, [400, 50]);
        assert_eq!(p[0].field("p12"), Some("1 0"));
        assert_eq!(p[0].field("off"), Some(""));
        assert_eq!(p[1].name, "Bo Van Dyke");
        assert_eq!(p[2].scores, [-50, 410]);
        assert_eq!(read(&write(&event)).unwrap(), event);
    }

    #[test]
    fn bad_files_name_the_line() {
        let cases = [
            (
                "A 1500 2; 400\nB 1500 1; 380\nC 1500 9; 10\n",
                3,
                "not a player",
            ),
            ("A 1500 2; 400\nB 1500 3; 380\nC 1500 2; 10\n", 1, "mutual"),
            ("A 1500 2; 400 300\nB 1500 1; 380\n", 1, "unpaired"),
            ("A 1500 2; 400\nB 1500 1;\n", 1, "has none"),
            ("A 1500 1; 400\n", 1, "themself"),
            ("A 1500 2; 4x0\nB 1500 1; 1\n", 1, "not a number"),
            ("\nLee, Ann; 400\n", 2, "no rating"),
            ("1500 2; 400\n", 1, "no name"),
        ];
        for (text, line, says) in cases {
            let err = read(text).unwrap_err();
            assert_eq!(err.line, line, "{text:?}: {err}");
            assert!(err.to_string().contains(says), "{text:?}: {err}");
        }
    }

    #[test]
    fn a_name_cannot_break_its_line() {
        let names = [
            ("Lee, Ann", "Lee, Ann"),
            ("Bo\n#Cy 1500 1; 400", "Bo #Cy 1500 1,_400"),
            ("  # hash\tname  ", "hash name"),
            ("Agent 47", "Agent_47"),
            ("1999", "_1999"),
            ("\u{2028}\r\n", "_"),
            ("##", "_"),
        ];
        for (name, kept) in names {
            assert_eq!(line_name(name), kept, "{name:?}");
        }
        let mut players: Vec<Player> = names
            .iter()
            .map(|(name, _)| Player::new((*name).to_owned(), 1500))
            .collect();
        players[0].opponents = vec![Opponent::Player(1)];
        players[0].scores = vec![400];
        players[1].opponents = vec![Opponent::Player(0)];
        players[1].scores = vec![350];
        let text = write(&Event::new(players).unwrap());
        assert_eq!(text.lines().count(), names.len(), "{text}");
        let back = read(&text).unwrap();
        for (player, (_, kept)) in back.players().iter().zip(names) {
            assert_eq!(player.name, kept);
            assert_eq!(player.rating, 1500);
        }
        assert_eq!(back.players()[1].scores, [350]);
    }

    #[test]
    fn unpaired_and_unscored_players_are_fine() {
        let event = read("Ann 1500\nBo 0;\n").unwrap();
        assert_eq!(event.len(), 2);
        assert_eq!(event.scored_rounds(), 0);
        assert_eq!(write(&event), "Ann 1500;\nBo 0;\n");
    }
}
