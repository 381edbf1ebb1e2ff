//! Import circles and layers: reads `src/**/*.rs`, collects the edges between modules at file
//! level (a folder's `mod.rs` is its folder's module) and fails naming a circle if there is one:
//! none between the files of any area of `src` (`bot`, `cli`, `config`, `engine`, `kinds`,
//! `local_postgres`, `render`, `service`, `store`, `tournament`), and none between the modules
//! of `src/engine` (each folded into `engine/<module>`). The lower layers import nothing above
//! them: `engine` only itself, `kinds` the engine, `tournament` kinds and the engine, `render`
//! the tournament, kinds and the engine (docs/ARCHITECTURE.md, "Layers").
//!
//! An edge is every `use crate::…`, `use super::…`, `use self::…` or `use child::…` (any
//! visibility) and every such path written inline (`crate::a::b()`, `super::x::y`). A path is
//! followed through the `use` declarations of the module it names to the file that defines the
//! item, so a child reaching `super::Error` that its parent only re-exports from `errors.rs`
//! depends on `errors.rs`, not on its parent. Unit-test modules (`#[cfg(test)]`) are left out:
//! like `tests/`, they may reach anything.

mod scan;
mod service_areas;
mod spans;
mod tokens;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use scan::{Scan, module_of, scan};

/// A module, from the crate root (`["bot", "commands", "turns"]`); the root is empty.
type Module = Vec<String>;

/// The module graph of the files (`src`-relative name to text): file module to file modules.
fn graph(files: &BTreeMap<String, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let modules: BTreeMap<Module, &str> = files
        .keys()
        .filter_map(|f| Some((module_of(f)?, f.as_str())))
        .collect();
    let children: BTreeSet<Module> = modules.keys().cloned().collect();
    let mut scans: BTreeMap<Module, Scan> = BTreeMap::new();
    for (module, file) in &modules {
        let dir = file.rfind('/').map_or("", |k| &file[..=k]);
        scans.insert(module.clone(), scan(&files[*file], module, dir, &children));
    }
    let test_only: BTreeSet<Module> = scans
        .values()
        .flat_map(|s| &s.test_files)
        .filter_map(|f| module_of(f))
        .collect();
    // A test-only module's own children (`tests/race.rs` under `#[cfg(test)] mod tests;`) are
    // test code too.
    let in_tests = |m: &Module| test_only.iter().any(|t| m.starts_with(t));
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, scan) in &scans {
        if in_tests(module) {
            continue;
        }
        let targets = edges.entry(module.clone()).or_default();
        for path in &scan.paths {
            let target = resolve(path, &scans, 0);
            if target != *module && !in_tests(&target) {
                targets.insert(target);
            }
        }
    }
    edges
}

/// The file that defines what `path` names, through the `use` declarations it passes.
fn resolve(path: &[String], scans: &BTreeMap<Module, Scan>, hops: usize) -> Module {
    let file = (0..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| scans.contains_key(m))
        .unwrap_or_default();
    if let (Some(name), true) = (path.get(file.len()), hops < 16)
        && let Some(target) = scans[&file].bindings.get(name)
    {
        let mut through = target.clone();
        through.extend(path[file.len() + 1..].iter().cloned());
        if through != path {
            return resolve(&through, scans, hops + 1);
        }
    }
    file
}

/// Every circle of the graph among the modules under `area` (one per strongly connected group),
/// written `bot/a -> bot/b -> bot/a`.
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>, area: &str) -> Vec<String> {
    let inside = |m: &Module| m.first().is_some_and(|f| f == area);
    let reaches = |from: &Module| -> BTreeMap<Module, Module> {
        // Breadth-first, remembering each module's predecessor.
        let mut seen: BTreeMap<Module, Module> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([from.clone()]);
        while let Some(m) = queue.pop_front() {
            for next in edges.get(&m).into_iter().flatten().filter(|n| inside(n)) {
                if !seen.contains_key(next) {
                    seen.insert(next.clone(), m.clone());
                    queue.push_back(next.clone());
                }
            }
        }
        seen
    };
    let mut reported: BTreeSet<Module> = BTreeSet::new();
    let mut out = Vec::new();
    for start in edges.keys().filter(|m| inside(m)) {
        if reported.contains(start) {
            continue;
        }
        let seen = reaches(start);
        if !seen.contains_key(start) {
            continue;
        }
        let mut circle = vec![start.clone()];
        let mut at = seen[start].clone();
        while at != *start {
            circle.push(at.clone());
            at = seen[&at].clone();
        }
        circle.push(start.clone());
        circle.reverse();
        // The whole group this module is in (every module on a circle through it) goes with it.
        let group: Vec<Module> = seen
            .keys()
            .filter(|m| reaches(m).contains_key(start))
            .cloned()
            .collect();
        let name = |ms: &[Module], between: &str| {
            ms.iter()
                .map(|m| m.join("/"))
                .collect::<Vec<_>>()
                .join(between)
        };
        let mut line = name(&circle, " -> ");
        if group.len() + 1 > circle.len() {
            line = format!("{line} (the whole group: {})", name(&group, ", "));
        }
        reported.extend(group);
        out.push(line);
    }
    out
}

pub(crate) fn read_tree(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
    for entry in std::fs::read_dir(dir).expect("a readable src") {
        let path = entry.expect("a readable entry").path();
        if path.is_dir() {
            read_tree(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path
                .strip_prefix(root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            out.insert(
                name,
                std::fs::read_to_string(&path).expect("a readable file"),
            );
        }
    }
}

fn src_graph() -> BTreeMap<Module, BTreeSet<Module>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    read_tree(&root, &root, &mut files);
    graph(&files)
}

#[test]
fn src_bot_has_no_import_circle() {
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees the split: commands reach delivery, delivery never reaches commands.
    assert!(
        edges[&at("bot/commands/turns")]
            .iter()
            .any(|m| m.starts_with(&at("bot/delivery"))),
        "{:?}",
        edges[&at("bot/commands/turns")]
    );
    let circles = circles(&edges, "bot");
    assert!(
        circles.is_empty(),
        "import circles in src/bot:\n{}",
        circles.join("\n")
    );
}

/// Fails naming the circles between the files of `area` (`src/<area>`), if any.
fn assert_no_circle(edges: &BTreeMap<Module, BTreeSet<Module>>, area: &str) {
    let circles = circles(edges, area);
    assert!(
        circles.is_empty(),
        "import circles in src/{area}:\n{}",
        circles.join("\n")
    );
}

#[test]
fn src_service_has_no_import_circle() {
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees real edges: the outbox stands on the types its rows carry, the lobby on
    // the outbox it writes to, and the types never on the use cases.
    let outbox = &edges[&at("service/outbox")];
    assert!(outbox.contains(&at("service/lobby_view")), "{outbox:?}");
    assert!(
        outbox.contains(&at("service/event_data/post")),
        "{outbox:?}"
    );
    assert!(edges[&at("service/games/lobby")].contains(&at("service/outbox")));
    assert!(!edges[&at("service/lobby_view")].contains(&at("service/games/lobby")));
    assert_no_circle(&edges, "service");
}

#[test]
fn src_store_has_no_import_circle() {
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees real edges: the tables' rows stand on the one queue, which stands on none
    // of them.
    assert!(edges[&at("store/outbox")].contains(&at("store/queue")));
    assert!(edges[&at("store/jobs")].contains(&at("store/queue")));
    let queue = &edges[&at("store/queue")];
    assert!(
        queue.iter().all(|m| !m.starts_with(&at("store"))),
        "{queue:?}"
    );
    assert_no_circle(&edges, "store");
}

#[test]
fn src_tournament_has_no_import_circle() {
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees real edges: pairing uses its methods, the methods use the round's pairs,
    // not the module that calls them.
    let pairing = &edges[&at("tournament/pairing")];
    assert!(
        pairing.contains(&at("tournament/pairing/fontes")),
        "{pairing:?}"
    );
    let fontes = &edges[&at("tournament/pairing/fontes")];
    assert!(
        fontes.contains(&at("tournament/pairing/pairs")),
        "{fontes:?}"
    );
    assert!(!fontes.contains(&at("tournament/pairing")), "{fontes:?}");
    assert_no_circle(&edges, "tournament");
}

#[test]
fn a_circle_is_found_and_named() {
    let files: BTreeMap<String, String> = [
        ("lib.rs", "pub mod bot;"),
        ("bot/mod.rs", "mod a; mod b; mod c; pub use a::Thing;"),
        ("bot/a.rs", "use super::b::helper; pub struct Thing; #[cfg(test)] mod tests { use crate::bot::c::*; }"),
        (
            "bot/b.rs",
            r##"pub fn helper() { let _ = ('}', "{ crate::bot::a::x }", r#"}"#); crate::bot::c::other(); }"##,
        ),
        ("bot/c.rs", "use super::Thing; // through the re-export, to a.rs\n pub fn other() {}"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_owned(), t.to_owned()))
    .collect();
    let circles = circles(&graph(&files), "bot");
    assert_eq!(circles, ["bot/a -> bot/b -> bot/c -> bot/a"]);
}

/// The graph with each module folded into its ancestor `depth` levels below the crate root
/// (`engine/game/turn` becomes `engine/game` at depth 2): the circles between whole modules.
fn folded(
    edges: &BTreeMap<Module, BTreeSet<Module>>,
    depth: usize,
) -> BTreeMap<Module, BTreeSet<Module>> {
    let fold = |m: &Module| m.iter().take(depth).cloned().collect::<Module>();
    let mut out: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (from, targets) in edges {
        let from = fold(from);
        let entry = out.entry(from.clone()).or_default();
        entry.extend(targets.iter().map(fold).filter(|t| *t != from));
    }
    out
}

#[test]
fn the_engines_modules_do_not_import_each_other_in_a_circle() {
    let edges = folded(&src_graph(), 2);
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The fold sees real edges: the game stands on variants, names stand on nothing.
    assert!(edges[&at("engine/game")].contains(&at("engine/variant")));
    assert!(
        edges[&at("engine/names")]
            .iter()
            .all(|m| !m.starts_with(&at("engine"))),
        "{:?}",
        edges[&at("engine/names")]
    );
    let circles = circles(&edges, "engine");
    assert!(
        circles.is_empty(),
        "import circles between the engine's modules:\n{}",
        circles.join("\n")
    );
}

#[test]
fn src_engine_has_no_import_circle_between_files() {
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees files: a rule file reaches the game's state in its own file, and the
    // folder's mod.rs, which only re-exports, is not what it depends on.
    let turn = &edges[&at("engine/game/turn")];
    assert!(turn.contains(&at("engine/game/state")), "{turn:?}");
    assert!(!turn.contains(&at("engine/game")), "{turn:?}");
    let circles = circles(&edges, "engine");
    assert!(
        circles.is_empty(),
        "import circles between the files of src/engine:\n{}",
        circles.join("\n")
    );
}

/// The areas of `src`: its folders of the library (`bin` holds other crates).
fn src_areas() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut areas: Vec<String> = std::fs::read_dir(&root)
        .expect("a readable src")
        .filter_map(|e| {
            let path = e.expect("a readable entry").path();
            let name = path.file_name()?.to_str()?.to_owned();
            (path.is_dir() && name != "bin").then_some(name)
        })
        .collect();
    areas.sort();
    areas
}

#[test]
fn no_area_of_src_has_an_import_circle() {
    let areas = src_areas();
    assert_eq!(
        areas,
        [
            "bot",
            "cli",
            "config",
            "engine",
            "kinds",
            "local_postgres",
            "observe",
            "render",
            "service",
            "store",
            "tournament"
        ],
        "a new area of src: name it here and in the layers"
    );
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees every area: both picture commands stand on the record's replay, and the
    // replay GIF does not reach back into the one-position command that calls it.
    let render = &edges[&at("cli/render")];
    assert!(render.contains(&at("cli/record_replay")), "{render:?}");
    assert!(render.contains(&at("cli/render_replay")), "{render:?}");
    let replay = &edges[&at("cli/render_replay")];
    assert!(replay.contains(&at("cli/record_replay")), "{replay:?}");
    assert!(!replay.contains(&at("cli/render")), "{replay:?}");
    let found: Vec<String> = areas
        .iter()
        .flat_map(|area| circles(&edges, area))
        .collect();
    assert!(
        found.is_empty(),
        "import circles in src:\n{}",
        found.join("\n")
    );
}

/// Each lower layer and the areas it may import besides itself (docs/ARCHITECTURE.md, "Layers").
const LAYERS: &[(&str, &[&str])] = &[
    ("engine", &[]),
    ("kinds", &["engine"]),
    ("tournament", &["kinds", "engine"]),
    ("render", &["tournament", "kinds", "engine"]),
    ("observe", &["kinds", "engine"]),
];

/// Each import from a module of `area` into an area it may not import, written
/// `render/board -> store/games`.
fn imports_above(
    edges: &BTreeMap<Module, BTreeSet<Module>>,
    area: &str,
    may: &[&str],
) -> Vec<String> {
    let mut out = Vec::new();
    for (from, targets) in edges
        .iter()
        .filter(|(m, _)| m.first().is_some_and(|f| f == area))
    {
        for target in targets {
            let allowed = target
                .first()
                .is_some_and(|t| t == area || may.contains(&t.as_str()));
            if !allowed {
                out.push(format!("{} -> {}", from.join("/"), target.join("/")));
            }
        }
    }
    out
}

#[test]
fn the_lower_layers_import_nothing_above_them() {
    let edges = src_graph();
    let at = |m: &str| -> Module { m.split('/').map(str::to_owned).collect() };
    // The check sees real edges between layers: pictures stand on the engine's board.
    assert!(
        edges[&at("render/board")]
            .iter()
            .any(|m| m.starts_with(&at("engine"))),
        "{:?}",
        edges[&at("render/board")]
    );
    let found: Vec<String> = LAYERS
        .iter()
        .flat_map(|(area, may)| imports_above(&edges, area, may))
        .collect();
    assert!(
        found.is_empty(),
        "imports above their layer:\n{}",
        found.join("\n")
    );
}

#[test]
fn an_import_above_its_layer_is_found_and_named() {
    let files: BTreeMap<String, String> = [
        ("lib.rs", "pub mod engine; pub mod store; pub mod render;"),
        ("engine/mod.rs", "pub mod board; pub struct Tile;"),
        (
            "engine/board.rs",
            "use crate::store::Row; #[cfg(test)] mod tests { use crate::render::x; }",
        ),
        ("store/mod.rs", "pub struct Row;"),
        ("render/mod.rs", "use crate::engine::Tile; pub fn x() {}"),
    ]
    .into_iter()
    .map(|(f, t)| (f.to_owned(), t.to_owned()))
    .collect();
    let edges = graph(&files);
    assert_eq!(
        imports_above(&edges, "engine", &[]),
        ["engine/board -> store"]
    );
    assert!(imports_above(&edges, "render", &["engine"]).is_empty());
    assert_eq!(imports_above(&edges, "render", &[]), ["render -> engine"]);
}
