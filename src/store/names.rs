//! Stored names written into SQL text where a parameter cannot go: the predicate of a partial
//! index an `on conflict` names, and the fragments the one queue splices into its claims. The
//! names come from their `Named` tables, never typed again.

use crate::engine::names::Named;

/// `value`'s stored name as an SQL string literal (`'finished'`). Names are fixed table
/// entries, plain words without quotes.
pub fn sql_name<T: Named>(value: T) -> String {
    let name = value.name();
    debug_assert!(!name.contains('\''), "a stored name holds no quote");
    format!("'{name}'")
}

/// The stored names of `values` as an SQL list (`'turn', 'notice'`), for `in (...)`.
pub fn sql_names<T: Named>(values: &[T]) -> String {
    values
        .iter()
        .map(|v| sql_name(*v))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kinds::GameStatus;

    #[test]
    fn names_are_written_as_sql_literals() {
        assert_eq!(sql_name(GameStatus::Finished), "'finished'");
        assert_eq!(
            sql_names(&[GameStatus::Lobby, GameStatus::Active]),
            "'lobby', 'active'"
        );
    }
}
