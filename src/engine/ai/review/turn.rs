//! Reviewing one turn: the play made scored and looked for among the legal plays of its rack,
//! beside the highest-scoring play and the hard computer level's choice.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::report::{Played, RackSource, TurnReview, Verdict};
use crate::engine::ai::choose::choose_at;
use crate::engine::ai::level::Level;
use crate::engine::ai::position::Position;
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
