//! The pictures of one game, as its players see them: a seeded game of the hard computer
//! ("Ann") against the medium one ("Bob") on ENABLE, stopped at a turn of Ann's for the board
//! post, her rack and her play's preview, then played out for the game over, the review's two
//! charts (static equity, as `lexicord review` judges without `--budget`) and the replay.

use std::path::Path;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use lexicord::bot::pictures::board_labels;
use lexicord::cli::render_replay::frames_from_gcg;
use lexicord::engine::ai::{self, Level, ReviewSettings, TurnReview};
use lexicord::engine::english::english;
use lexicord::engine::formats::gcg::{self, Disclosure};
use lexicord::engine::game::{Command, Game, GameSettings, TurnKind};
use lexicord::engine::layout::Pos;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::placement::Placement;
use lexicord::engine::suggest;
use lexicord::engine::tiles::BLANK;
use lexicord::engine::variant::Variant;
use lexicord::engine::wording::Wording;
use lexicord::kinds::Language;
use lexicord::render::{self, BoardView, PlayerLine, ScoreLine, WinChart, WinWords};

use super::{say, write};

/// The game's seed: the same game every run.
const SEED: u64 = 7;
/// The board post is the one before Ann's first play at or after this turn.
const SHOWN_TURN: usize = 12;
const NAMES: [&str; 2] = ["Ann", "Bob"];
const LEVELS: [Level; 2] = [Level::Hard, Level::Medium];

/// Every picture of the game.
pub fn pictures(dir: &Path) -> anyhow::Result<()> {
    let lexicon = Lexicon::enable();
    let (mut game, _) = Game::new(Variant::classic(), GameSettings::default(), 2, SEED)?;
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut shown = false;
    while let Some(seat) = game.to_move() {
        let command = if game.awaiting_final_challenge() {
            Command::Pass { player: seat }
        } else {
            ai::command(&game, seat, LEVELS[seat], &lexicon, &mut rng)
        };
        let plays = matches!(command, Command::Play { .. });
        if !shown && seat == 0 && plays && game.history().len() >= SHOWN_TURN {
            turn_pictures(dir, &game, &command, &lexicon)?;
            shown = true;
        }
        game.apply(&command, &lexicon)?;
    }
    write(dir, "game-over.png", &board_png(&game, last_play(&game))?)?;
    review_pictures(dir, &game, &lexicon)?;
    let names: Vec<String> = NAMES.iter().map(|&n| n.to_owned()).collect();
    let record = gcg::record_of(&game, &names, "enable", Disclosure::Table);
    let (variant, frames) = frames_from_gcg(gcg::write(&record).as_bytes())?;
    write(dir, "replay.gif", &render::replay_gif(&variant, &frames)?)?;
    Ok(())
}

/// The board post before Ann's play, her rack DM and the preview of the play she will make.
fn turn_pictures(
    dir: &Path,
    game: &Game,
    command: &Command,
    lexicon: &Lexicon,
) -> anyhow::Result<()> {
    write(dir, "board.png", &board_png(game, last_play(game))?)?;
    // As the rack DM shows it: letters in alphabet order, then blanks.
    let mut rack = game.rack(0).tiles();
    rack.sort_by_key(|&t| (t == BLANK, t));
    write(
        dir,
        "rack.png",
        &render::rack_png(&game.variant().tiles, &rack)?,
    )?;
    if let Command::Play { placement, .. } = command {
        print_suggestions(game, placement);
    }
    let mut after = game.clone();
    after.apply(command, lexicon)?;
    let score = after.history().last().map_or(0, |t| t.score);
    let view = BoardView {
        variant: game.variant(),
        board: after.board(),
        last_play: last_play(&after),
        players: vec![PlayerLine {
            name: say("preview-picture-name"),
            score,
            to_move: false,
        }],
        bag_count: game.bag_len(),
        blocked: Vec::new(),
    };
    write(dir, "preview.png", &render::board_png(&view)?)
}

/// Prints the play Ann makes and what Discord suggests for `at:` once its word is typed (the
/// playing guide quotes them).
fn print_suggestions(game: &Game, placement: &Placement) {
    let play = format_play(
        &game.variant().tiles,
        game.board(),
        placement,
        ThroughStyle::Letters,
    );
    println!("Ann plays {play}; suggestions for word:{}", play.word);
    for found in suggest::placements(game, 0, &play.word)
        .unwrap_or_default()
        .iter()
        .take(8)
    {
        println!("  {}", found.label);
    }
}

/// The board as the turn post draws it, in English.
fn board_png(game: &Game, last_play: Vec<Pos>) -> anyhow::Result<Vec<u8>> {
    let players = NAMES
        .iter()
        .enumerate()
        .map(|(seat, &name)| PlayerLine {
            name: name.to_owned(),
            score: game.score(seat),
            to_move: game.to_move() == Some(seat),
        })
        .collect();
    let view = BoardView {
        variant: game.variant(),
        board: game.board(),
        last_play,
        players,
        bag_count: game.bag_len(),
        blocked: Vec::new(),
    };
    Ok(render::board_png_labelled(
        &view,
        &board_labels(Language::English),
    )?)
}

/// The squares of the last play still on the board.
fn last_play(game: &Game) -> Vec<Pos> {
    game.history()
        .iter()
        .rev()
        .find_map(|turn| match &turn.kind {
            TurnKind::Play { placement, .. } => {
                Some(placement.tiles.iter().map(|&(pos, _)| pos).collect())
            }
            _ => None,
        })
        .unwrap_or_default()
}

/// `/review`'s two charts for Ann: her chance of winning and both players' scores.
fn review_pictures(dir: &Path, game: &Game, lexicon: &Lexicon) -> anyhow::Result<()> {
    let reviews = ai::review_game(game, lexicon, &ReviewSettings::STATIC);
    let viewer = 0;
    let chances = ai::win_progress(game, &reviews, viewer).unwrap_or_default();
    let marked = marked_turns(game, &reviews, viewer);
    let title = english(&Wording::new("chart-win-title").put("player", &NAMES[viewer]));
    let [line, ring, end, turns] = [
        "chart-after-each-turn",
        "chart-big-loss",
        "chart-end",
        "chart-turns",
    ]
    .map(say);
    let win = render::win_chart_png(&WinChart {
        words: WinWords {
            title: &title,
            line: &line,
            ring: &ring,
            end: &end,
            turns: &turns,
        },
        seat: viewer,
        chances: &chances,
        marked: &marked,
        ends_with_result: chances.len() == reviews.len() + 2,
    })?;
    write(dir, "review-win.png", &win)?;
    let lines: Vec<ScoreLine> = NAMES
        .iter()
        .zip(ai::score_progress(game))
        .map(|(&name, totals)| ScoreLine {
            name: name.to_owned(),
            totals,
        })
        .collect();
    let score = render::score_chart_png(&lines, &say("chart-score-title"), &say("chart-moves"))?;
    write(dir, "review-score.png", &score)
}

/// The chart's rings, as the bot's review marks them: the viewer's turns that gave up a
/// twentieth of their chance of winning or more (1 is the first turn).
fn marked_turns(game: &Game, reviews: &[TurnReview], viewer: usize) -> Vec<usize> {
    reviews
        .iter()
        .enumerate()
        .filter(|(_, r)| game.history()[r.at].player == viewer)
        .filter(|(_, r)| {
            r.equity
                .as_ref()
                .and_then(|e| e.win_lost)
                .is_some_and(|w| w >= 0.05)
        })
        .map(|(i, _)| i + 1)
        .collect()
}
