//! The doctor's database checks: the database the bot would use can be reached, and its
//! migrations are this binary's (none failed, none unknown or changed; those not applied yet
//! the bot applies when it starts). Also reads the channels with a game in progress.

use std::time::Duration;

use sqlx::Connection as _;

use super::report::{Check, Finding, Report};
use crate::config::Config;
use crate::engine::wording::Wording;
use crate::local_postgres::LocalCluster;
use crate::store::MIGRATOR;
use crate::store::doctor::{self, AppliedMigration, ChannelGames};

/// How long connecting may take before the database counts as unreachable.
const CONNECT_WITHIN: Duration = Duration::from_secs(10);

/// The database's standing against this binary's migrations (versions, in order).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Migrations {
    /// Known, and not applied yet.
    pub pending: Vec<i64>,
    /// Applied, and unknown to this binary: a newer release migrated the database.
    pub unknown: Vec<i64>,
    /// Applied from another file than this binary's.
    pub changed: Vec<i64>,
    /// Failed part way.
    pub failed: Vec<i64>,
    /// Known and applied as they are.
    pub applied: usize,
}

impl Migrations {
    /// Compares `applied` (the database's records) with `known` (version and checksum of
    /// each of this binary's migrations).
    pub fn compare(known: &[(i64, &[u8])], applied: &[AppliedMigration]) -> Self {
        let mut out = Self::default();
        for (version, checksum) in known {
            match applied.iter().find(|a| a.version == *version) {
                None => out.pending.push(*version),
                Some(a) if !a.success => out.failed.push(*version),
                Some(a) if a.checksum != *checksum => out.changed.push(*version),
                Some(_) => out.applied += 1,
            }
        }
        for a in applied {
            if !known.iter().any(|(version, _)| *version == a.version) {
                if a.success {
                    out.unknown.push(a.version);
                } else {
                    out.failed.push(a.version);
                }
            }
        }
        out
    }

    /// What the comparison says, a finding for each kind of difference (or one that all is
    /// applied).
    pub fn findings(&self) -> Vec<Finding> {
        let check = || Check::Migrations;
        let mut out = Vec::new();
        if let Some(first) = self.failed.first() {
            out.push(Finding::problem(
                check(),
                Wording::new("cli-doctor-migrations-failed").put("version", first),
                Wording::new("cli-doctor-migrations-failed-fix"),
            ));
        }
        if let Some(first) = self.unknown.first() {
            out.push(Finding::problem(
                check(),
                Wording::new("cli-doctor-migrations-unknown")
                    .number("count", self.unknown.len())
                    .put("first", first),
                Wording::new("cli-doctor-migrations-unknown-fix"),
            ));
        }
        if let Some(first) = self.changed.first() {
            out.push(Finding::problem(
                check(),
                Wording::new("cli-doctor-migrations-changed").put("version", first),
                Wording::new("cli-doctor-migrations-changed-fix"),
            ));
        }
        if let Some(first) = self.pending.first() {
            out.push(Finding::warning(
                check(),
                Wording::new("cli-doctor-migrations-pending")
                    .number("count", self.pending.len())
                    .put("first", first),
                Wording::new("cli-doctor-migrations-pending-fix"),
            ));
        }
        if out.is_empty() {
            out.push(Finding::ok(
                check(),
                Wording::new("cli-doctor-migrations-ok").number("count", self.applied),
            ));
        }
        out
    }
}

/// The URL of the database the bot would use, with the bot's own PostgreSQL started for the
/// question when it is not running (stopped when dropped); `None` (said in the report) when
/// there is none to ask.
pub fn locate(config: &Config, report: &mut Report) -> Option<(String, Option<LocalCluster>)> {
    if config.database_url.is_empty() && !config.data_dir.join("PG_VERSION").exists() {
        report.add(&Finding::warning(
            Check::Database,
            Wording::new("cli-doctor-database-none").put("path", &config.data_dir.display()),
            Wording::new("cli-doctor-database-none-fix"),
        ));
        return None;
    }
    match crate::cli::database::in_use(config) {
        Ok(found) => Some(found),
        Err(error) => {
            report.add(&Finding::problem(
                Check::Database,
                Wording::new("cli-doctor-database-start").put("error", &error),
                Wording::new("cli-doctor-database-start-fix"),
            ));
            None
        }
    }
}

/// Connects to `url` and checks its migrations; the channels with a game in progress, when the
/// database can say.
pub async fn check(url: &str, report: &mut Report) -> Option<Vec<ChannelGames>> {
    let unreachable = |error: &dyn std::fmt::Display| {
        Finding::problem(
            Check::Database,
            Wording::new("cli-doctor-database-unreachable").put("error", &error),
            Wording::new("cli-doctor-database-unreachable-fix"),
        )
    };
    let mut conn =
        match tokio::time::timeout(CONNECT_WITHIN, sqlx::PgConnection::connect(url)).await {
            Ok(Ok(conn)) => conn,
            Ok(Err(error)) => {
                report.add(&unreachable(&error));
                return None;
            }
            Err(elapsed) => {
                report.add(&unreachable(&elapsed));
                return None;
            }
        };
    let version: String = sqlx::query_scalar("show server_version")
        .fetch_one(&mut conn)
        .await
        .unwrap_or_default();
    report.add(&Finding::ok(
        Check::Database,
        Wording::new("cli-doctor-database-ok").put("version", &version),
    ));
    let known: Vec<(i64, &[u8])> = MIGRATOR
        .iter()
        .filter(|m| m.migration_type.is_up_migration())
        .map(|m| (m.version, &*m.checksum))
        .collect();
    let applied = match doctor::applied_migrations(&mut conn, &MIGRATOR.table_name).await {
        Ok(applied) => applied.unwrap_or_default(),
        Err(error) => {
            report.add(&unreadable(Check::Migrations, &error));
            return None;
        }
    };
    let migrations = Migrations::compare(&known, &applied);
    for finding in migrations.findings() {
        report.add(&finding);
    }
    match doctor::channels_with_games(&mut conn).await {
        Ok(channels) => Some(channels),
        // Not migrated yet (or not this binary's schema): there are no games to look at.
        Err(_) if !migrations.pending.is_empty() || !migrations.unknown.is_empty() => None,
        Err(error) => {
            report.add(&unreadable(Check::Database, &error));
            None
        }
    }
}

fn unreadable(check: Check, error: &sqlx::Error) -> Finding {
    Finding::problem(
        check,
        Wording::new("cli-doctor-database-unreadable").put("error", error),
        Wording::new("cli-doctor-database-unreadable-fix"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn applied(version: i64, success: bool, checksum: &[u8]) -> AppliedMigration {
        AppliedMigration {
            version,
            success,
            checksum: checksum.to_vec(),
        }
    }

    #[test]
    fn migrations_are_pending_unknown_changed_or_failed() {
        let known: [(i64, &[u8]); 4] = [(1, b"a"), (2, b"b"), (3, b"c"), (4, b"d")];
        let all = [
            applied(1, true, b"a"),
            applied(2, true, b"b"),
            applied(3, true, b"c"),
            applied(4, true, b"d"),
        ];
        let same = Migrations::compare(&known, &all);
        assert_eq!(same.applied, 4);
        assert_eq!(same.findings().len(), 1);
        assert_eq!(
            same.findings()[0].verdict,
            super::super::report::Verdict::Ok
        );
        let older = Migrations::compare(&known, &all[..2]);
        assert_eq!((older.pending, older.applied), (vec![3, 4], 2));
        let newer = [all.as_slice(), &[applied(5, true, b"e")]].concat();
        assert_eq!(Migrations::compare(&known, &newer).unknown, [5]);
        let odd = [
            applied(1, true, b"a"),
            applied(2, false, b"b"),
            applied(3, true, b"x"),
        ];
        let odd = Migrations::compare(&known, &odd);
        assert_eq!(
            (odd.failed, odd.changed, odd.pending),
            (vec![2], vec![3], vec![4])
        );
    }

    #[test]
    fn a_database_newer_than_the_binary_is_a_problem_and_pending_ones_a_warning() {
        use super::super::report::Verdict;
        let known: [(i64, &[u8]); 2] = [(1, b"a"), (2, b"b")];
        let newer = Migrations::compare(
            &known,
            &[
                applied(1, true, b"a"),
                applied(2, true, b"b"),
                applied(3, true, b"c"),
            ],
        );
        let verdicts: Vec<Verdict> = newer.findings().iter().map(|f| f.verdict).collect();
        assert_eq!(verdicts, [Verdict::Problem]);
        let older = Migrations::compare(&known, &[]);
        let verdicts: Vec<Verdict> = older.findings().iter().map(|f| f.verdict).collect();
        assert_eq!(verdicts, [Verdict::Warning]);
    }
}
