//! One playout: the candidate played, then each side in turn plays what the hard level would
//! (its static-equity best), on a board and racks of the simulation's own, drawing from the
//! dealt bag, until the turns run out or the game ends by the rules (rule 9: a player goes
//! out with the bag empty, or the run of scoreless turns; rule 18's end-of-game count).

use rand::Rng;

use super::super::choice::Choice;
use super::super::hard::choose_hard;
use super::super::leave::LeaveJudge;
use super::super::position::Position;
use super::sample::Deal;
use crate::engine::board::Board;
use crate::engine::lexicon::Lexicon;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// How one playout ended, from the side of the player who made the candidate play (the mover).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// Points the mover gained on the opponent in the playout, end-of-game count included.
    pub spread: i32,
    /// What the mover's last leave in the playout is worth less what the opponent's last
    /// leave is worth (each 0 if the bag was empty when it was kept; 0 if the game ended).
    pub leave: f32,
    /// Tiles still to be played (bag and both racks); 0 when the game ended.
    pub tiles_left: usize,
    /// Whether the game ended within the playout.
    pub over: bool,
    /// Whether the mover is to play next.
    pub mover_on_turn: bool,
}

impl Outcome {
    /// The candidate's equity in this playout: the spread gained plus the leaves' balance.
    pub fn equity(&self) -> f64 {
        f64::from(self.spread) + f64::from(self.leave)
    }
}

/// What a playout needs besides the position.
pub(super) struct Players<'a> {
    pub lexicon: &'a Lexicon,
    pub judge: &'a LeaveJudge,
}

/// The game as one playout moves it on: side 0 is the mover, side 1 the opponent.
struct Playout<'a> {
    variant: &'a Variant,
    board: Board,
    racks: [Rack; 2],
    bag: Vec<u8>,
    points: [i32; 2],
    scoreless: u8,
    over: bool,
    /// What each side's last leave is worth (the tiles it kept, before drawing).
    leaves: [f32; 2],
}

/// Plays `first` for the mover of `position`, the opponent holding `deal`'s rack, then the
/// hard level's choice for each side in turn, `plies` turns in all (`first` included).
pub(super) fn play_out(
    position: &Position<'_>,
    players: &Players<'_>,
    deal: &Deal,
    first: &Choice,
    plies: u8,
    rng: &mut impl Rng,
) -> Outcome {
    let mut game = Playout {
        variant: position.variant,
        board: position.board.clone(),
        racks: [position.rack.clone(), deal.opponent.clone()],
        bag: deal.bag.clone(),
        points: [0; 2],
        scoreless: position.scoreless_turns,
        over: false,
        leaves: [0.0; 2],
    };
    game.apply(0, first, players.judge, rng);
    let mut side = 0;
    for _ in 1..plies {
        if game.over {
            break;
        }
        side = 1 - side;
        let choice = choose_hard(&game.position_of(side), players.lexicon, players.judge);
        game.apply(side, &choice, players.judge, rng);
    }
    let tiles_left = if game.over {
        0
    } else {
        game.bag.len() + game.racks[0].len() + game.racks[1].len()
    };
    Outcome {
        spread: game.points[0] - game.points[1],
        leave: if game.over {
            0.0
        } else {
            game.leaves[0] - game.leaves[1]
        },
        tiles_left,
        over: game.over,
        mover_on_turn: side == 1,
    }
}

impl Playout<'_> {
    /// The position as `side` sees it: the bag and the other rack unseen.
    fn position_of(&self, side: usize) -> Position<'_> {
        let letters = self.variant.tiles.letter_count();
        let mut unseen = Rack::from_tiles(letters, &self.bag);
        for tile in self.racks[1 - side].tiles() {
            unseen.add(tile);
        }
        Position {
            variant: self.variant,
            board: &self.board,
            rack: &self.racks[side],
            bag_len: self.bag.len(),
            unseen,
            opponents: 1,
            blocked: Vec::new(),
            spread: self.points[side] - self.points[1 - side],
            scoreless_turns: self.scoreless,
        }
    }

    /// `side` does `choice`: a play puts its tiles down, scores and draws (rule 4); an
    /// exchange draws, then returns its tiles to the bag (rule 7); a pass does nothing. The
    /// side's leave is valued on the tiles it keeps, before it draws (for an exchange too).
    fn apply(&mut self, side: usize, choice: &Choice, judge: &LeaveJudge, rng: &mut impl Rng) {
        let bag_before = self.bag.len();
        let points = match choice {
            Choice::Play(play) => {
                for (pos, tile, new) in play.word() {
                    if new {
                        self.board.set(pos, Some(tile));
                        self.racks[side].remove(tile.rack_tile());
                    }
                }
                play.score() as i32
            }
            Choice::Exchange(tiles) => {
                for &tile in tiles {
                    self.racks[side].remove(tile);
                }
                0
            }
            Choice::PlayWords(..) | Choice::Pass => 0,
        };
        self.leaves[side] = if bag_before > 0 {
            judge.judge(self.racks[side].counts())
        } else {
            0.0
        };
        if let Choice::Exchange(tiles) = choice {
            self.draw(side, tiles.len());
            for &tile in tiles {
                let at = rng.random_range(0..=self.bag.len());
                self.bag.insert(at, tile);
            }
        }
        self.points[side] += points;
        self.scoreless = if points > 0 {
            0
        } else {
            self.scoreless.saturating_add(1)
        };
        let size = usize::from(self.variant.rack_size);
        if matches!(choice, Choice::Play(_)) {
            self.draw(side, size.saturating_sub(self.racks[side].len()));
        }
        self.end_if_over(side);
    }

    /// Moves up to `n` tiles from the bag to `side`'s rack.
    fn draw(&mut self, side: usize, n: usize) {
        for _ in 0..n {
            let Some(tile) = self.bag.pop() else {
                return;
            };
            self.racks[side].add(tile);
        }
    }

    /// Ends the game after `side`'s turn if it is over (rule 9), counting the tiles left on
    /// the racks (rule 18): a player who went out gains the other's rack, who loses it; after
    /// the run of scoreless turns each loses their own.
    fn end_if_over(&mut self, side: usize) {
        let tiles = &self.variant.tiles;
        if self.racks[side].is_empty() && self.bag.is_empty() {
            let left = self.racks[1 - side].value(tiles) as i32;
            self.points[side] += left;
            self.points[1 - side] -= left;
            self.over = true;
        } else if self.scoreless >= self.variant.scoreless_turn_limit {
            for s in 0..2 {
                self.points[s] -= self.racks[s].value(tiles) as i32;
            }
            self.over = true;
        }
    }
}
