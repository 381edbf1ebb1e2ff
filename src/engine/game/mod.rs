//! The game state machine: whose turn it is, racks, scores, the bag, the challenge window and
//! the end of the game. Every change goes through a [`Command`]; the same variant, settings,
//! seed and commands always give the same game, so a game is stored as its seed and command log.

mod awards;
mod blockers;
mod challenge;
mod command_kind;
pub mod command_text;
mod conservation;
mod describe;
mod dice_table;
mod dice_turns;
mod end;
mod error;
mod extras;
mod free_play;
mod play_score;
mod race_turns;
mod record;
mod settings;
mod setup;
mod turn;

#[cfg(test)]
mod tests;

pub use command_kind::CommandKind;
pub use conservation::Conservation;
pub use describe::TurnWords;
pub use end::{EndReason, GameResult};
pub use error::{GameError, SetupError, Shortfall};
pub use record::{Command, Outcome, Seat, Turn, TurnKind};
pub use settings::{ChallengeRule, EndAdjustment, GameSettings, PlayerLevel, Role};
pub use setup::{OpeningDraw, draw_for_order};
pub use turn::check_on_rack;

use super::bag::Bag;
use super::board::Board;
use super::dictionary::Dictionary;
use super::layout::Pos;
use super::placement::Placement;
use super::rack::Rack;
use super::scoring::ScoredPlay;
use super::variant::Variant;
use dice_table::DiceTable;
use extras::VariantState;

/// A game of 2 to 4 players in progress or finished.
///
/// Players are seats `0..player_count()`; the caller maps people to seats. Commands are checked
/// completely before anything changes: a refused command returns a [`GameError`] and leaves the
/// game exactly as it was. All randomness comes from the bag's seeded RNG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    variant: Variant,
    settings: GameSettings,
    board: Board,
    bag: Bag,
    seats: Vec<SeatState>,
    /// The seat whose turn it is (while over: the seat that would have moved).
    to_move: Seat,
    phase: Phase,
    /// The last play while it may still be challenged.
    pending: Option<PendingPlay>,
    /// Consecutive scoreless turns, all players together.
    scoreless_turns: u8,
    history: Vec<Turn>,
    /// What only some variants have: dice, piles of yellow blanks and blockers, the blocked
    /// squares, the flying-saucer deck.
    extras: VariantState,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
struct SeatState {
    rack: Rack,
    score: i32,
    resigned: bool,
    /// Lost a double challenge: their next turn is skipped.
    loses_next_turn: bool,
    /// How many of the rack's blanks are yellow blanks, kept beside the seven (rule book 004).
    yellow: u8,
    /// Blockers held, to play on a later turn (Blanks & Blockers).
    blockers: u8,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    Playing,
    /// The last play would end the game; it waits for a challenge or for the next player to
    /// accept it (see [`Game::awaiting_final_challenge`]).
    FinalChallenge(EndReason),
    Over(GameResult),
}

/// Everything needed to take a play back exactly if it is challenged off.
#[derive(Clone, Debug, PartialEq, Eq)]
struct PendingPlay {
    player: Seat,
    placement: Placement,
    scored: ScoredPlay,
    rack_before: Rack,
    /// The replacement tiles, in the order drawn: they go back on top of the bag.
    drawn: Vec<u8>,
    scoreless_before: u8,
    /// Index of the play in the history.
    turn_index: usize,
    /// The dice game: the mat and the dice as they were before the play (and its scramble).
    dice_before: Option<Box<(Board, DiceTable)>>,
    /// The player's yellow blanks before the play, and those the play took from the pile.
    yellow_before: u8,
    yellow_awarded: u8,
    /// Blockers the play took from the pile, and those a Rookie's play took off the board.
    blockers_awarded: u8,
    blockers_replaced: Vec<(Pos, Seat)>,
    /// Flying-saucer cards the play drew and what they did.
    cards: race_turns::CardsApplied,
}

impl Game {
    /// Applies one command. On success the game has moved on and the [`Outcome`] lists the new
    /// record entries; on error nothing has changed. `dictionary` is consulted for plays under
    /// [`ChallengeRule::Void`] and for challenges.
    pub fn apply(
        &mut self,
        command: &Command,
        dictionary: &dyn Dictionary,
    ) -> Result<Outcome, GameError> {
        let start = self.history.len();
        match command {
            Command::Play { player, placement } => {
                self.play(*player, placement, &[], dictionary)?;
            }
            Command::PlayWords {
                player,
                placement,
                words,
            } => self.play(*player, placement, words, dictionary)?,
            Command::Exchange { player, tiles } => self.exchange(*player, tiles)?,
            Command::Pass { player } => self.pass(*player, false)?,
            Command::TimeOut { player } => self.pass(*player, true)?,
            Command::Challenge { by } => self.challenge(*by, dictionary)?,
            Command::Resign { player } => self.resign(*player)?,
            Command::Block { player, at } => self.block(*player, *at)?,
        }
        Ok(Outcome {
            turns: self.history[start..].to_vec(),
            game_over: self.is_over(),
        })
    }

    /// Rebuilds a game from its seed and command log. Fails with the index of the first command
    /// that is refused.
    pub fn replay(
        variant: Variant,
        settings: GameSettings,
        players: usize,
        seed: u64,
        commands: &[Command],
        dictionary: &dyn Dictionary,
    ) -> Result<Game, ReplayError> {
        let (mut game, _) =
            Game::new(variant, settings, players, seed).map_err(ReplayError::Setup)?;
        for (index, command) in commands.iter().enumerate() {
            game.apply(command, dictionary)
                .map_err(|error| ReplayError::Command { index, error })?;
        }
        Ok(game)
    }

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
                .map(|(_, seat)| seat.yellow)
                .sum(),
        );
        for _ in 0..yellow_seen {
            unseen.add(crate::engine::tiles::BLANK);
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
    fn active_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter(|&s| !self.seats[s].resigned)
    }

    /// The next seat after `seat` still in the game.
    fn next_active(&self, seat: Seat) -> Seat {
        let n = self.seats.len();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| !self.seats[s].resigned)
            .unwrap_or(seat)
    }

    /// Appends a record entry for `player`, whose total is taken as it stands now.
    fn record(&mut self, player: Seat, kind: TurnKind, rack: Rack, score: i32) {
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

/// Why a command log could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("the game could not be set up: {0}")]
    Setup(SetupError),
    #[error("command {index} was refused: {error}")]
    Command { index: usize, error: GameError },
}
