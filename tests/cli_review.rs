//! `lexicord review` as users run it, through the real binary: a small game judged by equity,
//! a record searched within a budget (the same for a seed), and the 111 real records in
//! tests/fixtures/gcg; and the review in the library, on each record with a lexicon of that
//! record's own words, where every recorded play must be found among the legal plays.

use std::path::PathBuf;
use std::process::{Command, Output};

use lexicord::engine::ai::{Played, ReviewSettings, Verdict, review_record};
use lexicord::engine::formats::gcg::{self, Action};
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::notation::parse_play_at;
use lexicord::engine::replay::{Replay, detect_tile_set};
use lexicord::engine::scoring::score_play;
use lexicord::engine::tiles::Letter;
use lexicord::engine::variant::Variant;

/// The real records kept in the repository (`tests/fixtures/gcg`, see its README).
fn gcg_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gcg")
}

fn records() -> Vec<PathBuf> {
    let dir = gcg_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "gcg"))
        .collect();
    files.sort();
    files
}

fn review(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("review")
        .args(args)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// A file in a temporary folder of its own, removed afterwards.
struct TempFile {
    dir: PathBuf,
    path: String,
}

impl TempFile {
    fn new(name: &str, text: &str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("lexicord-review-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        Self {
            path: path.to_str().unwrap().to_owned(),
            dir,
        }
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The per-turn rows of one file's review, as fields.
fn rows(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .skip(2)
        .take_while(|l| !l.starts_with("plays found"))
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

/// A short game: a small first play with a bingo on the rack, a pass with two blanks, a
/// partly recorded rack, a turn with no rack, and a phony challenged off.
const GAME: &str = "#player1 a Ann\n#player2 b Bob\n\
    >a: AEINRST 8G AT +4 4\n\
    >b: EIQSTUW G7 Q.T +23 23\n\
    >a: EINRS?? - +0 4\n\
    >b: E 9G .O +4 27\n\
    >a: - +0 4\n\
    >b: AEIUUUW I8 UU +10 37\n\
    >b: AEIUUUW -- -10 27\n";

/// The per-turn table's header.
const HEADER: &str = "line\tplayer\track\tplayed\tscore\tequity\tbest\tbest equity\t\
    equity lost\twin after\twin lost\tjudged\tnote";

#[test]
fn reviews_a_game_turn_by_turn_by_equity_then_the_biggest_losses() {
    let game = TempFile::new("game.gcg", GAME);
    let output = review(&[&game.path]);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        format!("review of {}: english tile set, lexicon ENABLE", game.path)
    );
    assert_eq!(lines[1], HEADER);
    let rows = rows(&text);
    assert!(rows.iter().all(|r| r.len() == 13), "{text}");
    let column = |row: &[String], name: &str| {
        let at = HEADER.split('\t').position(|c| c == name).unwrap();
        row[at].clone()
    };
    let number = |row: &[String], name: &str| -> f64 { column(row, name).parse().unwrap() };
    // Turn 1: a small play with a bingo on the rack: a big loss of equity and of the chance
    // of winning, the bingo noted.
    let first = &rows[0];
    assert_eq!(column(first, "played"), "8G AT");
    assert_eq!(column(first, "score"), "4");
    let lost = number(first, "equity lost");
    assert!(lost > 40.0, "{text}");
    assert!(
        (number(first, "best equity") - number(first, "equity") - lost).abs() < 0.11,
        "{text}"
    );
    let best = column(first, "best");
    let best_score: u32 = best.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(best_score >= 60, "a bingo: {best}");
    assert!(best.starts_with('8') || best.starts_with('H'), "{best}");
    assert_eq!(column(first, "judged"), "static");
    let win_lost = column(first, "win lost");
    let win_lost: f64 = win_lost.strip_suffix('%').unwrap().parse().unwrap();
    assert!(win_lost > 5.0, "{text}");
    assert!(column(first, "note").starts_with("missed bingo "), "{text}");
    for row in &rows {
        let (played, note) = (column(row, "played"), column(row, "note"));
        match played.as_str() {
            "pass" => assert_eq!(column(row, "score"), "0"),
            _ if note.contains("challenged off") => {
                assert_eq!(
                    column(row, "score"),
                    "0",
                    "a phony taken back scores nothing"
                );
                assert!(note.contains("not in the lexicon: "), "{note}");
            }
            _ => {}
        }
    }
    let notes: Vec<String> = rows.iter().map(|r| column(r, "note")).collect();
    assert!(notes.iter().any(|n| n.contains("challenged off")), "{text}");
    assert!(
        notes.iter().any(|n| n.contains("rack partly recorded")),
        "{text}"
    );
    // No rack recorded: nothing to judge by.
    let unknown = rows
        .iter()
        .find(|r| column(r, "note").contains("no rack recorded"))
        .expect(&text);
    assert_eq!(column(unknown, "equity lost"), "-");
    assert!(
        text.contains("plays found among the legal plays: "),
        "{text}"
    );
    assert!(text.contains("not found and not explained: 0\n"), "{text}");
    // Each player's equity given up, then the losses, the biggest first.
    let ann: f64 = rows
        .iter()
        .filter(|r| column(r, "player") == "a")
        .filter_map(|r| column(r, "equity lost").parse::<f64>().ok())
        .sum();
    let summary = lines.iter().find(|l| l.starts_with("a: ")).expect(&text);
    assert!(
        summary.starts_with(&format!("a: {ann:.1} equity given up over ")),
        "{summary} {ann}"
    );
    assert!(summary.ends_with(", 2 missed bingos") || summary.ends_with(", 1 missed bingos"));
    let losses: Vec<f64> = text
        .lines()
        .skip_while(|l| *l != "biggest losses")
        .skip(2)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split('\t').next().unwrap().parse().unwrap())
        .collect();
    assert!(losses.windows(2).all(|w| w[0] >= w[1]), "{losses:?}");
    assert_eq!(losses.first().copied(), Some(lost), "{text}");
}

/// A whole record kept in the repository, reviewed with a search budget.
const SEARCHED: &str = "macondo-gcgio_doug_v_emely.gcg";

#[test]
fn a_budget_searches_each_turn_and_the_same_seed_gives_the_same_review() {
    let path = gcg_dir().join(SEARCHED);
    let path = path.to_str().unwrap();
    let searched = |seed: &str| {
        let output = review(&["--budget", "6", "--seed", seed, path]);
        assert_eq!(output.status.code(), Some(0), "{output:?}");
        stdout(&output)
    };
    let text = searched("3");
    assert_eq!(text, searched("3"), "repeatable for a seed");
    let judged: Vec<String> = rows(&text)
        .iter()
        .map(|r| r[HEADER.split('\t').position(|c| c == "judged").unwrap()].clone())
        .collect();
    assert!(
        judged.iter().any(|j| j == "simulated, 6 playouts"),
        "{text}"
    );
    assert!(
        judged
            .iter()
            .any(|j| j == "endgame solved exactly" || j.starts_with("endgame not proven")),
        "the bag empties before the end: {text}"
    );
    let bad = review(&["--budget", "soon", path]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("not a budget"));
}

#[test]
fn every_kept_record_is_reviewed_and_each_play_found_or_explained() {
    let files = records();
    assert_eq!(files.len(), 111);
    let paths: Vec<&str> = files.iter().map(|p| p.to_str().unwrap()).collect();
    let output = review(&paths);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}");
    let headers: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("review of "))
        .collect();
    assert_eq!(headers.len(), 111);
    let polish: Vec<&&str> = headers.iter().filter(|h| h.contains("polish")).collect();
    assert_eq!(polish.len(), 1);
    assert!(
        polish[0].contains("no lexicon for it here (give one with --lexicon)"),
        "{}",
        polish[0]
    );
    let summaries: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("plays found"))
        .collect();
    assert_eq!(summaries.len(), 110, "every English record has its summary");
    for summary in summaries {
        assert!(
            summary.ends_with("not found and not explained: 0"),
            "{summary}"
        );
    }
    assert!(!text.contains("NOT FOUND"));
}

/// Every word the record's plays form, in its tile set.
fn words_formed(record: &gcg::GcgRecord) -> Vec<Vec<Letter>> {
    let variant = Variant::with_tiles(detect_tile_set(record).unwrap());
    let mut replay = Replay::new(variant.clone());
    for player in record.players() {
        replay.add_player(&player.nick);
    }
    let mut words = Vec::new();
    for event in record.events() {
        if let Action::Play { coord, word } = &event.action
            && let Ok(placement) = parse_play_at(&variant.tiles, &replay.board, *coord, word)
        {
            let scored = score_play(&variant, &replay.board, &placement);
            words.extend(scored.words.iter().map(|w| w.word.letters()));
        }
        replay.apply(event, None);
    }
    words
}

#[test]
fn with_its_own_words_every_recorded_play_is_among_the_legal_plays() {
    let mut plays = 0;
    for path in records() {
        let record = gcg::read(&gcg::decode(&std::fs::read(&path).unwrap())).unwrap();
        let lexicon = Lexicon::from_words(words_formed(&record)).unwrap();
        let review = review_record(&record, &lexicon, &ReviewSettings::STATIC).unwrap();
        for turn in &review.turns {
            if let Played::Play(played) = &turn.played {
                plays += 1;
                assert_eq!(
                    turn.verdict,
                    Verdict::Found,
                    "{}:{} {played}",
                    path.display(),
                    turn.at
                );
                let best = turn.best.map(|b| b.score() as i32);
                assert!(best.map_or(turn.rack.is_none(), |b| b >= turn.actual));
            }
        }
    }
    assert!(plays > 2000, "{plays} plays");
}
