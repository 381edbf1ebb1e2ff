//! Prints the resident memory (`VmRSS` from /proc/self/status) before and after loading the
//! default lexicon and looking up every one of its words, which touches the whole graph:
//! `cargo run --release --example lexicon_memory`.

use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::tiles::TileSet;

fn resident_kb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

fn main() {
    let set = TileSet::english();
    let words: Vec<Vec<u8>> = include_str!("../lexicons/ENABLE.txt")
        .lines()
        .map(|w| set.parse_letters(w).unwrap())
        .collect();
    let before = resident_kb();
    let start = std::time::Instant::now();
    let lexicon = Lexicon::enable();
    let loaded = start.elapsed();
    let found = words.iter().filter(|w| lexicon.contains_word(w)).count();
    let after = resident_kb();
    println!(
        "ENABLE: {} words, a graph of {} four-byte words ({} bytes); loaded in {loaded:?}; \
         {found} words found",
        lexicon.word_count(),
        lexicon.graph_words(),
        lexicon.as_bytes().len()
    );
    println!(
        "VmRSS before {before} kB, after {after} kB: the lexicon adds {} kB",
        after - before
    );
}
