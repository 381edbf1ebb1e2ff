//! One English (issue 44): the only English a player reads is `locales/en`. Checked on the
//! sources: no string literal in `src` outside tests reads as an English sentence (three words
//! or more, or a capitalised sentence), except where a player never reads it. Those places are
//! named below, each with why; everything else says its words through the catalogues.
//!
//! To see what it finds: `cargo test --test one_english -- --nocapture`.

use std::fs;
use std::path::{Path, PathBuf};

/// Files whose English no player reads through this bot's catalogues, each with why.
const ALLOWED_FILES: &[(&str, &str)] = &[
    // The command-line tools: the operator's, in English only. The command line says its errors
    // and its other reports through `locales/en/cli.ftl`; these two lay out tables in code.
    (
        "cli/analyze.rs",
        "`lexicord analyze`'s report: its first line, its table's header laid out as the rows, and its speed line",
    ),
    (
        "cli/review.rs",
        "`lexicord review`'s report: its table's header and notes, and its summary lines",
    ),
    ("bin/", "the load and move-generation tools"),
    ("engine/variant/catalogue.rs", "`lexicord variants`' lines"),
    (
        "engine/lexicon/system_words.rs",
        "`lexicord lexicons`' reasons a word is dropped",
    ),
    (
        "engine/lexicon/graph_builder.rs",
        "building a word graph: operator errors",
    ),
    (
        "engine/lexicon/check.rs",
        "reading a word graph: operator errors",
    ),
    (
        "engine/lexicon/gaddag.rs",
        "reading a word graph: operator errors",
    ),
    // The operator's configuration file (a player's durations are said by the bot).
    (
        "config/",
        "the configuration file's errors, read at start-up",
    ),
    (
        "engine/ai/sim/settings.rs",
        "a simulation budget as the configuration file and the command line write it",
    ),
    // SQL: queries and their column lists, continued over lines.
    ("store/", "SQL"),
    // File formats and logs, read by programs and the operator.
    ("tournament/tsh.rs", "the tsh file format"),
    ("engine/formats/", "the GCG and CGP file formats"),
    (
        "engine/game/command_text.rs",
        "the game log's command lines",
    ),
    (
        "engine/game/dice_table.rs",
        "an internal consistency check (logged)",
    ),
    (
        "service/integrity.rs",
        "an internal consistency check (logged)",
    ),
    ("bot/locale/leftovers.rs", "compiled for the tests only"),
    // What Prometheus and the operator read: the metrics' help lines, `/readyz`'s reasons.
    (
        "observe/",
        "the metrics' help lines and the readiness reasons, read by Prometheus and the operator",
    ),
];

/// What, on the way to a literal in its statement, says no player reads it: logs, panics,
/// internal errors' log forms (a player's refusal is said through its wording, never its
/// `Display`; a stored row that does not read back is such an error), error context for the
/// log, SQL, and names players type (command and choice
/// names, the naming tables), which the catalogues translate as names; and the name of how
/// word lists are read (`LIST_READING`), part of every list version's identity, which no
/// wording may change.
const ALLOWED_CONTEXTS: &[&str] = &[
    "tracing::",
    "info!(",
    "warn!(",
    "error!(",
    "debug!(",
    "trace!(",
    ".expect(",
    "panic!(",
    "unreachable!(",
    "assert!(",
    "assert_eq!(",
    "assert_ne!(",
    "debug_assert",
    "#[error(",
    ".context(",
    ".with_context(",
    "anyhow!(",
    "bail!(",
    "de::Error::custom(",
    "sqlx::query",
    "#[name = ",
    "const KIND",
    "const TABLE",
    "const ALIASES",
    "const LIST_READING",
];

/// Whether `part` names a column of a select list (`t.id`, `lexicon_missing_told as told`).
fn column(part: &str) -> bool {
    let token = |t: &str| {
        !t.is_empty()
            && t.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_.".contains(c))
    };
    match part.split_once(" as ") {
        Some((column, alias)) => token(column) && token(alias),
        None => token(part),
    }
}

/// Whether `text` reads as SQL.
fn sql(text: &str) -> bool {
    let lower = text.to_lowercase();
    let words = [
        "select ",
        "insert into",
        "update ",
        "delete from",
        "create ",
        "alter table",
        " is null",
        " is not null",
        "now()",
        "::",
        "coalesce(",
    ];
    words.iter().any(|w| lower.contains(w))
        || lower.contains('$')
        || (lower.contains(", ") && lower.split(", ").all(column))
}

/// Whether `text` reads as an English sentence: three words of two letters or more, or a
/// capitalised sentence.
fn english(text: &str) -> bool {
    let words = text
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| w.len() >= 2 && w.chars().all(|c| c.is_ascii_lowercase() || c == '\''))
        .count();
    let capitalised = text.chars().next().is_some_and(|c| c.is_ascii_uppercase())
        && text.contains(' ')
        && text.ends_with(['.', '!', '?']);
    words >= 3 || capitalised
}

/// `code` without its `#[cfg(test)]` items (their lines kept empty, so lines still count).
fn without_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let semi = item.find(';');
        let brace = item.find('{');
        let end = match (semi, brace) {
            (Some(s), Some(b)) if s < b => s + 1,
            (_, Some(b)) => {
                let mut depth = 0;
                let mut end = item.len();
                for (i, c) in item[b..].char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = b + i + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                end
            }
            (Some(s), None) => s + 1,
            (None, None) => item.len(),
        };
        out.push_str(&"\n".repeat(item[..end].matches('\n').count()));
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The string literals of `line` (`"..."`, escapes kept), with where each starts.
fn literals(line: &str) -> Vec<(usize, &str)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\'' && i + 2 < bytes.len() && bytes[i + 2] == b'\'' {
            i += 3; // a character literal such as '"'
            continue;
        }
        if bytes[i] == b'/' && bytes.get(i + 1) == Some(&b'/') {
            break;
        }
        if bytes[i] == b'"' {
            let start = i + 1;
            let mut j = start;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            let end = j.min(bytes.len());
            out.push((i, &line[start..end]));
            i = end + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Whether the file at `name` (under `src/`) holds tests only.
fn test_file(name: &str) -> bool {
    name.ends_with("/tests.rs")
        || name == "tests.rs"
        || name.ends_with("_tests.rs")
        || name.contains("/tests/")
}

/// The English sentences found, as `file:line: "text"`, and how many literals each allowance
/// let through (files, contexts).
fn findings() -> (Vec<String>, usize, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    files.sort();
    let (mut found, mut by_file, mut by_context) = (Vec::new(), 0, 0);
    for path in files {
        let name = path.strip_prefix(&root).unwrap().display().to_string();
        if test_file(&name) {
            continue;
        }
        let code = without_tests(&fs::read_to_string(&path).unwrap());
        let allowed_file = ALLOWED_FILES.iter().any(|(f, _)| name.starts_with(f));
        let mut offset = 0;
        for (number, line) in code.lines().enumerate() {
            let start = offset;
            offset += line.len() + 1;
            if line.trim_start().starts_with("//") {
                continue;
            }
            for (at, text) in literals(line) {
                if !english(text) || sql(text) {
                    continue;
                }
                if allowed_file {
                    by_file += 1;
                    continue;
                }
                let before = &code[..start + at];
                let statement = [";\n", "{\n", "}\n", ")]\n"]
                    .iter()
                    .filter_map(|end| before.rfind(end))
                    .max()
                    .map_or(before, |cut| &before[cut..]);
                if ALLOWED_CONTEXTS.iter().any(|c| statement.contains(c)) {
                    by_context += 1;
                    continue;
                }
                found.push(format!("src/{name}:{}: \"{text}\"", number + 1));
            }
        }
    }
    (found, by_file, by_context)
}

#[test]
fn no_english_sentence_in_src_outside_the_catalogues() {
    let (found, by_file, by_context) = findings();
    println!(
        "English sentences in src outside tests: {} player-facing; allowed: {by_context} by \
         context (logs, panics, error log forms, SQL, names), {by_file} in the files named",
        found.len()
    );
    for line in &found {
        println!("{line}");
    }
    assert!(
        found.is_empty(),
        "English a player may read, outside locales/: say it through the catalogues\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_sees_english_where_it_is() {
    assert!(english("the game is over"));
    assert!(english("You joined the game."));
    assert!(!english("rule-not-your-turn"));
    assert!(!english("{} {}"));
    assert!(sql("select id from games where id = $1"));
    assert!(!sql("it is not your turn"));
    let line = r#"    let t = format!("you have {n} tiles"); // "not this""#;
    assert_eq!(literals(line).len(), 1);
    let code = "fn a() {}\n#[cfg(test)]\nmod tests {\n    \"in a test here\"\n}\nfn b() {}\n";
    assert_eq!(without_tests(code).lines().count(), code.lines().count());
    assert!(!without_tests(code).contains("in a test"));
    // Where the sources are, it finds literals to judge: an empty scan would pass anything.
    let (_, by_file, by_context) = findings();
    assert!(by_file > 50 && by_context > 100, "{by_file} {by_context}");
}
