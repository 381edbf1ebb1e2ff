//! Word query speed on ENABLE (172,820 words): each query as `lexicord word` answers it, from
//! the typed text to the sorted list, the worst patterns and racks included (the whole word
//! list, and the longest patterns allowed that prune nothing early).

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

use lexicord::engine::lexicon::{Answer, Lexicon, QueryKind, WordQuery};
use lexicord::engine::tiles::TileSet;

/// (name, kind, text): the usual queries and the worst ones (every word, every word of a
/// length, runs everywhere, the most tiles and blanks a query may have).
const QUERIES: &[(&str, QueryKind, &str)] = &[
    (
        "check 5 words",
        QueryKind::Check,
        "QUIXOTIC ZZZ CWM RETAINS AAAAA",
    ),
    ("hooks CAT", QueryKind::Hooks, "CAT"),
    ("anagram AEINRST", QueryKind::Anagram, "AEINRST"),
    ("anagram AEINST??", QueryKind::Anagram, "AEINST??"),
    ("anagram 13 letters ??", QueryKind::Anagram, "AEEINORSSTT??"),
    ("build AEINRST", QueryKind::Build, "AEINRST"),
    ("build AEINST??", QueryKind::Build, "AEINST??"),
    (
        "build 15 tiles, two blanks",
        QueryKind::Build,
        "AEEINORSSTLDC??",
    ),
    ("pattern *", QueryKind::Pattern, "*"),
    ("pattern ?????????", QueryKind::Pattern, "?????????"),
    ("pattern *ING", QueryKind::Pattern, "*ING"),
    ("pattern *A*E*I*O*U*", QueryKind::Pattern, "*A*E*I*O*U*"),
    ("pattern *?*?*?*?*", QueryKind::Pattern, "*?*?*?*?*"),
    (
        "pattern [AEIOU]*[AEIOU]",
        QueryKind::Pattern,
        "[AEIOU]*[AEIOU]",
    ),
    ("pattern Q*", QueryKind::Pattern, "Q*"),
    // The longest patterns a query may have (32 positions) that prune nothing early: every
    // prefix of every word is walked with up to 32 positions live at once.
    (
        "pattern 32 positions *?*?...*?",
        QueryKind::Pattern,
        "*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?",
    ),
    (
        "pattern 32 positions *E*E...*E",
        QueryKind::Pattern,
        "*E*E*E*E*E*E*E*E*E*E*E*E*E*E*E*E",
    ),
    (
        "pattern 32 positions *[A-Z]...",
        QueryKind::Pattern,
        "*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]*[AEIOU]*[BCDFGHJKLMNPQRSTVWXYZ]",
    ),
];

fn words(c: &mut Criterion) {
    let lexicon = Lexicon::enable();
    let tiles = TileSet::english();
    let mut group = c.benchmark_group("word");
    for &(name, kind, text) in QUERIES {
        let query = WordQuery::parse(kind, &tiles, text).unwrap();
        if let Answer::Words(found) = lexicon.answer(&query) {
            eprintln!("{name}: {} words", found.len());
        }
        group.bench_function(name, |b| {
            b.iter(|| {
                let query = WordQuery::parse(kind, &tiles, black_box(text)).unwrap();
                lexicon.answer(&query)
            });
        });
    }
    group.finish();
}

criterion_group!(benches, words);
criterion_main!(benches);
