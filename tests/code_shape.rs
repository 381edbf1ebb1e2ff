//! The shape the code keeps (issues 27 and 44, "one place for each idea"), checked on the
//! sources: no file of `src` runs over 400 lines and no function over 80 (test code aside), and
//! neither the service nor the bot names a particular variant's rule (they ask the variant what
//! it supports).

use std::fs;
use std::path::{Path, PathBuf};

/// Longest function allowed in `src` outside test code, in lines from `fn` to its closing brace.
const FUNCTION_LINES: usize = 80;

/// Longest file allowed in `src`, test files included, in lines.
const FILE_LINES: usize = 400;

/// Words that name a particular variant's rule; the service and the bot ask the variant instead.
/// Each is matched as whole words of a line, identifiers split at `_` and at capitals, so
/// `uses_dice`, `FreeForAll` and "Free for All" all count, and "indices" does not.
const VARIANT_WORDS: &[&str] = &[
    "dice",
    "die",
    "blocker",
    "blockers",
    "yellow",
    "hyper",
    "race",
    "races",
    "saucer",
    "saucers",
    "comet",
    "comets",
    "surprise",
    "free for all",
    "finish line",
    "targets by level",
    "reads paths",
];

/// The words of `line`, lower case: runs of letters, split where a capital follows a small one.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut current = String::new();
    let mut previous_small = false;
    for c in line.chars() {
        if c.is_alphabetic() {
            if c.is_uppercase() && previous_small && !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            current.extend(c.to_lowercase());
            previous_small = c.is_lowercase();
        } else {
            if !current.is_empty() {
                words.push(std::mem::take(&mut current));
            }
            previous_small = false;
        }
    }
    if !current.is_empty() {
        words.push(current);
    }
    words
}

/// `line` without the capabilities it asks the variant about (`Feature::Blockers`): asking
/// the variant is the point.
fn without_features(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("Feature::") {
        out.push_str(&rest[..at]);
        rest = rest[at + "Feature::".len()..].trim_start_matches(|c: char| c.is_alphanumeric());
    }
    out.push_str(rest);
    out
}

/// The variant word `line` holds, if any.
fn variant_word(line: &str) -> Option<&'static str> {
    let joined = format!(" {} ", words(line).join(" "));
    VARIANT_WORDS
        .iter()
        .copied()
        .find(|w| joined.contains(&format!(" {w} ")))
}

/// Files of the bot that may name variants: the help text players read about each game, and
/// the choices and suggestions its commands offer (the catalogue as players pick from it).
const MAY_NAME_VARIANTS: &[&str] = &[
    "src/bot/commands/help.rs",
    "src/bot/help.rs",
    "src/bot/commands/choices.rs",
    "src/bot/choices.rs",
];

/// Whether a line of the bot is the text of a command players read: an attribute of a command
/// or option (`#[description = ...]`) or a doc comment, which poise shows as the description.
fn command_text(line: &str) -> bool {
    let line = line.trim_start();
    line.starts_with("#[") || line.starts_with("///")
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The source with string and character literals and comments blanked out (newlines kept), so
/// braces and words are only those of the code.
fn code_only(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                out.push(' ');
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&chars, i) {
            let mut j = i + 1;
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            let end_of = |k: usize| {
                chars.get(k) == Some(&'"') && (1..=hashes).all(|h| chars.get(k + h) == Some(&'#'))
            };
            let mut k = j + 1;
            while k < chars.len() && !end_of(k) {
                k += 1;
            }
            let stop = (k + 1 + hashes).min(chars.len());
            for &ch in &chars[i..stop] {
                out.push(blank(ch));
            }
            i = stop;
        } else if c == '"' {
            out.push(' ');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if i < chars.len() {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
        } else if c == '\'' && is_char_literal(&chars, i) {
            let mut k = i + 1;
            if chars[k] == '\\' {
                k += 2;
            } else {
                k += 1;
            }
            while k < chars.len() && chars[k] != '\'' {
                k += 1;
            }
            for _ in i..=k.min(chars.len() - 1) {
                out.push(' ');
            }
            i = k + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(chars: &[char], i: usize) -> bool {
    i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_')
}

/// Whether the quote at `i` opens a character literal rather than a lifetime or label.
fn is_char_literal(chars: &[char], i: usize) -> bool {
    matches!(
        (chars.get(i + 1), chars.get(i + 2)),
        (Some('\\'), _) | (Some(_), Some('\''))
    )
}

/// Each function of `source` (code only) as (name, first line, lines from `fn` to its closing
/// brace); declarations without a body are skipped.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let bytes = code.as_bytes();
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(offset) = code[at..].find("fn ") {
        let start = at + offset;
        at = start + 3;
        if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_') {
            continue;
        }
        let name: String = code[at..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        // The body opens at the first `{` before any `;` (a declaration in a trait has none).
        let Some(open) = code[at..].find(['{', ';']).map(|o| at + o) else {
            break;
        };
        if bytes[open] == b';' {
            continue;
        }
        let mut depth = 0usize;
        let mut close = open;
        for (k, b) in bytes.iter().enumerate().skip(open) {
            match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = k;
                        break;
                    }
                }
                _ => {}
            }
        }
        let (first, last) = (line_of(start), line_of(close));
        found.push((name, first, last - first + 1));
    }
    found
}

/// Whether `file` holds only test code by its name: `tests.rs` or `*_tests.rs`.
fn test_file_by_name(file: &Path) -> bool {
    file.file_stem()
        .and_then(|s| s.to_str())
        .is_some_and(|s| s == "tests" || s.ends_with("_tests"))
}

/// The byte ranges of the items of `code` (code only) under `#[cfg(test)]`, and the names of
/// the modules it declares test-only out of line (`#[cfg(test)] mod tests;`).
fn test_items(code: &str) -> (Vec<(usize, usize)>, Vec<String>) {
    const MARK: &str = "#[cfg(test)]";
    let bytes = code.as_bytes();
    let mut ranges = Vec::new();
    let mut declared = Vec::new();
    let mut at = 0;
    while let Some(offset) = code[at..].find(MARK) {
        let start = at + offset;
        let mut i = start + MARK.len();
        // Further attributes of the same item (`#[path = "..."]`).
        loop {
            while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                i += 1;
            }
            if !code[i..].starts_with("#[") {
                break;
            }
            let mut depth = 0usize;
            while i < bytes.len() {
                match bytes[i] {
                    b'[' => depth += 1,
                    b']' => {
                        depth -= 1;
                        if depth == 0 {
                            i += 1;
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
        let Some(end) = code[i..].find(['{', ';']).map(|o| i + o) else {
            break;
        };
        let close = if bytes[end] == b';' {
            let head: Vec<&str> = code[i..end].split_whitespace().collect();
            if let [.., "mod", name] = head.as_slice() {
                declared.push((*name).to_owned());
            }
            end
        } else {
            let mut depth = 0usize;
            let mut close = bytes.len() - 1;
            for (k, b) in bytes.iter().enumerate().skip(end) {
                match b {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            close = k;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            close
        };
        ranges.push((start, close));
        at = close + 1;
    }
    (ranges, declared)
}

/// `code` (code only) with every item under `#[cfg(test)]` blanked (newlines kept), and the
/// names of the modules it declares test-only out of line.
fn without_test_items(code: &str) -> (String, Vec<String>) {
    let (ranges, declared) = test_items(code);
    let mut out: Vec<u8> = code.as_bytes().to_vec();
    for (start, close) in ranges {
        for b in &mut out[start..=close] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    }
    (
        String::from_utf8(out).expect("blanked whole characters"),
        declared,
    )
}

/// The lines (from 0) of `code` (code only) inside items under `#[cfg(test)]`.
fn test_lines(code: &str) -> Vec<bool> {
    let mut inside = vec![false; code.lines().count() + 1];
    for (start, close) in test_items(code).0 {
        let first = code[..start].matches('\n').count();
        let last = code[..close].matches('\n').count();
        for l in &mut inside[first..=last] {
            *l = true;
        }
    }
    inside
}

/// The files of `src` that are not test code, each with its code (code only, test items
/// blanked): test files by name, and the files (and folders) of modules declared under
/// `#[cfg(test)]`, are left out.
fn src_code_outside_tests(src: &Path) -> Vec<(PathBuf, String)> {
    let mut code: Vec<(PathBuf, String)> = Vec::new();
    let mut test_paths: Vec<PathBuf> = Vec::new();
    for file in rust_files(src) {
        let (kept, declared) = without_test_items(&code_only(&fs::read_to_string(&file).unwrap()));
        // A module's children sit beside `mod.rs` (and `lib.rs`, `main.rs`), or in a folder
        // named for the file.
        let stem = file
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let dir = file.parent().unwrap_or(src);
        let children = if ["mod", "lib", "main"].contains(&stem) {
            dir.to_path_buf()
        } else {
            dir.join(stem)
        };
        for name in declared {
            test_paths.push(children.join(format!("{name}.rs")));
            test_paths.push(children.join(name));
        }
        code.push((file, kept));
    }
    code.retain(|(file, _)| {
        !test_file_by_name(file) && !test_paths.iter().any(|t| file.starts_with(t))
    });
    code
}

#[test]
fn no_function_in_src_runs_over_80_lines() {
    let files = src_code_outside_tests(Path::new("src"));
    let mut long = Vec::new();
    let mut counted = 0;
    for (file, code) in &files {
        for (name, line, lines) in functions(code) {
            counted += 1;
            if lines > FUNCTION_LINES {
                long.push(format!("{}:{line} {name}: {lines} lines", file.display()));
            }
        }
    }
    // The check sees the tree: hundreds of files and thousands of functions.
    assert!(
        files.len() > 300 && counted > 1500,
        "{} files, {counted} functions",
        files.len()
    );
    assert!(
        long.is_empty(),
        "functions over {FUNCTION_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn no_src_file_runs_over_400_lines() {
    let files = rust_files(Path::new("src"));
    assert!(files.len() > 300, "{} files", files.len());
    let long: Vec<String> = files
        .iter()
        .filter_map(|file| {
            let lines = fs::read_to_string(file).unwrap().lines().count();
            (lines > FILE_LINES).then(|| format!("{}: {lines} lines", file.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "files over {FILE_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_service_and_the_bot_ask_the_variant_instead_of_naming_its_rules() {
    let mut named = Vec::new();
    for dir in ["src/service", "src/bot"] {
        for file in rust_files(Path::new(dir)) {
            let shown = file.display().to_string();
            if MAY_NAME_VARIANTS.contains(&shown.as_str()) {
                continue;
            }
            // Comments and texts count too: a message about a variant's rule is its knowledge.
            let source = fs::read_to_string(&file).unwrap();
            // An attribute split over lines by rustfmt (`#[poise::command(` ... `)]`) is one.
            let mut in_attribute = false;
            for (n, line) in source.lines().enumerate() {
                let attribute_line = in_attribute || command_text(line);
                if line.trim_start().starts_with("#[") {
                    in_attribute = !line.trim_end().ends_with(']');
                } else if in_attribute && line.trim_start().starts_with(")]") {
                    in_attribute = false;
                }
                if dir == "src/bot" && attribute_line {
                    continue;
                }
                if let Some(word) = variant_word(&without_features(line)) {
                    named.push(format!("{shown}:{} names {word:?}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        named.is_empty(),
        "variant rules named outside the engine:\n{}",
        named.join("\n")
    );
}

#[test]
fn the_checks_see_code_and_not_text() {
    let source = "fn a() {\n    let s = \"fn b() { {{\";\n    // fn c() {\n    let c = '{';\n}\n\
                  fn d<'a>(x: &'a str) -> &'a str {\n    x\n}\ntrait T { fn e(&self); }\n";
    let code = code_only(source);
    assert!(!code.contains("fn b") && !code.contains("fn c"));
    let found = functions(&code);
    let names: Vec<&str> = found.iter().map(|(n, _, _)| n.as_str()).collect();
    assert_eq!(names, ["a", "d"]);
    assert_eq!((found[0].1, found[0].2), (1, 5));
    assert_eq!((found[1].1, found[1].2), (6, 3));
    let raw = code_only("let x = r#\"dice \"quoted\"\"#; let dice = 1;");
    assert_eq!(raw.matches("dice").count(), 1);
    assert_eq!(variant_word("if v.uses_dice() {"), Some("dice"));
    assert_eq!(variant_word("Goal::FreeForAll"), Some("free for all"));
    assert_eq!(
        variant_word("/// In Free for All, paths"),
        Some("free for all")
    );
    assert_eq!(variant_word("sign-up indices, racer"), None);
    assert_eq!(
        variant_word(&without_features("v.require(Feature::Blockers)?; // dice")),
        Some("dice")
    );
    assert_eq!(
        variant_word(&without_features("v.require(Feature::Blockers)?;")),
        None
    );
}

#[test]
fn the_checks_leave_test_code_aside() {
    let source = "fn kept() {\n}\n#[cfg(test)]\n#[path = \"x_tests.rs\"]\nmod tests;\n\
                  #[cfg(test)]\nmod inline {\n    fn hidden() { {} }\n}\n#[cfg(test)]\n\
                  pub(crate) mod testing;\nfn after() {}\n";
    let (code, declared) = without_test_items(&code_only(source));
    assert_eq!(declared, ["tests", "testing"]);
    let names: Vec<String> = functions(&code).into_iter().map(|(n, _, _)| n).collect();
    assert_eq!(names, ["kept", "after"]);
    assert_eq!(code.lines().count(), source.lines().count());
    assert!(test_file_by_name(Path::new("src/a/query_tests.rs")));
    assert!(test_file_by_name(Path::new("src/a/tests.rs")));
    assert!(!test_file_by_name(Path::new("src/a/contests.rs")));
    // The tree's own test modules are found: `config/tests.rs` by its name, the tournament's
    // `testing.rs` by its declaration, and a long function of neither is missed.
    let kept: Vec<PathBuf> = src_code_outside_tests(Path::new("src"))
        .into_iter()
        .map(|(f, _)| f)
        .collect();
    assert!(kept.contains(&PathBuf::from("src/config/mod.rs")));
    assert!(!kept.contains(&PathBuf::from("src/config/tests.rs")));
    assert!(!kept.contains(&PathBuf::from("src/tournament/testing.rs")));
    assert_eq!(
        test_lines(&code_only(source)),
        [
            false, false, true, true, true, true, true, true, true, true, true, false, false
        ]
    );
    let long = format!(
        "fn long() {{\n{}}}\n",
        "    step();\n".repeat(FUNCTION_LINES)
    );
    assert_eq!(
        functions(&code_only(&long)),
        [("long".to_owned(), 1, FUNCTION_LINES + 2)]
    );
}

/// Every name a migration's CHECK constraint allows a text column (`check (status in ('lobby',
/// 'active'))`): the stored names of the `Named` tables.
fn stored_names(migrations: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for entry in fs::read_dir(migrations).unwrap() {
        let sql = fs::read_to_string(entry.unwrap().path())
            .unwrap()
            .to_lowercase();
        let mut at = 0;
        while let Some(offset) = sql[at..].find(" in ('") {
            let start = at + offset;
            at = start + 5;
            let before = &sql[start.saturating_sub(120)..start];
            let in_check = before
                .rfind("check")
                .is_some_and(|c| !before[c..].contains(';'));
            let list = &sql[at..at + sql[at..].find(')').unwrap_or(0)];
            if in_check {
                names.extend(
                    list.split(',')
                        .map(|n| n.trim().trim_matches('\'').to_owned()),
                );
            }
        }
    }
    names.sort();
    names.dedup();
    names
}

/// SQL text allowed to spell stored names, each for a reason: the outbox's order rule is a
/// constant the one queue splices into its claims (`QueueRow::READY`), held equal to the
/// kinds' name table by `store::outbox`'s own test.
const MAY_SPELL_STORED_NAMES: &[(&str, &str)] = &[
    (
        "src/store/outbox.rs",
        "o.kind not in ('turn', 'notice', 'tournament', 'thread')",
    ),
    (
        "src/store/outbox.rs",
        "e.kind in ('turn', 'notice', 'tournament')",
    ),
];

/// The stored names `line` spells as SQL literals (`'finished'`).
fn spelled_names<'n>(line: &str, names: &'n [String]) -> Vec<&'n str> {
    names
        .iter()
        .filter(|n| line.contains(&format!("'{n}'")))
        .map(String::as_str)
        .collect()
}

#[test]
fn the_store_and_the_service_bind_stored_names_from_their_tables() {
    let names = stored_names(Path::new("migrations"));
    // The check sees the migrations: statuses, seat results, outbox kinds.
    for name in [
        "lobby",
        "finished",
        "win",
        "draw",
        "turn",
        "expert",
        "pair-round",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} not in {names:?}");
    }
    let mut spelled = Vec::new();
    for dir in ["src/store", "src/service"] {
        for (file, _) in src_code_outside_tests(Path::new(dir)) {
            let shown = file.display().to_string();
            let source = fs::read_to_string(&file).unwrap();
            let in_tests = test_lines(&code_only(&source));
            for (n, line) in source.lines().enumerate() {
                // Comments and test code are not the store's SQL.
                if line.trim_start().starts_with("//") || in_tests[n] {
                    continue;
                }
                let allowed = MAY_SPELL_STORED_NAMES
                    .iter()
                    .any(|(f, text)| *f == shown && line.contains(text));
                let found = spelled_names(line, &names);
                if !found.is_empty() && !allowed {
                    spelled.push(format!(
                        "{shown}:{} spells {found:?}: {}",
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(
        spelled.is_empty(),
        "stored names written in SQL instead of bound from their table:\n{}",
        spelled.join("\n")
    );
}

#[test]
fn a_stored_name_in_sql_is_found() {
    let names = vec!["finished".to_owned(), "win".to_owned()];
    let line = r"         where g.status = 'finished' and s.result = $3 \";
    assert_eq!(spelled_names(line, &names), ["finished"]);
    assert!(spelled_names("where g.status = $2 -- winners", &names).is_empty());
}

/// Names the pure layers never use: the wall clock and the async runtime.
const IMPURE_NAMES: &[&str] = &["Instant", "SystemTime", "tokio"];

/// The identifiers of `code` (code only) that are in `names`.
fn named_in<'n>(code: &str, names: &[&'n str]) -> Vec<&'n str> {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter_map(|word| names.iter().copied().find(|n| *n == word))
        .collect()
}

#[test]
fn the_engine_and_the_tournament_read_no_clock_and_run_no_runtime() {
    let mut found = Vec::new();
    let mut files = 0;
    for dir in ["src/engine", "src/tournament"] {
        // Test code too: a test of the engine needs no clock either.
        for file in rust_files(Path::new(dir)) {
            files += 1;
            let code = code_only(&fs::read_to_string(&file).unwrap());
            for (n, line) in code.lines().enumerate() {
                let names = named_in(line, IMPURE_NAMES);
                if !names.is_empty() {
                    found.push(format!("{}:{} names {names:?}", file.display(), n + 1));
                }
            }
        }
    }
    assert!(files > 200, "{files} files");
    assert!(
        found.is_empty(),
        "the pure layers name a clock or a runtime:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_clock_is_found_in_code_and_not_in_comments() {
    let code = code_only("let t = std::time::Instant::now(); // Instant\nlet s = \"tokio\";");
    assert_eq!(named_in(&code, IMPURE_NAMES), ["Instant"]);
    assert!(named_in("InstantReplay tokio_like", IMPURE_NAMES).is_empty());
}

/// Most methods one area type of the service may carry (issue 44: no area type over ~30).
const AREA_METHODS: usize = 30;

/// The methods of each `impl Type {` block in `code` whose type is one of `types`, by type: the
/// functions at the block's first level (those of nested items aside).
fn methods_by_type(
    code: &str,
    types: &[&str],
    counts: &mut std::collections::BTreeMap<String, usize>,
) {
    for ty in types {
        let head = format!("impl {ty} {{");
        let mut at = 0;
        while let Some(offset) = code[at..].find(&head) {
            let open = at + offset + head.len() - 1;
            at = open + 1;
            let (mut depth, mut close) = (0usize, open);
            for (k, b) in code.bytes().enumerate().skip(open) {
                match b {
                    b'{' => depth += 1,
                    b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            close = k;
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let body = &code[open + 1..close];
            let mut level = 0usize;
            let mut methods = 0;
            for (k, b) in body.bytes().enumerate() {
                match b {
                    b'{' => level += 1,
                    b'}' => level -= 1,
                    b'f' if level == 0
                        && body[k..].starts_with("fn ")
                        && (k == 0 || !body.as_bytes()[k - 1].is_ascii_alphanumeric()) =>
                    {
                        methods += 1;
                    }
                    _ => {}
                }
            }
            *counts.entry((*ty).to_owned()).or_default() += methods;
        }
    }
}

/// The area types the service's area folders declare (`area! { Type }`).
fn area_types(service: &Path) -> Vec<String> {
    let mut types = Vec::new();
    for file in rust_files(service) {
        if file.file_name().is_some_and(|n| n == "area.rs") {
            let code = code_only(&fs::read_to_string(&file).unwrap());
            let mut rest = code.as_str();
            while let Some(at) = rest.find("area! {") {
                rest = &rest[at + "area! {".len()..];
                let name: String = rest
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .chars()
                    .take_while(|c| c.is_alphanumeric())
                    .collect();
                types.push(name);
            }
        }
    }
    types
}

#[test]
fn no_area_of_the_service_carries_more_than_30_methods() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let types = area_types(&root.join("src/service"));
    assert!(
        types.len() >= 5 && types.iter().any(|t| t == "Games"),
        "the area types were not found: {types:?}"
    );
    let names: Vec<&str> = types.iter().map(String::as_str).collect();
    let mut counts = std::collections::BTreeMap::new();
    for (_, code) in src_code_outside_tests(&root.join("src")) {
        methods_by_type(&code, &names, &mut counts);
    }
    println!("methods by area type: {counts:?}");
    assert!(
        counts.get("Games").copied().unwrap_or(0) > 5,
        "the count sees methods: {counts:?}"
    );
    let over: Vec<_> = counts.iter().filter(|(_, n)| **n > AREA_METHODS).collect();
    assert!(
        over.is_empty(),
        "area types over {AREA_METHODS} methods: {over:?}"
    );
}

#[test]
fn an_area_types_methods_are_counted_at_its_first_level() {
    let code = "impl Games {\n    fn a(&self) { let f = |x| { x }; }\n    pub fn b(&self) {}\n}\nimpl Other {\n    fn c() {}\n}\nimpl Games {\n    fn d() { fn inner() {} }\n}\n";
    let mut counts = std::collections::BTreeMap::new();
    methods_by_type(code, &["Games"], &mut counts);
    assert_eq!(counts.get("Games"), Some(&3));
}
