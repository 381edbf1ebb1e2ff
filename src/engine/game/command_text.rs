//! Game commands as one line of text that does not depend on the board, the form the move log
//! keeps (`play 0 across F8=H G8=O H8=R I8=N`, blanks in lower case, multi-letter tiles in
//! brackets as `G8=[CH]`; Free for All's
//! `words 0 G8=D H8=I H9=E I9=T : DIET EDIT TIDE`; `exchange 1 AE?`; `pass 0`;
//! `timeout 0`; `challenge 1`; `resign 0`): replaying the decoded commands rebuilds the game.

use super::record::Command;
use crate::engine::layout::{Direction, Pos, column_name};
use crate::engine::placement::Placement;
use crate::engine::tiles::{BLANK, Placed, Reading, TileSet};

/// Writes `command` in its stored form.
pub fn encode(command: &Command, tiles: &TileSet) -> String {
    match command {
        Command::Play { player, placement } => {
            let dir = match placement.dir {
                Direction::Across => "across",
                Direction::Down => "down",
            };
            let squares: Vec<String> = placement
                .tiles
                .iter()
                .map(|&(pos, tile)| format!("{pos}={}", tiles.write(&[tile])))
                .collect();
            format!("play {player} {dir} {}", squares.join(" "))
        }
        Command::PlayWords {
            player,
            placement,
            words,
        } => {
            let squares: Vec<String> = placement
                .tiles
                .iter()
                .map(|&(pos, tile)| format!("{pos}={}", tiles.write(&[tile])))
                .collect();
            let words: Vec<String> = words
                .iter()
                .map(|w| tiles.write(&w.iter().map(|&l| Placed::tile(l)).collect::<Vec<_>>()))
                .collect();
            format!("words {player} {} : {}", squares.join(" "), words.join(" "))
        }
        Command::Exchange {
            player,
            tiles: exchanged,
        } => {
            let text = tiles.write_rack_tiles(exchanged);
            format!("exchange {player} {text}")
        }
        Command::Pass { player } => format!("pass {player}"),
        Command::TimeOut { player } => format!("timeout {player}"),
        Command::Challenge { by } => format!("challenge {by}"),
        Command::Resign { player } => format!("resign {player}"),
        Command::Block { player, at } => format!("block {player} {at}"),
    }
}

/// Reads a stored command back; `None` if the text is not one (a corrupt log).
pub fn decode(text: &str, tiles: &TileSet) -> Option<Command> {
    let mut words = text.split_whitespace();
    let kind = words.next()?;
    let seat: usize = words.next()?.parse().ok()?;
    let command = match kind {
        "play" => {
            let dir = match words.next()? {
                "across" => Direction::Across,
                "down" => Direction::Down,
                _ => return None,
            };
            let tiles = words
                .map(|w| square(w, tiles))
                .collect::<Option<Vec<_>>>()?;
            Command::Play {
                player: seat,
                placement: Placement { dir, tiles },
            }
        }
        "words" => {
            let rest: Vec<&str> = words.collect();
            let split = rest.iter().position(|&w| w == ":")?;
            let squares = rest[..split]
                .iter()
                .map(|w| square(w, tiles))
                .collect::<Option<Vec<_>>>()?;
            let named = rest[split + 1..]
                .iter()
                .map(|w| {
                    let read = tiles.read_tiles(w, Reading::Tiles).ok()?;
                    Some(read.iter().map(|t| t.letter).collect::<Vec<_>>())
                })
                .collect::<Option<Vec<_>>>()?;
            Command::PlayWords {
                player: seat,
                placement: Placement {
                    dir: Direction::Across,
                    tiles: squares,
                },
                words: named,
            }
        }
        "exchange" => {
            let text = words.next()?;
            let exchanged = rack_tiles(text, tiles)?;
            Command::Exchange {
                player: seat,
                tiles: exchanged,
            }
        }
        "pass" => Command::Pass { player: seat },
        "timeout" => Command::TimeOut { player: seat },
        "challenge" => Command::Challenge { by: seat },
        "resign" => Command::Resign { player: seat },
        "block" => {
            // The square, read as a play's square with a placeholder letter.
            let (at, _) = square(&format!("{}=A", words.next()?), tiles)?;
            Command::Block { player: seat, at }
        }
        _ => return None,
    };
    Some(command)
}

/// `H8=r` -> (H8, blank R).
fn square(word: &str, tiles: &TileSet) -> Option<(Pos, Placed)> {
    let (name, letter) = word.split_once('=')?;
    let split = name.find(|c: char| c.is_ascii_digit())?;
    let (col_text, row_text) = name.split_at(split);
    let col = (0..26u8).find(|&c| column_name(c) == col_text)?;
    let row: u8 = row_text.parse().ok()?;
    let tiles = tiles.read_tiles(letter, Reading::Word).ok()?;
    let [typed] = tiles.as_slice() else {
        return None;
    };
    if row == 0 {
        return None;
    }
    let tile = typed.placed();
    Some((Pos::new(row - 1, col), tile))
}

/// Exchanged tiles in their order: letters, `?` for a blank, multi-letter tiles in brackets.
fn rack_tiles(text: &str, tiles: &TileSet) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('?') {
            out.push(BLANK);
            rest = after;
            continue;
        }
        let (typed, len) = tiles.read_tile(rest, Reading::Tiles).ok()??;
        out.push(typed.letter);
        rest = &rest[len..];
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_reads_back_as_written() {
        let set = TileSet::english();
        let l = |c| set.letter_of(c).unwrap();
        let commands = [
            Command::PlayWords {
                player: 0,
                placement: Placement {
                    dir: Direction::Across,
                    tiles: vec![
                        (Pos::new(7, 6), Placed::tile(l('D'))),
                        (Pos::new(7, 7), Placed::blank(l('I'))),
                    ],
                },
                words: vec![vec![l('D'), l('I')], vec![l('I'), l('D')]],
            },
            Command::Play {
                player: 1,
                placement: Placement {
                    dir: Direction::Down,
                    tiles: vec![
                        (Pos::new(6, 7), Placed::tile(l('Q'))),
                        (Pos::new(14, 0), Placed::blank(l('I'))),
                    ],
                },
            },
            Command::Exchange {
                player: 0,
                tiles: vec![l('A'), BLANK, l('Z')],
            },
            Command::Pass { player: 3 },
            Command::TimeOut { player: 2 },
            Command::Challenge { by: 1 },
            Command::Resign { player: 0 },
        ];
        for command in &commands {
            let text = encode(command, &set);
            assert_eq!(decode(&text, &set).as_ref(), Some(command), "{text}");
        }
        assert_eq!(encode(&commands[0], &set), "words 0 G8=D H8=i : DI ID");
        assert_eq!(encode(&commands[1], &set), "play 1 down H7=Q A15=i");
        assert_eq!(encode(&commands[2], &set), "exchange 0 A?Z");
    }

    #[test]
    fn corrupt_text_is_refused() {
        let set = TileSet::english();
        for text in [
            "",
            "play",
            "play x across",
            "play 0 sideways A1=A",
            "play 0 across A0=A",
            "play 0 across A1=1",
            "dance 0",
            "exchange 0 A1",
        ] {
            assert_eq!(decode(text, &set), None, "{text}");
        }
    }

    #[test]
    fn multi_letter_tiles_read_back_as_written() {
        let set = TileSet::by_name("spanish").unwrap();
        let l = |t: &str| set.parse_letters(t).unwrap()[0];
        let (ch, c, h) = (l("CH"), l("C"), l("H"));
        let commands = [
            Command::PlayWords {
                player: 0,
                placement: Placement {
                    dir: Direction::Across,
                    tiles: vec![
                        (Pos::new(7, 6), Placed::tile(ch)),
                        (Pos::new(7, 7), Placed::blank(l("RR"))),
                    ],
                },
                // Separate C and H tiles stay apart.
                words: vec![vec![ch, l("E")], vec![c, h]],
            },
            Command::Exchange {
                player: 1,
                tiles: vec![c, h, ch, BLANK],
            },
        ];
        for command in &commands {
            let text = encode(command, &set);
            assert_eq!(decode(&text, &set).as_ref(), Some(command), "{text}");
        }
        assert_eq!(encode(&commands[1], &set), "exchange 1 CH[CH]?");
    }
}
