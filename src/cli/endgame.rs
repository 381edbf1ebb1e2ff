//! `lexicord endgame`: solves the endgame of a position (CGP) with the bag empty, and prints
//! the best line for both players and the spread it ends at.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use super::moves::read_position;
use crate::engine::ai::move_text;
use crate::engine::endgame::{Action, EndgamePosition, Ending, solve_within};
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
    let nodes = args.nodes.unwrap_or(u64::MAX);
    let solution = solve_within(&variant, &lexicon, &position, nodes)?;
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
            .number("nodes", nodes)
            .number("depth", solution.depth);
        writeln!(out, "{}", english(&unproven))?;
    }
    Ok(out)
}
