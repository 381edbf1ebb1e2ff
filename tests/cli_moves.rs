//! `lexicord moves` as users run it: position lines, then plays best first in CGP notation.

use std::process::Command;

fn moves(args: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("moves")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

const EMPTY: &str = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15";

#[test]
fn lists_plays_best_first_with_through_tiles_and_blanks() {
    let (ok, out) = moves(&["--cgp", &format!("{EMPTY} AEINRST/ 0/0 0"), "--top", "2"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "position 1 2178 66");
    assert_eq!(lines.len(), 3);
    assert!(lines[1].ends_with(" 66"), "{out}");
    // CAT on the star; through tiles are written as letters, the blank in lower case.
    let cgp = "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 ?/ 0/0 0";
    let (ok, out) = moves(&["--cgp", cgp, "--all"]);
    assert!(ok);
    assert!(out.lines().any(|l| l == "8H CATs 5"), "{out}");
    assert!(out.lines().any(|l| l == "8G sCAT 5"), "{out}");
}

#[test]
fn reads_position_files_and_word_lists() {
    let dir = std::env::temp_dir().join(format!("lexicord-moves-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let positions = dir.join("p.cgp");
    let words = dir.join("w.txt");
    std::fs::write(&positions, format!("{EMPTY} QI/ 0/0 0\n{EMPTY} ZA/ 0/0 0\n")).unwrap();
    std::fs::write(&words, "QI\nZA\n").unwrap();
    let (ok, out) = moves(&["--cgp-file", positions.to_str().unwrap(), "--all"]);
    assert!(ok);
    // ENABLE has neither QI nor ZA.
    assert_eq!(out, "position 1 0 0\nposition 2 0 0\n");
    let lexicon = words.to_str().unwrap();
    let (ok, out) = moves(&["--cgp-file", positions.to_str().unwrap(), "--lexicon", lexicon]);
    assert!(ok);
    assert!(out.starts_with("position 1 4 22\n"), "{out}");
    assert!(out.contains("position 2 4 22\nH7 ZA 22\n"), "{out}");
    let (ok, _) = moves(&["--cgp", "not a position"]);
    assert!(!ok);
    std::fs::remove_dir_all(&dir).unwrap();
}
