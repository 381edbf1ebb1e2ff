//! Tests against a real PostgreSQL: the store, the service layer and the bot end to end. They all
//! live in this one test binary so that a run needs one throwaway cluster.

mod clocks;
mod schema;
mod throwaway_cluster;
