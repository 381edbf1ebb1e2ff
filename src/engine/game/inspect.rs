//! What a game shows: the board, racks, scores, the bag, the record, the play open to
//! challenge and the result; and the seats still playing.

use super::dice_table::DiceTable;
use super::record::{Seat, Turn, TurnKind};
use super::result::GameResult;
use super::settings::{ChallengeRule, GameSettings};
use super::state::{Game, Phase};
use crate::engine::board::Board;
use crate::engine::rack::Rack;
use crate::engine::tiles::BLANK;
use crate::engine::variant::Variant;

impl Game {
    /// The game system being played.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The challenge rule and end-of-game convention chosen for this game.
    pub fn settings(&self) -> GameSettings {
        self.settings
    }

    /// The tiles on the board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Number of seats, resigned players included.
    pub fn player_count(&self) -> usize {
        self.seats.len()
    }

    /// Whose turn it is; `None` once the game is over. While a final play awaits its challenge
    /// this is the player who may accept it.
    pub fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then_some(self.to_move)
    }

    /// A player's rack (private to them). Panics if `player` is not a seat of this game.
    pub fn rack(&self, player: Seat) -> &Rack {
        &self.seats[player].rack
    }

    /// A player's score so far (after end adjustments once the game is over).
    pub fn score(&self, player: Seat) -> i32 {
        self.seats[player].score
    }

    /// Every player's score, by seat.
    pub fn scores(&self) -> Vec<i32> {
        self.seats.iter().map(|s| s.score).collect()
    }

    /// Whether `player` left the game (see [`Command::Resign`]).
    pub fn has_resigned(&self, player: Seat) -> bool {
        self.seats[player].resigned
    }

    /// Dice left in the cup in the dice game (rule book 002); `None` when the letters are
    /// tiles from the bag.
    pub fn cup_len(&self) -> Option<usize> {
        self.extras.dice.as_deref().map(DiceTable::cup_len)
    }

    /// The dice game's conservation check: every die in exactly one place (the cup, a player's
    /// hand, the mat) showing one of its own faces, and the mat's dice exactly the board's
    /// tiles. `Ok` for a game played with tiles.
    pub fn check_dice_conserved(&self) -> Result<(), String> {
        match &self.extras.dice {
            Some(table) => table.check_conserved(&self.board),
            None => Ok(()),
        }
    }

    /// Tiles left in the bag.
    pub fn bag_len(&self) -> usize {
        self.bag.len()
    }

    /// The tiles left in the bag (private: for the tile-conservation check, never for players).
    pub fn bag_contents(&self) -> Rack {
        self.bag.contents(self.variant.tiles.letter_count())
    }

    /// The tiles `player` cannot see: the whole set minus the board and their own rack (the bag
    /// plus the opponents' racks). Empty in the dice game, where every letter is rolled afresh.
    pub fn unseen_by(&self, player: Seat) -> Rack {
        if self.extras.dice.is_some() {
            return Rack::empty(self.variant.tiles.letter_count());
        }
        let whole_set: Vec<u8> = self
            .variant
            .tiles
            .distribution()
            .iter()
            .enumerate()
            .flat_map(|(tile, &count)| std::iter::repeat_n(tile as u8, usize::from(count)))
            .collect();
        let mut unseen = Rack::from_tiles(self.variant.tiles.letter_count(), &whole_set);
        // Yellow blanks on the board or on this rack are seen, and are not the set's blanks.
        let yellow_seen = self.yellow_blanks_in_play().saturating_sub(
            self.seats
                .iter()
                .enumerate()
                .filter(|&(s, _)| s != player)
                .map(|(_, seat)| seat.extras.yellow)
                .sum(),
        );
        for _ in 0..yellow_seen {
            unseen.add(BLANK);
        }
        for (_, placed) in self.board.tiles() {
            unseen.remove(placed.rack_tile());
        }
        for tile in self.seats[player].rack.tiles() {
            unseen.remove(tile);
        }
        unseen
    }

    /// Consecutive scoreless turns so far.
    pub fn scoreless_turns(&self) -> u8 {
        self.scoreless_turns
    }

    /// The game record so far.
    pub fn history(&self) -> &[Turn] {
        &self.history
    }

    /// The most recent play still on the board (challenged-off plays do not count).
    pub fn last_play(&self) -> Option<&Turn> {
        let mut taken_back = 0usize;
        for turn in self.history.iter().rev() {
            match turn.kind {
                TurnKind::ChallengedOff { .. } => taken_back += 1,
                TurnKind::Play { .. } if taken_back > 0 => taken_back -= 1,
                TurnKind::Play { .. } => return Some(turn),
                _ => {}
            }
        }
        None
    }

    /// The play that can be challenged now, if any: the last play, until the next player moves.
    pub fn challengeable_play(&self) -> Option<&Turn> {
        if self.is_over() || self.settings.challenge == ChallengeRule::Void {
            return None;
        }
        self.pending.as_ref().map(|p| &self.history[p.turn_index])
    }

    /// Whether `player` may challenge now: there is a challengeable play, it is not theirs and
    /// they are still in the game.
    pub fn can_challenge(&self, player: Seat) -> bool {
        self.challengeable_play()
            .is_some_and(|turn| turn.player != player)
            && self.seats.get(player).is_some_and(|s| !s.resigned)
    }

    /// Whether the last play ended the game (went out, or reached the Finish Line target) and
    /// waits for its final challenge. The opponents may challenge it; the next player accepts
    /// it by passing (or by timing out), which ends the game. Nothing else may be done meanwhile.
    pub fn awaiting_final_challenge(&self) -> bool {
        matches!(self.phase, Phase::FinalChallenge(_))
    }

    /// Whether the game has ended (rule 9), with its [`GameResult`] available.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    /// How the game ended, once it is over.
    pub fn result(&self) -> Option<&GameResult> {
        match &self.phase {
            Phase::Over(result) => Some(result),
            _ => None,
        }
    }

    /// Seats still in the game, in seat order.
    pub(super) fn active_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&s| !self.seats[s].resigned)
    }

    /// The next seat after `seat` still in the game.
    pub(super) fn next_active(&self, seat: Seat) -> Seat {
        let n = self.seats.len();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| !self.seats[s].resigned)
            .unwrap_or(seat)
    }

    /// Appends a record entry for `player`, whose total is taken as it stands now.
    pub(super) fn record(&mut self, player: Seat, kind: TurnKind, rack: Rack, score: i32) {
        let total = self.seats[player].score;
        self.history.push(Turn {
            player,
            kind,
            rack,
            score,
            total,
        });
    }
}
