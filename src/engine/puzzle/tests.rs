//! The puzzle's pure logic on fixed positions and seeded self-play: answers ranked as a scan of
//! every legal play ranks them, bad answers refused for the game's reasons, candidates taken
//! from a game as it stood, and the choice of position.

use super::*;
use crate::engine::board::Board;
use crate::engine::formats::cgp::CgpPosition;
use crate::engine::game::GameError;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::{Move, all_moves, sort_best_first};
use crate::engine::notation::parse_play;
use crate::engine::placement::PlacementError;
use crate::engine::rack::Rack;
use crate::engine::variant::Variant;

/// CAT across from 8H, and `rack`.
fn position(rack: &str) -> (Variant, Board, Rack) {
    let rows: Vec<&str> = (0..15)
        .map(|r| if r == 7 { "7CAT5" } else { "15" })
        .collect();
    let cgp = CgpPosition::read(&format!("{} {rack}/ 0/0 0", rows.join("/"))).unwrap();
    (Variant::classic(), cgp.board, cgp.racks[0].clone())
}

#[test]
fn every_legal_play_ranks_as_a_scan_of_all_plays_says() {
    let lexicon = Lexicon::enable();
    let (variant, board, rack) = position("DEIORSU");
    let mut moves = all_moves(&variant, &lexicon, &board, &rack);
    sort_best_first(&mut moves);
    assert!(moves.len() > 100, "{}", moves.len());
    let mut shared = false;
    for m in moves
        .iter()
        .step_by(7)
        .chain([moves[0], *moves.last().unwrap()].iter())
    {
        let ranking = rank_play(&variant, &lexicon, &board, &rack, &m.placement()).unwrap();
        let more = moves.iter().filter(|o| o.score() > m.score()).count();
        let same = moves.iter().filter(|o| o.score() == m.score()).count();
        assert_eq!(ranking.score, m.score());
        assert_eq!(ranking.rank, more + 1, "{m:?}");
        assert_eq!(ranking.plays, moves.len());
        assert_eq!(ranking.tied, same - 1);
        assert_eq!(ranking.is_best(), m.score() == moves[0].score());
        shared |= same > 1 && more > 0;
    }
    assert!(shared, "some plays share a rank");
    let last = rank_play(
        &variant,
        &lexicon,
        &board,
        &rack,
        &moves.last().unwrap().placement(),
    );
    assert!(!last.unwrap().is_best(), "the lowest play is not the best");
}

#[test]
fn the_solution_holds_every_play_with_the_top_score() {
    let lexicon = Lexicon::enable();
    let (variant, board, rack) = position("AEINRST");
    let moves = all_moves(&variant, &lexicon, &board, &rack);
    let top = moves.iter().map(Move::score).max().unwrap();
    let solution = solve(&variant, &lexicon, &board, &rack);
    assert_eq!(solution.best_score, top);
    assert_eq!(solution.plays, moves.len());
    let expected = moves.iter().filter(|m| m.score() == top).count();
    assert_eq!(solution.best.len(), expected);
    assert!(solution.best.iter().all(|m| m.score() == top));
    for best in &solution.best {
        let ranking = rank_play(&variant, &lexicon, &board, &rack, &best.placement()).unwrap();
        assert!(ranking.is_best() && ranking.rank == 1);
    }
}

#[test]
fn answers_the_rules_refuse_are_refused_with_the_reason() {
    let lexicon = Lexicon::enable();
    let (variant, board, rack) = position("DEIORSU");
    let tiles = &variant.tiles;
    let play = |coord: &str, word: &str| parse_play(tiles, &board, coord, word).unwrap();
    let rank = |p| rank_play(&variant, &lexicon, &board, &rack, &p);
    // A Z the rack does not have.
    let Err(GameError::TilesNotOnRack(missing)) = rank(play("I7", "ZAS")) else {
        panic!("the Z is not on the rack");
    };
    assert_eq!(missing[0].tile, "Z");
    // Two S where the rack has one.
    assert!(matches!(
        rank(play("I7", "SASS")),
        Err(GameError::TilesNotOnRack(_))
    ));
    // Tiles away from the board.
    assert_eq!(
        rank(play("1A", "DIE")),
        Err(GameError::Placement(PlacementError::NotConnected))
    );
    // Words not in the lexicon, named.
    assert_eq!(
        rank(play("8K", "ODI")),
        Err(GameError::InvalidWords(vec!["CATODI".to_owned()]))
    );
    // The same play written well is ranked.
    assert!(rank(play("8K", "S")).is_ok());
}

fn assessed(plays: usize, best: u32, worst: u32, miss: u32) -> Assessed {
    Assessed {
        plays,
        best,
        worst,
        miss,
        agrees: true,
        gap: 0.0,
    }
}

fn clear(plays: usize, best: u32, miss: u32, agrees: bool, gap: f32) -> Assessed {
    Assessed {
        agrees,
        gap,
        ..assessed(plays, best, 2, miss)
    }
}

#[test]
fn the_widest_equity_gap_with_answers_agreeing_makes_the_puzzle() {
    let options = vec![
        ("big miss, narrow gap", clear(50, 60, 40, true, 1.5)),
        ("wide gap", clear(50, 30, 0, true, 22.0)),
        (
            "wider gap, answers disagree",
            clear(50, 70, 50, false, 35.0),
        ),
        ("wide gap, a miss", clear(50, 30, 6, true, 22.0)),
        ("no puzzle, widest gap", clear(1, 90, 90, true, 90.0)),
    ];
    let (chosen, _) = choose(options.clone()).unwrap();
    assert_eq!(chosen, "wide gap, a miss", "the miss breaks the tie");
    let (chosen, _) = choose(options[..3].to_vec()).unwrap();
    assert_eq!(chosen, "wide gap", "a gap beats a bigger miss");
    let (chosen, _) = choose([options[2], options[0]]).unwrap();
    assert_eq!(
        chosen, "big miss, narrow gap",
        "answers agreeing beat a wider gap"
    );
    let (chosen, _) = choose([options[2]]).unwrap();
    assert_eq!(
        chosen, "wider gap, answers disagree",
        "still a puzzle when alone"
    );
}

#[test]
fn the_equity_gap_is_the_best_play_less_the_second_best_by_static_equity() {
    use crate::engine::ai::LeaveJudge;
    use crate::engine::ai::equity::{StaticEquity, leave_after};
    let lexicon = Lexicon::enable();
    let game = self_play_game(Variant::classic(), &lexicon, 7);
    let judge = LeaveJudge::new(&game.variant().tiles);
    let mut agreeing = 0;
    for candidate in candidates_of(&game).iter().take(8) {
        let position = &candidate.position;
        let value = StaticEquity::new(&judge, position.bag_len);
        let moves = all_moves(game.variant(), &lexicon, &position.board, &position.rack);
        let mut valued: Vec<(f32, u32)> = moves
            .iter()
            .map(|m| {
                let leave = leave_after(&position.rack, &m.rack_tiles());
                (value.of_play(m.score(), &leave), m.score())
            })
            .collect();
        valued.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
        let assessed = assess(game.variant(), &lexicon, candidate);
        let top_score = moves.iter().map(Move::score).max().unwrap();
        assert!(
            (assessed.gap - (valued[0].0 - valued[1].0)).abs() < 0.01,
            "{assessed:?}"
        );
        assert_eq!(assessed.agrees, valued[0].1 == top_score, "{assessed:?}");
        agreeing += usize::from(assessed.agrees);
    }
    assert!(
        agreeing > 0,
        "the best play by equity often scores most too"
    );
}

#[test]
fn the_biggest_miss_makes_the_puzzle_then_the_best_score_then_the_first() {
    assert!(
        !assessed(1, 20, 20, 0).is_puzzle(),
        "one play: nothing to find"
    );
    assert!(
        !assessed(5, 12, 12, 0).is_puzzle(),
        "every play scores the same"
    );
    assert!(!assessed(0, 0, 0, 0).is_puzzle(), "no play at all");
    assert!(assessed(2, 13, 12, 0).is_puzzle());

    let options = vec![
        ("no puzzle", assessed(1, 90, 90, 90)),
        ("small miss", assessed(50, 40, 2, 10)),
        ("big miss", assessed(50, 30, 2, 25)),
        ("big miss, higher best", assessed(50, 60, 2, 25)),
        ("same again", assessed(50, 60, 2, 25)),
    ];
    let (chosen, _) = choose(options.clone()).unwrap();
    assert_eq!(chosen, "big miss, higher best");
    let (chosen, _) = choose(options[..3].to_vec()).unwrap();
    assert_eq!(chosen, "big miss");
    let (chosen, _) = choose(options[..2].to_vec()).unwrap();
    assert_eq!(chosen, "small miss");
    assert_eq!(choose(options[..1].to_vec()), None);
    assert_eq!(choose(Vec::<((), Assessed)>::new()), None);
}

#[test]
fn candidates_are_the_positions_a_game_met_with_full_racks() {
    let lexicon = Lexicon::enable();
    let game = self_play_game(Variant::classic(), &lexicon, 11);
    assert_eq!(game.bag_len(), 0, "played until the bag is empty");
    assert_eq!(
        game,
        self_play_game(Variant::classic(), &lexicon, 11),
        "seeded"
    );
    let candidates = candidates_of(&game);
    assert!(candidates.len() >= 10, "{}", candidates.len());
    let history = game.history();
    for candidate in &candidates {
        let turn = &history[candidate.turn];
        let position = &candidate.position;
        assert_eq!(position.rack, turn.rack, "the rack the player held");
        assert_eq!(position.rack.len(), 7);
        // The board as it was: every tile placed before this turn, and no other.
        let placed_before: usize = history[..candidate.turn]
            .iter()
            .map(|t| match &t.kind {
                crate::engine::game::TurnKind::Play { placement, .. } => placement.tiles.len(),
                _ => 0,
            })
            .sum();
        assert!(placed_before > 0);
        assert_eq!(position.board.tiles().count(), placed_before);
        assert!(candidate.turn > 0, "the opening has an empty board");
        // Scores before the turn, the mover first.
        let before = |seat: usize| {
            history[..candidate.turn]
                .iter()
                .rev()
                .find(|t| t.player == seat)
                .map_or(0, |t| t.total)
        };
        assert_eq!(position.scores[0], before(turn.player));
        assert_eq!(position.scores[1], before(1 - turn.player));
        let assessed = assess(game.variant(), &lexicon, candidate);
        let moves = all_moves(game.variant(), &lexicon, &position.board, &position.rack);
        let best = moves.iter().map(Move::score).max().unwrap_or(0);
        assert_eq!(assessed.plays, moves.len());
        assert_eq!(assessed.best, best);
        assert_eq!(assessed.miss, best.saturating_sub(candidate.made as u32));
    }
    // A puzzle to choose: the clearest single answer of all (answers agreeing, widest gap).
    let all: Vec<Assessed> = candidates
        .iter()
        .map(|c| assess(game.variant(), &lexicon, c))
        .collect();
    let chosen = choose(candidates.iter().map(|c| c.turn).zip(all.iter().copied()));
    let (_, assessed) = chosen.unwrap();
    assert!(
        assessed.is_puzzle() && assessed.agrees && assessed.gap > 0.0,
        "{assessed:?}"
    );
    for other in all.iter().filter(|a| a.is_puzzle() && a.agrees) {
        assert!(other.gap <= assessed.gap, "{other:?} {assessed:?}");
    }
}
