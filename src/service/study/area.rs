//! The study area's type, over the shared handle.

crate::service::shared::area! {
    /// Review, practice, puzzles, records and ratings.
    Study
}
