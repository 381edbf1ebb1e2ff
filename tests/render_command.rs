//! `lexicord render` through the binary: a GCG record at a turn and a CGP line become PNGs, a
//! whole record an animated replay (GIF); and `lexicord variants` lists what a game can be
//! opened with.

use std::path::PathBuf;
use std::process::Command;

/// A real record kept in the repository (`tests/fixtures/gcg`).
fn fixture_record(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/gcg")
        .join(name)
}

/// A fresh folder for one test's pictures.
fn out_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("lexicord-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn render(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("render")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn renders_a_record_at_a_turn_and_a_cgp_line() {
    let dir = out_dir("render");
    let record = fixture_record("macondo-gcgio_doug_v_emely.gcg");
    let board = dir.join("board.png");
    let output = render(&[
        "--gcg",
        record.to_str().unwrap(),
        "--turn",
        "10",
        "-o",
        board.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let png = std::fs::read(&board).unwrap();
    assert!(png.len() < 200 * 1024);
    let picture = image::load_from_memory(&png).unwrap();
    assert!((900..=980).contains(&picture.width()));

    let cgp = dir.join("cgp.png");
    let output = render(&[
        "--cgp",
        "15/15/15/15/15/15/15/5HORN6/15/15/15/15/15/15/15 AEINRST/ 14/0 0 lex NWL20;",
        "-o",
        cgp.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(image::load_from_memory(&std::fs::read(&cgp).unwrap()).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn renders_a_whole_record_as_an_animated_replay() {
    let dir = out_dir("render-replay");
    let record = fixture_record("macondo-gcgio_doug_v_emely.gcg");
    let out = dir.join("replay.gif");
    let output = render(&[
        "--gcg",
        record.to_str().unwrap(),
        "--replay",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let gif = std::fs::read(&out).unwrap();
    assert!(gif.starts_with(b"GIF89a") && gif.len() < 3 * 1024 * 1024);
    let mut decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    // 28 move lines, one of them the end-of-game rack: the start, 27 turns, the result.
    assert_eq!(frames, 29);
    let with_turn = render(&["--gcg", record.to_str().unwrap(), "--replay", "--turn", "3"]);
    assert!(!with_turn.status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_input_fails_with_a_message() {
    let dir = out_dir("render-errors");
    let out = dir.join("never.png");
    let out = out.to_str().unwrap();
    let record = fixture_record("macondo-gcgio_doug_v_emely.gcg");
    let too_far = render(&["--gcg", record.to_str().unwrap(), "--turn", "99", "-o", out]);
    assert!(!too_far.status.success());
    assert!(String::from_utf8_lossy(&too_far.stderr).contains("only 28 move lines"));
    let bad_cgp = render(&["--cgp", "15/15 X", "-o", out]);
    assert!(!bad_cgp.status.success());
    let neither = render(&["-o", out]);
    assert!(!neither.status.success());
    assert!(!dir.join("never.png").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn variants_lists_every_variant_with_what_it_is() {
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("variants")
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let names: Vec<&str> = text
        .lines()
        .map(|l| l.split_once('\t').expect("NAME<TAB>line").0)
        .collect();
    assert_eq!(
        names,
        [
            "classic",
            "nine-tile",
            "finish-line-N",
            "finish-line",
            "blanks-blockers",
            "surprise",
            "hyper-race",
            "hyper-race-no-cards",
            "free-for-all",
            "free-for-all-N",
            "dice",
            "dice-advanced"
        ]
    );
    assert!(text.contains("70/120/200"), "{text}");
    assert!(text.contains("first to 200 wins"), "{text}");
}

#[test]
fn a_variants_empty_board_is_drawn_and_the_dice_mat_is_smaller() {
    let dir = std::env::temp_dir().join(format!("lexicord-render-variant-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let size = |name: &str| {
        let out = dir.join(format!("{name}.png"));
        let status = Command::new(env!("CARGO_BIN_EXE_lexicord"))
            .args(["render", "--variant", name, "-o"])
            .arg(&out)
            .status()
            .unwrap();
        assert!(status.success(), "{name}");
        let png = std::fs::read(&out).unwrap();
        assert!(png.starts_with(b"\x89PNG"));
        // The IHDR chunk: width and height, big-endian, at bytes 16..24.
        let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        (word(16), word(20))
    };
    // Every Switch Up game's board draws, at the classic board's size.
    for name in ["blanks-blockers", "surprise", "hyper-race", "free-for-all"] {
        assert_eq!(size(name), size("classic"), "{name}");
    }
    let (mat_w, mat_h) = size("dice");
    let (board_w, board_h) = size("classic");
    assert!(mat_w < board_w && mat_h < board_h, "{mat_w}x{mat_h}");
    let chess = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .args(["render", "--variant", "chess", "-o"])
        .arg(dir.join("chess.png"))
        .output()
        .unwrap();
    assert!(!chess.status.success());
    assert!(String::from_utf8_lossy(&chess.stderr).contains("not a variant"));
    assert!(!dir.join("chess.png").exists());
    std::fs::remove_dir_all(&dir).unwrap();
}
