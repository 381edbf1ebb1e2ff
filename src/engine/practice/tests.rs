//! Practice positions on seeded games: the best play by equity gives nothing up and is never a
//! position, a worse play is one with the equity it gave up, a missed bingo comes before any
//! other mistake, and answers are judged by equity with the game's own refusals.

use super::*;
use crate::engine::ai::LeaveJudge;
use crate::engine::ai::equity::{StaticEquity, top_plays};
use crate::engine::board::Board;
use crate::engine::game::{ChallengeRule, Command, Game, GameError, GameSettings, Seat};
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Move, all_moves};
use crate::engine::puzzle::PuzzlePosition;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

fn new_game(seed: u64) -> Game {
    let settings = GameSettings {
        challenge: ChallengeRule::Void,
        ..GameSettings::default()
    };
    Game::new(Variant::classic(), settings, 2, seed).unwrap().0
}

/// The best play of the player to move by static equity.
fn best_now(game: &Game, lexicon: &Lexicon) -> Option<Move> {
    let seat = game.to_move()?;
    let judge = LeaveJudge::new(&game.variant().tiles);
    let value = StaticEquity::new(&judge, game.bag_len());
    let ranked = top_plays(
        game.variant(),
        lexicon,
        game.board(),
        game.rack(seat),
        value,
        1,
    );
    ranked.best.first().map(|v| v.play)
}

/// The lowest-scoring play of the player to move (the last in best-first order).
fn worst_now(game: &Game, lexicon: &Lexicon) -> Option<Move> {
    let seat = game.to_move()?;
    let mut moves = all_moves(game.variant(), lexicon, game.board(), game.rack(seat));
    crate::engine::movegen::sort_best_first(&mut moves);
    moves.last().copied()
}

fn play(game: &mut Game, lexicon: &Lexicon, m: Option<Move>) {
    let player = game.to_move().unwrap();
    let command = match m {
        Some(m) => Command::Play {
            player,
            placement: m.placement(),
        },
        None => Command::Pass { player },
    };
    game.apply(&command, lexicon).unwrap();
}

/// Seat 0 plays its best play by equity, seat 1 its lowest-scoring play, for `turns` turns.
fn best_against_worst(seed: u64, turns: usize, lexicon: &Lexicon) -> Game {
    let mut game = new_game(seed);
    for _ in 0..turns {
        let Some(seat) = game.to_move() else { break };
        let m = if seat == 0 {
            best_now(&game, lexicon)
        } else {
            worst_now(&game, lexicon)
        };
        play(&mut game, lexicon, m);
    }
    game
}

#[test]
fn the_best_play_gives_nothing_up_and_a_worse_one_is_a_position_with_its_loss() {
    let lexicon = Lexicon::enable();
    let game = best_against_worst(3, 12, &lexicon);
    let best_player = assess_turns(&game, 0, &lexicon);
    assert!(best_player.len() >= 5, "{}", best_player.len());
    for turn in &best_player {
        assert!(turn.loss() < 0.01, "the best play loses nothing: {turn:?}");
        assert_eq!(turn.position.rack, game.history()[turn.turn].rack);
        assert!(!turn.missed_bingo);
    }
    assert!(
        mistakes(best_player).is_empty(),
        "the best play is never a practice position"
    );

    let worst_player = assess_turns(&game, 1, &lexicon);
    let judge = LeaveJudge::new(&game.variant().tiles);
    for turn in &worst_player {
        let history = &game.history()[turn.turn];
        assert_eq!(history.player, 1, "only the player's own turns");
        let Made::Play { placement, score } = &turn.made else {
            panic!("seat 1 always played: {:?}", turn.made)
        };
        // The equity of the move made, as every legal play of the rack values it.
        let value = StaticEquity::new(&judge, turn.position.bag_len);
        let moves = all_moves(
            game.variant(),
            &lexicon,
            &turn.position.board,
            &turn.position.rack,
        );
        let of = |m: &Move| {
            let leave =
                crate::engine::ai::equity::leave_after(&turn.position.rack, &m.rack_tiles());
            value.of_play(m.score(), &leave)
        };
        let made = moves.iter().find(|m| m.placement() == *placement).unwrap();
        assert_eq!(made.score() as i32, *score);
        assert!((of(made) - turn.made_equity).abs() < 0.01);
        let top = moves.iter().map(of).fold(f32::MIN, f32::max);
        assert!((top - turn.best_equity).abs() < 0.01, "{top} {turn:?}");
        assert!(turn.best.iter().all(|m| (of(m) - top).abs() < 0.01));
    }
    let practice = mistakes(worst_player.clone());
    assert!(!practice.is_empty());
    assert!(practice.iter().all(|t| t.loss() >= MIN_LOSS - 0.01));
    for pair in practice.windows(2) {
        assert!(pair[0].practice_order(&pair[1]).is_le(), "{pair:?}");
    }
    assert_eq!(practice, practice_positions(&game, 1, &lexicon));
}

#[test]
fn a_missed_bingo_comes_before_any_other_mistake() {
    let lexicon = Lexicon::enable();
    // A seed whose opener holds a bingo; the opener plays their lowest-scoring play instead.
    let (seed, game) = (0..400u64)
        .find_map(|seed| {
            let game = new_game(seed);
            let best = best_now(&game, &lexicon)?;
            (best.tiles_placed() == 7).then_some((seed, game))
        })
        .expect("a seed deals an opening bingo");
    let opener: Seat = game.to_move().unwrap();
    let mut game = game;
    for _ in 0..10 {
        let Some(seat) = game.to_move() else { break };
        let m = if seat == opener {
            worst_now(&game, &lexicon)
        } else {
            best_now(&game, &lexicon)
        };
        play(&mut game, &lexicon, m);
    }
    let practice = practice_positions(&game, opener, &lexicon);
    let first = &practice[0];
    assert!(first.missed_bingo, "seed {seed}: {practice:?}");
    assert!(first.best[0].tiles_placed() == 7);
    let opening = practice.iter().find(|t| t.turn == 0).expect("the opening");
    assert!(opening.missed_bingo && opening.position.board.is_empty());
    // Every missed bingo before every other mistake, each kind by the equity given up.
    let missed = practice.iter().take_while(|t| t.missed_bingo).count();
    assert!(practice[missed..].iter().all(|t| !t.missed_bingo));
    let biggest_other = practice[missed..]
        .iter()
        .map(PracticeTurn::loss)
        .fold(0.0, f32::max);
    let biggest_missed = practice[..missed]
        .iter()
        .map(PracticeTurn::loss)
        .fold(0.0, f32::max);
    assert!(
        practice
            .get(missed)
            .is_none_or(|t| (t.loss() - biggest_other).abs() < 1e-3)
    );
    assert!((practice[0].loss() - biggest_missed).abs() < 1e-3);
}

fn turn(at: usize, missed_bingo: bool, loss: f32) -> PracticeTurn {
    PracticeTurn {
        turn: at,
        position: PuzzlePosition {
            board: Board::empty(15, 15),
            rack: Rack::empty(26),
            scores: vec![0, 0],
            bag_len: 80,
        },
        made: Made::Pass,
        made_equity: 10.0,
        best: Vec::new(),
        best_equity: 10.0 + loss,
        missed_bingo,
    }
}

#[test]
fn practice_order_is_missed_bingos_then_the_biggest_loss_then_the_earliest() {
    let turns = vec![
        turn(0, false, 30.0),
        turn(1, true, 12.0),
        turn(2, false, 0.0),
        turn(3, false, 0.5),
        turn(4, true, 40.0),
        turn(5, false, 30.0),
        turn(6, false, 55.0),
    ];
    let order: Vec<usize> = mistakes(turns).iter().map(|t| t.turn).collect();
    // Best play (0) and a slip under a point (0.5) are no mistakes.
    assert_eq!(order, [4, 1, 6, 0, 5]);
}

#[test]
fn answers_are_judged_by_equity_and_bad_ones_refused_for_the_games_reasons() {
    let lexicon = Lexicon::enable();
    let game = best_against_worst(5, 6, &lexicon);
    let practice = practice_positions(&game, 1, &lexicon);
    let position = &practice[0];
    let variant = game.variant();
    let best = position.best[0];
    let right = judge_answer(
        variant,
        &lexicon,
        &position.position,
        &best.placement(),
        position.best_equity,
    )
    .unwrap();
    assert!(right.right && right.score == best.score());
    assert!((right.equity - position.best_equity).abs() < 0.01);
    let Made::Play { placement, .. } = &position.made else {
        panic!("{:?}", position.made)
    };
    let wrong = judge_answer(
        variant,
        &lexicon,
        &position.position,
        placement,
        position.best_equity,
    )
    .unwrap();
    assert!(!wrong.right);
    assert!((wrong.equity - position.made_equity).abs() < 0.01);
    // Tiles not on the rack: the game's refusal.
    let mut other = placement.clone();
    let absent = (1..=26u8)
        .find(|&t| position.position.rack.count(t) == 0)
        .unwrap();
    other.tiles[0].1 = crate::engine::tiles::Placed {
        letter: absent,
        blank: false,
    };
    assert!(matches!(
        judge_answer(variant, &lexicon, &position.position, &other, 0.0),
        Err(GameError::TilesNotOnRack(_))
    ));
}
