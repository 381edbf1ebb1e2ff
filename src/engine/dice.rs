//! The dice game (rule book 002) as data and rules, for the game to consult: the 12 letter dice,
//! rolling them from a seeded generator, the roll for first play, and the "scrambled" removal
//! after each play. The mat is `Layout::dice_mat`.

use rand::Rng;

use super::board::Board;
use super::layout::Pos;
use super::placement::{Placement, words_formed};
use super::tiles::{BLANK, TileSet};

/// Dice in the cup: "12 Letter dice".
pub const DICE: usize = 12;
/// Most dice a player rolls: "Players can never roll more than 7 dice."
pub const MOST_ROLLED: usize = 7;
/// The score to win: "Be the first to score 200 points".
pub const TARGET: u32 = 200;
/// Seconds a turn lasts: "Players have only 60 seconds to form their word."
pub const TURN_SECS: i32 = 60;

/// The faces of the English dice, one string a die, `?` a blank face. The book lists no faces
/// (its pictures did not survive), so they are defined here: 72 faces close to the tile
/// distribution scaled from 100 tiles to 72 (E 8, A and I 6, O 5, N, R and T 4, L, S, U and D 3,
/// G, B, C, M, P and Y 2, one each of F, H, V, W, K, J, X, Q and Z, and 2 blanks), no letter
/// twice on a die, every die with vowels. A letter's value is its tile value; "the score value
/// of a blank is zero".
const ENGLISH_FACES: [&str; DICE] = [
    "EAOTUG", "EANDPF", "EINDPH", "EINDG?", "EINLYV", "EIRLYW", "EIRLB?", "EIRSBQ", "AORSCZ",
    "AOTSCJ", "AOTUMX", "AOTUMK",
];

/// One die: its six faces as tiles (`BLANK` for a blank face).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Die {
    pub faces: [u8; 6],
}

/// The 12 English dice, as tiles of `tiles` (the English tile set).
pub fn english_dice(tiles: &TileSet) -> Vec<Die> {
    ENGLISH_FACES
        .iter()
        .map(|faces| {
            let mut die = Die { faces: [BLANK; 6] };
            for (slot, c) in die.faces.iter_mut().zip(faces.chars()) {
                *slot = if c == '?' {
                    BLANK
                } else {
                    tiles.letter_of(c).expect("an English letter")
                };
            }
            die
        })
        .collect()
}

/// Rolls the dice numbered `which` (each lands on one of its six faces, uniformly): the tiles
/// facing up, in the order given.
pub fn roll(dice: &[Die], which: &[usize], rng: &mut impl Rng) -> Vec<u8> {
    which
        .iter()
        .map(|&d| dice[d].faces[rng.random_range(0..6)])
        .collect()
}

/// Who plays first from one die rolled each (seat, face up): "The player with the die that has
/// the letter closest to "A" plays first. A blank die beats any letter." Returns the seats that
/// tie for first (they roll again).
pub fn first_by_roll(rolls: &[(usize, u8)]) -> Vec<usize> {
    // Tiles are numbered in alphabet order with the blank as 0, so the lowest wins.
    let best = rolls.iter().map(|&(_, t)| t).min();
    rolls
        .iter()
        .filter(|&&(_, t)| Some(t) == best)
        .map(|&(seat, _)| seat)
        .collect()
}

/// "Scrambled": the squares emptied after `placement` is played on `before`, their dice going
/// back to the cup. "The player REMOVES the letters that were present at the start of his/her
/// turn, minus any letter that was used to form the new word", so one word stays: the play's
/// new word (the word along its line; for a single die, the first word through it). "If a player
/// extends the current word and does not form a second word, all the dice are returned to the
/// cup": then every square empties, new dice included, and the next player starts on the star.
/// Assumes the placement passed the placement rules.
pub fn scrambled(before: &Board, placement: &Placement) -> Vec<Pos> {
    let old: Vec<Pos> = before.tiles().map(|(p, _)| p).collect();
    let words = words_formed(before, placement);
    let Some(new_word) = words.first() else {
        return Vec::new();
    };
    let mut after = before.clone();
    for &(pos, tile) in &placement.tiles {
        after.set(pos, Some(tile));
    }
    let kept = new_word.squares(&after);
    let extends_only = !old.is_empty() && words.len() == 1 && old.iter().all(|p| kept.contains(p));
    if extends_only {
        return after.tiles().map(|(p, _)| p).collect();
    }
    old.into_iter().filter(|p| !kept.contains(p)).collect()
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::layout::Direction;
    use crate::engine::tiles::Placed;

    fn english() -> TileSet {
        TileSet::english()
    }

    /// A board with `word` laid from (row, col) along `dir`.
    fn lay(board: &mut Board, (row, col): (u8, u8), dir: Direction, word: &str) {
        let set = english();
        for (i, c) in word.chars().enumerate() {
            let pos = board.step(Pos::new(row, col), dir, i as i16).unwrap();
            board.set(pos, Some(Placed::tile(set.letter_of(c).unwrap())));
        }
    }

    /// The placement of `word`'s letters at squares still empty on `board`.
    fn play(board: &Board, (row, col): (u8, u8), dir: Direction, word: &str) -> Placement {
        let set = english();
        let mut tiles = Vec::new();
        for (i, c) in word.chars().enumerate() {
            let pos = board.step(Pos::new(row, col), dir, i as i16).unwrap();
            if board.get(pos).is_none() {
                tiles.push((pos, Placed::tile(set.letter_of(c).unwrap())));
            }
        }
        Placement { dir, tiles }
    }

    #[test]
    fn twelve_dice_of_six_faces_close_to_the_tile_distribution() {
        let set = english();
        let dice = english_dice(&set);
        assert_eq!(dice.len(), DICE);
        let mut count = vec![0usize; set.letter_count() + 1];
        for die in &dice {
            let mut seen = die.faces.to_vec();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), 6, "no face twice on a die: {die:?}");
            for &f in &die.faces {
                count[usize::from(f)] += 1;
            }
            let vowels = die
                .faces
                .iter()
                .filter(|&&f| f != BLANK && "AEIOU".contains(set.label(f)))
                .count();
            assert!(vowels >= 2, "{die:?}");
        }
        assert_eq!(count.iter().sum::<usize>(), 72);
        assert_eq!(count[usize::from(BLANK)], 2, "blank faces");
        // Every letter is on some die, in proportion to the tiles within one face.
        for letter in set.letters() {
            let tiles = f64::from(set.distribution()[usize::from(letter)]);
            let faces = count[usize::from(letter)] as f64;
            assert!(faces >= 1.0, "{}", set.label(letter));
            assert!(
                (faces - tiles * 0.72).abs() <= 1.0,
                "{}: {faces} faces",
                set.label(letter)
            );
        }
    }

    #[test]
    fn the_books_first_example_scores_34_on_the_mat() {
        // "Turn 1: Score 34. The H is scored as a triple letter first; the R as a double letter
        // and then the score is doubled because the E is on the ★ square."
        let variant = crate::engine::variant::Variant {
            layout: crate::engine::layout::Layout::dice_mat(),
            ..crate::engine::variant::Variant::classic()
        };
        let board = Board::empty(9, 9);
        let horse = play(&board, (4, 0), Direction::Across, "HORSE");
        crate::engine::placement::check_placement(&variant.layout, &board, &horse).unwrap();
        assert_eq!(
            crate::engine::scoring::score_play(&variant, &board, &horse).score,
            34
        );
    }

    #[test]
    fn rolls_come_from_the_seed_and_land_on_a_face() {
        let dice = english_dice(&english());
        let which: Vec<usize> = (0..MOST_ROLLED).collect();
        let a = roll(&dice, &which, &mut ChaCha8Rng::seed_from_u64(7));
        let b = roll(&dice, &which, &mut ChaCha8Rng::seed_from_u64(7));
        assert_eq!(a, b, "the same seed rolls the same");
        for (&d, &face) in which.iter().zip(&a) {
            assert!(dice[d].faces.contains(&face));
        }
        // Every face comes up over many rolls.
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut seen = [false; 6];
        for _ in 0..200 {
            let face = roll(&dice, &[0], &mut rng)[0];
            seen[dice[0].faces.iter().position(|&f| f == face).unwrap()] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn nearest_to_a_plays_first_and_a_blank_beats_any_letter() {
        let set = english();
        let t = |c| set.letter_of(c).unwrap();
        assert_eq!(first_by_roll(&[(0, t('M')), (1, t('C')), (2, t('Q'))]), [1]);
        assert_eq!(first_by_roll(&[(0, t('A')), (1, BLANK)]), [1]);
        assert_eq!(
            first_by_roll(&[(0, t('E')), (1, t('E')), (2, t('S'))]),
            [0, 1]
        );
    }

    #[test]
    fn a_new_word_keeps_its_letters_and_the_rest_go_back_to_the_cup() {
        // CAT across the middle row; ACE down through its A.
        let mut board = Board::empty(9, 9);
        lay(&mut board, (4, 3), Direction::Across, "CAT");
        let placement = play(&board, (4, 4), Direction::Down, "ACE");
        let removed = scrambled(&board, &placement);
        // C and T were on the mat at the start and are not in ACE: they go back.
        assert_eq!(removed, [Pos::new(4, 3), Pos::new(4, 5)]);
    }

    #[test]
    fn extending_the_word_alone_returns_every_die() {
        let mut board = Board::empty(9, 9);
        lay(&mut board, (4, 3), Direction::Across, "CAT");
        let placement = play(&board, (4, 3), Direction::Across, "CATS");
        let mut removed = scrambled(&board, &placement);
        removed.sort_unstable_by_key(|p| (p.row, p.col));
        // "All the dice are returned to the cup": the S too.
        assert_eq!(
            removed,
            [
                Pos::new(4, 3),
                Pos::new(4, 4),
                Pos::new(4, 5),
                Pos::new(4, 6)
            ]
        );
    }

    #[test]
    fn the_first_word_stays_and_a_parallel_play_keeps_only_its_new_word() {
        let empty = Board::empty(9, 9);
        let first = play(&empty, (4, 3), Direction::Across, "CAT");
        assert!(scrambled(&empty, &first).is_empty());
        // AT laid under the C and A of CAT, forming CA and AT down as well.
        let mut board = Board::empty(9, 9);
        lay(&mut board, (4, 3), Direction::Across, "CAT");
        let parallel = play(&board, (5, 3), Direction::Across, "AT");
        let removed = scrambled(&board, &parallel);
        // The new word is AT; the old C, A and T all go back, though CA and AT were formed
        // down through them.
        assert_eq!(removed.len(), 3);
        assert!(removed.iter().all(|p| p.row == 4));
    }
}
