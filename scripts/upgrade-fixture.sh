#!/usr/bin/env bash
# Makes the upgrade fixture of one earlier schema (docs/OPERATING.md, "Upgrades"): checks out
# COMMIT (the last commit with that schema: the parent of the commit that adds the next
# migration) in a worktree of its own, builds the generator tests/upgrade/generator/GENERATOR.rs
# there as an example of that commit's library, runs it on a scratch database migrated by that
# commit's own code, and dumps the database to tests/upgrade/NAME.sql (plain SQL, one INSERT a
# row, as the upgrade test restores it).
#
#   scripts/upgrade-fixture.sh COMMIT NAME [GENERATOR]
#
# NAME is the newest migration COMMIT has (e.g. 20261206100000_lexicon_versions); GENERATOR
# defaults to NAME. PG_URL is a PostgreSQL server that may host a scratch database (default
# postgres://postgres@127.0.0.1:5432); PG_BIN the directory of a pg_dump of the major version
# the tests run (default: the newest under /usr/lib/postgresql). CARGO_TARGET_DIR defaults to
# target-old beside the repository, so the repository's own target is left alone.
set -euo pipefail

commit=${1:?COMMIT}
name=${2:?NAME}
generator=${3:-$name}
repo=$(git rev-parse --show-toplevel)
pg_url=${PG_URL:-postgres://postgres@127.0.0.1:5432}
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/../target-old}
source_file=$repo/tests/upgrade/generator/$generator.rs
[ -f "$source_file" ] || { echo "no generator $source_file" >&2; exit 1; }

tree=$(mktemp -d)/lexicord-$commit
git -C "$repo" worktree add --detach "$tree" "$commit"
scratch=lexicord_fixture_$$
cleanup() {
    "$pg_bin/psql" "$pg_url/postgres" -qc "drop database if exists $scratch" || true
    git -C "$repo" worktree remove --force "$tree" || true
}
trap cleanup EXIT

mkdir -p "$tree/examples"
cp "$source_file" "$tree/examples/upgrade_fixture.rs"
(cd "$tree" && cargo build --release --example upgrade_fixture)
"$pg_bin/psql" "$pg_url/postgres" -qc "create database $scratch"
"$CARGO_TARGET_DIR/release/examples/upgrade_fixture" "$pg_url/$scratch"
{
    echo "-- The upgrade fixture of schema $name: made by tests/upgrade/generator/$generator.rs"
    echo "-- run on commit $(git -C "$repo" rev-parse "$commit"), dumped by scripts/upgrade-fixture.sh."
    # A dump's psql-only lines (\restrict) are left out: the test runs it as plain SQL.
    "$pg_bin/pg_dump" --inserts --no-owner --no-privileges --no-comments "$pg_url/$scratch" |
        grep -v '^\\'
} >"$repo/tests/upgrade/$name.sql"
echo "wrote tests/upgrade/$name.sql ($(wc -c <"$repo/tests/upgrade/$name.sql") bytes)"
