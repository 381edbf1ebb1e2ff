//! What players ask a game to do (commands) and what the game records as having happened
//! (turns): the move log that is stored, replayed and exported.

use crate::engine::layout::Pos;
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::ScoredPlay;

/// A seat at the table: players are numbered 0.. in the order they sit (the order given when
/// the game was created); play passes from one seat to the next.
pub type Seat = usize;

/// Something a player asks the game to do. Replaying a game's commands in order, from the same
/// variant, settings and seed, rebuilds the game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Place tiles from the rack (rules 1 to 3 of play).
    Play { player: Seat, placement: Placement },
    /// Free for All: tiles in any shape inside the area and the up to three words the player
    /// scores for them ("Count and announce your score for up to three words"), read along
    /// paths the game finds.
    PlayWords {
        player: Seat,
        placement: Placement,
        words: Vec<Vec<crate::engine::tiles::Letter>>,
    },
    /// Swap these rack tiles (0 = blank) for as many from the bag (rule 7).
    Exchange { player: Seat, tiles: Vec<u8> },
    /// Pass the turn; while a play that ends the game waits for a final challenge, the next
    /// player's pass accepts it.
    Pass { player: Seat },
    /// The turn clock ran out: a scoreless pass made for the player (or an acceptance of a final
    /// play, like [`Command::Pass`]).
    TimeOut { player: Seat },
    /// Challenge the last play (rule 8).
    Challenge { by: Seat },
    /// Leave the game.
    Resign { player: Seat },
    /// Blanks & Blockers: put a held blocker on an empty square "in addition to playing your
    /// word": on your turn, or at once after your play (before the next player moves). It does
    /// not end the turn.
    Block { player: Seat, at: Pos },
}

/// One entry of the game record: who, what, the score change and the player's new total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub player: Seat,
    pub kind: TurnKind,
    /// The player's rack when this happened: before the move for plays, exchanges, passes and
    /// time-outs; the rack given back for a challenged-off play. Private to the player.
    pub rack: Rack,
    /// Points gained (or lost) by `player` with this entry.
    pub score: i32,
    /// `player`'s total after it.
    pub total: i32,
}

/// What a [`Turn`] was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnKind {
    /// Tiles placed, with every word formed and its score (`score` includes the bingo bonus).
    Play {
        placement: Placement,
        scored: ScoredPlay,
    },
    /// Tiles exchanged: everyone may see how many, only the player which (`tiles` is private).
    Exchange {
        tiles: Vec<u8>,
    },
    Pass,
    /// The turn clock passed the turn.
    TimeOut,
    /// The turn was skipped: the player lost it by challenging an acceptable play (double
    /// challenge).
    LostTurn,
    /// `player`'s last play was challenged by `challenger`, had unacceptable words and was taken
    /// back; `score` is minus what it had scored.
    ChallengedOff {
        challenger: Seat,
        placement: Placement,
        /// The unacceptable words, spelled (blanks lower case).
        invalid_words: Vec<String>,
    },
    /// `player`'s last play was challenged by `challenger` and every word was acceptable;
    /// `score` is the bonus the challenge rule gives for it (0, 5 or 10).
    ChallengeFailed {
        challenger: Seat,
    },
    /// The player left the game.
    Resign,
    /// The player put a blocker on `at`.
    Blocked {
        at: Pos,
    },
    /// The end-of-game count of unplayed tiles: `tiles` are the tiles counted (the player's own
    /// when they lose points, the opponents' when the player went out and gains them).
    EndAdjustment {
        tiles: Rack,
    },
}

impl TurnKind {
    /// Whether this entry is tiles placed on the board.
    pub fn is_play(&self) -> bool {
        matches!(self, TurnKind::Play { .. })
    }
}

/// What one command did: the new entries of the record, in order, and whether the game is now
/// over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub turns: Vec<Turn>,
    pub game_over: bool,
}
