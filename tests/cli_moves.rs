//! `lexicord moves` as users run it: position lines, then plays best first in CGP notation.

use clap::Parser;
use lexicord::cli::{Cli, Command};

/// What `lexicord moves ARGS` prints, or its error.
fn moves(args: &[&str]) -> anyhow::Result<String> {
    let cli = Cli::try_parse_from(["lexicord", "moves"].iter().chain(args))?;
    let Command::Moves(args) = cli.command else {
        panic!("parsed as another command");
    };
    lexicord::cli::moves::listing(&args)
}

const EMPTY: &str = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";

#[test]
fn lists_plays_best_first_with_through_tiles_and_blanks() {
    let out = moves(&["--cgp", &format!("{EMPTY} AEINRST/ 0/0 0"), "--top", "2"]).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "position 1 2178 66");
    assert_eq!(lines.len(), 3);
    assert!(lines[1].ends_with(" 66"), "{out}");
    // CAT on the star; through tiles are written as letters, the blank in lower case.
    let cgp = "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 ?/ 0/0 0";
    let out = moves(&["--cgp", cgp, "--all"]).unwrap();
    assert!(out.lines().any(|l| l == "8H CATs 5"), "{out}");
    assert!(out.lines().any(|l| l == "8G sCAT 5"), "{out}");
    // Ten plays unless told otherwise.
    let out = moves(&["--cgp", cgp]).unwrap();
    assert_eq!(out.lines().count(), 11);
}

#[test]
fn reads_position_files_and_word_lists() {
    let dir = std::env::temp_dir().join(format!("lexicord-moves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let positions = dir.join("p.cgp");
    let words = dir.join("w.txt");
    std::fs::write(
        &positions,
        format!("{EMPTY} QI/ 0/0 0\n{EMPTY} ZA/ 0/0 0\n"),
    )
    .unwrap();
    std::fs::write(&words, "QI\nZA\n").unwrap();
    let file = positions.to_str().unwrap();
    // ENABLE has neither QI nor ZA.
    let out = moves(&["--cgp-file", file, "--all"]).unwrap();
    assert_eq!(out, "position 1 0 0\nposition 2 0 0\n");
    let out = moves(&["--cgp-file", file, "--lexicon", words.to_str().unwrap()]).unwrap();
    assert!(out.starts_with("position 1 4 22\n"), "{out}");
    assert!(out.contains("position 2 4 22\nH7 ZA 22\n"), "{out}");
    assert!(moves(&["--cgp", "not a position"]).is_err());
    assert!(moves(&["--all"]).is_err(), "a position is required");
    assert!(moves(&["--cgp", file, "--all", "--top", "3"]).is_err());
    std::fs::remove_dir_all(&dir).unwrap();
}
