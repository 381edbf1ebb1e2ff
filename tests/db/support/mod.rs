//! The one support module of the database tests: services and requests for service tests
//! (`service`, re-exported here), the end-to-end table of the real bot against the fake
//! Discord (`table`), waits on real signals (`waits`), the hostile-names audit (`audit`), and
//! the bot's metrics and health read over HTTP (`scrape`).

pub mod audit;
pub mod scrape;
pub mod service;
pub mod table;
pub mod waits;

pub use service::*;
