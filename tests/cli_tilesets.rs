//! `lexicord tilesets` as users run it, through the real binary: one tile set a line,
//! `NAME<TAB>language, N tiles, M letters`, and every name works with `moves --tileset`.

use std::process::Command;

use lexicord::engine::tiles::TileSet;

#[test]
fn lists_every_tile_set_with_its_language_and_size() {
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .arg("tilesets")
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), TileSet::all().len());
    assert_eq!(lines[0], "english\tEnglish, 100 tiles, 26 letters");
    assert!(lines.contains(&"spanish\tSpanish, 100 tiles, 28 letters"));
    assert!(lines.contains(&"french\tFrench, 102 tiles, 26 letters"));
    assert!(lines.contains(&"portuguese\tPortuguese, 120 tiles, 24 letters"));
    for line in lines {
        let (name, _) = line.split_once('\t').unwrap();
        assert_eq!(TileSet::by_name(name).unwrap().name(), name);
    }
}

#[test]
fn moves_plays_in_a_tile_set_and_word_list_given_on_the_command_line() {
    let dir = std::env::temp_dir().join(format!("lexicord-tilesets-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let words = dir.join("es.txt");
    std::fs::write(&words, "CHE\nÑU\nCHURRO\nLLAMA\n").unwrap();
    let empty = ["15"; 15].join("/");
    let moves = |tileset: &str, words: Option<&std::path::Path>| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_lexicord"));
        command.args(["moves", "--all", "--tileset", tileset]);
        command.args(["--cgp", &format!("{empty} [CH]EÑU/ 0/0 0")]);
        if let Some(words) = words {
            command.arg("--words").arg(words);
        }
        command.output().unwrap()
    };
    let output = moves("spanish", Some(&words));
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // CHE and ÑU, each two ways across and two down over the star; ÑU is 2 x (8 + 1).
    assert_eq!(lines[0], "position 1 8 18", "{text}");
    assert!(lines[1].ends_with("ÑU 18"), "{text}");
    assert!(lines.contains(&"8G [CH]E 12"), "{text}");
    assert!(lines.contains(&"H7 [CH]E 12"), "{text}");
    // A tile set without its word list, or an unknown one, is refused.
    let output = moves("spanish", None);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("--words"));
    assert!(!moves("klingon", Some(&words)).status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}
