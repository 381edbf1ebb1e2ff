//! A director's tournament options, checked without a database.

use super::*;
use crate::service::resolve_testing::{defaults, lexicons};

fn options() -> TournamentOptions {
    TournamentOptions {
        name: "Spring Open".into(),
        rounds: 3,
        schedule: "swiss".into(),
        ..TournamentOptions::default()
    }
}

#[test]
fn defaults_fill_every_option() {
    let settings = resolve(&options(), defaults(), &lexicons()).unwrap();
    assert_eq!(settings.name, "Spring Open");
    assert_eq!(settings.schedule, vec![MethodName::Swiss; 3]);
    assert_eq!(settings.lexicon, "TWL");
    assert_eq!(settings.turn_time_limit_secs, 86_400);
    assert_eq!((settings.bye_spread, settings.forfeit_spread), (50, -50));
    assert_eq!((settings.max_repeats, settings.divisions), (1, 1));
    assert!(settings.gibsonize && settings.auto_advance);
}

#[test]
fn each_bad_option_is_refused_with_its_reason() {
    let refused = |options: TournamentOptions, reason: &str| {
        let error = resolve(&options, defaults(), &lexicons()).unwrap_err();
        assert_eq!(error.to_string(), reason, "{options:?}");
    };
    refused(
        TournamentOptions {
            rounds: 41,
            ..options()
        },
        "A tournament has 1 to 40 rounds.",
    );
    refused(
        TournamentOptions {
            turn_time_limit_secs: Some(60),
            ..options()
        },
        "The turn time limit must be between 1 hour and 7 days.",
    );
    refused(
        TournamentOptions {
            bye_spread: Some(-1),
            ..options()
        },
        "The bye spread is 0 to 500 and the forfeit spread -500 to 0.",
    );
    refused(
        TournamentOptions {
            divisions: Some(0),
            ..options()
        },
        &format!("A tournament has 1 to {MAX_DIVISIONS} divisions."),
    );
}

#[test]
fn an_unknown_lexicon_names_the_known_ones() {
    let options = TournamentOptions {
        lexicon: Some("XYZ".into()),
        ..options()
    };
    let error = resolve(&options, defaults(), &lexicons()).unwrap_err();
    assert_eq!(error, UserError::UnknownLexicon("XYZ".into(), "TWL".into()));
}
