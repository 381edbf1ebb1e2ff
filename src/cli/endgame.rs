//! `lexicord endgame`: solves the endgame of a position (CGP) with the bag empty, and prints
//! the best line for both players and the spread it ends at.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use super::analyze::threads;
use super::moves::read_position;
use crate::engine::ai::move_text;
use crate::engine::endgame::{Action, EndgamePosition, Ending, solve_until, solve_within};
use crate::engine::english::english;
use crate::engine::wording::Wording;

/// Solve the endgame of a position: both racks known, the bag empty.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The position in CGP, the player to move's rack first; an empty second rack is the
    /// tiles the player to move cannot see.
    #[arg(long)]
    pub cgp: String,
    /// Word list, one word a line, in the position's tile set (default: the built-in ENABLE).
    #[arg(long)]
    pub lexicon: Option<PathBuf>,
    /// Positions the search may look at (default: no limit); if that does not prove the
    /// spread, the best line of the deepest search it finished, marked unproven.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Threads of a search with no limit of positions (0: every core): they share what they
    /// learn, and the first to prove the spread ends the search; the spread is the same on
    /// any number, the line may be another of the same value. A search with `--nodes` is on
    /// one thread, so that the same budget always gives the same answer.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
}

/// Prints the solution (see [`solution_text`]).
pub fn execute(args: &Args) -> anyhow::Result<ExitCode> {
    print!("{}", solution_text(args)?);
    Ok(ExitCode::SUCCESS)
}

/// The best line, one turn a line (`1. player 1: 8H CAT 5`, `2. player 2: pass`), how the game
/// ends and the spread: what the rest of the game adds and the final spread, both for the
/// player to move (player 1); then, if the budget of positions ended the search before it
/// proved the spread, a line saying so and how deep the line was searched.
pub fn solution_text(args: &Args) -> anyhow::Result<String> {
    let (cgp, variant, lexicon) =
        read_position(&args.cgp, args.lexicon.as_deref(), "cli-endgame-board")?;
    let position = EndgamePosition::from_cgp(&cgp, &variant)?;
    let solution = match args.nodes {
        Some(nodes) => solve_within(&variant, &lexicon, &position, nodes)?,
        None => solve_until(
            &variant,
            &lexicon,
            &position,
            threads(args.threads),
            &mut |_| false,
        )?,
    };
    let mut out = String::new();
    for (i, step) in solution.line.iter().enumerate() {
        let turn = match step.action {
            Action::Play(play) => format!("{} {}", move_text(&variant.tiles, &play), step.points),
            Action::Pass => "pass".to_owned(),
        };
        let line = Wording::new("cli-endgame-turn")
            .number("step", i + 1)
            .number("player", step.seat + 1)
            .put("turn", &turn);
        writeln!(out, "{}", english(&line))?;
    }
    let ending = match solution.ending {
        Ending::WentOut { seat } => Wording::new("cli-endgame-goes-out").number("player", seat + 1),
        Ending::ScorelessTurns => Wording::new("cli-endgame-scoreless"),
        Ending::Unfinished => Wording::new("cli-endgame-unfinished"),
    };
    let end = Wording::new("cli-endgame-end")
        .said("ending", ending)
        .put("adjustment", &format!("{:+}", solution.adjustment));
    let spread = Wording::new("cli-endgame-spread")
        .put("spread", &format!("{:+}", solution.spread))
        .put("final", &format!("{:+}", solution.final_spread));
    writeln!(out, "{}\n{}", english(&end), english(&spread))?;
    if !solution.proven {
        let unproven = Wording::new("cli-endgame-unproven")
            .number("nodes", args.nodes.unwrap_or(solution.nodes))
            .number("depth", solution.depth);
        writeln!(out, "{}", english(&unproven))?;
    }
    Ok(out)
}
