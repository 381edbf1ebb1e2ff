//! Replaying a stored log without judging words again: plays stand as they were accepted and
//! challenges keep the outcome they had, whatever the word list says today.

use super::*;
use crate::engine::dictionary::AnyWord;
use crate::engine::game::{Command, LoggedCommand, ReplayError};

fn seeded(challenge: ChallengeRule) -> Game {
    Game::new(
        Variant::classic(),
        settings(challenge, EndAdjustment::RuleBook),
        2,
        42,
    )
    .unwrap()
    .0
}

/// The player to move lays their first two rack tiles through the star.
fn opening(game: &Game) -> Command {
    let player = game.to_move().unwrap();
    let as_placed = |t: u8| {
        if t == BLANK {
            Placed::blank(1)
        } else {
            Placed::tile(t)
        }
    };
    let rack_tiles = game.rack(player).tiles();
    Command::Play {
        player,
        placement: Placement {
            dir: ACROSS,
            tiles: vec![
                (Pos::new(7, 7), as_placed(rack_tiles[0])),
                (Pos::new(7, 8), as_placed(rack_tiles[1])),
            ],
        },
    }
}

fn logged(command: &Command, refuted: Option<Vec<String>>) -> LoggedCommand {
    LoggedCommand {
        command: command.clone(),
        refuted,
    }
}

fn replay(
    challenge: ChallengeRule,
    log: &[LoggedCommand],
    fallback: Option<&dyn crate::engine::dictionary::Dictionary>,
) -> Result<Game, ReplayError> {
    Game::replay_logged(
        Variant::classic(),
        settings(challenge, EndAdjustment::RuleBook),
        2,
        42,
        log,
        fallback,
    )
}

#[test]
fn a_void_play_stands_on_replay_though_the_word_list_no_longer_has_its_word() {
    let mut game = seeded(ChallengeRule::Void);
    let play = opening(&game);
    game.apply(&play, &AnyWord).unwrap();
    let pass = Command::Pass {
        player: game.to_move().unwrap(),
    };
    game.apply(&pass, &AnyWord).unwrap();
    let no_words = dictionary(&[]);
    // Judged again against a list without the word, the log does not replay.
    assert!(matches!(
        Game::replay(
            Variant::classic(),
            settings(ChallengeRule::Void, EndAdjustment::RuleBook),
            2,
            42,
            &[play.clone(), pass.clone()],
            &no_words,
        ),
        Err(ReplayError::Command {
            index: 0,
            error: GameError::InvalidWords(_)
        })
    ));
    let log = [logged(&play, None), logged(&pass, None)];
    assert_eq!(replay(ChallengeRule::Void, &log, None).unwrap(), game);
}

#[test]
fn a_challenge_keeps_its_recorded_outcome_and_one_without_asks_the_fallback() {
    let mut game = seeded(ChallengeRule::Single);
    let play = opening(&game);
    let challenger = 1 - game.to_move().unwrap();
    game.apply(&play, &AnyWord).unwrap();
    let challenge = Command::Challenge { by: challenger };
    let outcome = game.apply(&challenge, &dictionary(&[])).unwrap();
    let refuted = outcome.refuted().expect("a challenge's judgement");
    assert_eq!(refuted.len(), 1, "the play's one word was refused");
    assert!(game.board().is_empty(), "the phony was taken back");

    // Recorded: replayed as it happened, with no word list at all, or one that has the word.
    let recorded = [logged(&play, None), logged(&challenge, Some(refuted))];
    assert_eq!(
        replay(ChallengeRule::Single, &recorded, None).unwrap(),
        game
    );
    assert_eq!(
        replay(ChallengeRule::Single, &recorded, Some(&AnyWord)).unwrap(),
        game
    );
    // A challenge logged without its judgement needs a word list.
    let unjudged = [logged(&play, None), logged(&challenge, None)];
    assert_eq!(
        replay(ChallengeRule::Single, &unjudged, None),
        Err(ReplayError::Unjudged { index: 1 })
    );
    assert_eq!(
        replay(ChallengeRule::Single, &unjudged, Some(&dictionary(&[]))).unwrap(),
        game
    );
    // A play that stood: the judgement is "nothing refused".
    let mut stood = seeded(ChallengeRule::Single);
    stood.apply(&play, &AnyWord).unwrap();
    let outcome = stood.apply(&challenge, &AnyWord).unwrap();
    assert_eq!(outcome.refuted(), Some(Vec::new()));
    let log = [logged(&play, None), logged(&challenge, Some(Vec::new()))];
    assert_eq!(
        replay(ChallengeRule::Single, &log, Some(&dictionary(&[]))).unwrap(),
        stood
    );
}
