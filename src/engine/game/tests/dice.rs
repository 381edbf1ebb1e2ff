//! The dice game (rule book 002) played through the one game: dealing and rolling, the
//! "scrambled" mat, running short of dice, advanced play, lost turns, challenges and 200 to win.

use super::*;
use crate::engine::game::{Command, EndReason, OpeningDraw, TurnKind};
use crate::engine::variant::Variant;

/// A two-player dice game from `seed` under `challenge`, with its opening roll.
fn dice_game(advanced: bool, challenge: ChallengeRule, seed: u64) -> (Game, OpeningDraw) {
    let settings = settings(challenge, EndAdjustment::RuleBook);
    Game::new(Variant::dice(advanced), settings, 2, seed).unwrap()
}

/// `seat`'s rolled dice become dice of the cup showing `faces` (a test's arranged roll).
fn rolled(game: &mut Game, seat: Seat, faces: &str) {
    game.extras
        .dice
        .as_mut()
        .unwrap()
        .arrange_hand(seat, &tiles(faces));
    game.show_dice();
    game.check_dice_conserved().unwrap();
}

/// The placement of `word` on the 9x9 mat from `at` ("A5"), skipping filled squares.
fn on_mat(game: &Game, at: &str, dir: Direction, word: &str) -> Placement {
    let set = TileSet::english();
    let col = at.as_bytes()[0] - b'A';
    let row = at[1..].parse::<u8>().unwrap() - 1;
    let mut placed = Vec::new();
    for (i, c) in word.chars().enumerate() {
        let pos = Pos::new(row, col).step(dir, i as i16, 9, 9).unwrap();
        if game.board().get(pos).is_none() {
            placed.push((pos, Placed::tile(set.letter_of(c).unwrap())));
        }
    }
    Placement { dir, tiles: placed }
}

fn play_on_mat(
    game: &mut Game,
    player: Seat,
    at: &str,
    dir: Direction,
    word: &str,
    dict: &HashSet<Vec<u8>>,
) -> Result<Outcome, GameError> {
    let placement = on_mat(game, at, dir, word);
    let outcome = game.apply(&Command::Play { player, placement }, dict);
    game.check_dice_conserved().unwrap();
    outcome
}

/// The words on the mat, read across and down, as text.
fn mat_letters(game: &Game) -> String {
    let set = TileSet::english();
    let mut squares: Vec<_> = game.board().tiles().collect();
    squares.sort_by_key(|(p, _)| (p.row, p.col));
    squares
        .iter()
        .map(|(_, t)| set.label(t.letter).to_string())
        .collect()
}

fn words() -> HashSet<Vec<u8>> {
    dictionary(&["HORSE", "HORSES", "OX", "RETAINS", "AT", "TO", "TOE", "ZOO"])
}

#[test]
fn the_first_player_rolls_seven_dice_and_the_others_wait() {
    // "Each player takes a die and rolls it. The player with the die that has the letter
    // closest to "A" plays first." ... "the first player randomly draws 7 dice from the cup and
    // rolls them."
    for seed in 0..20 {
        let (game, draw) = dice_game(false, ChallengeRule::Double, seed);
        let first_round = &draw.rounds[0];
        assert_eq!(first_round.len(), 2, "one die each");
        let last = draw.rounds.last().unwrap();
        let best = last.iter().map(|&(_, t)| t).min().unwrap();
        assert_eq!(
            last.iter().find(|&&(_, t)| t == best).unwrap().0,
            draw.first
        );
        assert_eq!(game.to_move(), Some(draw.first));
        assert_eq!(game.rack(draw.first).len(), 7);
        assert_eq!(game.rack(1 - draw.first).len(), 0);
        assert_eq!(game.cup_len(), Some(5));
        assert_eq!(game.bag_len(), 0, "no tiles: the dice are the supply");
        game.check_dice_conserved().unwrap();
    }
    // The same seed rolls the same dice.
    let a = dice_game(false, ChallengeRule::Double, 3).0;
    let b = dice_game(false, ChallengeRule::Double, 3).0;
    assert_eq!(a, b);
}

#[test]
fn horse_on_the_star_scores_34_and_the_unused_dice_go_back_to_the_cup() {
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 1);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "HORSEXZ");
    // "Turn 1: Score 34": HORSE across with the E on the star.
    let outcome = play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    assert_eq!(outcome.turns[0].score, 34);
    assert_eq!(game.score(p), 34);
    assert_eq!(
        mat_letters(&game),
        "HORSE",
        "the first word stays on the mat"
    );
    // "After playing a word, the player places any remaining dice back in the cup": X and Z
    // went back, then the next player drew 7 of the 7 in the cup.
    assert_eq!(game.rack(p).len(), 0);
    assert_eq!(game.to_move(), Some(q));
    assert_eq!(game.rack(q).len(), 7);
    assert_eq!(game.cup_len(), Some(0));
    // Nothing passes face up outside advanced play, and the dice game has no exchanges.
    assert_eq!(game.passed_face_up(&outcome.turns[0]), None);
    assert!(!game.variant().has_exchanges());
    assert!(Variant::classic().has_exchanges());
}

#[test]
fn scrambled_only_the_new_word_stays_on_the_mat() {
    // "the player REMOVES the letters that were present at the start of his/her turn, minus
    // any letter that was used to form the new word, and returns them to the dice cup.
    // Therefore, there is never more than one word on the board at the start of a turn."
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 2);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "HORSEAT");
    play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    rolled(&mut game, q, "XAT");
    // OX down through the O of HORSE (B5-B6).
    let outcome = play_on_mat(&mut game, q, "B5", DOWN, "OX", &words()).unwrap();
    assert!(outcome.turns[0].score > 0);
    assert_eq!(
        mat_letters(&game),
        "OX",
        "H, R, S and E went back to the cup"
    );
    // Cup: 12 dice less OX on the mat and the 7 the next player rolled.
    assert_eq!(game.cup_len(), Some(12 - 2 - 7));
    assert_eq!(game.rack(p).len(), 7);
    assert_eq!(game.rack(q).len(), 0);
}

#[test]
fn extending_the_word_alone_sends_every_die_back_and_the_next_word_starts_on_the_star() {
    // "If a player extends the current word and does not form a second word, all the dice are
    // returned to the cup at the end of the turn. The next player would then start his/her
    // word in the center ★ square."
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 3);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "HORSEAT");
    play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    rolled(&mut game, q, "SAT");
    play_on_mat(&mut game, q, "A5", ACROSS, "HORSES", &words()).unwrap();
    assert!(game.board().is_empty(), "all the dice are returned");
    assert_eq!(game.cup_len(), Some(12 - 7));
    // Off the star, the next word is refused; on it, it is taken.
    rolled(&mut game, p, "TOEAXZS");
    let off_star = on_mat(&game, "A1", ACROSS, "TOE");
    let error = refused(
        &mut game,
        &Command::Play {
            player: p,
            placement: off_star,
        },
        &words(),
    );
    assert!(matches!(error, GameError::Placement(_)), "{error}");
    play_on_mat(&mut game, p, "E4", DOWN, "TOE", &words()).unwrap();
}

#[test]
fn with_fewer_than_seven_dice_in_the_cup_the_player_rolls_them_all() {
    // "Note: if there are less than 7 dice, the player uses all the dice in the cup. Players
    // can never roll more than 7 dice." ... "If you play seven letter dice on a turn, it's a
    // Bingo. You score a Bonus of 50 points".
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 4);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "RETAINS");
    let outcome = play_on_mat(&mut game, p, "B5", ACROSS, "RETAINS", &words()).unwrap();
    let TurnKind::Play { scored, .. } = &outcome.turns[0].kind else {
        panic!("a play");
    };
    assert_eq!(scored.bonus, 50);
    // Seven dice on the mat: the next player rolls the five left.
    assert_eq!(game.rack(q).len(), 5);
    assert_eq!(game.cup_len(), Some(0));
    // Every later turn still deals at most 7.
    ok(&mut game, &Command::TimeOut { player: q });
    assert_eq!(game.rack(p).len(), 5);
}

#[test]
fn advanced_play_passes_the_unused_dice_face_up() {
    // "any unused dice are passed (with the current letters up) to the next player. This
    // player then draws the remaining dice (up to a total of 7) and rolls them."
    let (mut game, draw) = dice_game(true, ChallengeRule::Double, 5);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "HORSEXZ");
    let outcome = play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    let rack = game.rack(q);
    assert_eq!(rack.len(), 7);
    assert!(rack.contains_all(&tiles("XZ")), "X and Z passed face up");
    // The table sees which: the play's turn names the letters it passed on.
    let passed = game
        .passed_face_up(&outcome.turns[0])
        .expect("X and Z passed");
    assert_eq!(passed.to_text(&TileSet::english()), "XZ");
    assert_eq!(game.cup_len(), Some(0));
    // Without a word, nothing is passed on: a lost turn returns every die to the cup.
    ok(&mut game, &Command::TimeOut { player: q });
    assert_eq!(game.rack(q).len(), 0);
    assert_eq!(game.rack(p).len(), 7);
}

#[test]
fn time_running_out_loses_the_turn_and_returns_the_dice() {
    // "If the player does not have his/her word on the mat when time is up, he/she loses the
    // turn and play passes to the left."
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 6);
    let (p, q) = (draw.first, 1 - draw.first);
    let outcome = ok(&mut game, &Command::TimeOut { player: p });
    assert_eq!(outcome.turns[0].kind, TurnKind::TimeOut);
    assert_eq!(outcome.turns[0].rack.len(), 7, "the record keeps the roll");
    assert_eq!(game.to_move(), Some(q));
    assert_eq!((game.rack(p).len(), game.rack(q).len()), (0, 7));
    assert_eq!(game.cup_len(), Some(5));
    assert_eq!(game.scores(), vec![0, 0]);
    // No exchanges with dice.
    let one = game.rack(q).tiles()[..1].to_vec();
    let error = refused(
        &mut game,
        &Command::Exchange {
            player: q,
            tiles: one,
        },
        &words(),
    );
    assert_eq!(error, GameError::NoExchangeWithDice);
}

#[test]
fn a_phony_challenged_off_puts_the_mat_back_and_the_challenger_rolls_afresh() {
    // "If the play challenged is unacceptable, the challenged player takes back his/her dice
    // and loses that turn."
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 7);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "HORSEAT");
    play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    rolled(&mut game, q, "ZE");
    let before = game.clone();
    // ZOO is in the list, "OZ" down through the O is not: a phony, and it scrambles HRSE off.
    play_on_mat(&mut game, q, "B5", DOWN, "OZ", &words()).unwrap();
    assert_eq!(mat_letters(&game), "OZ");
    let outcome = game.apply(&Command::Challenge { by: p }, &words()).unwrap();
    game.check_dice_conserved().unwrap();
    assert!(matches!(
        outcome.turns[0].kind,
        TurnKind::ChallengedOff { .. }
    ));
    assert_eq!(game.board(), before.board(), "HORSE is back on the mat");
    assert_eq!(game.score(q), 0);
    assert_eq!(
        game.to_move(),
        Some(p),
        "the challenged player lost the turn"
    );
    assert_eq!(game.rack(q).len(), 0, "their dice went back to the cup");
    assert_eq!(game.rack(p).len(), 7);
    assert_eq!(game.cup_len(), Some(0));
}

#[test]
fn an_acceptable_play_challenged_costs_the_challenger_the_turn() {
    // "If the play challenged is acceptable, the challenger loses his/her next turn."
    let (mut game, draw) = dice_game(false, ChallengeRule::Double, 8);
    let (p, q) = (draw.first, 1 - draw.first);
    rolled(&mut game, p, "HORSEAT");
    play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    let outcome = game.apply(&Command::Challenge { by: q }, &words()).unwrap();
    game.check_dice_conserved().unwrap();
    let kinds: Vec<_> = outcome.turns.iter().map(|t| t.kind.clone()).collect();
    assert!(matches!(kinds[0], TurnKind::ChallengeFailed { .. }));
    assert_eq!(kinds[1], TurnKind::LostTurn);
    assert_eq!(game.to_move(), Some(p));
    assert_eq!((game.rack(p).len(), game.rack(q).len()), (7, 0));
    assert_eq!(mat_letters(&game), "HORSE");
}

#[test]
fn the_first_to_the_target_wins_and_nothing_is_counted_at_the_end() {
    // "The first player to score 200 points wins!"
    assert_eq!(Variant::dice(false).target_score, Some(200));
    let variant = Variant {
        target_score: Some(30),
        ..Variant::dice(false)
    };
    let settings = settings(ChallengeRule::Void, EndAdjustment::RuleBook);
    let (mut game, draw) = Game::new(variant, settings, 2, 9).unwrap();
    let p = draw.first;
    rolled(&mut game, p, "HORSEXZ");
    let outcome = play_on_mat(&mut game, p, "A5", ACROSS, "HORSE", &words()).unwrap();
    assert!(outcome.game_over);
    let result = game.result().unwrap();
    assert_eq!(result.reason, EndReason::TargetReached { player: p });
    assert_eq!(result.winners, vec![p]);
    assert_eq!(result.adjustments, vec![0, 0]);
}

#[test]
fn a_dice_game_replays_exactly_from_its_seed_and_commands() {
    let (mut game, draw) = dice_game(true, ChallengeRule::Double, 10);
    let mut commands = Vec::new();
    let mut seat = draw.first;
    for _ in 0..5 {
        let command = Command::TimeOut { player: seat };
        ok(&mut game, &command);
        commands.push(command);
        seat = 1 - seat;
        game.check_dice_conserved().unwrap();
    }
    let replayed = Game::replay(
        Variant::dice(true),
        game.settings(),
        2,
        10,
        &commands,
        &words(),
    )
    .unwrap();
    assert_eq!(replayed, game);
}
