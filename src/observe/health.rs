//! Readiness: whether this process can do its work now (the database reachable with every
//! migration applied, every Discord shard it runs connected or resuming), and if not, why, in
//! words for the operator (the body of `/readyz`). Liveness (`/healthz`) needs no check: the
//! process answers.

use super::labels::ShardState;

/// What the database said to the readiness check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DatabaseHealth {
    /// It answered; this many of the binary's migrations are not applied to it.
    Reachable { pending_migrations: usize },
    /// It refused or failed: the error.
    Unreachable(String),
    /// It did not answer within this long.
    NoAnswer(std::time::Duration),
}

/// Where this process's Discord shards stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShardsHealth {
    /// How many shards to run is not known yet: Discord has not been reached since the start.
    NotStarted,
    /// Every shard this process runs, by number, with its state.
    Shards(Vec<(u32, ShardState)>),
}

/// What readiness is judged on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checks {
    pub database: DatabaseHealth,
    pub shards: ShardsHealth,
}

/// The verdict: ready, or not with every reason found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Readiness {
    Ready,
    NotReady(Vec<String>),
}

/// Ready when the database answers with no migration pending and every shard is connected or
/// resuming (a shard resuming its session keeps its events: a short network drop does not make
/// the process unready).
pub fn readiness(checks: &Checks) -> Readiness {
    let mut reasons = Vec::new();
    match &checks.database {
        DatabaseHealth::Reachable {
            pending_migrations: 0,
        } => {}
        DatabaseHealth::Reachable { pending_migrations } => reasons.push(format!(
            "database: {pending_migrations} migration(s) of this version not applied"
        )),
        DatabaseHealth::Unreachable(error) => {
            reasons.push(format!("database: not reachable ({error})"));
        }
        DatabaseHealth::NoAnswer(within) => {
            reasons.push(format!("database: no answer within {within:?}"));
        }
    }
    match &checks.shards {
        ShardsHealth::NotStarted => reasons.push("discord: not connected yet".to_owned()),
        ShardsHealth::Shards(shards) if shards.is_empty() => {
            reasons.push("discord: no shard runs".to_owned());
        }
        ShardsHealth::Shards(shards) => {
            for (shard, state) in shards.iter().filter(|(_, state)| !state.serves()) {
                reasons.push(format!(
                    "discord: shard {shard} not serving ({})",
                    crate::engine::names::Named::name(*state)
                ));
            }
        }
    }
    if reasons.is_empty() {
        Readiness::Ready
    } else {
        Readiness::NotReady(reasons)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checks(database: DatabaseHealth, shards: &[(u32, ShardState)]) -> Checks {
        Checks {
            database,
            shards: ShardsHealth::Shards(shards.to_vec()),
        }
    }

    const UP: DatabaseHealth = DatabaseHealth::Reachable {
        pending_migrations: 0,
    };

    #[test]
    fn connected_or_resuming_shards_on_a_migrated_database_are_ready() {
        let shards = [(0, ShardState::Connected), (1, ShardState::Resuming)];
        assert_eq!(readiness(&checks(UP, &shards)), Readiness::Ready);
    }

    #[test]
    fn a_database_down_is_not_ready_and_says_why() {
        let down = DatabaseHealth::Unreachable("connection refused".to_owned());
        assert_eq!(
            readiness(&checks(down, &[(0, ShardState::Connected)])),
            Readiness::NotReady(vec![
                "database: not reachable (connection refused)".to_owned()
            ])
        );
    }

    #[test]
    fn pending_migrations_are_not_ready() {
        let behind = DatabaseHealth::Reachable {
            pending_migrations: 2,
        };
        let Readiness::NotReady(reasons) =
            readiness(&checks(behind, &[(0, ShardState::Connected)]))
        else {
            panic!("ready with migrations pending");
        };
        assert_eq!(
            reasons,
            ["database: 2 migration(s) of this version not applied"]
        );
    }

    #[test]
    fn each_shard_not_serving_is_named() {
        let shards = [
            (0, ShardState::Connected),
            (1, ShardState::Disconnected),
            (2, ShardState::Identifying),
        ];
        assert_eq!(
            readiness(&checks(UP, &shards)),
            Readiness::NotReady(vec![
                "discord: shard 1 not serving (disconnected)".to_owned(),
                "discord: shard 2 not serving (identifying)".to_owned(),
            ])
        );
    }

    #[test]
    fn before_discord_is_reached_and_with_no_shard_it_is_not_ready() {
        let not_started = Checks {
            database: UP,
            shards: ShardsHealth::NotStarted,
        };
        assert_eq!(
            readiness(&not_started),
            Readiness::NotReady(vec!["discord: not connected yet".to_owned()])
        );
        assert_eq!(
            readiness(&checks(UP, &[])),
            Readiness::NotReady(vec!["discord: no shard runs".to_owned()])
        );
        // Both reasons at once: every one is said.
        let down = DatabaseHealth::NoAnswer(std::time::Duration::from_secs(3));
        let Readiness::NotReady(reasons) = readiness(&checks(down, &[(0, ShardState::Handshake)]))
        else {
            panic!("ready with nothing working");
        };
        assert_eq!(
            reasons,
            [
                "database: no answer within 3s",
                "discord: shard 0 not serving (handshake)"
            ]
        );
    }
}
