//! Reviewing one turn: the play made scored and looked for among the legal plays of its rack,
//! beside the highest-scoring play, then judged by equity and win chance (see [`super::judge`]).

use super::judge::{Made, judge_turn};
use super::report::{Played, RackSource, TurnReview, Verdict};
use super::settings::ReviewSettings;
use crate::engine::ai::choice::Choice;
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
    Unplaceable {
        text: String,
        reason: String,
    },
    /// An exchange as written, and the tiles put back when known (0 = blank).
    Exchange(String, Option<Vec<u8>>),
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
    /// The mover's score less the best of the others' before the turn.
    pub spread: i32,
    /// Consecutive scoreless turns just before this one.
    pub scoreless_turns: u8,
    pub action: Action,
    /// The score the record or history gives the turn.
    pub recorded: i32,
    pub challenged_off: bool,
}

/// Keeps the best play (highest score, then most tiles, then by square and word, as
/// [`crate::engine::movegen::sort_best_first`] orders them) and the highest-scoring bingo, and
/// looks for one placement.
struct Search<'a> {
    best: Option<Move>,
    /// Fewest tiles a bingo puts down (None: the variant has no bingo bonus).
    bingo_tiles: Option<usize>,
    bingo: Option<Move>,
    /// The sought play's tiles, sorted, and its score.
    sought: Option<(&'a [(Pos, Placed)], u32)>,
    found: Option<Move>,
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
        if self
            .bingo_tiles
            .is_some_and(|least| play.tiles_placed() >= least)
            && self.bingo.is_none_or(|b| play.score() > b.score())
        {
            self.bingo = Some(play.to_move());
        }
        if let Some((tiles, score)) = self.sought
            && self.found.is_none()
            && play.score() == score
            && play.tiles_placed() == tiles.len()
        {
            let offered = play.to_move();
            let mut placed = offered.placement().tiles;
            placed.sort_unstable_by_key(|&(pos, _)| pos);
            if placed == tiles {
                self.found = Some(offered);
            }
        }
    }
}

/// Reviews one turn with `lexicon`, judging it by equity within `settings`.
pub(super) fn review_turn(
    turn: Turn<'_>,
    lexicon: &Lexicon,
    settings: &ReviewSettings,
) -> TurnReview {
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
        lost: 0,
        verdict: Verdict::NotAPlay,
        equity: None,
    };
    // What the turn did, for its equity: None when that is not known.
    let (mut made, sought) = read_action(
        turn.action,
        (variant, board, lexicon),
        (turn.recorded, turn.challenged_off),
        &mut review,
    );
    let played_tiles: Vec<u8> = sought
        .as_ref()
        .map(|(tiles, _)| tiles.iter().map(|&(_, t)| t.rack_tile()).collect())
        .unwrap_or_default();
    let (rack, source) = rack_for(variant, turn.rack, &played_tiles);
    review.rack_source = source;
    let Some(rack) = rack else {
        return review;
    };
    let bingo = &variant.bingo;
    let mut search = Search {
        best: None,
        bingo_tiles: (bingo.bonus > 0).then_some(usize::from(bingo.min_tiles)),
        bingo: None,
        sought: sought
            .as_ref()
            .map(|(tiles, score)| (tiles.as_slice(), *score)),
        found: None,
    };
    generate(variant, lexicon, board, &rack, &mut search);
    if let Some(found) = search.found {
        review.verdict = Verdict::Found;
        if !turn.challenged_off {
            made = Some(Made::Choice(Choice::Play(found)));
        }
    }
    if source == RackSource::Unknown {
        return review;
    }
    review.best = search.best;
    let best = review.best.map_or(0, |m| m.score() as i32);
    review.lost = (best - review.actual).max(0);
    if let Some(made) = made {
        let position = Position {
            spread: turn.spread,
            scoreless_turns: turn.scoreless_turns,
            ..Position::inferred(variant, board, &rack, turn.opponents)
        };
        review.equity = Some(judge_turn(
            &position,
            lexicon,
            settings,
            turn.at,
            &made,
            search.bingo,
        ));
    }
    review.rack = Some(rack);
    review
}

/// What a turn's play or exchange was, for its equity (`None` when not known), and the play's
/// tiles sorted with its score, the placement to look for; noted in `review` as it is read.
fn read_action(
    action: Action,
    (variant, board, lexicon): (&Variant, &Board, &Lexicon),
    (recorded, challenged_off): (i32, bool),
    review: &mut TurnReview,
) -> (Option<Made>, Option<Sought>) {
    match action {
        Action::Pass => (Some(Made::Choice(Choice::Pass)), None),
        Action::Exchange(text, tiles) => {
            review.played = Played::Exchange(text);
            let made = tiles.map(|mut tiles| {
                tiles.sort_unstable();
                Made::Choice(Choice::Exchange(tiles))
            });
            (made, None)
        }
        Action::Unplaceable { text, reason } => {
            review.played = Played::Play(text);
            review.verdict = Verdict::NotPlaceable(reason);
            review.actual = if challenged_off { 0 } else { recorded };
            (None, None)
        }
        Action::Play(placement) => read_play(
            placement,
            (variant, board, lexicon),
            (recorded, challenged_off),
            review,
        ),
    }
}

/// A play's tiles sorted by square, and its score.
type Sought = (Vec<(Pos, Placed)>, u32);

/// A play made: written, scored (against the record's score), its words checked; what it was
/// for its equity, and the placement to look for.
fn read_play(
    placement: Placement,
    (variant, board, lexicon): (&Variant, &Board, &Lexicon),
    (recorded, challenged_off): (i32, bool),
    review: &mut TurnReview,
) -> (Option<Made>, Option<Sought>) {
    let text = format_play(&variant.tiles, board, &placement, ThroughStyle::Letters);
    review.played = Played::Play(text.to_string());
    let scored = score_play(variant, board, &placement);
    let score = scored.score as i32;
    if score != recorded {
        review.recorded = Some((recorded, score));
    }
    review.actual = if challenged_off { 0 } else { score };
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
    // A play taken back after a challenge scored nothing and kept the rack: a pass.
    let made = if challenged_off {
        Made::Choice(Choice::Pass)
    } else {
        Made::Unlisted {
            score,
            tiles: tiles.iter().map(|&(_, t)| t.rack_tile()).collect(),
        }
    };
    (Some(made), Some((tiles, scored.score)))
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
