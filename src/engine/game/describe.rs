//! Turns and holdings in the words of each variant's rule book, as messages of the bot's
//! catalogues with their values (no sentence is written here): a play with its bonuses (a
//! bingo, stars joined, letters passed face up, a comet's boost, a flying saucer's card, a
//! landing on Earth, words along paths), a blocker put down, and the pieces a player keeps
//! beside their rack. Callers say these in their reader's language and never name a variant's
//! rule.

use super::record::{Seat, Turn, TurnKind};
use super::state::Game;
use crate::engine::board::Board;
use crate::engine::layout::SpecialSquare;
use crate::engine::notation::{ThroughStyle, format_play};
use crate::engine::placement::Placement;
use crate::engine::scoring::ScoredPlay;
use crate::engine::variant::Scoring;
use crate::engine::wording::Wording;

/// A turn as data: the words it formed (with their scores where plays score), the play in a
/// line when it is a plain one, and the turn as a message of the catalogues.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnWords {
    pub words: Vec<String>,
    /// The same play as data, when it is a plain scored play in a line (a word, where, its
    /// score and any bingo bonus, rule 6): what a caller can say in another language. `None`
    /// for a play with more to tell (stars joined, letters passed face up, a path, a race).
    pub line: Option<LinePlay>,
    /// The turn as a message of the bot's catalogues, for every play (the variant's own words
    /// included), so it is said in each reader's language.
    pub said: Wording,
}

/// A scored play in a line, as data (rules 5 and 6): the word as the notation writes it, the
/// square it starts from with its direction (`8F` across, `F8` down), its score, and the bingo
/// bonus included in that score (0 for none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinePlay {
    pub word: String,
    pub at: String,
    pub score: u32,
    pub bingo: u32,
}

impl Game {
    /// The turn at `turn_index` of the record, if it is a play or a blocker put down, as data;
    /// `board` is the board before it. `None` for other turns, which read the same in every
    /// game.
    pub fn turn_in_words(
        &self,
        turn_index: usize,
        turn: &Turn,
        board: &Board,
    ) -> Option<TurnWords> {
        match &turn.kind {
            TurnKind::Play { placement, scored } => Some(match self.variant.scoring {
                Scoring::PathWords => self.path_play_words(placement, scored),
                Scoring::Unscored => self.race_play_words(turn_index, placement, scored, board),
                Scoring::Classic => self.line_play_words(turn, placement, scored, board),
            }),
            TurnKind::Blocked { at } => Some(TurnWords {
                words: Vec::new(),
                line: None,
                said: Wording::new("turn-blocker").put("square", &at),
            }),
            _ => None,
        }
    }

    /// What `player` keeps beside their rack, as messages of the bot's catalogues that follow
    /// the rack, said one after the other: yellow blanks (rule book 004: "keep it in addition
    /// to the seven tiles in your rack") and blockers to put down. Empty when they keep nothing.
    pub fn held_beside_rack(&self, player: Seat) -> Vec<Wording> {
        let mut held = Vec::new();
        let yellow = self.yellow_blanks(player);
        if yellow > 0 {
            held.push(Wording::new("held-yellow-blanks").number("count", yellow));
        }
        let blockers = self.blockers_held(player);
        if blockers > 0 {
            held.push(Wording::new("held-blockers").number("count", blockers));
        }
        held
    }

    /// A play in a line: the word, where, its score with any bingo or stars joined, and the
    /// letters it passes face up (the dice game's advanced play).
    fn line_play_words(
        &self,
        turn: &Turn,
        placement: &Placement,
        scored: &ScoredPlay,
        board: &Board,
    ) -> TurnWords {
        let tiles = &self.variant.tiles;
        let play = format_play(tiles, board, placement, ThroughStyle::Letters);
        let words = scored
            .words
            .iter()
            .map(|w| format!("{} {}", tiles.spell(&w.word.tiles), w.score))
            .collect();
        let mut extras = Vec::new();
        if scored.bonus > 0 {
            extras.push(Wording::new("turn-bingo").number("points", scored.bonus));
        }
        if scored.stars_joined > 0 {
            extras.push(Wording::new("turn-stars-joined").number("points", scored.stars_joined));
        }
        let passed = self
            .passed_face_up(turn)
            .filter(|_| !self.is_over())
            .map(|left| left.to_text(tiles));
        let plain = scored.stars_joined == 0 && passed.is_none();
        if let Some(letters) = passed {
            extras.push(Wording::new("turn-passed-face-up").put("letters", &letters));
        }
        let line = plain.then(|| LinePlay {
            word: play.word.clone(),
            at: play.coord.to_string(),
            score: scored.score,
            bingo: scored.bonus,
        });
        TurnWords {
            words,
            line,
            said: Wording::new("turn-line")
                .put("word", &play.word)
                .put("at", &play.coord)
                .number("score", scored.score)
                .parts("extras", extras),
        }
    }

    /// A Hyper-Race play: where it went, the comets it covered, the flying-saucer cards it drew
    /// (read aloud, as the book says), and a landing on Earth; its words without points.
    fn race_play_words(
        &self,
        turn_index: usize,
        placement: &Placement,
        scored: &ScoredPlay,
        board: &Board,
    ) -> TurnWords {
        let tiles = &self.variant.tiles;
        let play = format_play(tiles, board, placement, ThroughStyle::Letters);
        let layout = &self.variant.layout;
        let covers = |special| {
            placement
                .tiles
                .iter()
                .filter(|(pos, _)| layout.square(*pos).special == Some(special))
                .count()
        };
        let mut extras = Vec::new();
        if covers(SpecialSquare::Comet) > 0 {
            extras.push(Wording::new("turn-comet"));
        }
        for card in self.cards_drawn_by(turn_index) {
            extras.push(Wording::new("turn-saucer").said("card", Wording::new(card.key)));
        }
        if covers(SpecialSquare::Earth) > 0 {
            extras.push(Wording::new("turn-earth"));
        }
        let said = Wording::new("turn-race")
            .put("word", &play.word)
            .put("at", &play.coord)
            .parts("extras", extras);
        let words = scored
            .words
            .iter()
            .map(|w| tiles.spell(&w.word.tiles))
            .collect();
        TurnWords {
            words,
            line: None,
            said,
        }
    }

    /// A Free for All play: its tiles and score, and each word with its score and the path it
    /// was read along ("DIET 5 (G8 H8 H9 I9)").
    fn path_play_words(&self, placement: &Placement, scored: &ScoredPlay) -> TurnWords {
        let tiles = &self.variant.tiles;
        let placed: Vec<String> = placement
            .tiles
            .iter()
            .map(|&(pos, tile)| format!("{pos}={}", tiles.spell(&[tile])))
            .collect();
        let mut extras = Vec::new();
        if scored.bonus > 0 {
            extras.push(Wording::new("turn-bingo").number("points", scored.bonus));
        }
        let said = Wording::new("turn-placed")
            .put("tiles", &placed.join(" "))
            .number("score", scored.score)
            .parts("extras", extras);
        let words = scored
            .words
            .iter()
            .map(|w| {
                let path: Vec<String> = w.word.path.iter().map(ToString::to_string).collect();
                format!(
                    "{} {} ({})",
                    tiles.spell(&w.word.tiles),
                    w.score,
                    path.join(" ")
                )
            })
            .collect();
        TurnWords {
            words,
            line: None,
            said,
        }
    }
}
