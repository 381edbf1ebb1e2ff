//! The command-line subcommands of the `lexicord` binary: each reads files, calls the engine
//! and prints.

pub mod replay;
