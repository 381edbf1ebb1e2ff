//! The `lexicord` binary.
fn main() {}
