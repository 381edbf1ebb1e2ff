//! Configuration tests: the example file, environment overrides, secrets, bad values, clock
//! defaults and shard ranges.

use super::*;

#[test]
fn the_example_file_parses_and_is_valid() {
    let text = include_str!("../../config.example.toml");
    let config = Config::from_toml(text, Path::new("config.example.toml")).unwrap();
    config.validate().unwrap();
    assert_eq!(config.defaults, Defaults::default());
}

#[test]
fn environment_overrides_the_file() {
    let mut config = Config::from_toml("discord_token = \"file\"\n", Path::new("x")).unwrap();
    config
        .apply_env(|name| match name {
            "DISCORD_TOKEN" => Some("env-token".into()),
            "DATABASE_URL" => Some("postgres://db".into()),
            "LEXICORD_TURN_TIME_LIMIT" => Some("3d".into()),
            "LEXICORD_RACK_DELIVERY" => Some("command".into()),
            "LEXICORD_CHALLENGE_RULE" => Some("10pt".into()),
            _ => None,
        })
        .unwrap();
    assert_eq!(config.discord_token.expose(), "env-token");
    assert_eq!(config.database_url.expose(), "postgres://db");
    assert_eq!(config.turn_time_limit(), Duration::from_hours(72));
    assert_eq!(config.defaults.rack_delivery, RackDelivery::Command);
    assert_eq!(config.defaults.challenge_rule, ChallengeRule::TenPoint);
    let refused =
        config.apply_env(|name| (name == "LEXICORD_CHALLENGE_RULE").then(|| "triple".to_owned()));
    assert!(
        refused
            .unwrap_err()
            .to_string()
            .contains("choose void, double, single, 5pt or 10pt")
    );
}

#[test]
fn the_token_never_shows_in_debug_output() {
    let config = Config {
        discord_token: Secret::new("MTIz.very-secret-token"),
        database_url: Secret::new("postgres://user:hunter2@db/x"),
        ..Config::default()
    };
    let shown = format!("{config:?}");
    assert!(
        !shown.contains("very-secret-token") && !shown.contains("hunter2"),
        "{shown}"
    );
    assert!(shown.contains("<redacted>"));
}

#[test]
fn bad_values_are_named() {
    let error = Config::from_toml("[defaults]\nchallenge_rule = \"triple\"\n", Path::new("f"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("challenge_rule"), "{error}");
    assert!(error.contains("choose void, double"), "{error}");
    let error = Config::from_toml("[defaults]\nrack_delivery = \"pigeon\"\n", Path::new("f"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("choose dm or command"), "{error}");
    assert_eq!(
        parse_turn_limit("10s").unwrap_err(),
        "\"10s\" is outside 30s to 7d"
    );
    assert_eq!(parse_turn_limit("30s"), Ok(Duration::from_secs(30)));
    assert_eq!(parse_turn_limit("3m"), Ok(Duration::from_mins(3)));
    assert!(parse_turn_limit("8d").is_err());
    assert_eq!(parse_turn_limit("90m"), Ok(Duration::from_mins(90)));
    // Numbers too big for any clock are refused, not overflowed.
    assert!(parse_turn_limit("999999999999999d").is_err());
    assert!(parse_time_bank("999999999999999d").is_err());
    let long = parse_turn_limit(&"9".repeat(500)).unwrap_err();
    assert!(long.chars().count() < 80, "{long}");
    assert!(Config::from_toml("unknown_key = 1", Path::new("f")).is_err());
}

#[test]
fn clock_defaults_and_time_banks() {
    let config = Config::default();
    assert_eq!(config.time_bank(), Duration::ZERO);
    assert_eq!(parse_time_bank("2d"), Ok(Duration::from_hours(48)));
    assert!(parse_time_bank("31d").is_err());
    assert!(parse_time_bank("soon").is_err());
    let mut config = Config::from_toml(
        "[defaults]\nreminders = [25, 75]\ntime_bank = \"12h\"\n",
        Path::new("f"),
    )
    .unwrap();
    config.validate().unwrap();
    assert_eq!(config.time_bank(), Duration::from_hours(12));
    config.defaults.reminders = vec![100];
    assert!(
        config
            .validate()
            .unwrap_err()
            .to_string()
            .contains("defaults.reminders")
    );
}

#[test]
fn shard_ranges() {
    let mut config = Config::default();
    assert_eq!(config.shard_range(), Ok(None));
    config
        .apply_env(|name| match name {
            "LEXICORD_SHARD_COUNT" => Some("8".into()),
            "LEXICORD_SHARDS" => Some("4-7".into()),
            "LEXICORD_JOB_POLL_SECS" => Some("2".into()),
            "LEXICORD_EXPERT_THINK_MS" => Some("750".into()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        config.shard_range(),
        Ok(Some(ShardRange {
            first: 4,
            last: 7,
            total: 8
        }))
    );
    assert_eq!(config.job_poll_secs, 2);
    assert_eq!(config.expert_think_ms, 750);
    config.expert_think_ms = 50;
    assert!(
        config.validate().is_err(),
        "an expert may not be hurried under 100 ms"
    );
    config.expert_think_ms = 750;
    config.sharding.shards = String::new();
    assert_eq!(
        config.shard_range(),
        Ok(Some(ShardRange {
            first: 0,
            last: 7,
            total: 8
        }))
    );
    config.sharding.shards = "3".into();
    assert_eq!(
        config.shard_range(),
        Ok(Some(ShardRange {
            first: 3,
            last: 3,
            total: 8
        }))
    );
    for bad in ["6-9", "5-2", "x"] {
        config.sharding.shards = bad.into();
        assert!(
            config
                .validate()
                .unwrap_err()
                .to_string()
                .contains("sharding.shards"),
            "{bad}"
        );
    }
    config.sharding = Sharding {
        shard_count: 0,
        shards: "0-1".into(),
    };
    assert!(config.shard_range().is_err());
}

#[test]
fn the_review_budget_defaults_to_the_engines_and_refuses_nonsense() {
    let config = Config::default();
    assert_eq!(config.review_budget(), REVIEW_TURN_BUDGET);
    let text = include_str!("../../config.example.toml");
    let example = Config::from_toml(text, Path::new("config.example.toml")).unwrap();
    assert_eq!(example.review_budget(), REVIEW_TURN_BUDGET);
    let mut config = Config::from_toml("review_budget = \"50\"\n", Path::new("x")).unwrap();
    config.validate().unwrap();
    assert_eq!(config.review_budget(), ThinkBudget::iterations(50));
    config
        .apply_env(|name| (name == "LEXICORD_REVIEW_BUDGET").then(|| "750ms".to_owned()))
        .unwrap();
    assert_eq!(
        config.review_budget(),
        ThinkBudget::time(Duration::from_millis(750))
    );
    config.review_budget = "soon".into();
    let refused = config.validate().unwrap_err().to_string();
    assert!(
        refused.contains("review_budget") && refused.contains("not a budget"),
        "{refused}"
    );
}

#[test]
fn the_metrics_listener_is_off_unless_an_address_is_given() {
    assert_eq!(Config::default().observability.listen, None);
    let text = include_str!("../../config.example.toml");
    let example = Config::from_toml(text, Path::new("config.example.toml")).unwrap();
    assert_eq!(
        example.observability.listen, None,
        "the example leaves it off"
    );
    let config = Config::from_toml(
        "[observability]\nlisten = \"127.0.0.1:9187\"\n",
        Path::new("f"),
    )
    .unwrap();
    assert_eq!(
        config.observability.listen,
        Some("127.0.0.1:9187".parse().unwrap())
    );
    let error = Config::from_toml("[observability]\nlisten = \"9187\"\n", Path::new("f"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("listen"), "{error}");
    let mut config = Config::default();
    config
        .apply_env(|name| (name == "LEXICORD_OBSERVABILITY_LISTEN").then(|| "[::1]:0".to_owned()))
        .unwrap();
    assert_eq!(
        config.observability.listen,
        Some("[::1]:0".parse().unwrap())
    );
    let refused = config
        .apply_env(|name| (name == "LEXICORD_OBSERVABILITY_LISTEN").then(|| "localhost".to_owned()))
        .unwrap_err()
        .to_string();
    assert!(refused.contains("127.0.0.1:9187"), "{refused}");
}

#[test]
fn log_lines_are_text_unless_json_is_chosen() {
    assert_eq!(Config::default().observability.log_format, LogFormat::Text);
    let config =
        Config::from_toml("[observability]\nlog_format = \"json\"\n", Path::new("f")).unwrap();
    assert_eq!(config.observability.log_format, LogFormat::Json);
    let error = Config::from_toml("[observability]\nlog_format = \"xml\"\n", Path::new("f"))
        .unwrap_err()
        .to_string();
    assert!(error.contains("xml"), "{error}");
    let mut config = Config::default();
    config
        .apply_env(|name| (name == "LEXICORD_LOG_FORMAT").then(|| "json".to_owned()))
        .unwrap();
    assert_eq!(config.observability.log_format, LogFormat::Json);
    let refused = config
        .apply_env(|name| (name == "LEXICORD_LOG_FORMAT").then(|| "yaml".to_owned()))
        .unwrap_err()
        .to_string();
    assert!(refused.contains("LEXICORD_LOG_FORMAT"), "{refused}");
}
