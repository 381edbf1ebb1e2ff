//! Prebuilds the default lexicon (ENABLE) into its word-graph byte form at build time, so the
//! binary loads it without building anything (`engine::lexicon::Lexicon::enable`).

use std::path::PathBuf;

#[path = "src/engine/lexicon/graph_builder.rs"]
#[allow(dead_code)]
mod graph_builder;

fn main() {
    let source = "lexicons/ENABLE.txt";
    println!("cargo::rerun-if-changed={source}");
    println!("cargo::rerun-if-changed=src/engine/lexicon/graph_builder.rs");
    // A position-dependent `lexicord` binary: the loader then has no relocations to apply at
    // start-up, so the pages of relocation entries and of relocated read-only data (about
    // 1.3 MB) stay out of memory (README, "Listing every play, side by side with wolges").
    // The cost: the binary's own code is not placed at a random address (ASLR still moves
    // the stack, the heap and the shared libraries).
    // (GNU-style linkers on Linux; other targets keep their default.)
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo::rustc-link-arg-bin=lexicord=-no-pie");
    }
    let text = std::fs::read_to_string(source).expect("lexicons/ENABLE.txt is readable");
    // ENABLE (no QI or ZA: it predates them) is upper-case A-Z; the English tile set numbers its letters A = 1 .. Z = 26.
    let words: Vec<Vec<u8>> = text
        .lines()
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.bytes()
                .map(|b| {
                    assert!(b.is_ascii_uppercase(), "ENABLE word {w:?} is not A-Z");
                    b - b'A' + 1
                })
                .collect()
        })
        .collect();
    let bytes = graph_builder::build_graph(&words).expect("ENABLE fits a word graph");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("enable.lxg"), bytes).expect("OUT_DIR is writable");
}
