//! The move generator against a brute force in tile sets with multi-letter tiles: Spanish (CH,
//! LL, RR as single tiles, and Ñ) and Catalan (L·L, NY, QU, and Ç), on small word lists written
//! for this test. The brute force (`brute_force/mod.rs`): every word at every square and
//! direction, every choice of blanks, kept when `check_placement` accepts it, the rack holds
//! its tiles and every word formed is a word, scored by `score_play`. Positions are generated:
//! games of greedy best moves from a seeded bag.

use std::collections::BTreeSet;

use lexicord::engine::board::Board;
use lexicord::engine::movegen::{Move, all_moves, best_move};
use lexicord::engine::rack::Rack;
use lexicord::engine::scoring::score_play;
use lexicord::engine::tiles::{BLANK, Letter, TileSet};
use lexicord::engine::variant::Variant;

mod brute_force;
use brute_force::{Words, brute_force, key, shuffled_bag};

/// Spanish words, CH LL RR and Ñ among them (read greedily: CHURRO is CH U RR O).
const SPANISH: &str = "CHURRO CHURROS CHICO CHICA COCHE NOCHE LECHE MUCHO OCHO HACHA ECHO \
    LLAMA LLAVE CALLE BELLO POLLO SILLA ELLA ELLOS PERRO CARRO TORRE TIERRA ARROZ BARRO \
    NIÑO NIÑA AÑO AÑOS SUEÑO BAÑO ÑU ÑUS PIÑA MAR SOL LUZ PAN SAL RIO ESA ESO LA LE LO EL \
    EN ES DE UN UNA YA SE SI NO AL OS AS RE MI TU TE VA HA HE OH AH YO ME NI OLA ALA ASA \
    OSO CASA MESA ROSA TOMA SALA PALA LATA NOTA DATO SOPA RATO TIRO MIRA PERA ORO";

/// Catalan words, L·L NY QU and Ç among them.
const CATALAN: &str = "AL·LOT COL·LEGA NUL·LA IL·LUSIO ANY ANYS BANY CANYA LLENYA PENYA \
    VINYA QUE QUI QUAN AQUI ESQUI PAQUET FORÇA CAÇA DOLÇ BRAÇ PLAÇA LA EL ES UN DE EN SI NO \
    ME TE SE JA ARA ERA ESA SAL SOL MAR MES PA PAS RE RES TOT TOTA CASA MASA ROSA POT ALA \
    ALES ONA ONES ULL ULLS";

/// Compares the generator with the brute force on one position; returns its plays.
fn compare(variant: &Variant, words: &Words, board: &Board, rack: &Rack, what: &str) -> Vec<Move> {
    let moves = all_moves(variant, &words.lexicon, board, rack);
    let mut generated = BTreeSet::new();
    for m in &moves {
        let placement = m.placement();
        assert_eq!(
            score_play(variant, board, &placement).score,
            m.score(),
            "{what}"
        );
        assert!(
            generated.insert(key(&placement, m.score())),
            "{what}: twice"
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
        "{what}"
    );
    moves
}

/// Games played per tile set, twelve turns each.
const SEEDS: u64 = 12;

/// Plays games of greedy best moves from seeded bags, comparing at every turn. Returns the
/// positions compared, the plays compared and the plays that put down a multi-letter tile
/// or one of `special`.
fn play_games(tiles: TileSet, text: &str, special: &[&str]) -> (usize, usize, usize) {
    let variant = Variant::with_tiles(tiles);
    let set = &variant.tiles;
    let words = Words::read(set, text);
    let special: Vec<Letter> = set
        .letters()
        .filter(|&l| set.label(l).chars().count() > 1 || special.contains(&set.label(l)))
        .collect();
    let (mut positions, mut plays, mut with_special) = (0, 0, 0);
    for seed in 1..=SEEDS {
        let mut bag = shuffled_bag(set, seed);
        let mut board = Board::empty(15, 15);
        let mut rack = Rack::empty(set.letter_count());
        for turn in 0..12 {
            // A multi-letter tile (or the set's own letter) first when the bag has one: each
            // is a single tile of 100, and the point is to play them.
            if let Some(i) = bag.iter().rposition(|t| special.contains(t)) {
                let tile = bag.remove(i);
                bag.push(tile);
            }
            while rack.len() < 7 {
                let Some(tile) = bag.pop() else { break };
                rack.add(tile);
            }
            let what = format!("{} seed {seed} turn {turn}", set.name());
            let moves = compare(&variant, &words, &board, &rack, &what);
            positions += 1;
            plays += moves.len();
            with_special += moves
                .iter()
                .filter(|m| {
                    m.placement()
                        .tiles
                        .iter()
                        .any(|(_, t)| special.contains(&t.letter))
                })
                .count();
            let Some(best) = best_move(&variant, &words.lexicon, &board, &rack) else {
                // Nothing to play: change the whole rack.
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
    (positions, plays, with_special)
}

#[test]
fn spanish_moves_equal_brute_force_with_ch_ll_rr_and_n_tilde() {
    let spanish = TileSet::by_name("spanish").unwrap();
    let (positions, plays, special) = play_games(spanish, SPANISH, &["Ñ"]);
    println!("spanish: {positions} positions, {plays} plays, {special} with CH LL RR Ñ");
    assert_eq!(positions, 12 * SEEDS as usize);
    assert!(plays > 600, "{plays} plays");
    assert!(
        special > 100,
        "{special} plays with a multi-letter tile or Ñ"
    );
}

#[test]
fn catalan_moves_equal_brute_force_with_l_l_ny_qu_and_c_cedilla() {
    let catalan = TileSet::by_name("catalan").unwrap();
    let (positions, plays, special) = play_games(catalan, CATALAN, &["Ç"]);
    println!("catalan: {positions} positions, {plays} plays, {special} with L·L NY QU Ç");
    assert_eq!(positions, 12 * SEEDS as usize);
    assert!(plays > 600, "{plays} plays");
    assert!(
        special > 50,
        "{special} plays with a multi-letter tile or Ç"
    );
}
