//! `lexicord moves` in every language edition's tile set against a brute force (issue 29). For
//! each edition but English (whose plays `movegen_exactness.rs` checks on the real records), a
//! word list generated for the test from the edition's own letters, with each of its tiles
//! (accented and two-letter ones among them) in several words, is written to a file in
//! brackets (`[C][H][A]`); positions come from games of greedy best plays from seeded bags. For
//! every position, the plays `lexicord moves --tileset NAME --lexicon FILE --all` lists, read
//! back with the engine's notation, are exactly the plays the brute force finds
//! (`brute_force/mod.rs`), with the same scores.

use std::collections::BTreeSet;

use clap::Parser;
use lexicord::cli::{Cli, Command};
use lexicord::engine::board::Board;
use lexicord::engine::formats::cgp::CgpPosition;
use lexicord::engine::movegen::best_move;
use lexicord::engine::notation::parse_play;
use lexicord::engine::rack::Rack;
use lexicord::engine::scoring::score_play;
use lexicord::engine::tiles::{BLANK, EDITIONS, Letter, TileSet};
use lexicord::engine::variant::Variant;

#[allow(dead_code)] // what the other tests of the brute force use and this one does not
mod brute_force;
use brute_force::{Key, Words, brute_force, key, shuffled_bag};

/// Games per tile set, and turns per game.
const GAMES: u64 = 2;
const TURNS: usize = 10;

/// A small generator of numbers, fixed by its seed.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize % n
    }
}

/// Words of two to five tiles: for each letter, four words holding it; then 400 more, letters
/// drawn as often as the bag holds them (so common letters make most words).
fn generated_words(tiles: &TileSet) -> Vec<Vec<Letter>> {
    let mut rng = Lcg(u64::from(tiles.letter_count() as u32) * 7_919);
    let weighted: Vec<Letter> = tiles
        .letters()
        .flat_map(|l| std::iter::repeat_n(l, usize::from(tiles.count(l))))
        .collect();
    let word = |must: Option<Letter>, rng: &mut Lcg| {
        let len = 2 + rng.below(4);
        let mut w: Vec<Letter> = (0..len)
            .map(|_| weighted[rng.below(weighted.len())])
            .collect();
        if let Some(letter) = must {
            w[rng.below(len)] = letter;
        }
        w
    };
    let mut out = BTreeSet::new();
    for letter in tiles.letters() {
        for _ in 0..4 {
            out.insert(word(Some(letter), &mut rng));
        }
    }
    while out.len() < tiles.letter_count() * 4 + 400 {
        out.insert(word(None, &mut rng));
    }
    out.into_iter().collect()
}

/// A word list file's text: each tile in brackets, one word a line.
fn list_text(tiles: &TileSet, words: &[Vec<Letter>]) -> String {
    words
        .iter()
        .map(|w| {
            w.iter().fold(String::new(), |mut out, &l| {
                out.push('[');
                out.push_str(tiles.label(l));
                out.push(']');
                out
            })
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Positions of greedy games in `variant`'s tiles: (board, rack) before each turn.
fn positions(variant: &Variant, words: &Words) -> Vec<(Board, Rack)> {
    let set = &variant.tiles;
    let mut out = Vec::new();
    for seed in 1..=GAMES {
        let mut bag = shuffled_bag(set, seed);
        let mut board = Board::empty(15, 15);
        let mut rack = Rack::empty(set.letter_count());
        for _ in 0..TURNS {
            while rack.len() < 7 {
                let Some(tile) = bag.pop() else { break };
                rack.add(tile);
            }
            out.push((board.clone(), rack.clone()));
            let Some(best) = best_move(variant, &words.lexicon, &board, &rack) else {
                bag.splice(0..0, rack.tiles());
                rack = Rack::empty(set.letter_count());
                continue;
            };
            for (pos, tile) in best.placement().tiles {
                assert!(rack.remove(if tile.blank { BLANK } else { tile.letter }));
                board.set(pos, Some(tile));
            }
        }
    }
    out
}

/// What `lexicord moves ARGS` prints.
fn moves(args: &[&str]) -> String {
    let cli = Cli::try_parse_from(["lexicord", "moves"].iter().chain(args)).unwrap();
    let Command::Moves(args) = cli.command else {
        panic!("parsed as another command");
    };
    lexicord::cli::moves::listing(&args).unwrap()
}

/// A listed word as the listing writes tiles, for the notation's reader: each character
/// outside brackets is one tile (`IRR` is I, R, R; `I[RR]` is I and the RR tile), so each is
/// bracketed (`[I][R][R]`), since a plainly typed word reads `RR` as the one tile.
fn as_written(word: &str) -> String {
    let mut out = String::new();
    let mut chars = word.chars();
    while let Some(c) = chars.next() {
        if c == '[' {
            out.push('[');
            for inner in chars.by_ref() {
                out.push(inner);
                if inner == ']' {
                    break;
                }
            }
        } else {
            out.push('[');
            out.push(c);
            out.push(']');
        }
    }
    out
}

/// Each position's listed plays, read back with the notation: one set a position.
fn listed(variant: &Variant, listing: &str, positions: &[(Board, Rack)]) -> Vec<BTreeSet<Key>> {
    let mut out: Vec<BTreeSet<Key>> = Vec::new();
    for line in listing.lines() {
        if line.starts_with("position ") {
            out.push(BTreeSet::new());
            continue;
        }
        let parts: Vec<&str> = line.split(' ').collect();
        let [coord, word, score] = parts[..] else {
            panic!("a play line: {line:?}");
        };
        let board = &positions[out.len() - 1].0;
        let placement = parse_play(&variant.tiles, board, coord, &as_written(word))
            .unwrap_or_else(|e| panic!("{line:?}: {e}"));
        let score: u32 = score.parse().unwrap();
        assert_eq!(
            score_play(variant, board, &placement).score,
            score,
            "{line}"
        );
        assert!(
            out.last_mut().unwrap().insert(key(&placement, score)),
            "{line} twice"
        );
    }
    out
}

#[test]
fn moves_of_every_edition_equal_brute_force() {
    let dir = std::env::temp_dir().join(format!("lexicord-moves-sets-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for edition in &EDITIONS[1..] {
        let variant = Variant::classic().with_edition(edition);
        let tiles = &variant.tiles;
        let list = generated_words(tiles);
        let words = Words::new(list.clone());
        let positions = positions(&variant, &words);
        let list_file = dir.join(format!("{}.txt", edition.name));
        std::fs::write(&list_file, list_text(tiles, &list)).unwrap();
        let cgp: Vec<String> = positions
            .iter()
            .map(|(board, rack)| {
                CgpPosition {
                    tiles: tiles.clone(),
                    board: board.clone(),
                    racks: vec![rack.clone()],
                    scores: vec![0],
                    zero_turns: 0,
                    operations: Vec::new(),
                }
                .to_string()
            })
            .collect();
        let cgp_file = dir.join(format!("{}.cgp", edition.name));
        std::fs::write(&cgp_file, cgp.join("\n")).unwrap();
        let listing = moves(&[
            "--tileset",
            edition.name,
            "--lexicon",
            list_file.to_str().unwrap(),
            "--cgp-file",
            cgp_file.to_str().unwrap(),
            "--all",
        ]);
        let listed = listed(&variant, &listing, &positions);
        assert_eq!(listed.len(), positions.len(), "{}", edition.name);
        let (mut plays, mut special) = (0, 0);
        for (n, ((board, rack), found)) in positions.iter().zip(&listed).enumerate() {
            let expected = brute_force(&variant, &words, board, rack);
            let missing: Vec<_> = expected.difference(found).take(3).collect();
            let extra: Vec<_> = found.difference(&expected).take(3).collect();
            assert!(
                missing.is_empty() && extra.is_empty(),
                "{} position {}: rack {} missing {missing:?} extra {extra:?}",
                edition.name,
                n + 1,
                rack.to_text(tiles)
            );
            plays += found.len();
            special += found
                .iter()
                .filter(|(_, new, _)| {
                    new.iter().any(|&(_, letter, _)| {
                        !tiles.label(letter).chars().all(|c| c.is_ascii_uppercase())
                    })
                })
                .count();
        }
        println!(
            "{}: {} positions, {plays} plays, {special} with a tile not in A-Z",
            edition.name,
            positions.len()
        );
        assert!(plays > 100, "{}: {plays} plays", edition.name);
        let own = tiles
            .letters()
            .any(|l| !tiles.label(l).chars().all(|c| c.is_ascii_uppercase()));
        assert!(
            !own || special > 0,
            "{}: plays with its own tiles",
            edition.name
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
