//! What a review says of one turn: what was played, with which rack, the highest-scoring play,
//! the best choice by equity with the equity and win chance given up, and whether the move
//! generator finds the play.

use crate::engine::ai::choice::Choice;
use crate::engine::movegen::Move;
use crate::engine::rack::Rack;

/// What a turn did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Played {
    /// Tiles placed: the main word from its first square, through tiles as their letters,
    /// blanks in lower case (`8D RETAInS`); as the record writes it if it cannot be placed.
    Play(String),
    /// An exchange, as written in a record (the tiles, or how many).
    Exchange(String),
    Pass,
}

/// Where the rack a turn is reviewed with comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RackSource {
    /// The rack as recorded.
    Recorded,
    /// The record gives only part of the rack (the tiles that were seen): the tiles recorded
    /// plus those the play used that they lack.
    Completed,
    /// No rack is recorded: the play is checked with its own tiles, and there is no best play
    /// or computer's choice to compare with.
    Unknown,
}

/// How the play made relates to the legal plays the move generator finds for the rack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A pass or an exchange: no tiles to find.
    NotAPlay,
    /// The play is one of the legal plays.
    Found,
    /// Not among the legal plays because these words it forms are not in the lexicon (a phony,
    /// or a word of another lexicon).
    NotInLexicon(Vec<String>),
    /// The play cannot be placed on the board as written (the reason, for players).
    NotPlaceable(String),
    /// Placed legally with words the lexicon has, yet not generated: a disagreement between
    /// the record and the engine.
    Missing,
}

impl Verdict {
    /// Whether the play was found among the legal plays, or it is said why not.
    pub fn is_explained(&self) -> bool {
        *self != Verdict::Missing
    }
}

/// One turn looked at again.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReview {
    /// Where the turn is: its index in the game's history, or its line in a record.
    pub at: usize,
    /// Who moved: the seat number, or the record's nick.
    pub player: String,
    /// The tiles the turn is reviewed with (None if no rack is known).
    pub rack: Option<Rack>,
    pub rack_source: RackSource,
    pub played: Played,
    /// Points the turn made in the end: the rules' score of the play (0 for a pass, an
    /// exchange, or a play challenged off).
    pub actual: i32,
    /// The score the record gives and the rules' score, when they differ.
    pub recorded: Option<(i32, i32)>,
    /// The play was taken back after a challenge.
    pub challenged_off: bool,
    /// The highest-scoring legal play, if any.
    pub best: Option<Move>,
    /// Points given up: the best play's score less `actual`, never below 0.
    pub lost: i32,
    pub verdict: Verdict,
    /// The turn judged by equity and win chance (None when the rack, or the tiles an exchange
    /// put back, are not known, or the play cannot be placed).
    pub equity: Option<EquityReview>,
}

/// How a turn's choices were judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JudgedBy {
    /// Static equity (score plus leave) and the spread model's win chance.
    Static,
    /// Simulated: the best candidates and the turn made, played out `rounds` times each
    /// (fewer for those dropped far behind).
    Simulation { rounds: u32 },
    /// The bag empty between two players: the endgame solved exactly (equity is the spread
    /// the rest of the game adds).
    ExactEndgame,
    /// The bag empty between two players, but the endgame search did not prove its values
    /// within the budget: those of its best line found, `depth` turns ahead.
    EndgameUnproven { depth: u8 },
    /// One tile in the bag between two players: each play valued by the endgame after every
    /// one of the `draws` tiles the bag could hold, each solved exactly (`proven`) or not all
    /// within the budget.
    PreEndgame { draws: u8, proven: bool },
}

/// A turn judged by equity: the best choice, what the turn made is worth beside it, and the
/// chance of winning each leaves.
#[derive(Clone, Debug, PartialEq)]
pub struct EquityReview {
    pub judged_by: JudgedBy,
    /// The best choice by equity.
    pub best: Choice,
    pub best_equity: f64,
    /// The turn made's equity, in the same measure.
    pub played_equity: f64,
    /// `best_equity` less `played_equity`, never below 0.
    pub lost: f64,
    /// The mover's chance of winning after the best choice and after the turn made (0 to 1, a
    /// draw counting half); None with more than two players.
    pub best_win: Option<f64>,
    pub played_win: Option<f64>,
    /// `best_win` less `played_win`, never below 0.
    pub win_lost: Option<f64>,
    /// The highest-scoring bingo the rack had, when the turn made was not one.
    pub missed_bingo: Option<Move>,
}
