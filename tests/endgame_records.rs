//! The exact endgame on full endgames of the real game records (seven tiles a side, the bag
//! empty; `benches/support/record_endgames.rs`) against a reference written here: the
//! solver as it was before it searched with null windows and kept plays line by line, a
//! plain full-window alpha-beta with a transposition table over the move generator's whole
//! list of plays at every position. Both must find the same spread.

use std::collections::HashMap;
use std::rc::Rc;

use lexicord::engine::board::Board;
use lexicord::engine::endgame::{EndgamePosition, solve};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen::{Move, all_moves};
use lexicord::engine::rack::Rack;
use lexicord::engine::variant::Variant;

#[path = "../benches/support/record_endgames.rs"]
mod record_endgames;

/// Records whose full endgame the reference solves in seconds (most take it minutes).
const COMPARED: [&str; 1] = ["quackle-test_positions_boys3"];

/// What an entry of the reference's table says about the true value.
#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

/// The tiles on a board: row, column, letter, whether a blank.
type Tiles = Vec<(u8, u8, u8, bool)>;

/// The whole position, as the reference's table keys it (no hash to collide).
type Key = (Tiles, Rack, Rack, usize, u8);

/// The reference search: negamax with alpha-beta over the full window, the plays of every
/// board and rack generated whole (and kept), tried by score with going out first.
struct Reference<'a> {
    variant: &'a Variant,
    lexicon: &'a Lexicon,
    board: Board,
    racks: [Rack; 2],
    table: HashMap<Key, (i32, Bound)>,
    plays: HashMap<(Tiles, Rack), Rc<[Move]>>,
}

impl Reference<'_> {
    fn tiles(&self) -> Tiles {
        self.board
            .tiles()
            .map(|(p, t)| (p.row, p.col, t.letter, t.blank))
            .collect()
    }

    fn value(&self, side: usize) -> i32 {
        self.racks[side].value(&self.variant.tiles) as i32
    }

    fn plays(&mut self, side: usize) -> Rc<[Move]> {
        let key = (self.tiles(), self.racks[side].clone());
        if let Some(plays) = self.plays.get(&key) {
            return Rc::clone(plays);
        }
        let out = 2 * self.value(1 - side);
        let len = self.racks[side].len();
        let mut plays = all_moves(self.variant, self.lexicon, &self.board, &self.racks[side]);
        plays.sort_by_key(|p| {
            let going_out = p.tiles_placed() == len;
            std::cmp::Reverse(p.score() as i32 + if going_out { out } else { 0 })
        });
        let plays: Rc<[Move]> = plays.into();
        self.plays.insert(key, Rc::clone(&plays));
        plays
    }

    fn negamax(&mut self, side: usize, scoreless: u8, mut alpha: i32, beta: i32) -> i32 {
        let key = (
            self.tiles(),
            self.racks[0].clone(),
            self.racks[1].clone(),
            side,
            scoreless,
        );
        if let Some(&(value, bound)) = self.table.get(&key) {
            match bound {
                Bound::Exact => return value,
                Bound::Lower if value >= beta => return value,
                Bound::Upper if value <= alpha => return value,
                _ => {}
            }
        }
        let alpha_before = alpha;
        let limit = self.variant.scoreless_turn_limit;
        let mut best = -(1 << 24);
        for play in self.plays(side).iter() {
            let value = self.play_value(side, scoreless, play, alpha, beta);
            best = best.max(value);
            alpha = alpha.max(best);
            if alpha >= beta {
                break;
            }
        }
        if alpha < beta {
            let pass = if scoreless + 1 >= limit {
                self.value(1 - side) - self.value(side)
            } else {
                -self.negamax(1 - side, scoreless + 1, -beta, -alpha)
            };
            best = best.max(pass);
        }
        let bound = if best <= alpha_before {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.insert(key, (best, bound));
        best
    }

    fn play_value(
        &mut self,
        side: usize,
        scoreless: u8,
        play: &Move,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let points = play.score() as i32;
        if play.tiles_placed() == self.racks[side].len() {
            return points + 2 * self.value(1 - side);
        }
        let placed = play.placement().tiles;
        for &(pos, tile) in &placed {
            self.board.set(pos, Some(tile));
            assert!(self.racks[side].remove(tile.rack_tile()));
        }
        let after = if points > 0 { 0 } else { scoreless + 1 };
        let value = if after >= self.variant.scoreless_turn_limit {
            points - self.value(side) + self.value(1 - side)
        } else {
            points - self.negamax(1 - side, after, points - beta, points - alpha)
        };
        for &(pos, tile) in &placed {
            self.board.set(pos, None);
            self.racks[side].add(tile.rack_tile());
        }
        value
    }
}

/// The reference's spread for `position`.
fn reference_spread(variant: &Variant, lexicon: &Lexicon, position: &EndgamePosition) -> i32 {
    let mut reference = Reference {
        variant,
        lexicon,
        board: position.board.clone(),
        racks: position.racks.clone(),
        table: HashMap::new(),
        plays: HashMap::new(),
    };
    let start = position
        .scoreless_turns
        .min(variant.scoreless_turn_limit.saturating_sub(1));
    reference.negamax(0, start, -(1 << 24), 1 << 24)
}

#[test]
fn the_records_have_nineteen_full_endgames() {
    let endgames = record_endgames::record_endgames();
    assert_eq!(endgames.len(), 19);
    for endgame in &endgames {
        assert_eq!(endgame.position.racks[0].len(), 7, "{}", endgame.name);
        assert_eq!(endgame.position.racks[1].len(), 7, "{}", endgame.name);
    }
}

#[test]
fn the_solver_agrees_with_the_reference_on_record_endgames() {
    let variant = Variant::classic();
    let lexicon = Lexicon::enable();
    let endgames = record_endgames::record_endgames();
    for name in COMPARED {
        let endgame = endgames
            .iter()
            .find(|e| e.name == name)
            .unwrap_or_else(|| panic!("{name}: no full endgame"));
        let solved = solve(&variant, &lexicon, &endgame.position).unwrap();
        let reference = reference_spread(&variant, &lexicon, &endgame.position);
        assert_eq!(solved.spread, reference, "{name}");
        let line_points: i32 = solved
            .line
            .iter()
            .map(|s| if s.seat == 0 { s.points } else { -s.points })
            .sum();
        assert_eq!(line_points + solved.adjustment, solved.spread, "{name}");
    }
}
