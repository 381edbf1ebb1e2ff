//! `lexicord-moves`: `lexicord moves` alone, in a binary that links only the engine and the
//! listing (no bot, database, Discord, async runtime or argument-parsing library). Same
//! options, same output. The bot's binary carries megabytes of code and relocations that a
//! listing never runs but that the loader still maps and touches; this one starts close to the
//! size of an empty program, which is what a memory comparison with a stand-alone engine
//! measures (docs/guide/benchmarks.md, "Listing every play, side by side with wolges").

use std::path::PathBuf;
use std::process::ExitCode;

use lexicord::cli::moves;

const USAGE: &str = "usage: lexicord-moves (--cgp CGP | --cgp-file FILE) [--all | --top N] \
                     [--lexicon|--words FILE] [--tileset NAME]\n\
                     Lists the legal plays of positions (CGP), best first, as `lexicord moves`.";

/// The options of `lexicord moves`, read by hand.
fn parse(mut words: impl Iterator<Item = String>) -> Result<moves::Args, String> {
    let mut args = moves::Args {
        lexicon: None,
        tileset: None,
        cgp: None,
        cgp_file: None,
        all: false,
        top: None,
    };
    while let Some(word) = words.next() {
        let mut value = || words.next().ok_or_else(|| format!("{word} needs a value"));
        match word.as_str() {
            "--lexicon" | "--words" => args.lexicon = Some(PathBuf::from(value()?)),
            "--tileset" => args.tileset = Some(value()?),
            "--cgp" => args.cgp = Some(value()?),
            "--cgp-file" => args.cgp_file = Some(PathBuf::from(value()?)),
            "--all" => args.all = true,
            "--top" => {
                let n = value()?;
                args.top = Some(n.parse().map_err(|_| format!("--top {n}: not a number"))?);
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if args.cgp.is_some() == args.cgp_file.is_some() {
        return Err("give one of --cgp and --cgp-file".into());
    }
    if args.all && args.top.is_some() {
        return Err("give --all or --top, not both".into());
    }
    Ok(args)
}

fn main() -> ExitCode {
    let words: Vec<String> = std::env::args().skip(1).collect();
    if words.iter().any(|w| w == "--help" || w == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let args = match parse(words.into_iter()) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("lexicord-moves: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    moves::execute(&args).unwrap_or_else(|error| {
        eprintln!("lexicord-moves: {error:#}");
        ExitCode::FAILURE
    })
}
