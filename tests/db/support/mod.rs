//! The one support module of the database tests: services and requests for service tests
//! (`service`, re-exported here), the end-to-end table of the real bot against the fake
//! Discord (`table`), waits on real signals (`waits`), and the hostile-names audit (`audit`).

pub mod audit;
pub mod service;
pub mod table;
pub mod waits;

pub use service::*;
