//! `lexicord lexicons` through the real binary: a system word list named with its tile set is
//! read as the rule books allow (what was kept and dropped, and why), its graph kept in the
//! cache and read back on the next run, and built again once the list changes.

use std::path::Path;
use std::process::Command;

/// A French list as Debian's `wfrench` writes one: accents, a name, abbreviations (one in
/// capitals, one without a vowel), words with a hyphen and an apostrophe, and two words that
/// are the same tiles.
const FRENCH: &str =
    "chat\nécole\nParis\nTGV\nkm\naujourd'hui\nporte-monnaie\npêche\npéché\ngarçon\n";

fn lexicons(config: &Path) -> Vec<String> {
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .args(["lexicons", "--config"])
        .arg(config)
        .env("RUST_LOG", "off")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// The line's words before the time it took (which varies).
fn without_time(line: &str) -> &str {
    line.rsplit_once(" in ").unwrap().0
}

#[test]
fn a_system_list_is_read_for_its_tile_set_then_loaded_from_the_cache() {
    let dir = std::env::temp_dir().join(format!("lexicord-lexicons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("french");
    std::fs::write(&list, FRENCH).unwrap();
    let config = dir.join("lexicord.toml");
    std::fs::write(
        &config,
        format!(
            "lexicon_cache = {:?}\n[lexicons]\nfr = {{ path = {:?}, tiles = \"french\" }}\n",
            dir.join("cache"),
            list
        ),
    )
    .unwrap();

    let first = lexicons(&config);
    assert_eq!(first.len(), 2, "{first:?}");
    assert!(first[0].starts_with("enable\t"));
    let report = "fr\tkept 4 words; dropped 1 always capitalised, 2 abbreviation, 2 needs a \
                  hyphen or apostrophe, 1 same tiles as another word";
    assert_eq!(without_time(&first[1]), format!("{report}; built"));
    assert!(dir.join("cache/fr.graph").exists());

    let second = lexicons(&config);
    assert_eq!(
        without_time(&second[1]),
        format!("{report}; from the cache")
    );

    // A changed list is read again, not taken from the cache.
    std::fs::write(&list, format!("{FRENCH}maison\n")).unwrap();
    let third = lexicons(&config);
    assert!(
        third[1].starts_with("fr\tkept 5 words;") && without_time(&third[1]).ends_with("; built"),
        "{third:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_list_naming_no_tile_set_is_refused_with_the_names_to_look_up() {
    let dir = std::env::temp_dir().join(format!("lexicord-lexicons-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let config = dir.join("lexicord.toml");
    std::fs::write(
        &config,
        "[lexicons]\nxx = { path = \"/nowhere\", tiles = \"klingon\" }\n",
    )
    .unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .args(["lexicons", "--config"])
        .arg(&config)
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("lexicons.xx.tiles") && stderr.contains("lexicord tilesets"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
