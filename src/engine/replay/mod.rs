//! Replaying a GCG record against the rules: rebuild the board move by move, score every tile
//! play, and compare with the scores and totals the record gives.

use crate::engine::wording::{Worded, Wording};
use std::collections::HashMap;

use super::board::Board;
use super::dictionary::Dictionary;
use super::formats::gcg::{Action, Event, GcgRecord};
use super::layout::Pos;
use super::notation::{Coord, PlayText, ThroughStyle, format_play, parse_play_at};
use super::placement::{Placement, check_placement};
use super::rack::Rack;
use super::scoring::score_play;
use super::tiles::{Reading, TileSet, TileTextError};
use super::variant::Variant;

/// Something in a record that the rules disagree with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayIssue {
    /// A tile play's recorded score is not what the rules give (rules 11 to 17).
    Score {
        line: usize,
        recorded: i32,
        computed: i32,
    },
    /// A running total is not the previous total plus the line's score.
    Total {
        line: usize,
        recorded: i32,
        computed: i32,
    },
    /// A play that cannot be read or placed on the board as it stands.
    Illegal {
        line: usize,
        play: String,
        reason: String,
    },
    /// `--` with no earlier play by that player to take back.
    NothingToWithdraw { line: usize },
    /// Words a play formed that the lexicon does not have (only when words are checked).
    UnknownWords { line: usize, words: Vec<String> },
}

impl ReplayIssue {
    /// The record line the issue is about.
    pub fn line(&self) -> usize {
        match self {
            ReplayIssue::Score { line, .. }
            | ReplayIssue::Total { line, .. }
            | ReplayIssue::Illegal { line, .. }
            | ReplayIssue::NothingToWithdraw { line }
            | ReplayIssue::UnknownWords { line, .. } => *line,
        }
    }
}

/// A record this engine cannot replay at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    UnknownTileSet(char),
}

impl Worded for ReplayIssue {
    fn wording(&self) -> Wording {
        let computed = |key, line: &usize, recorded: &i32, computed: &i32| {
            Wording::new(key)
                .number("line", *line)
                .number("recorded", *recorded)
                .number("computed", *computed)
        };
        match self {
            ReplayIssue::Score {
                line,
                recorded,
                computed: by_rules,
            } => computed("cli-replay-score", line, recorded, by_rules),
            ReplayIssue::Total {
                line,
                recorded,
                computed: by_rules,
            } => computed("cli-replay-total", line, recorded, by_rules),
            ReplayIssue::Illegal { line, play, reason } => Wording::new("cli-replay-illegal")
                .number("line", *line)
                .put("play", play)
                .put("reason", reason),
            ReplayIssue::NothingToWithdraw { line } => {
                Wording::new("cli-replay-nothing-to-withdraw").number("line", *line)
            }
            ReplayIssue::UnknownWords { line, words } => Wording::new("cli-replay-unknown-words")
                .number("line", *line)
                .put("words", &words.join(", ")),
        }
    }
}

impl Worded for ReplayError {
    fn wording(&self) -> Wording {
        match self {
            ReplayError::UnknownTileSet(letter) => {
                Wording::new("cli-replay-unknown-tile-set").put("letter", &format!("{letter:?}"))
            }
        }
    }
}

crate::engine::english::said_in_english!(ReplayIssue, ReplayError);

/// A game being replayed: the board and each player's total so far.
#[derive(Clone, Debug)]
pub struct Replay {
    pub variant: Variant,
    pub board: Board,
    /// Running totals by nick: one per player using that nick (records where two players are
    /// both called `NoName` exist).
    totals: HashMap<String, Vec<i32>>,
    /// Tile plays still on the board: who made them, their squares and recorded score.
    plays: Vec<(String, Vec<Pos>, i32)>,
}

/// The outcome of replaying a whole record.
#[derive(Clone, Debug)]
pub struct ReplayReport {
    /// The tile set the record was replayed with.
    pub tile_set: String,
    /// Tile plays replayed.
    pub plays: usize,
    pub issues: Vec<ReplayIssue>,
    /// The final position.
    pub board: Board,
    /// Each player's total at the end, from the scores the replay went by, in the order of
    /// the `#player` lines.
    pub totals: Vec<i32>,
}

/// The tile set a record is played with: the one its lexicon is for (`OSPS` Polish, `FILE` and
/// `FISE` Spanish, `DISC` Catalan, `FRA` French, `RD` German, `NSF` Norwegian), else English
/// if every rack, word and exchange uses English letters, else the first edition they all fit.
pub fn detect_tile_set(record: &GcgRecord) -> Result<TileSet, ReplayError> {
    const BY_LEXICON: &[(&str, &str)] = &[
        ("OSPS", "polish"),
        ("FILE", "spanish"),
        ("FISE", "spanish"),
        ("DISC", "catalan"),
        ("FRA", "french"),
        ("RD", "german"),
        ("NSF", "norwegian"),
    ];
    let lexicon = record.lexicon().map(str::to_uppercase).unwrap_or_default();
    if let Some(&(_, name)) = BY_LEXICON.iter().find(|(p, _)| lexicon.starts_with(p)) {
        return Ok(TileSet::by_name(name).expect("a listed edition"));
    }
    let texts: Vec<String> = record
        .events()
        .flat_map(|e| {
            let word = match &e.action {
                Action::Play { word, .. } => word.as_str(),
                Action::EndRack(tiles) => tiles.as_str(),
                _ => "",
            };
            let letters = |t: &str| -> String {
                t.chars()
                    .filter(|&c| !matches!(c, '?' | '.' | '(' | ')'))
                    .collect()
            };
            [letters(&e.rack), letters(word)]
        })
        .collect();
    let mut unknown = None;
    for set in TileSet::all() {
        match texts
            .iter()
            .find_map(|t| set.read_tiles_as_written(t, Reading::Tiles).err())
        {
            None => return Ok(set),
            Some(e) => unknown = unknown.or(Some(e)),
        }
    }
    let first = |e: TileTextError| match e {
        TileTextError::Unknown(t) => t.chars().find(|&c| c != '['),
        TileTextError::Unclosed => Some('['),
    };
    Err(ReplayError::UnknownTileSet(
        unknown.and_then(first).unwrap_or('?'),
    ))
}

/// Replays a record with the classic board and the tile set it uses, checking every tile
/// play's score and every running total, and the words against `dictionary` if given.
pub fn replay_record(
    record: &GcgRecord,
    dictionary: Option<&dyn Dictionary>,
) -> Result<ReplayReport, ReplayError> {
    let tiles = detect_tile_set(record)?;
    let mut replay = Replay::new(Variant::with_tiles(tiles));
    for player in record.players() {
        replay.add_player(&player.nick);
    }
    let mut issues = Vec::new();
    let mut plays = 0;
    for event in record.events() {
        if matches!(event.action, Action::Play { .. }) {
            plays += 1;
        }
        issues.extend(replay.apply(event, dictionary));
    }
    let totals = replay.final_totals(record);
    Ok(ReplayReport {
        tile_set: replay.variant.tiles.name().to_owned(),
        plays,
        issues,
        board: replay.board,
        totals,
    })
}

impl Replay {
    /// An empty board for `variant`, no scores yet.
    pub fn new(variant: Variant) -> Self {
        let board = Board::empty(variant.layout.rows(), variant.layout.cols());
        Self {
            variant,
            board,
            totals: HashMap::new(),
            plays: Vec::new(),
        }
    }

    /// Declares a player (from a `#playerN` pragma). Players are otherwise known by the nicks
    /// on move lines; declaring them lets two players share a nick.
    pub fn add_player(&mut self, nick: &str) {
        self.totals.entry(nick.to_owned()).or_default().push(0);
    }

    /// Each declared player's total so far, in the order of the record's `#player` lines (two
    /// players of one nick each their own, as declared).
    fn final_totals(&self, record: &GcgRecord) -> Vec<i32> {
        let mut seen: HashMap<&str, usize> = HashMap::new();
        record
            .players()
            .iter()
            .map(|p| {
                let nth = seen.entry(p.nick.as_str()).or_default();
                let total = self.totals.get(&p.nick).and_then(|t| t.get(*nth)).copied();
                *nth += 1;
                total.unwrap_or(0)
            })
            .collect()
    }

    /// A player's total so far, from the recorded scores (the first player of that nick).
    pub fn total(&self, nick: &str) -> i32 {
        self.totals
            .get(nick)
            .and_then(|t| t.first())
            .copied()
            .unwrap_or(0)
    }

    /// Applies one move line and returns what the rules disagree with in it. A play that
    /// cannot be placed leaves the board unchanged.
    pub fn apply(
        &mut self,
        event: &Event,
        dictionary: Option<&dyn Dictionary>,
    ) -> Vec<ReplayIssue> {
        let mut issues = Vec::new();
        let line = event.line;
        // What the line adds to its player's total: its score, or for `--` the removal of the
        // withdrawn play's score (some programs record `--` with +0 and the lowered total).
        let mut change = event.score;
        match &event.action {
            Action::Play { coord, word } => {
                match self.place(*coord, word, event, dictionary, &mut issues) {
                    Ok(squares) => {
                        self.plays.push((event.nick.clone(), squares, event.score));
                    }
                    Err(reason) => issues.push(ReplayIssue::Illegal {
                        line,
                        play: format!("{coord} {word}"),
                        reason,
                    }),
                }
            }
            Action::Withdrawn => match self.plays.iter().rposition(|(n, _, _)| *n == event.nick) {
                Some(i) => {
                    let (_, squares, score) = self.plays.remove(i);
                    for pos in squares {
                        self.board.set(pos, None);
                    }
                    change = -score;
                }
                None => issues.push(ReplayIssue::NothingToWithdraw { line }),
            },
            Action::EndRack(tiles) => {
                if let Some(rack) = Rack::parse(&self.variant.tiles, tiles) {
                    let value = rack.value(&self.variant.tiles) as i32;
                    if ![value, 2 * value, -value].contains(&event.score) {
                        issues.push(ReplayIssue::Score {
                            line,
                            recorded: event.score,
                            computed: if event.score < 0 { -value } else { value },
                        });
                    }
                }
            }
            Action::Pass | Action::Exchange(_) | Action::ChallengeBonus | Action::TimePenalty => {}
        }
        let seats = self
            .totals
            .entry(event.nick.clone())
            .or_insert_with(|| vec![0]);
        let seat = seats
            .iter()
            .position(|&before| before + change == event.total)
            .unwrap_or_else(|| {
                issues.push(ReplayIssue::Total {
                    line,
                    recorded: event.total,
                    computed: seats[0] + change,
                });
                0
            });
        seats[seat] = event.total;
        issues
    }

    /// Reads, checks, scores and lays down a tile play; returns its squares.
    fn place(
        &mut self,
        coord: Coord,
        word: &str,
        event: &Event,
        dictionary: Option<&dyn Dictionary>,
        issues: &mut Vec<ReplayIssue>,
    ) -> Result<Vec<Pos>, String> {
        let tiles = &self.variant.tiles;
        let placement: Placement =
            parse_play_at(tiles, &self.board, coord, word).map_err(|e| e.to_string())?;
        check_placement(&self.variant.layout, &self.board, &placement)
            .map_err(|e| e.to_string())?;
        let scored = score_play(&self.variant, &self.board, &placement);
        if i64::from(scored.score) != i64::from(event.score) {
            issues.push(ReplayIssue::Score {
                line: event.line,
                recorded: event.score,
                computed: scored.score as i32,
            });
        }
        if let Some(dictionary) = dictionary {
            let words: Vec<String> = scored
                .words
                .iter()
                .filter(|w| !dictionary.contains(&w.word.letters()))
                .map(|w| tiles.spell_letters(&w.word.letters()))
                .collect();
            if !words.is_empty() {
                issues.push(ReplayIssue::UnknownWords {
                    line: event.line,
                    words,
                });
            }
        }
        for &(pos, tile) in &placement.tiles {
            self.board.set(pos, Some(tile));
        }
        Ok(placement.tiles.iter().map(|&(p, _)| p).collect())
    }

    /// The main word of a placement on the current board, as GCG writes it.
    pub fn describe(&self, placement: &Placement) -> PlayText {
        format_play(
            &self.variant.tiles,
            &self.board,
            placement,
            ThroughStyle::Dots,
        )
    }
}

#[cfg(test)]
mod tests;
