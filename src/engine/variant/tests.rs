//! Variants by name: the bingo rule, the catalogue, and names read and written back.

use super::*;
use crate::engine::names::Named;

#[test]
fn bingo_needs_the_variants_tile_count() {
    assert_eq!(Variant::classic().bingo_bonus(7), 50);
    assert_eq!(Variant::classic().bingo_bonus(6), 0);
    let nine = Variant::nine_tile();
    assert_eq!(nine.rack_size, 9);
    assert_eq!(
        (
            nine.bingo_bonus(7),
            nine.bingo_bonus(9),
            nine.bingo_bonus(6)
        ),
        (50, 50, 0)
    );
    assert_eq!(Variant::finish_line(120).target_score, Some(120));
    assert_eq!(Variant::by_name("nine-tile"), Some(Variant::nine_tile()));
    assert_eq!(
        Variant::by_name("finish-line-90"),
        Some(Variant::finish_line(90))
    );
    assert_eq!(Variant::by_name("finish-line-1"), None);
    assert_eq!(Variant::by_name("chess"), None);
}

#[test]
fn every_catalogued_variant_can_be_opened() {
    for (name, line) in CATALOGUE {
        let written = if name.starts_with("free-for-all") {
            name.replace('N', "5")
        } else {
            name.replace('N', "150")
        };
        assert!(VariantId::parse(&written).is_ok(), "{name}");
        assert!(!line.is_empty());
    }
    // Every kind is in the catalogue.
    for kind in VariantKind::names() {
        assert!(CATALOGUE.iter().any(|(n, _)| n.starts_with(kind)), "{kind}");
    }
}

#[test]
fn variant_names_round_trip_and_bad_ones_are_explained() {
    for id in [
        VariantId::Classic,
        VariantId::NineTile,
        VariantId::FinishLine { target: 150 },
        VariantId::FinishLineByLevel,
        VariantId::Dice { advanced: false },
        VariantId::Dice { advanced: true },
        VariantId::parse("surprise:3b@F6,7a@A1").unwrap(),
        VariantId::BlanksBlockers,
        VariantId::HyperRace { cards: true },
        VariantId::HyperRace { cards: false },
        VariantId::FreeForAll { rounds: 3 },
        VariantId::FreeForAll { rounds: 7 },
    ] {
        assert_eq!(VariantId::parse(&id.to_string()), Ok(id));
        assert_eq!(id.variant().name, id.to_string());
    }
    assert_eq!(
        VariantId::new(VariantKind::FinishLine, None),
        Ok(VariantId::FinishLineByLevel)
    );
    assert!(Variant::by_name("finish-line").is_some_and(|v| v.targets_by_level));
    assert_eq!(
        VariantId::new(VariantKind::FinishLine, Some(5)),
        Err(VariantError::BadTarget(5))
    );
    assert_eq!(
        VariantId::new(VariantKind::Classic, Some(100)),
        Err(VariantError::TargetWithoutFinishLine)
    );
    let error = VariantId::parse("chess").unwrap_err().to_string();
    assert_eq!(
        error,
        "\"chess\" is not a variant: choose classic, nine-tile, finish-line, dice, surprise, blanks-blockers, hyper-race or free-for-all"
    );
    let long = VariantId::parse(&"x".repeat(3000)).unwrap_err().to_string();
    // The typed text is cut short: the message stays one line whatever was typed.
    assert!(long.len() < 180, "{long}");
}

#[test]
fn other_editions_tiles_play_the_bag_and_points_games_only() {
    let playable: Vec<String> = CATALOGUE
        .iter()
        .map(|(name, _)| {
            if name.starts_with("free-for-all") {
                name.replace('N', "5")
            } else {
                name.replace('N', "150")
            }
        })
        .filter(|name| {
            VariantId::parse(name)
                .unwrap()
                .variant()
                .supports(Feature::EditionTiles)
        })
        .collect();
    assert_eq!(
        playable,
        ["classic", "nine-tile", "finish-line-150", "finish-line"]
    );
    let spanish = crate::engine::tiles::Edition::named("spanish").unwrap();
    let played = Variant::nine_tile().with_edition(&spanish);
    assert_eq!(played.tiles.name(), "spanish");
    assert_eq!(played.rack_size, 9, "the variant's own numbers stay");
    let english = crate::engine::tiles::Edition::english();
    assert_eq!(
        Variant::classic().with_edition(&english),
        Variant::classic()
    );
}
