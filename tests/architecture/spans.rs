//! Every use case is a tracing span with its caller's ids (docs/ARCHITECTURE.md, invariant 16):
//! each public method of `src/service` that takes a `Request` carries
//! `#[tracing::instrument(.., fields(request = %request ..))]`, so one command's log lines are
//! found together by its interaction id.

use std::collections::BTreeMap;
use std::path::Path;

use super::read_tree;

/// Public functions in `text` taking a `Request` that are not spans with the request's ids,
/// by name; and how many are.
fn unspanned(text: &str) -> (Vec<String>, usize) {
    let lines: Vec<&str> = text.lines().collect();
    let (mut missing, mut spanned) = (Vec::new(), 0);
    for (i, line) in lines.iter().enumerate() {
        let line = line.trim_start();
        let Some(rest) = [
            "pub async fn ",
            "pub(crate) async fn ",
            "pub fn ",
            "pub(crate) fn ",
        ]
        .iter()
        .find_map(|p| line.strip_prefix(p)) else {
            continue;
        };
        // The signature: up to the line that opens the body.
        let signature: String = lines[i..]
            .iter()
            .take_while(|l| !l.trim_end().ends_with('{'))
            .chain(lines[i..].iter().find(|l| l.trim_end().ends_with('{')))
            .copied()
            .collect();
        // A use case is a method of its area's type; free functions and a turn's steps that
        // take the request (locking, recalling an answer) run inside one.
        if !signature.contains("&self") || !signature.contains("request: &Request") {
            continue;
        }
        let attributes: Vec<&str> = lines[..i]
            .iter()
            .rev()
            .map(|l| l.trim_start())
            .take_while(|l| l.starts_with("#[") || l.starts_with("///"))
            .collect();
        let is_span = attributes
            .iter()
            .any(|a| a.starts_with("#[tracing::instrument") && a.contains("request = %request"));
        if is_span {
            spanned += 1;
        } else {
            missing.push(rest.split('(').next().unwrap_or(rest).to_owned());
        }
    }
    (missing, spanned)
}

#[test]
fn every_use_case_taking_a_request_is_a_span_with_its_ids() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    read_tree(&root.join("service"), &root, &mut files);
    let mut missing = Vec::new();
    let mut spanned = 0;
    for (file, text) in &files {
        // Unit tests call use cases; they define none.
        let code = text.split("#[cfg(test)]").next().unwrap_or(text);
        let (names, count) = unspanned(code);
        missing.extend(names.into_iter().map(|n| format!("{file}: {n}")));
        spanned += count;
    }
    assert!(
        missing.is_empty(),
        "use cases that take a request but are no span with its ids:\n{}",
        missing.join("\n")
    );
    // The scan sees the use cases (the turn commands alone are six).
    assert!(spanned >= 40, "only {spanned} use cases found");
}

#[test]
fn the_scan_finds_a_use_case_without_its_span() {
    let code = "impl Games {\n    /// Passes.\n    pub async fn pass(&self, request: &Request) -> R {\n        todo()\n    }\n\n    #[tracing::instrument(skip_all, fields(request = %request))]\n    pub async fn play(\n        &self,\n        request: &Request,\n    ) -> R {\n    }\n}\n";
    assert_eq!(unspanned(code), (vec!["pass".to_owned()], 1));
}
