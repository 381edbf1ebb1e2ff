//! `lexicord lexicons` through the real binary: a system word list named with its tile set is
//! read as the rule books allow (what was kept and dropped, and why), its graph kept in the
//! cache under its version (a hash of its content) and read back on the next run; a changed
//! list is a new version, built, while the old one stays kept; a list that keeps no word is
//! refused.

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
        .env_remove("DATABASE_URL")
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

/// The line's words before the time it took (which varies), without the version.
fn without_time(line: &str) -> String {
    let (name, rest) = line.split_once('\t').unwrap();
    let (_, report) = rest.split_once(": ").unwrap();
    format!("{name}\t{}", report.rsplit_once(" in ").unwrap().0)
}

/// The version a list's line names.
fn version_of(line: &str) -> String {
    let rest = line.split_once("\tversion ").unwrap().1;
    rest.split_once(':').unwrap().0.to_owned()
}

/// The lines about kept versions: (version, name, tiles, state, games).
fn kept(lines: &[String]) -> Vec<Vec<String>> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("version\t"))
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
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
            "lexicon_cache = {:?}\ndata_dir = {:?}\n[lexicons]\nfr = {{ path = {:?}, tiles = \"french\" }}\n",
            dir.join("cache"),
            dir.join("postgres"),
            list
        ),
    )
    .unwrap();

    let first = lexicons(&config);
    assert!(first[0].starts_with("enable\tversion "), "{first:?}");
    let report = "fr\tkept 4 words; dropped 1 always capitalised, 2 abbreviation, 2 needs a \
                  hyphen or apostrophe, 1 same tiles as another word";
    assert_eq!(without_time(&first[1]), format!("{report}; built"));
    let version = version_of(&first[1]);
    assert_eq!(version.len(), 20);
    assert!(dir.join(format!("cache/{version}.graph")).exists());

    let second = lexicons(&config);
    assert_eq!(
        without_time(&second[1]),
        format!("{report}; from the cache")
    );
    assert_eq!(
        version_of(&second[1]),
        version,
        "the same content, the same version"
    );

    // A changed list is a new version, read again; the old one stays in the cache.
    std::fs::write(&list, format!("{FRENCH}maison\n")).unwrap();
    let third = lexicons(&config);
    assert!(
        third[1].contains(": kept 5 words;") && without_time(&third[1]).ends_with("; built"),
        "{third:?}"
    );
    let new_version = version_of(&third[1]);
    assert_ne!(new_version, version);
    let enable_version = version_of(&third[0]);
    let listed = kept(&third);
    let line = |v: &str| listed.iter().find(|l| l[0] == v).cloned();
    let unknown = format!(
        "open games unknown: no database yet in {} (the bot has not run here)",
        dir.join("postgres").display()
    );
    assert_eq!(
        line(&version),
        Some(vec![
            version.clone(),
            "fr".into(),
            "french".into(),
            "older".into(),
            unknown
        ]),
        "{third:?}"
    );
    assert_eq!(line(&new_version).unwrap()[3], "today");
    assert_eq!(
        line(&enable_version).unwrap()[1..4],
        ["enable", "english", "today"]
    );
    assert_eq!(listed.len(), 3, "{third:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_list_that_keeps_no_word_is_refused() {
    let dir = std::env::temp_dir().join(format!("lexicord-lexicons-none-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("names");
    std::fs::write(&list, "Paris\nTGV\nporte-monnaie\n").unwrap();
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
    let output = Command::new(env!("CARGO_BIN_EXE_lexicord"))
        .args(["lexicons", "--config"])
        .arg(&config)
        .env("RUST_LOG", "off")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("lexicon fr:")
            && stderr.contains("gives no word to play (kept 0 words; dropped 1 always capitalised")
            && stderr.contains("in french"),
        "{stderr}"
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

/// With no `database_url`, the games are read from the bot's own PostgreSQL: started for the
/// question when the bot is not running, through the running server's socket when it is.
#[test]
fn the_bots_own_database_is_asked_whether_or_not_the_bot_runs() {
    use lexicord::local_postgres::{ClusterOptions, LocalCluster};
    let dir = std::env::temp_dir().join(format!("lexicord-lexicons-own-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let data_dir = dir.join("postgres");
    let config = dir.join("lexicord.toml");
    std::fs::write(
        &config,
        format!(
            "lexicon_cache = {:?}\ndata_dir = {:?}\n",
            dir.join("cache"),
            data_dir
        ),
    )
    .unwrap();
    let options = ClusterOptions {
        data_dir: data_dir.clone(),
        durable: false,
        remove_on_stop: false,
    };
    let mut cluster = LocalCluster::start(&options).unwrap();
    let url = cluster.url("lexicord");
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
        .block_on(async {
            let pool = lexicord::store::connect_and_migrate(&url).await.unwrap();
            pool.close().await;
        });
    let enable_games = |lines: &[String]| kept(lines)[0][4].clone();

    let running = lexicons(&config);
    assert_eq!(enable_games(&running), "no open game", "{running:?}");

    cluster.stop();
    let stopped = lexicons(&config);
    assert_eq!(enable_games(&stopped), "no open game", "{stopped:?}");
    assert!(
        !data_dir.join(".s.PGSQL.5432").exists(),
        "the server started for the question is stopped again"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
