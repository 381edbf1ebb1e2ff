//! What one file reaches: every `use` and inline path to a module of this crate, made absolute,
//! and the names its `use` declarations bind (to follow re-exports); `#[cfg(test)]` modules are
//! left out.

use std::collections::{BTreeMap, BTreeSet};

use super::Module;
use super::tokens::{Token, tokens};

/// What one file says: the paths it reaches (absolute, crate-internal) and the names its own
/// `use` declarations bind at its top level (name to absolute path).
#[derive(Default)]
pub struct Scan {
    pub paths: Vec<Module>,
    pub bindings: BTreeMap<String, Module>,
    /// Files of test-only modules it declares (`#[cfg(test)] mod x;`).
    pub test_files: Vec<String>,
}

/// The modules of the tree: each file's module and its file name, relative to `src`.
pub fn module_of(file: &str) -> Option<Module> {
    let file = file.strip_suffix(".rs")?;
    if file == "main" || file.starts_with("bin/") {
        return None; // other crates
    }
    let mut parts: Vec<String> = file.split('/').map(str::to_owned).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    Some(parts)
}

fn ident(tokens: &[Token], i: usize) -> Option<&str> {
    match tokens.get(i) {
        Some(Token::Ident(s)) => Some(s),
        _ => None,
    }
}

/// Makes `path` (written in module `at`) absolute, or `None` for another crate's path.
fn absolute(path: &[String], at: &[String], children: &BTreeSet<Module>) -> Option<Module> {
    let mut out: Module = at.to_vec();
    let mut rest = path;
    match path.first().map(String::as_str) {
        Some("crate") => {
            out.clear();
            rest = &path[1..];
        }
        Some("self") => rest = &path[1..],
        Some("super") => {
            while rest.first().is_some_and(|s| s == "super") {
                out.pop()?;
                rest = &rest[1..];
            }
        }
        Some(first) => {
            let mut child = at.to_vec();
            child.push(first.to_owned());
            if !children.contains(&child) {
                return None;
            }
        }
        None => return None,
    }
    out.extend(rest.iter().cloned());
    Some(out)
}

/// Reads one `use` tree from `tokens[i]` on: pushes (path, bound name) pairs; returns the index
/// after it.
fn use_tree(
    tokens: &[Token],
    mut i: usize,
    prefix: &[String],
    out: &mut Vec<(Module, Option<String>)>,
) -> usize {
    let mut path = prefix.to_vec();
    loop {
        match tokens.get(i) {
            Some(Token::Ident(s)) if s == "self" && !path.is_empty() => {
                i += 1;
                let name = path.last().cloned();
                return alias(tokens, i, path, name, out);
            }
            Some(Token::Ident(s)) => {
                path.push(s.clone());
                i += 1;
                if tokens.get(i) == Some(&Token::PathSep) {
                    i += 1;
                    continue;
                }
                let name = path.last().cloned();
                return alias(tokens, i, path, name, out);
            }
            Some(Token::Punct('*')) => {
                out.push((path, None));
                return i + 1;
            }
            Some(Token::Punct('{')) => {
                i += 1;
                while tokens.get(i).is_some_and(|t| *t != Token::Punct('}')) {
                    let next = use_tree(tokens, i, &path, out);
                    i = if next == i { i + 1 } else { next };
                    if tokens.get(i) == Some(&Token::Punct(',')) {
                        i += 1;
                    }
                }
                return i + 1;
            }
            _ => return i,
        }
    }
}

fn alias(
    tokens: &[Token],
    i: usize,
    path: Module,
    name: Option<String>,
    out: &mut Vec<(Module, Option<String>)>,
) -> usize {
    if ident(tokens, i) == Some("as") {
        let bound = ident(tokens, i + 1)
            .filter(|n| *n != "_")
            .map(str::to_owned);
        out.push((path, bound));
        return i + 2;
    }
    out.push((path, name));
    i
}

/// Scans the file of `module` (`dir`: its folder, for `#[path]`).
pub fn scan(source: &str, module: &[String], dir: &str, children: &BTreeSet<Module>) -> Scan {
    let tokens = tokens(source);
    let mut scan = Scan::default();
    // Inline modules open around the position: (name, brace depth inside, test-only).
    let mut inline: Vec<(String, usize, bool)> = Vec::new();
    let mut depth = 0;
    let (mut test_attr, mut path_attr) = (false, None::<String>);
    let mut i = 0;
    while i < tokens.len() {
        let in_test = inline.iter().any(|m| m.2);
        let mut at: Module = module.to_vec();
        at.extend(inline.iter().map(|m| m.0.clone()));
        match &tokens[i] {
            Token::Punct('#') if tokens.get(i + 1) == Some(&Token::Punct('[')) => {
                match (ident(&tokens, i + 2), tokens.get(i + 4)) {
                    (Some("cfg"), _) if ident(&tokens, i + 4) == Some("test") => test_attr = true,
                    (Some("path"), Some(Token::Str(file))) => path_attr = Some(file.clone()),
                    _ => {}
                }
                i += 2;
                continue;
            }
            Token::Punct('{') => {
                depth += 1;
                test_attr = false;
            }
            Token::Punct('}') => {
                if inline.last().is_some_and(|m| m.1 == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                test_attr = false;
            }
            Token::Ident(word) if word == "mod" => {
                if let Some(name) = ident(&tokens, i + 1) {
                    if tokens.get(i + 2) == Some(&Token::Punct('{')) {
                        inline.push((name.to_owned(), depth + 1, test_attr || in_test));
                    } else if test_attr {
                        scan.test_files.push(match path_attr.take() {
                            Some(file) => format!("{dir}{file}"),
                            None => format!("{dir}{name}.rs"),
                        });
                    }
                }
                test_attr = false;
                path_attr = None;
            }
            Token::Ident(word)
                if word == "use" && tokens.get(i + 1) != Some(&Token::Punct('<')) =>
            {
                let mut found = Vec::new();
                i = use_tree(&tokens, i + 1, &[], &mut found);
                if !(in_test || test_attr) {
                    for (path, name) in found {
                        if let Some(path) = absolute(&path, &at, children) {
                            if let (Some(name), true) = (name, inline.is_empty()) {
                                scan.bindings.insert(name, path.clone());
                            }
                            scan.paths.push(path);
                        }
                    }
                }
                test_attr = false;
                continue;
            }
            Token::Ident(first)
                if tokens.get(i + 1) == Some(&Token::PathSep)
                    && (i == 0 || tokens[i - 1] != Token::PathSep) =>
            {
                let mut path = vec![first.clone()];
                let mut j = i + 1;
                while tokens.get(j) == Some(&Token::PathSep) && ident(&tokens, j + 1).is_some() {
                    path.push(ident(&tokens, j + 1).unwrap_or_default().to_owned());
                    j += 2;
                }
                if !in_test {
                    let bound = scan.bindings.get(first).cloned();
                    let absolute = match bound {
                        Some(mut target) => {
                            target.extend(path[1..].iter().cloned());
                            Some(target)
                        }
                        None => absolute(&path, &at, children),
                    };
                    scan.paths.extend(absolute);
                }
                i = j;
                continue;
            }
            Token::Punct(';') => {
                test_attr = false;
                path_attr = None;
            }
            _ => {}
        }
        i += 1;
    }
    scan
}
