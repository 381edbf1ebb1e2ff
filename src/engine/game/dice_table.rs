//! The dice game's table (rule book 002): where each of the 12 letter dice is (in the cup, face
//! up in front of a player, or on the mat) and the seeded generator that draws and rolls them.
//! The game asks it to deal at the start of a turn, to place the dice of a play, to clear the
//! "scrambled" squares and to take back a player's dice at the end of a turn.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::opening::OpeningDraw;
use super::record::Seat;
use crate::engine::board::Board;
use crate::engine::dice::{Die, MOST_ROLLED, english_dice, first_by_roll};
use crate::engine::layout::Pos;
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::tiles::TileSet;

/// Rounds of rolling for first play after which a tie is settled by seat order (twelve dice
/// with six faces never get near it).
const MAX_ROLL_ROUNDS: usize = 64;

/// Every die, where it is, and the generator for draws and rolls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct DiceTable {
    dice: Vec<Die>,
    /// Dice in the cup, by number, in ascending order.
    cup: Vec<usize>,
    /// By seat: the dice face up in front of the player (rolled this turn, or passed on).
    hands: Vec<Vec<(usize, u8)>>,
    /// The die on each covered square of the mat.
    mat: Vec<(Pos, usize)>,
    rng: ChaCha8Rng,
}

impl DiceTable {
    /// All 12 dice in the cup, and the roll for first play: "Each player takes a die and rolls
    /// it. The player with the die that has the letter closest to "A" plays first. A blank die
    /// beats any letter. Return the dice to the cup." Players who tie roll again. A `given`
    /// first player (decided before the game) skips the roll.
    pub(super) fn new(
        tiles: &TileSet,
        players: usize,
        seed: u64,
        given: Option<Seat>,
    ) -> (Self, OpeningDraw) {
        let dice = english_dice(tiles);
        let mut table = Self {
            cup: (0..dice.len()).collect(),
            dice,
            hands: vec![Vec::new(); players],
            mat: Vec::new(),
            rng: ChaCha8Rng::seed_from_u64(seed),
        };
        if let Some(first) = given {
            return (table, OpeningDraw::given(first, players));
        }
        let mut contenders: Vec<Seat> = (0..players).collect();
        let mut rounds = Vec::new();
        loop {
            let rolls: Vec<(Seat, u8)> = contenders
                .iter()
                .map(|&seat| {
                    let die = table.cup[table.rng.random_range(0..table.cup.len())];
                    (seat, table.roll(die))
                })
                .collect();
            contenders = first_by_roll(&rolls);
            rounds.push(rolls);
            if contenders.len() <= 1 || rounds.len() >= MAX_ROLL_ROUNDS {
                break;
            }
        }
        let first = contenders.first().copied().unwrap_or(0);
        let draw = OpeningDraw {
            rounds,
            first,
            order: (0..players).map(|k| (first + k) % players).collect(),
        };
        (table, draw)
    }

    fn roll(&mut self, die: usize) -> u8 {
        self.dice[die].faces[self.rng.random_range(0..6)]
    }

    /// The start of `seat`'s turn: "draws 7 dice from the cup and rolls them. Note: if there
    /// are less than 7 dice, the player uses all the dice in the cup. Players can never roll
    /// more than 7 dice." Dice passed on face up (advanced play) count toward the seven and are
    /// not rolled again.
    pub(super) fn draw_and_roll(&mut self, seat: Seat) {
        let wanted = MOST_ROLLED.saturating_sub(self.hands[seat].len());
        for _ in 0..wanted.min(self.cup.len()) {
            let die = self.cup.remove(self.rng.random_range(0..self.cup.len()));
            let face = self.roll(die);
            self.hands[seat].push((die, face));
        }
    }

    /// The faces in front of `seat`, as a rack.
    pub(super) fn rack(&self, seat: Seat, letter_count: usize) -> Rack {
        let faces: Vec<u8> = self.hands[seat].iter().map(|&(_, face)| face).collect();
        Rack::from_tiles(letter_count, &faces)
    }

    /// Moves the dice of `placement` from `seat`'s hand onto the mat: for each tile placed, the
    /// first die in hand showing that face. The caller has checked the rack.
    pub(super) fn place(&mut self, seat: Seat, placement: &Placement) {
        for &(pos, placed) in &placement.tiles {
            let hand = &mut self.hands[seat];
            if let Some(k) = hand
                .iter()
                .position(|&(_, face)| face == placed.rack_tile())
            {
                let (die, _) = hand.remove(k);
                self.mat.push((pos, die));
            }
        }
    }

    /// The dice on `squares` go back to the cup (the "scrambled" removal).
    pub(super) fn clear(&mut self, squares: &[Pos]) {
        let (back, stay): (Vec<_>, Vec<_>) =
            self.mat.iter().partition(|(pos, _)| squares.contains(pos));
        self.mat = stay;
        self.cup.extend(back.into_iter().map(|(_, die)| die));
        self.cup.sort_unstable();
    }

    /// `seat`'s dice go back to the cup ("places any remaining dice back in the cup").
    pub(super) fn return_hand(&mut self, seat: Seat) {
        let hand = std::mem::take(&mut self.hands[seat]);
        self.cup.extend(hand.into_iter().map(|(die, _)| die));
        self.cup.sort_unstable();
    }

    /// Advanced play: "any unused dice are passed (with the current letters up) to the next
    /// player".
    pub(super) fn pass_hand(&mut self, from: Seat, to: Seat) {
        let hand = std::mem::take(&mut self.hands[from]);
        self.hands[to].extend(hand);
    }

    /// Dice left in the cup.
    pub(super) fn cup_len(&self) -> usize {
        self.cup.len()
    }

    /// This table with `other`'s generator: a take-back restores where the dice were, never
    /// the rolls to come.
    pub(super) fn restored_with_rng_of(mut self, other: &DiceTable) -> Self {
        self.rng = other.rng.clone();
        self
    }

    /// `Err` with a description unless every die is in exactly one place, every face shown is
    /// a face of its die, and the mat's dice are exactly the tiles on `board`.
    pub(super) fn check_conserved(&self, board: &Board) -> Result<(), String> {
        let mut seen = vec![0u8; self.dice.len()];
        let shown = self
            .hands
            .iter()
            .flatten()
            .map(|&(die, face)| (die, Some(face)));
        let mat = self.mat.iter().map(|&(pos, die)| {
            let tile = board.get(pos).map(crate::engine::tiles::Placed::rack_tile);
            (die, tile)
        });
        for (die, face) in shown.chain(mat) {
            let Some(face) = face else {
                return Err(format!("die {die} is on an empty square"));
            };
            if !self.dice[die].faces.contains(&face) {
                return Err(format!("die {die} shows tile {face}, not one of its faces"));
            }
            seen[die] += 1;
        }
        for &die in &self.cup {
            seen[die] += 1;
        }
        if let Some(die) = seen.iter().position(|&n| n != 1) {
            return Err(format!("die {die} is in {} places", seen[die]));
        }
        if board.tiles().count() != self.mat.len() {
            return Err("a tile on the mat has no die".to_owned());
        }
        Ok(())
    }
}

#[cfg(test)]
impl DiceTable {
    /// Tests: `seat`'s hand becomes dice from the cup showing `faces` (their hand goes back to
    /// the cup first). Panics if the cup cannot show them.
    pub(super) fn arrange_hand(&mut self, seat: Seat, faces: &[u8]) {
        self.return_hand(seat);
        let chosen = self
            .assign(faces, &self.cup.clone())
            .expect("the cup's dice can show these faces");
        for (&die, &face) in chosen.iter().zip(faces) {
            self.cup.retain(|&d| d != die);
            self.hands[seat].push((die, face));
        }
    }

    /// Dice from `free`, one per face, each able to show its face (by backtracking).
    fn assign(&self, faces: &[u8], free: &[usize]) -> Option<Vec<usize>> {
        let Some((&face, rest)) = faces.split_first() else {
            return Some(Vec::new());
        };
        for (k, &die) in free.iter().enumerate() {
            if self.dice[die].faces.contains(&face) {
                let mut others = free.to_vec();
                others.remove(k);
                if let Some(mut tail) = self.assign(rest, &others) {
                    tail.insert(0, die);
                    return Some(tail);
                }
            }
        }
        None
    }
}
