//! `lexicord review`: reviews game records (GCG) turn by turn (the play made, the best choice by
//! equity, the equity and chance of winning given up; static, or searched within `--budget`
//! per turn), then each player's equity given up and the biggest losses.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use super::analyze::BudgetArg;
use super::said::SaidContext as _;
use crate::engine::ai::{
    EquityReview, JudgedBy, Played, RackSource, ReviewSettings, TurnReview, Verdict, move_text,
    review_record,
};
use crate::engine::formats::gcg::{self, Action, Exchanged, GcgRecord};
use crate::engine::lexicon::Lexicon;
use crate::engine::replay::detect_tile_set;
use crate::engine::tiles::TileSet;
use crate::engine::wording::Wording;
use crate::service::review_settings;

use super::word::lexicon_in;

/// Review game records (GCG): each turn against the best choice by equity.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Word list, one word a line, in the records' tile set (default: the built-in ENABLE, for
    /// English records).
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
    /// Search each turn within this budget: playouts of each candidate (`200`, the same review
    /// for the same seed), a time (`300ms`) or both (`200/300ms`); the exact endgame with the
    /// bag empty. Without it, turns are judged by static equity.
    #[arg(long)]
    pub budget: Option<BudgetArg>,
    /// Seed of the racks simulations deal.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The GCG files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Columns of the per-turn table.
const TURN_HEADER: &str = "line\tplayer\track\tplayed\tscore\tequity\tbest\tbest equity\t\
    equity lost\twin after\twin lost\tjudged\tnote";

/// Reviews every file. Exit status 1 if a file cannot be read, or a recorded play is neither
/// found among the legal plays nor explained (a disagreement with the engine).
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    let word_list = match &args.lexicon {
        Some(path) => Some(std::fs::read(path).said_context(|| {
            Wording::new("cli-cannot-read-lexicon").put("path", &path.display())
        })?),
        None => None,
    };
    let mut lexicons = Lexicons {
        file: word_list.as_deref(),
        built: HashMap::new(),
    };
    let settings = match args.budget {
        Some(BudgetArg(budget)) => review_settings(budget, args.seed),
        None => ReviewSettings::STATIC,
    };
    let mut all_ok = true;
    for path in &args.files {
        let (text, ok) = match review_file(path, &mut lexicons, &settings) {
            Ok(report) => report,
            Err(error) => (format!("{}: {error:#}\n", path.display()), false),
        };
        all_ok &= ok;
        print!("{text}");
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The lexicon for each tile set: the file given, read in that set, or ENABLE for English.
struct Lexicons<'a> {
    file: Option<&'a [u8]>,
    built: HashMap<String, Option<Lexicon>>,
}

impl Lexicons<'_> {
    fn for_tiles(&mut self, tiles: &TileSet) -> anyhow::Result<Option<&Lexicon>> {
        if !self.built.contains_key(tiles.name()) {
            let lexicon = match self.file {
                Some(bytes) => Some(lexicon_in(bytes, tiles)?),
                None if tiles.name() == TileSet::english().name() => Some(Lexicon::enable()),
                None => None,
            };
            self.built.insert(tiles.name().to_owned(), lexicon);
        }
        Ok(self.built.get(tiles.name()).and_then(Option::as_ref))
    }

    fn name(&self) -> &'static str {
        if self.file.is_some() {
            "the lexicon given"
        } else {
            "ENABLE"
        }
    }
}

/// The review of one file as printed, and whether every recorded play was found or explained.
fn review_file(
    path: &Path,
    lexicons: &mut Lexicons<'_>,
    settings: &ReviewSettings,
) -> anyhow::Result<(String, bool)> {
    let bytes = std::fs::read(path).said_context(|| Wording::new("cli-cannot-read-file"))?;
    let record = gcg::read(&gcg::decode(&bytes))?;
    let tiles = detect_tile_set(&record)?;
    let name = path.display();
    let lexicon_name = lexicons.name();
    let Some(lexicon) = lexicons.for_tiles(&tiles)? else {
        return Ok((unreviewed(&name.to_string(), &record, &tiles), true));
    };
    let review = review_record(&record, lexicon, settings)?;
    let tiles = &review.variant.tiles;
    let mut out = String::new();
    writeln!(
        out,
        "review of {name}: {} tile set, lexicon {lexicon_name}",
        tiles.name()
    )?;
    writeln!(out, "{TURN_HEADER}")?;
    for turn in &review.turns {
        writeln!(out, "{}", turn_line(tiles, turn))?;
    }
    let plays: Vec<&TurnReview> = review
        .turns
        .iter()
        .filter(|t| matches!(t.played, Played::Play(_)))
        .collect();
    let found = plays.iter().filter(|t| t.verdict == Verdict::Found).count();
    let missing = plays.iter().filter(|t| !t.verdict.is_explained()).count();
    writeln!(
        out,
        "plays found among the legal plays: {found} of {}; not found and not explained: {missing}",
        plays.len()
    )?;
    losses(&mut out, tiles, &review.turns)?;
    out.push('\n');
    Ok((out, missing == 0))
}

/// Each player's equity given up, then every turn that gave equity up, the biggest first.
fn losses(out: &mut String, tiles: &TileSet, turns: &[TurnReview]) -> std::fmt::Result {
    let mut players: Vec<&str> = Vec::new();
    for turn in turns {
        if !players.contains(&turn.player.as_str()) {
            players.push(&turn.player);
        }
    }
    for player in players {
        let judged: Vec<&EquityReview> = turns
            .iter()
            .filter(|t| t.player == player)
            .filter_map(|t| t.equity.as_ref())
            .collect();
        let lost: f64 = judged.iter().map(|e| e.lost).sum();
        let bingos = judged.iter().filter(|e| e.missed_bingo.is_some()).count();
        writeln!(
            out,
            "{player}: {lost:.1} equity given up over {} turns judged, {bingos} missed bingos",
            judged.len()
        )?;
    }
    let mut losses: Vec<(&TurnReview, &EquityReview)> = turns
        .iter()
        .filter_map(|t| Some((t, t.equity.as_ref()?)))
        .filter(|(_, e)| e.lost >= 0.05)
        .collect();
    losses.sort_by(|a, b| b.1.lost.total_cmp(&a.1.lost).then(a.0.at.cmp(&b.0.at)));
    writeln!(
        out,
        "biggest losses\nequity lost\tline\tplayer\tplayed\tbest\twin lost\tnote"
    )?;
    for (turn, equity) in losses {
        writeln!(
            out,
            "{:.1}\t{}\t{}\t{}\t{}\t{}\t{}",
            equity.lost,
            turn.at,
            turn.player,
            turn.played.text(),
            equity.best.text(tiles),
            chance(equity.win_lost),
            bingo_note(tiles, equity),
        )?;
    }
    Ok(())
}

/// A chance as a percentage, `-` if there is none.
fn chance(chance: Option<f64>) -> String {
    chance.map_or_else(|| "-".to_owned(), |c| format!("{:.1}%", 100.0 * c))
}

/// `missed bingo 8D RETAINS 66`, or nothing.
fn bingo_note(tiles: &TileSet, equity: &EquityReview) -> String {
    equity.missed_bingo.map_or_else(String::new, |m| {
        format!("missed bingo {} {}", move_text(tiles, &m), m.score())
    })
}

/// How a turn was judged, in words.
fn judged_by(by: JudgedBy) -> String {
    match by {
        JudgedBy::Static => "static".to_owned(),
        JudgedBy::Simulation { rounds } => format!("simulated, {rounds} playouts"),
        JudgedBy::ExactEndgame => "endgame solved exactly".to_owned(),
        JudgedBy::EndgameUnproven { depth } => {
            format!("endgame not proven within the budget: best line {depth} turns ahead")
        }
        JudgedBy::PreEndgame {
            draws,
            proven: true,
        } => format!("pre-endgame: the endgame after each of {draws} draws solved exactly"),
        JudgedBy::PreEndgame {
            draws,
            proven: false,
        } => format!("pre-endgame over {draws} draws, not every endgame proven"),
    }
}

/// One row of the per-turn table.
fn turn_line(tiles: &TileSet, turn: &TurnReview) -> String {
    let dash = || "-".to_owned();
    let equity = turn.equity.as_ref();
    let figure = |f: fn(&EquityReview) -> f64| equity.map_or_else(dash, |e| format!("{:.1}", f(e)));
    [
        turn.at.to_string(),
        turn.player.clone(),
        turn.rack.as_ref().map_or_else(dash, |r| r.to_text(tiles)),
        turn.played.text(),
        turn.actual.to_string(),
        figure(|e| e.played_equity),
        equity.map_or_else(dash, |e| e.best.text(tiles)),
        figure(|e| e.best_equity),
        figure(|e| e.lost),
        chance(equity.and_then(|e| e.played_win)),
        chance(equity.and_then(|e| e.win_lost)),
        equity.map_or_else(dash, |e| judged_by(e.judged_by)),
        note(tiles, turn),
    ]
    .join("\t")
}

/// What is worth knowing about the turn beyond the figures.
fn note(tiles: &TileSet, turn: &TurnReview) -> String {
    let mut notes = Vec::new();
    if let Some(equity) = &turn.equity
        && equity.missed_bingo.is_some()
    {
        notes.push(bingo_note(tiles, equity));
    }
    match &turn.verdict {
        Verdict::NotAPlay | Verdict::Found => {}
        Verdict::NotInLexicon(words) => {
            notes.push(format!("not in the lexicon: {}", words.join(", ")));
        }
        Verdict::NotPlaceable(reason) => notes.push(format!("cannot be placed: {reason}")),
        Verdict::Missing => notes.push("NOT FOUND among the legal plays".to_owned()),
    }
    if turn.challenged_off {
        notes.push("challenged off".to_owned());
    }
    if let Some((recorded, rules)) = turn.recorded {
        notes.push(format!("recorded {recorded:+}, the rules give {rules:+}"));
    }
    match turn.rack_source {
        RackSource::Recorded => {}
        RackSource::Completed => {
            notes.push("rack partly recorded: completed with the played tiles".to_owned());
        }
        RackSource::Unknown => notes.push("no rack recorded: nothing to compare with".to_owned()),
    }
    notes.join("; ")
}

/// A record whose tile set has no lexicon here: its turns listed, not reviewed, with the reason.
fn unreviewed(name: &str, record: &GcgRecord, tiles: &TileSet) -> String {
    let mut out = format!(
        "review of {name}: {} tile set, no lexicon for it here (give one with --lexicon): turns \
         listed, not reviewed\n{TURN_HEADER}\n",
        tiles.name()
    );
    for event in record.events() {
        let played = match &event.action {
            Action::Play { coord, word } => format!("{coord} {word}"),
            Action::Pass => "pass".to_owned(),
            Action::Exchange(Exchanged::Tiles(t)) => format!("exchange {t}"),
            Action::Exchange(Exchanged::Count(n)) => format!("exchange {n}"),
            _ => continue,
        };
        let rack = if event.rack.is_empty() {
            "-"
        } else {
            &event.rack
        };
        let _ = writeln!(
            out,
            "{}\t{}\t{rack}\t{played}\t{}\t-\t-\t-\t-\t-\t-\t-\tnot reviewed: no lexicon",
            event.line, event.nick, event.score
        );
    }
    out.push('\n');
    out
}
