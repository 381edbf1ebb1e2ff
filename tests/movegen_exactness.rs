//! The move generator against a brute-force generator that is slow but obviously right: every
//! word of the lexicon at every square and direction, with every choice of blanks, kept when
//! `check_placement` accepts it, the rack holds its tiles and every word formed is a word;
//! scored by `score_play`. Positions come from real game records (replayed move by move) and
//! from boards built by the generator itself on other layouts and rack sizes.

use std::collections::{BTreeSet, HashSet};
use std::path::PathBuf;

use lexicord::engine::board::Board;
use lexicord::engine::layout::{Direction, Layout, Pos};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{Move, all_moves, best_move};
use lexicord::engine::placement::{Placement, check_placement, words_formed};
use lexicord::engine::rack::Rack;
use lexicord::engine::scoring::score_play;
use lexicord::engine::tiles::{BLANK, Placed};
use lexicord::engine::variant::Variant;

/// A play as both generators are compared: direction (none for a single tile, which reads
/// both ways), new tiles, score.
type Key = (Option<bool>, Vec<(Pos, u8, bool)>, u32);

fn key(placement: &Placement, score: u32) -> Key {
    let dir = (placement.tiles.len() > 1).then_some(placement.dir == Direction::Down);
    let mut tiles: Vec<_> = placement
        .tiles
        .iter()
        .map(|&(p, t)| (p, t.letter, t.blank))
        .collect();
    tiles.sort_unstable();
    (dir, tiles, score)
}

/// The test's word list: ENABLE words of up to eight letters.
struct Words {
    list: Vec<Vec<u8>>,
    /// For each word, the letters it uses as a bit set.
    masks: Vec<u64>,
    set: HashSet<Vec<u8>>,
    lexicon: Lexicon,
}

fn words() -> Words {
    let variant = Variant::classic();
    let text = include_str!("../lexicons/ENABLE.txt");
    let list: Vec<Vec<u8>> = text
        .lines()
        .filter(|w| w.len() <= 8)
        .map(|w| variant.tiles.parse_letters(w).unwrap())
        .collect();
    let masks = list
        .iter()
        .map(|w| w.iter().fold(0u64, |m, &l| m | 1 << l))
        .collect();
    let lexicon = Lexicon::from_words(&list).unwrap();
    Words {
        set: list.iter().cloned().collect(),
        list,
        masks,
        lexicon,
    }
}

/// Every legal play found the slow way.
fn brute_force(variant: &Variant, words: &Words, board: &Board, rack: &Rack) -> BTreeSet<Key> {
    let mut found = BTreeSet::new();
    let blanks = rack.count(BLANK);
    for dir in [Direction::Across, Direction::Down] {
        let (lines, len) = match dir {
            Direction::Across => (board.rows(), board.cols()),
            Direction::Down => (board.cols(), board.rows()),
        };
        for line in 0..lines {
            let square = |i: u8| match dir {
                Direction::Across => Pos::new(line, i),
                Direction::Down => Pos::new(i, line),
            };
            // Letters a word in this line could draw on: the rack and the line's tiles.
            let mut available = rack.counts().to_vec();
            for i in 0..len {
                if let Some(t) = board.get(square(i)) {
                    available[usize::from(t.letter)] += 1;
                }
            }
            let available_mask = (1..available.len())
                .filter(|&l| available[l] > 0)
                .fold(0u64, |m, l| m | 1 << l);
            for (word, &mask) in words.list.iter().zip(&words.masks) {
                if word.len() > usize::from(len) || (blanks == 0 && mask & !available_mask != 0) {
                    continue;
                }
                let mut need = available.clone();
                let short: usize = word
                    .iter()
                    .map(|&l| {
                        let slot = &mut need[usize::from(l)];
                        if *slot > 0 {
                            *slot -= 1;
                            0
                        } else {
                            1
                        }
                    })
                    .sum();
                if short > usize::from(blanks) {
                    continue;
                }
                for start in 0..=(len - word.len() as u8) {
                    try_word(
                        variant, words, board, rack, dir, word, start, &square, &mut found,
                    );
                }
            }
        }
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn try_word(
    variant: &Variant,
    words: &Words,
    board: &Board,
    rack: &Rack,
    dir: Direction,
    word: &[u8],
    start: u8,
    square: &dyn Fn(u8) -> Pos,
    found: &mut BTreeSet<Key>,
) {
    let end = start + word.len() as u8; // one past the word
    let len = match dir {
        Direction::Across => board.cols(),
        Direction::Down => board.rows(),
    };
    if (start > 0 && board.get(square(start - 1)).is_some())
        || (end < len && board.get(square(end)).is_some())
    {
        return;
    }
    let mut new = Vec::new();
    for (i, &letter) in word.iter().enumerate() {
        let pos = square(start + i as u8);
        match board.get(pos) {
            Some(t) if t.letter != letter => return,
            Some(_) => {}
            None => new.push((pos, letter)),
        }
    }
    if new.is_empty() {
        return;
    }
    // Where the tiles go and which words they make do not depend on which are blanks: check
    // those once, then try every way of taking the new tiles from the rack.
    let plain = Placement {
        dir,
        tiles: new.iter().map(|&(p, l)| (p, Placed::tile(l))).collect(),
    };
    if check_placement(&variant.layout, board, &plain).is_err()
        || !words_formed(board, &plain)
            .iter()
            .all(|w| words.set.contains(&w.letters()))
    {
        return;
    }
    for choice in 0u32..(1 << new.len()) {
        if choice.count_ones() > u32::from(rack.count(BLANK)) {
            continue;
        }
        let tiles: Vec<(Pos, Placed)> = new
            .iter()
            .enumerate()
            .map(|(i, &(pos, letter))| {
                let blank = choice & (1 << i) != 0;
                (pos, Placed { letter, blank })
            })
            .collect();
        let placement = Placement { dir, tiles };
        if !rack.has_tiles_for(&placement.tiles.iter().map(|t| t.1).collect::<Vec<_>>()) {
            continue;
        }
        let score = score_play(variant, board, &placement).score;
        found.insert(key(&placement, score));
    }
}

/// Compares the generator with the brute force on one position; returns how many plays.
fn compare(variant: &Variant, words: &Words, board: &Board, rack: &Rack, what: &str) -> usize {
    let moves = all_moves(variant, &words.lexicon, board, rack);
    let mut generated = BTreeSet::new();
    for m in &moves {
        let placement = m.placement();
        assert_eq!(
            check_placement(&variant.layout, board, &placement),
            Ok(()),
            "{what}: {m:?}"
        );
        assert_eq!(
            score_play(variant, board, &placement).score,
            m.score(),
            "{what}: score of {}",
            m.spell(&variant.tiles)
        );
        assert!(
            generated.insert(key(&placement, m.score())),
            "{what}: {} found twice",
            m.spell(&variant.tiles)
        );
    }
    let expected = brute_force(variant, words, board, rack);
    let missing: Vec<_> = expected.difference(&generated).take(5).collect();
    let extra: Vec<_> = generated.difference(&expected).take(5).collect();
    assert!(
        missing.is_empty() && extra.is_empty(),
        "{what}: rack {} missing {missing:?} extra {extra:?}",
        rack.to_text(&variant.tiles)
    );
    let best = best_move(variant, &words.lexicon, board, rack);
    assert_eq!(
        best.map(|m| m.score()),
        moves.iter().map(Move::score).max(),
        "{what}: best move"
    );
    moves.len()
}

/// The real records kept in the repository (`tests/fixtures/gcg`, see its README).
fn gcg_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcg")
}

/// Positions (board before the play, rack) of every tile play in the English records.
fn record_positions() -> Vec<(String, Board, Rack)> {
    let variant = Variant::classic();
    let set = &variant.tiles;
    let mut positions = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(gcg_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gcg"))
        .collect();
    files.sort();
    for file in files {
        let bytes = std::fs::read(&file).unwrap();
        let text = String::from_utf8_lossy(&bytes);
        if text.contains("#lexicon OSPS") || file.to_string_lossy().contains("polish") {
            continue;
        }
        let mut board = Board::empty(15, 15);
        let mut history: Vec<Board> = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let Some(rest) = line.strip_prefix('>') else {
                continue;
            };
            let fields: Vec<&str> = rest.split_whitespace().collect();
            if fields.len() < 4 {
                continue;
            }
            if fields[2] == "--" {
                if let Some(before) = history.pop() {
                    board = before;
                }
                continue;
            }
            let (rack_text, coord, word) = (fields[1], fields[2], fields[3]);
            let Some((pos, dir)) = parse_coord(coord) else {
                continue;
            };
            let name = format!("{}:{}", file.file_name().unwrap().to_string_lossy(), n + 1);
            if let Some(rack) = Rack::parse(set, rack_text) {
                positions.push((name, board.clone(), rack));
            }
            history.push(board.clone());
            let mut at = Some(pos);
            let mut through = false;
            for c in word.chars() {
                match c {
                    '(' => through = true,
                    ')' => through = false,
                    _ => {
                        let here = at.expect("play stays on the board");
                        if c != '.' && !through {
                            let letter = set.letter_of(c).unwrap();
                            let tile = if c.is_lowercase() {
                                Placed::blank(letter)
                            } else {
                                Placed::tile(letter)
                            };
                            board.set(here, Some(tile));
                        }
                        at = board.step(here, dir, 1);
                    }
                }
            }
        }
    }
    positions
}

/// `8D` (row first) is across, `D8` (column first) is down.
fn parse_coord(coord: &str) -> Option<(Pos, Direction)> {
    let digits: String = coord.chars().filter(char::is_ascii_digit).collect();
    let letters: String = coord.chars().filter(char::is_ascii_alphabetic).collect();
    if digits.is_empty() || letters.len() != 1 {
        return None;
    }
    let row = digits.parse::<u8>().ok()?.checked_sub(1)?;
    let col = letters.chars().next()?.to_ascii_uppercase() as u8 - b'A';
    let dir = if coord.starts_with(|c: char| c.is_ascii_digit()) {
        Direction::Across
    } else {
        Direction::Down
    };
    Some((Pos::new(row, col), dir))
}

#[test]
fn generator_equals_brute_force_on_real_game_positions() {
    let words = words();
    let variant = Variant::classic();
    let positions = record_positions();
    assert!(positions.len() > 1000, "{} positions", positions.len());
    // An even spread of about 240 positions over all records.
    let stride = positions.len() / 240;
    let mut compared = 0;
    let mut plays = 0;
    let mut with_blanks = 0;
    for (name, board, rack) in positions.iter().step_by(stride) {
        plays += compare(&variant, &words, board, rack, name);
        compared += 1;
        with_blanks += usize::from(rack.count(BLANK) > 0);
    }
    println!("{compared} record positions, {with_blanks} with a blank, {plays} plays: all equal");
    assert!(compared >= 200, "{compared} positions compared");
    assert!(with_blanks >= 10, "{with_blanks} positions with a blank");
    assert!(plays > 20_000, "{plays} plays compared");
}

/// Plays a few turns of greedy moves from a fixed tile sequence, comparing at every turn.
fn play_out(variant: &Variant, words: &Words, racks: &[&str], what: &str) -> usize {
    let mut board = Board::empty(variant.layout.rows(), variant.layout.cols());
    let mut compared = 0;
    for (turn, text) in racks.iter().enumerate() {
        let rack = Rack::parse(&variant.tiles, text).unwrap();
        compare(
            variant,
            words,
            &board,
            &rack,
            &format!("{what} turn {turn}"),
        );
        compared += 1;
        if let Some(best) = best_move(variant, &words.lexicon, &board, &rack) {
            for (pos, tile) in best.placement().tiles {
                board.set(pos, Some(tile));
            }
        }
    }
    compared
}

const RACKS: [&str; 8] = [
    "AEINRST", "?OUTLER", "CDEHOPS", "??EAMNT", "IIKLNOW", "AEFGRUY", "BDEIMOX", "EJNOQSU",
];

#[test]
fn generator_equals_brute_force_on_other_boards_and_racks() {
    let words = words();
    // A small mat with two start squares and quadruple squares.
    let mat = Layout::from_map(
        "mat",
        &[
            "Q...d...Q",
            ".t.....t.",
            "..D...D..",
            "...+.+...",
            "d...q...d",
            "...+.+...",
            "..D...D..",
            ".t.....t.",
            "Q...d...Q",
        ],
    )
    .unwrap();
    let small = Variant {
        layout: mat,
        ..Variant::classic()
    };
    assert_eq!(play_out(&small, &words, &RACKS, "mat"), RACKS.len());
    // Nine tiles on the rack: bingos of 7, 8 and 9 tiles.
    let nine = Variant::nine_tile();
    let racks = ["AEINRSTLD", "?OUTLERAS", "CDEHOPSIA", "??EAMNTRI"];
    assert_eq!(play_out(&nine, &words, &racks, "nine"), racks.len());
    // A wide 21x21 board with the star off-centre.
    let rows: Vec<String> = (0..21)
        .map(|r| {
            if r == 4 {
                format!("{}*{}", ".".repeat(3), "d".repeat(17))
            } else if r % 5 == 0 {
                "T".repeat(21)
            } else {
                ".".repeat(21)
            }
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let wide = Variant {
        layout: Layout::from_map("wide", &rows).unwrap(),
        ..Variant::classic()
    };
    assert_eq!(play_out(&wide, &words, &RACKS[..5], "wide"), 5);
}
