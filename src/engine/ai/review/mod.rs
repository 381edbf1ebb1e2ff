//! Game review: every turn looked at again against the highest-scoring play the rack allowed
//! and the hard computer level's choice, with the points the turn gave up, and whether the play
//! made is among the legal plays the move generator finds (or why not).

mod game;
mod record;
mod text;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{Choice, Level, Position, choose_at};
use crate::engine::board::Board;
use crate::engine::layout::Pos;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Candidate, Move, MoveSink, generate};
use crate::engine::notation::{ThroughStyle, format_play};
use crate::engine::placement::Placement;
use crate::engine::rack::Rack;
use crate::engine::scoring::score_play;
use crate::engine::tiles::Placed;
use crate::engine::variant::Variant;

pub use game::{review_game, score_progress};
pub use record::{RecordReview, review_record};
pub use text::move_text;

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
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// What the hard computer level would have done.
    pub computer: Option<Choice>,
    /// Points given up: the best play's score less `actual`, never below 0.
    pub lost: i32,
    pub verdict: Verdict,
}

/// What a turn did, as the reviewer takes it.
pub(super) enum Action {
    Play(Placement),
    Unplaceable { text: String, reason: String },
    Exchange(String),
    Pass,
}

/// The position and facts of one turn.
pub(super) struct Turn<'a> {
    pub variant: &'a Variant,
    pub board: &'a Board,
    pub at: usize,
    pub player: String,
    pub rack: Option<Rack>,
    pub opponents: usize,
    pub action: Action,
    /// The score the record or history gives the turn.
    pub recorded: i32,
    pub challenged_off: bool,
}

/// Keeps the best play (highest score, then most tiles, then by square and word, as
/// [`crate::engine::movegen::sort_best_first`] orders them), and looks for one placement.
struct Search<'a> {
    best: Option<Move>,
    /// The sought play's tiles, sorted, and its score.
    sought: Option<(&'a [(Pos, Placed)], u32)>,
    found: bool,
}

impl MoveSink for Search<'_> {
    fn offer(&mut self, play: &Candidate<'_>) {
        let better = self.best.as_ref().is_none_or(|b| {
            (play.score(), play.tiles_placed()) > (b.score(), b.tiles_placed())
                || (play.score(), play.tiles_placed()) == (b.score(), b.tiles_placed())
                    && play.to_move().sort_key() < b.sort_key()
        });
        if better {
            self.best = Some(play.to_move());
        }
        if let Some((tiles, score)) = self.sought
            && !self.found
            && play.score() == score
            && play.tiles_placed() == tiles.len()
        {
            let mut offered = play.to_move().placement().tiles;
            offered.sort_unstable_by_key(|&(pos, _)| pos);
            self.found = offered == tiles;
        }
    }
}

/// Reviews one turn with `lexicon`.
pub(super) fn review_turn(turn: Turn<'_>, lexicon: &Lexicon) -> TurnReview {
    let (variant, board) = (turn.variant, turn.board);
    let mut review = TurnReview {
        at: turn.at,
        player: turn.player,
        rack: None,
        rack_source: RackSource::Recorded,
        played: Played::Pass,
        actual: 0,
        recorded: None,
        challenged_off: turn.challenged_off,
        best: None,
        computer: None,
        lost: 0,
        verdict: Verdict::NotAPlay,
    };
    let mut sought = None;
    match turn.action {
        Action::Pass => {}
        Action::Exchange(tiles) => review.played = Played::Exchange(tiles),
        Action::Unplaceable { text, reason } => {
            review.played = Played::Play(text);
            review.verdict = Verdict::NotPlaceable(reason);
            review.actual = if turn.challenged_off {
                0
            } else {
                turn.recorded
            };
        }
        Action::Play(placement) => {
            let text = format_play(&variant.tiles, board, &placement, ThroughStyle::Letters);
            review.played = Played::Play(text.to_string());
            let scored = score_play(variant, board, &placement);
            let score = scored.score as i32;
            if score != turn.recorded {
                review.recorded = Some((turn.recorded, score));
            }
            review.actual = if turn.challenged_off { 0 } else { score };
            let unknown: Vec<String> = scored
                .words
                .iter()
                .map(|w| w.word.letters())
                .filter(|w| !lexicon.contains_word(w))
                .map(|w| variant.tiles.spell_letters(&w))
                .collect();
            review.verdict = if unknown.is_empty() {
                Verdict::Missing
            } else {
                Verdict::NotInLexicon(unknown)
            };
            let mut tiles = placement.tiles;
            tiles.sort_unstable_by_key(|&(pos, _)| pos);
            sought = Some((tiles, scored.score));
        }
    }
    let played_tiles: Vec<u8> = sought
        .as_ref()
        .map(|(tiles, _)| tiles.iter().map(|&(_, t)| t.rack_tile()).collect())
        .unwrap_or_default();
    let (rack, source) = rack_for(variant, turn.rack, &played_tiles);
    review.rack_source = source;
    let Some(rack) = rack else {
        return review;
    };
    let mut search = Search {
        best: None,
        sought: sought
            .as_ref()
            .map(|(tiles, score)| (tiles.as_slice(), *score)),
        found: false,
    };
    generate(variant, lexicon, board, &rack, &mut search);
    if search.found {
        review.verdict = Verdict::Found;
    }
    if source != RackSource::Unknown {
        review.best = search.best;
        let position = Position::inferred(variant, board, &rack, turn.opponents);
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        review.computer = Some(choose_at(&position, Level::Hard, lexicon, &mut rng));
        let best = review.best.map_or(0, |m| m.score() as i32);
        review.lost = (best - review.actual).max(0);
        review.rack = Some(rack);
    }
    review
}

/// The rack to review with: the recorded one if it holds the played tiles; else the recorded
/// tiles plus the played ones it lacks; with no rack recorded, the played tiles alone (or
/// nothing, for a pass or an exchange).
fn rack_for(
    variant: &Variant,
    recorded: Option<Rack>,
    played: &[u8],
) -> (Option<Rack>, RackSource) {
    let letters = variant.tiles.letter_count();
    match recorded {
        Some(rack) if rack.contains_all(played) => (Some(rack), RackSource::Recorded),
        Some(mut rack) => {
            let mut left = rack.clone();
            for &tile in played {
                if !left.remove(tile) {
                    rack.add(tile);
                }
            }
            (Some(rack), RackSource::Completed)
        }
        None if played.is_empty() => (None, RackSource::Unknown),
        None => (Some(Rack::from_tiles(letters, played)), RackSource::Unknown),
    }
}
