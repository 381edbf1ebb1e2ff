//! The exposition: Prometheus' names (units, `_total`), bounded labels, values as recorded.

use super::*;
use crate::engine::names::Named;
use crate::kinds::JobKind;

#[test]
fn the_text_names_units_and_counters_as_prometheus_does() {
    let metrics = Metrics::new();
    metrics.command("play", Outcome::Ok, Duration::from_millis(30));
    metrics.command("play", Outcome::Refused, Duration::from_millis(3));
    metrics.delivery(Name::from(JobKind::Reminder), DeliveryOutcome::Retried);
    metrics.permission_refused(Name::from(JobKind::Reminder));
    metrics.set_shards(&[(0, ShardState::Resuming)]);
    metrics.set_pool(5, 2, 16);
    metrics.set_workload(&Workload {
        outbox_pending: 3,
        outbox_oldest_secs: 12.5,
        job_lag_secs: vec![(Name::from(JobKind::Timeout), 61.0)],
        games: Vec::new(),
        channels_unreachable: 2,
    });
    let text = metrics.encode();
    for line in [
        "# TYPE lexicord_command_duration_seconds histogram",
        "# UNIT lexicord_command_duration_seconds seconds",
        "lexicord_command_duration_seconds_count{command=\"play\",outcome=\"ok\"} 1",
        "lexicord_command_duration_seconds_bucket{le=\"0.05\",command=\"play\",outcome=\"ok\"} 1",
        "lexicord_command_duration_seconds_bucket{le=\"0.025\",command=\"play\",outcome=\"ok\"} 0",
        "lexicord_command_duration_seconds_count{command=\"play\",outcome=\"refused\"} 1",
        "lexicord_deliveries_total{kind=\"reminder\",outcome=\"retried\"} 1",
        "lexicord_gateway_shard_state{shard=\"0\",state=\"resuming\"} 1",
        "lexicord_gateway_shard_state{shard=\"0\",state=\"connected\"} 0",
        "lexicord_db_pool_connections{state=\"in_use\"} 3",
        "lexicord_db_pool_connections{state=\"idle\"} 2",
        "lexicord_outbox_pending_rows 3",
        "lexicord_delivery_permission_refusals_total{kind=\"reminder\"} 1",
        "lexicord_channels_unreachable 2",
        "lexicord_outbox_oldest_pending_age_seconds 12.5",
        "lexicord_job_lag_seconds{kind=\"timeout\"} 61.0",
        "# TYPE process_resident_memory_bytes gauge",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "{line:?} is missing from:\n{text}"
        );
    }
    assert!(text.ends_with("# EOF\n"), "{text}");
    // Every state of a shard is a series, so a dashboard sees a state go to 0.
    assert_eq!(
        text.matches("lexicord_gateway_shard_state{shard=\"0\"")
            .count(),
        ShardState::all().len()
    );
}

#[test]
fn a_shard_no_longer_run_leaves_the_exposition() {
    let metrics = Metrics::new();
    metrics.set_shards(&[(0, ShardState::Connected), (1, ShardState::Connected)]);
    metrics.set_shards(&[(1, ShardState::Disconnected)]);
    let text = metrics.encode();
    assert!(!text.contains("shard=\"0\""), "{text}");
    assert!(
        text.contains("lexicord_gateway_shard_state{shard=\"1\",state=\"disconnected\"} 1"),
        "{text}"
    );
}
