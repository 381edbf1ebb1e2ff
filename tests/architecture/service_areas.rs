//! The service's areas (`src/service/<area>/`, each folded into one node) do not import each
//! other in a circle, nor through the leaves they share (every other module of `src/service`
//! stays its own node, so a circle that leaves an area through a leaf and comes back is found
//! too).
//!
//! This is also the method graph between areas: a use case is a method of its area's type
//! (`Games`, `Events`, ...), an area type holds only the shared handle, and the handle imports
//! no area; so an area calls another area's method only by naming that area's type
//! (`Pacing::over(self).tournament_game_over(..)`), which is an import this graph sees.

use std::collections::{BTreeMap, BTreeSet};

use super::{Module, circles, src_graph};

/// The area folders under `src/service`.
const AREAS: [&str; 5] = ["games", "events", "study", "delivery", "settings"];

fn at(m: &str) -> Module {
    m.split('/').map(str::to_owned).collect()
}

/// The graph with every module under an area folder folded into `service/<area>`.
fn by_area(edges: &BTreeMap<Module, BTreeSet<Module>>) -> BTreeMap<Module, BTreeSet<Module>> {
    let fold = |m: &Module| -> Module {
        match AREAS
            .iter()
            .find(|a| m.len() >= 2 && m[0] == "service" && m[1] == **a)
        {
            Some(area) => at(&format!("service/{area}")),
            None => m.clone(),
        }
    };
    let mut out: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (from, targets) in edges {
        let from = fold(from);
        let entry = out.entry(from.clone()).or_default();
        entry.extend(targets.iter().map(fold).filter(|t| *t != from));
    }
    out
}

#[test]
fn the_service_areas_do_not_import_each_other_in_a_circle() {
    let edges = by_area(&src_graph());
    let area = |a: &str| at(&format!("service/{a}"));
    for a in AREAS {
        assert!(
            edges.contains_key(&area(a)),
            "no area folder src/service/{a}"
        );
    }
    // The fold sees real edges, one way: a game's end records its board through the events
    // area, a review reads its game through the games area; the events area stands on no
    // other area, and delivery neither (it sends what the rows carry and calls no use case).
    assert!(edges[&area("games")].contains(&area("events")));
    assert!(edges[&area("study")].contains(&area("games")));
    for stands_alone in ["events", "delivery"] {
        let targets = &edges[&area(stands_alone)];
        assert!(
            AREAS.iter().all(|a| !targets.contains(&area(a))),
            "{stands_alone}: {targets:?}"
        );
    }
    // The shared handle and the facade: the handle stands on no area, the facade on all.
    let shared = &edges[&at("service/shared")];
    assert!(
        AREAS.iter().all(|a| !shared.contains(&area(a))),
        "{shared:?}"
    );
    assert!(
        AREAS
            .iter()
            .all(|a| edges[&at("service/base")].contains(&area(a)))
    );
    // Every other module is a leaf the areas share: it imports no area (the service's root
    // only re-exports).
    let is_area = |m: &Module| AREAS.iter().any(|a| *m == area(a));
    for (from, targets) in &edges {
        let leaf = from.first().is_some_and(|f| f == "service")
            && !is_area(from)
            && *from != at("service")
            && *from != at("service/base");
        if leaf {
            let reached: Vec<_> = targets.iter().filter(|t| is_area(t)).collect();
            assert!(reached.is_empty(), "{from:?} imports an area: {reached:?}");
        }
    }
    let circles = circles(&edges, "service");
    assert!(
        circles.is_empty(),
        "import circles between the service's areas (or through a leaf they share):\n{}",
        circles.join("\n")
    );
}

#[test]
fn a_circle_between_areas_through_a_leaf_is_found() {
    let edges: BTreeMap<Module, BTreeSet<Module>> = [
        ("service/games/turns", vec!["service/outbox"]),
        ("service/outbox", vec!["service/events/tournaments/post"]),
        (
            "service/events/tournaments/posts",
            vec!["service/games/lobby"],
        ),
    ]
    .into_iter()
    .map(|(from, to)| (at(from), to.into_iter().map(at).collect()))
    .collect();
    let circles = circles(&by_area(&edges), "service");
    assert_eq!(
        circles,
        ["service/events -> service/games -> service/outbox -> service/events"]
    );
}
