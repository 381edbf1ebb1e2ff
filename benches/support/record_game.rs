//! Positions of the real game records (`tests/fixtures/gcg`, the repository's copy of the
//! shared records) as games: the plays still on the board, made in order by two seats whose
//! racks and bag are stacked so that each holds the tiles of its next play, and the player to
//! move holds a given rack. Shared by the suggestion bench and `tests/suggest_placements`.

use std::path::PathBuf;

use lexicord::engine::bag::Bag;
use lexicord::engine::board::Board;
use lexicord::engine::dictionary::AnyWord;
use lexicord::engine::formats::gcg::{self, Action};
use lexicord::engine::game::{Command, Game, GameSettings};
use lexicord::engine::notation::parse_play_at;
use lexicord::engine::placement::{Placement, check_placement};
use lexicord::engine::rack::Rack;
use lexicord::engine::replay::detect_tile_set;
use lexicord::engine::variant::Variant;

/// One position of a record: the plays on the board, and the move line that follows it when
/// that is a play: the rack it was made from and the word as written (`.` for through tiles).
pub struct Position {
    pub plays: Vec<Placement>,
    pub next: Option<(String, String)>,
}

/// The records kept in the repository, sorted by name.
pub fn records() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcg");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gcg"))
        .collect();
    files.sort();
    files
}

/// The record's variant and its positions: the start, then one after each play or take-back.
pub fn positions(path: &PathBuf) -> Option<(Variant, Vec<Position>)> {
    let record = gcg::read(&gcg::decode(&std::fs::read(path).ok()?)).ok()?;
    let variant = Variant::with_tiles(detect_tile_set(&record).ok()?);
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let mut plays: Vec<(String, Placement)> = Vec::new();
    let mut positions = vec![Position {
        plays: Vec::new(),
        next: None,
    }];
    for event in record.events() {
        match &event.action {
            Action::Play { coord, word } => {
                if let Some(last) = positions.last_mut() {
                    last.next = Some((event.rack.clone(), word.clone()));
                }
                let Ok(placement) = parse_play_at(&variant.tiles, &board, *coord, word) else {
                    continue;
                };
                if check_placement(&variant.layout, &board, &placement).is_err() {
                    continue;
                }
                for &(pos, tile) in &placement.tiles {
                    board.set(pos, Some(tile));
                }
                plays.push((event.nick.clone(), placement));
            }
            Action::Withdrawn => {
                if let Some(i) = plays.iter().rposition(|(nick, _)| *nick == event.nick) {
                    for &(pos, _) in &plays.remove(i).1.tiles {
                        board.set(pos, None);
                    }
                }
            }
            _ => continue,
        }
        positions.push(Position {
            plays: plays.iter().map(|(_, p)| p.clone()).collect(),
            next: None,
        });
    }
    Some((variant, positions))
}

/// A two-seat game that has made `plays` (seat 0 first, then in turn), with `rack` on the rack
/// of the seat to move. Each seat's tiles are a stream: its plays' tiles in order, then its
/// last rack; its rack is always the next tiles of its stream, and the bag hands out what the
/// seats draw in the order they draw it.
pub fn game_at(variant: &Variant, plays: &[Placement], rack: &[u8]) -> Game {
    let size = usize::from(variant.rack_size);
    let mut streams: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    for (i, play) in plays.iter().enumerate() {
        streams[i % 2].extend(play.tiles.iter().map(|(_, t)| t.rack_tile()));
    }
    let to_move = plays.len() % 2;
    streams[to_move].extend(rack);
    streams[1 - to_move].extend(std::iter::repeat_n(1, size));
    let mut used = [size, size];
    let mut bag = Vec::new();
    for (i, play) in plays.iter().enumerate() {
        let seat = i % 2;
        bag.extend(&streams[seat][used[seat]..used[seat] + play.tiles.len()]);
        used[seat] += play.tiles.len();
    }
    let letters = variant.tiles.letter_count();
    let racks = streams
        .iter()
        .map(|s| Rack::from_tiles(letters, &s[..size]))
        .collect();
    let settings = GameSettings::default();
    let mut game = Game::arranged(variant.clone(), settings, racks, Bag::stacked(&bag), 0)
        .unwrap_or_else(|e| panic!("setting up: {e}"));
    for (i, placement) in plays.iter().enumerate() {
        let command = Command::Play {
            player: i % 2,
            placement: placement.clone(),
        };
        game.apply(&command, &AnyWord)
            .unwrap_or_else(|e| panic!("play {i}: {e}"));
    }
    assert_eq!(game.to_move(), Some(to_move));
    assert_eq!(game.rack(to_move), &Rack::from_tiles(letters, rack));
    game
}
