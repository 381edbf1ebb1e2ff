//! `lexicord word ...` as users run it, through the real binary: one word a line, upper case,
//! alphabetical; `hooks` and `check` lines TAB-separated; exit statuses.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `lexicord word ARGS`.
fn word(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("word")
        .args(args)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

/// A word list in a temporary folder of its own.
struct WordList {
    dir: PathBuf,
    path: String,
}

impl WordList {
    fn new(name: &str, words: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("lexicord-word-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("words.txt");
        std::fs::write(&path, words).unwrap();
        Self {
            path: path.to_str().unwrap().to_owned(),
            dir,
        }
    }
}

impl Drop for WordList {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

const SMALL: &str = "cat\nCATS\nACT\nTAC\nCOT\nCUT\nAT\nTA\nSCAT\nCHAT\nzebra\n";

#[test]
fn every_query_answers_from_a_word_list() {
    let list = WordList::new("small", SMALL);
    let with = |args: &[&str]| {
        let mut all = args.to_vec();
        all.extend(["--lexicon", &list.path]);
        let output = word(&all);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        stdout(&output)
    };
    assert_eq!(with(&["anagram", "tca"]), "ACT\nCAT\nTAC\n");
    assert_eq!(with(&["anagram", "T?A"]), "ACT\nCAT\nTAC\n");
    assert_eq!(with(&["build", "TCA"]), "ACT\nAT\nCAT\nTA\nTAC\n");
    assert_eq!(with(&["pattern", "C?T"]), "CAT\nCOT\nCUT\n");
    assert_eq!(
        with(&["pattern", "*[AO]T*"]),
        "AT\nCAT\nCATS\nCHAT\nCOT\nSCAT\n"
    );
    assert_eq!(with(&["hooks", "cat"]), "S\tCAT\tS\n");
    assert_eq!(with(&["hooks", "ZEBRA"]), "\tZEBRA\t\n");
    assert_eq!(
        with(&["check", "cat", "Zebra"]),
        "CAT\tvalid\nZEBRA\tvalid\n"
    );
    // Nothing found: no lines, still a success.
    assert_eq!(with(&["anagram", "QQ"]), "");
    // --lexicon may also come before the query.
    let output = word(&["--lexicon", &list.path, "pattern", "Z*"]);
    assert_eq!(stdout(&output), "ZEBRA\n");
}

#[test]
fn check_prints_each_word_in_order_and_fails_if_any_is_invalid() {
    let output = word(&["check", "zyzzyvas", "qi", "Aa", "cwm"]);
    assert_eq!(
        stdout(&output),
        "ZYZZYVAS\tvalid\nQI\tinvalid\nAA\tvalid\nCWM\tvalid\n"
    );
    assert_eq!(output.status.code(), Some(1));
    let output = word(&["check", "AA"]);
    assert_eq!(stdout(&output), "AA\tvalid\n");
    assert_eq!(output.status.code(), Some(0));
    assert!(!word(&["check"]).status.success(), "at least one word");
}

#[test]
fn queries_use_enable_by_default() {
    let anagrams = stdout(&word(&["anagram", "AEINRST"]));
    assert_eq!(
        anagrams,
        "ANESTRI\nANTSIER\nNASTIER\nRATINES\nRETAINS\nRETINAS\nRETSINA\nSTAINER\nSTEARIN\n"
    );
    assert_eq!(stdout(&word(&["hooks", "ARE"])), "BCDFHMPRTWY\tARE\tAS\n");
    let built = stdout(&word(&["build", "QA?"]));
    assert!(built.lines().any(|w| w == "QAT"), "{built}");
    assert!(!built.lines().any(|w| w == "QI"), "not in ENABLE");
    assert!(built.lines().all(|w| w.len() >= 2 && w.len() <= 3));
    let lines: Vec<&str> = built.lines().collect();
    let mut sorted = lines.clone();
    sorted.sort_unstable();
    assert_eq!(lines, sorted);
    let nine = stdout(&word(&["pattern", "?????????"]));
    assert_eq!(nine.lines().count(), 24_873, "every nine-letter word");
    assert!(nine.lines().all(|w| w.len() == 9));
}

#[test]
fn bad_input_is_refused_with_a_clear_message() {
    for (args, message) in [
        (
            &["anagram", "AB3"][..],
            "'3' is not a letter or `?` (a blank)",
        ),
        (
            &["build", "AB???"][..],
            "3 blanks (`?`) are too many: at most 2",
        ),
        (&["check", "CAT", "D0G"][..], "'0' is not a letter"),
        (&["pattern", "C[AT"][..], "a `[` has no closing `]`"),
        (
            &["hooks", "  "][..],
            "nothing to look up: give some letters",
        ),
        (
            &["anagram", "ABCDEFGHIJKLMNOP"][..],
            "16 is too many: at most 15 letters",
        ),
    ] {
        let output = word(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(stdout(&output), "", "{args:?}");
        assert_eq!(
            stderr(&output),
            format!("lexicord: {message}\n"),
            "{args:?}"
        );
    }
    let missing = word(&["anagram", "CAT", "--lexicon", "/nonexistent/words.txt"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        stderr(&missing).contains("cannot read the lexicon /nonexistent/words.txt"),
        "{}",
        stderr(&missing)
    );
}

#[test]
fn a_polish_word_list_is_read_in_polish_letters() {
    let list = WordList::new("polish", "żółw\nŻUK\nźle\n");
    let output = word(&["pattern", "Ż*", "--lexicon", &list.path]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stdout(&output), "ŻÓŁW\nŻUK\n");
    let output = word(&["check", "źle", "zle", "--lexicon", &list.path]);
    assert_eq!(stdout(&output), "ŹLE\tvalid\nZLE\tinvalid\n");
}
