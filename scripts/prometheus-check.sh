#!/usr/bin/env bash
# A real Prometheus scraping the real bot (docs/OPERATING.md, "Checking it against a real
# Prometheus"). Starts Debian's `prometheus` scraping 127.0.0.1:19187 every second, with the alert
# rules of docs/OPERATING.md checked by `promtool` and loaded; runs the end-to-end metrics test
# (tests/db/e2e_metrics.rs: the bot against the fake Discord, a game played, Discord failing and
# down, then back) with the bot listening on that address; then asks Prometheus' HTTP API what it
# recorded: the command latency's quantiles, the outbox backlog and readiness.
#
# Needs prometheus and promtool (`apt-get install prometheus`), curl, and what `cargo test` needs
# (the PostgreSQL server binaries: the test starts its own cluster). Ports 19090 and 19187.
# Usage: scripts/prometheus-check.sh   (from anywhere in the repository)
set -euo pipefail
cd "$(dirname "$0")/.."

prometheus_port=19090
bot_address=127.0.0.1:19187
for tool in prometheus promtool curl; do
  command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install prometheus curl)" >&2; exit 2; }
done

work="$(mktemp -d)"
prometheus_pid=
cleanup() {
  if [ -n "$prometheus_pid" ]; then kill "$prometheus_pid" 2>/dev/null || true; wait "$prometheus_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The alert rules, as docs/OPERATING.md shows them (the one copy).
sed -n '/<!-- alert-rules:begin -->/,/<!-- alert-rules:end -->/p' docs/OPERATING.md \
  | sed '1,2d;$d' | sed '$d' > "$work/lexicord.rules.yml"
promtool check rules "$work/lexicord.rules.yml"
# ... and that each fires when it should, not before (promtool's rule unit tests).
cat > "$work/lexicord.rules.test.yml" <<'TESTS'
rule_files: [lexicord.rules.yml]
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
      - series: 'lexicord_outbox_oldest_pending_age_seconds{instance="bot:9187", job="lexicord"}'
        values: '0 60 400'
      - series: 'lexicord_job_lag_seconds{instance="bot:9187", job="lexicord", kind="timeout"}'
        values: '0 30 90'
      - series: 'lexicord_ready{instance="bot:9187", job="lexicord"}'
        values: '1 0 0 0 0'
      - series: 'up{instance="bot:9187", job="lexicord"}'
        values: '1 1 1 1 1'
    alert_rule_test:
      - eval_time: 1m
        alertname: LexicordOutboxStuck
        exp_alerts: []
      - eval_time: 2m
        alertname: LexicordOutboxStuck
        exp_alerts:
          - exp_labels: { severity: page }
            exp_annotations: { summary: "Lexicord's oldest undelivered post has waited 6m 40s" }
      - eval_time: 1m
        alertname: LexicordJobsLate
        exp_alerts: []
      - eval_time: 2m
        alertname: LexicordJobsLate
        exp_alerts:
          - exp_labels: { severity: page, kind: timeout }
            exp_annotations: { summary: "Lexicord's timeout jobs are 1m 30s late" }
      - eval_time: 2m
        alertname: LexicordNotReady
        exp_alerts: []
      - eval_time: 3m
        alertname: LexicordNotReady
        exp_alerts:
          - exp_labels: { severity: page, instance: "bot:9187", job: lexicord }
            exp_annotations: { summary: "Lexicord on bot:9187 has not been ready for 2 minutes (see its /readyz)" }
  - interval: 1m
    input_series:
      - series: 'up{instance="bot:9187", job="lexicord"}'
        values: '1 0 0 0'
    alert_rule_test:
      - eval_time: 3m
        alertname: LexicordNotReady
        exp_alerts:
          - exp_labels: { severity: page, instance: "bot:9187", job: lexicord }
            exp_annotations: { summary: "Lexicord on bot:9187 has not been ready for 2 minutes (see its /readyz)" }
TESTS
promtool test rules "$work/lexicord.rules.test.yml"

cat > "$work/prometheus.yml" <<CONFIG
global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files: ["$work/lexicord.rules.yml"]
scrape_configs:
  - job_name: lexicord
    static_configs:
      - targets: ["$bot_address"]
CONFIG
promtool check config "$work/prometheus.yml"

prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/data" \
  --web.listen-address="127.0.0.1:$prometheus_port" >"$work/prometheus.log" 2>&1 &
prometheus_pid=$!
api="http://127.0.0.1:$prometheus_port"
for _ in $(seq 1 100); do
  curl -fs "$api/-/ready" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fs "$api/-/ready" >/dev/null || { cat "$work/prometheus.log" >&2; exit 1; }
prometheus --version 2>&1 | head -1

echo "running the end-to-end metrics test with the bot on $bot_address"
env -u DATABASE_URL LEXICORD_E2E_METRICS_LISTEN="$bot_address" \
  cargo test --test db -- --exact e2e_metrics::metrics_and_readiness_follow_a_game_and_a_discord_outage
# The bot has stopped with the test: the queries look back over the run. Its counters count
# from the process's start and a series appears with its first observation, so the run's totals
# are the highest values scraped (`increase` would miss each series' first count).
query() {
  echo "query: $1"
  local answer
  answer="$(curl -fsG "$api/api/v1/query" --data-urlencode "query=$1")"
  echo "  $answer"
  case "$answer" in
    *'"result":[]'*) echo "  Prometheus has no answer to this query" >&2; return 1 ;;
  esac
}
query 'count(count_over_time(up{job="lexicord"}[10m]) > 0)'
query 'sum by (command, outcome) (max_over_time(lexicord_command_duration_seconds_count[10m]))'
query 'histogram_quantile(0.5, sum by (le) (max_over_time(lexicord_command_duration_seconds_bucket{outcome="ok"}[10m])))'
query 'histogram_quantile(0.9, sum by (le, command) (max_over_time(lexicord_command_duration_seconds_bucket{outcome="ok"}[10m])))'
query 'max_over_time(lexicord_outbox_pending_rows[10m])'
query 'min_over_time(lexicord_ready[10m])'
echo "prometheus-check: Prometheus scraped the bot and answered for its command latency histogram"
