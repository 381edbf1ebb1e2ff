//! The README and the guides against what they point at: every picture they name exists (the
//! pictures are drawn by `cargo run --example doc_pictures`), every picture drawn is shown by
//! some guide, every link to a file of the repository and to a heading reaches it, and every
//! catalogue line a guide quotes in an `ftl` block is in the English catalogue as quoted.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

const PICTURES: &str = "docs/guide/pictures";

/// The README and every Markdown file under `docs/`.
fn documents() -> Vec<PathBuf> {
    let mut found = vec![PathBuf::from("README.md")];
    let mut folders = vec![PathBuf::from("docs")];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// The document's lines outside fenced code blocks.
fn prose(text: &str) -> Vec<&str> {
    let mut fenced = false;
    text.lines()
        .filter(|line| {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                return false;
            }
            !fenced
        })
        .collect()
}

/// Every link target in `text`: `[...](target)` and `![...](target)`, in order.
fn targets(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            rest = &rest[at + 2..];
            if let Some(end) = rest.find(')') {
                found.push(rest[..end].to_owned());
                rest = &rest[end..];
            }
        }
    }
    found
}

/// The pictures `text` shows: the targets of `![...](...)`.
fn pictures(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose(text) {
        let mut rest = line;
        while let Some(at) = rest.find("![") {
            rest = &rest[at + 2..];
            let Some(open) = rest.find("](") else { break };
            rest = &rest[open + 2..];
            if let Some(end) = rest.find(')') {
                found.push(rest[..end].to_owned());
                rest = &rest[end..];
            }
        }
    }
    found
}

/// The anchors of a document's headings, as the forge (and mdBook) make them.
fn anchors(text: &str) -> BTreeSet<String> {
    prose(text)
        .into_iter()
        .filter_map(|line| line.strip_prefix('#'))
        .map(|heading| {
            heading
                .trim_start_matches('#')
                .trim()
                .to_lowercase()
                .chars()
                .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
                .map(|c| if c == ' ' { '-' } else { c })
                .collect()
        })
        .collect()
}

/// Where a relative link from `document` leads.
fn resolve(document: &Path, target: &str) -> PathBuf {
    document.parent().unwrap_or(Path::new("")).join(target)
}

#[test]
fn every_picture_a_document_names_exists() {
    let mut missing = Vec::new();
    for document in documents() {
        let text = fs::read_to_string(&document).unwrap();
        for picture in pictures(&text) {
            if !resolve(&document, &picture).is_file() {
                missing.push(format!("{}: {picture}", document.display()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "pictures named but missing (cargo run --example doc_pictures draws them): {missing:#?}"
    );
}

#[test]
fn every_picture_drawn_is_shown_somewhere() {
    let mut shown = BTreeSet::new();
    for document in documents() {
        let text = fs::read_to_string(&document).unwrap();
        for picture in pictures(&text) {
            shown.insert(fs::canonicalize(resolve(&document, &picture)).ok());
        }
    }
    let drawn: Vec<PathBuf> = fs::read_dir(PICTURES)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert!(drawn.len() >= 20, "the guides' pictures are drawn");
    let unshown: Vec<&PathBuf> = drawn
        .iter()
        .filter(|p| !shown.contains(&fs::canonicalize(p).ok()))
        .collect();
    assert!(unshown.is_empty(), "pictures no guide shows: {unshown:#?}");
}

#[test]
fn every_link_to_a_file_and_heading_reaches_it() {
    let mut broken = Vec::new();
    for document in documents() {
        let text = fs::read_to_string(&document).unwrap();
        for target in targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let path = if file.is_empty() {
                document.clone()
            } else {
                resolve(&document, file)
            };
            let reached = if anchor.is_empty() {
                path.exists()
            } else {
                fs::read_to_string(&path).is_ok_and(|t| anchors(&t).contains(anchor))
            };
            if !reached {
                broken.push(format!("{}: {target}", document.display()));
            }
        }
    }
    assert!(broken.is_empty(), "links that lead nowhere: {broken:#?}");
}

#[test]
fn every_catalogue_line_a_guide_quotes_is_in_the_catalogue() {
    let catalogue: BTreeSet<String> = fs::read_dir("locales/en")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .flat_map(|p| {
            let text = fs::read_to_string(p).unwrap();
            text.lines()
                .map(|l| l.trim().to_owned())
                .collect::<Vec<_>>()
        })
        .collect();
    let mut quoted = 0;
    let mut unknown = Vec::new();
    for document in documents() {
        let text = fs::read_to_string(&document).unwrap();
        let mut in_ftl = false;
        for line in text.lines() {
            let trimmed = line.trim();
            if trimmed.starts_with("```") {
                in_ftl = trimmed == "```ftl";
                continue;
            }
            if in_ftl && !trimmed.is_empty() {
                quoted += 1;
                if !catalogue.contains(trimmed) {
                    unknown.push(format!("{}: {trimmed}", document.display()));
                }
            }
        }
    }
    assert!(quoted >= 20, "the guides quote the catalogue");
    assert!(
        unknown.is_empty(),
        "quoted lines not in locales/en: {unknown:#?}"
    );
}

#[test]
fn the_readme_stays_short_and_keeps_its_two_commands() {
    let readme = fs::read_to_string("README.md").unwrap();
    assert!(
        readme.lines().count() <= 150,
        "the README is read in two minutes"
    );
    let commands: Vec<&str> = readme
        .split("```sh\n")
        .skip(1)
        .flat_map(|block| block.split("```").next().unwrap_or("").lines())
        .collect();
    assert_eq!(
        commands,
        [
            "DISCORD_TOKEN=your-bot-token cargo run --release -- run",
            "cargo test"
        ],
        "after cloning: one command runs the bot, one the tests (CI runs the second)"
    );
}
