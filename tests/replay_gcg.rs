//! Replays the 111 real game records in tests/fixtures/gcg: through the binary (what users run) and
//! through the library (read, write, read gives the same record).

use std::path::PathBuf;
use std::process::Command;

use lexicord::engine::formats::gcg;

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

#[test]
fn replay_reports_the_one_mis_recorded_score() {
    let files = records();
    assert_eq!(files.len(), 111);
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("replay")
        .args(&files)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    let ok = lines.iter().filter(|l| l.ends_with(": ok")).count();
    let problems: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| !l.ends_with(": ok"))
        .collect();
    assert_eq!(ok, 110, "{stdout}");
    assert_eq!(problems.len(), 1, "{stdout}");
    assert!(
        problems[0].ends_with("liwords-pkg_puzzles_r20_peter.gcg:19: recorded 115, computed 113"),
        "{}",
        problems[0]
    );
    assert!(
        lines
            .iter()
            .any(|l| l.ends_with("macondo-gcgio_polish_endgame.gcg: ok")),
        "the Polish game replays with the Polish tile set"
    );
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn replay_succeeds_when_every_file_is_ok() {
    let file = gcg_dir().join("macondo-gcgio_name_iso8859-1.gcg");
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("replay")
        .arg(&file)
        .output()
        .unwrap();
    assert!(output.status.success());
    assert!(
        String::from_utf8(output.stdout)
            .unwrap()
            .ends_with(": ok\n")
    );
}

#[test]
fn replay_fails_on_a_file_it_cannot_read() {
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .args(["replay", "/nonexistent/game.gcg"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(
        stdout.starts_with("/nonexistent/game.gcg: cannot read the file"),
        "{stdout}"
    );
}

#[test]
fn every_record_reads_back_equal_after_writing() {
    for path in records() {
        let text = gcg::decode(&std::fs::read(&path).unwrap());
        let record = gcg::read(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let written = gcg::write(&record);
        assert_eq!(gcg::read(&written).unwrap(), record, "{}", path.display());
    }
}

#[test]
fn latin1_and_utf8_names_read_the_same() {
    let dir = gcg_dir();
    let read =
        |name: &str| gcg::read(&gcg::decode(&std::fs::read(dir.join(name)).unwrap())).unwrap();
    let latin1 = read("macondo-gcgio_name_iso8859-1.gcg");
    let utf8 = read("macondo-gcgio_name_utf8_noheader.gcg");
    assert_eq!(latin1.players()[0].nick, "césar");
    assert_eq!(utf8.players()[0].nick, "césar");
}

#[test]
fn check_words_reports_words_missing_from_the_lexicon() {
    let dir = std::env::temp_dir().join(format!("lexicord-check-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("game.gcg");
    let words = dir.join("words.txt");
    std::fs::write(
        &game,
        ">a: HNORXYZ 8F HORN +14 14\n>b: AFMQUVW H6 FA.M +9 9\n",
    )
    .unwrap();
    std::fs::write(&words, "horn\nFARMS\n").unwrap();
    let run = |extra: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_lexicord"))
            .arg("replay")
            .args(extra)
            .arg(&game)
            .output()
            .unwrap()
    };
    let checked = run(&["--check-words", "--lexicon", words.to_str().unwrap()]);
    let stdout = String::from_utf8(checked.stdout).unwrap();
    assert_eq!(
        stdout,
        format!("{}:2: not in the lexicon: FARM\n", game.display())
    );
    assert_eq!(checked.status.code(), Some(1));
    let unchecked = run(&["--lexicon", words.to_str().unwrap()]);
    assert!(unchecked.status.success());
    // Without --lexicon the built-in ENABLE checks the words: FARM is a word there.
    let enable = run(&["--check-words"]);
    assert_eq!(
        String::from_utf8(enable.stdout).unwrap(),
        format!("{}: ok\n", game.display())
    );
    assert!(
        enable.status.success(),
        "{}",
        String::from_utf8_lossy(&enable.stderr)
    );
    std::fs::write(&game, ">a: HNORXYZ 8F HORNZ +34 34\n").unwrap();
    let phony = run(&["--check-words"]);
    assert_eq!(
        String::from_utf8(phony.stdout).unwrap(),
        format!("{}:1: not in the lexicon: HORNZ\n", game.display())
    );
    assert_eq!(phony.status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}
