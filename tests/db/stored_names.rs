//! One name per stored value: every CHECK constraint that lists a text column's names, read
//! from the catalogue after the migrations, allows exactly the names of that column's `Named`
//! table; a name added on one side only (the expert level refused by a constraint, e73dad0)
//! fails here.

use std::collections::BTreeMap;

use lexicord::engine::ai::Level;
use lexicord::engine::game::{ChallengeRule, EndAdjustment, PlayerLevel, Role};
use lexicord::engine::names::Named;
use lexicord::kinds::{
    GameStatus, JobKind, Language, PuzzleSource, RackDelivery, ReviewAccess, SeatResult, SettledBy,
    TournamentJobKind, TournamentState,
};
use lexicord::store::outbox::OutboxKind;
use lexicord::tournament::pools::Pace;
use sqlx::PgPool;

/// Each stored text column with a list of names, and its type's names, sorted.
fn columns() -> BTreeMap<&'static str, Vec<&'static str>> {
    fn names<T: Named>() -> Vec<&'static str> {
        let mut names = T::names();
        names.sort_unstable();
        names
    }
    BTreeMap::from([
        ("games.adjustment", names::<EndAdjustment>()),
        ("games.challenge_rule", names::<ChallengeRule>()),
        ("games.status", names::<GameStatus>()),
        ("jobs.kind", names::<JobKind>()),
        ("leagues.challenge_rule", names::<ChallengeRule>()),
        ("outbox.kind", names::<OutboxKind>()),
        ("puzzles.source", names::<PuzzleSource>()),
        ("rating_history.pace", names::<Pace>()),
        ("ratings.pace", names::<Pace>()),
        ("seats.bot_level", names::<Level>()),
        ("seats.level", names::<PlayerLevel>()),
        ("seats.result", names::<SeatResult>()),
        ("seats.role", names::<Role>()),
        ("servers.challenge_rule", names::<ChallengeRule>()),
        ("servers.language", names::<Language>()),
        ("servers.rack_delivery", names::<RackDelivery>()),
        ("servers.review_access", names::<ReviewAccess>()),
        ("tournament_boards.settled_by", names::<SettledBy>()),
        ("tournament_jobs.kind", names::<TournamentJobKind>()),
        ("tournaments.challenge_rule", names::<ChallengeRule>()),
        ("tournaments.state", names::<TournamentState>()),
    ])
}

/// The names a constraint's definition lists (`CHECK ((status = ANY (ARRAY['lobby'::text,
/// 'active'::text])))`), sorted.
fn listed(definition: &str) -> Vec<String> {
    let mut names: Vec<String> = definition
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect();
    names.sort_unstable();
    names
}

#[sqlx::test]
async fn every_check_on_stored_names_allows_exactly_its_table(pool: PgPool) {
    let constraints: Vec<(String, String)> = sqlx::query_as(
        "select c.conrelid::regclass::text || '.' || a.attname, pg_get_constraintdef(c.oid) \
         from pg_constraint c \
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1] \
         where c.contype = 'c' and cardinality(c.conkey) = 1 \
           and pg_get_constraintdef(c.oid) like '%= ANY (ARRAY[%' \
         order by 1",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let expected = columns();
    let mut found: Vec<&str> = constraints.iter().map(|(c, _)| c.as_str()).collect();
    found.sort_unstable();
    let known: Vec<&str> = expected.keys().copied().collect();
    assert_eq!(
        found, known,
        "a column's names checked without a Named table here, or gone"
    );
    for (column, definition) in &constraints {
        assert_eq!(
            listed(definition),
            expected[column.as_str()],
            "{column}: the migrations allow other names than its table ({definition})"
        );
    }
}

#[test]
fn a_constraints_names_are_read_from_its_definition() {
    assert_eq!(
        listed("CHECK ((result = ANY (ARRAY['win'::text, 'loss'::text, 'draw'::text])))"),
        ["draw", "loss", "win"]
    );
}
