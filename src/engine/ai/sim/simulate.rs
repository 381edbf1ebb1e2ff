//! The simulation: the best candidates by the hard level's static equity, each played out
//! many times against opponent racks dealt from the unseen tiles (the same deal for every
//! candidate in a round, so they are compared on the same draws), judged by the spread gained
//! plus the mover's leave less the opponent's at the end and by the chance of winning;
//! candidates far behind the best are dropped after a minimum of rounds. With a few tiles in
//! the bag the playouts go to the end of the game and the chance of winning ranks first; with
//! the bag empty, the endgame search instead; with one tile in the bag, the endgame after each
//! tile it could hold (a turn made that is not a play, judged beside them, is played out).

use std::sync::atomic::{AtomicUsize, Ordering};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::choice::Choice;
use super::super::equity::static_equity;
use super::super::hard::ranked;
use super::super::leave::LeaveJudge;
use super::super::position::Position;
use super::analysis::{Analysis, Judged, Method};
use super::endgame::exact;
use super::playout::{Players, play_out};
use super::pre_endgame::pre_endgame;
use super::refused::NotSimulated;
use super::sample::deal;
use super::settings::SimSettings;
use super::stats::{Running, far_behind};
use super::win::win_chance;
use crate::engine::lexicon::Lexicon;
use crate::engine::movegen::Move;
use crate::engine::variant::{PlayArea, Scoring, Variant};

/// Judges what the player to move in `position` can do (see the module's description) within
/// `settings`; the same `seed` and budget give the same result on any machine.
pub fn simulate(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &SimSettings,
    seed: u64,
) -> Result<Analysis, NotSimulated> {
    simulate_with(position, lexicon, settings, seed, &[])
}

/// [`simulate`], with `also` judged beside the best candidates wherever they rank (a turn a
/// player made, to compare it with the best): each must be something the player may do.
pub fn simulate_with(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &SimSettings,
    seed: u64,
    also: &[Choice],
) -> Result<Analysis, NotSimulated> {
    check(position)?;
    if position.bag_len == 0 {
        return exact(position, lexicon, settings, also);
    }
    if position.bag_len == 1 && settings.pre_endgame {
        let plays: Option<Vec<Move>> = also
            .iter()
            .map(|c| match c {
                Choice::Play(play) => Some(*play),
                _ => None,
            })
            .collect();
        if let Some(plays) = plays
            && let Some(analysis) = pre_endgame(position, lexicon, settings, &plays)?
        {
            return Ok(analysis);
        }
    }
    play_outs(position, lexicon, settings, seed, also)
}

/// The playouts of [`simulate_with`], while tiles are left to draw.
fn play_outs(
    position: &Position<'_>,
    lexicon: &Lexicon,
    settings: &SimSettings,
    seed: u64,
    also: &[Choice],
) -> Result<Analysis, NotSimulated> {
    let judge = LeaveJudge::new(&position.variant.tiles);
    let candidates = candidates(position, lexicon, &judge, settings, also);
    if candidates.is_empty() {
        return Err(NotSimulated::NoPlay);
    }
    let players = Players {
        lexicon,
        judge: &judge,
    };
    // The pre-endgame: played out to the end of the game, judged by the chance of winning.
    let to_the_end = position.bag_len <= settings.to_the_end;
    let iterations = settings.budget.iterations;
    let plies = if to_the_end {
        u8::MAX
    } else {
        settings.plies.max(1)
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut equity = vec![Running::default(); candidates.len()];
    let mut wins = vec![Running::default(); candidates.len()];
    let mut live = vec![true; candidates.len()];
    let mut rounds = 0;
    while rounds < iterations {
        let dealt = deal(&position.unseen, position.bag_len, &mut rng);
        let round_seed: u64 = rng.random();
        let playing: Vec<usize> = (0..candidates.len()).filter(|&i| live[i]).collect();
        let one = |&i: &usize| {
            let mut draws = ChaCha8Rng::seed_from_u64(round_seed);
            let choice = &candidates[i].1;
            play_out(position, &players, &dealt, choice, plies, &mut draws)
        };
        let outcomes = on_threads(&playing, settings.threads, one);
        for (&i, outcome) in playing.iter().zip(outcomes) {
            equity[i].add(outcome.equity());
            let expected = f64::from(position.spread) + outcome.equity();
            wins[i].add(win_chance(
                expected,
                outcome.tiles_left,
                outcome.mover_on_turn,
            ));
        }
        rounds += 1;
        let judged_by = if to_the_end { &wins } else { &equity };
        if rounds >= settings.min_iterations && prune(judged_by, &mut live, settings.prune_z) <= 1 {
            break;
        }
    }
    let judged = candidates
        .into_iter()
        .enumerate()
        .map(|(i, (value, choice))| judged(choice, value, (&equity[i], &wins[i]), live[i]))
        .collect();
    Ok(Analysis::sorted(
        judged,
        Method::Simulated,
        rounds,
        to_the_end,
    ))
}

/// `work` of each of `items`, in their order, shared among at most `threads` threads (this
/// one included), each taking the next item not yet taken: each item's result is its own, so
/// the answer is the same on any number of threads.
fn on_threads<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let threads = threads.min(items.len());
    if threads <= 1 {
        return items.iter().map(&work).collect();
    }
    let next = AtomicUsize::new(0);
    let take = || {
        let mut done = Vec::new();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(item) = items.get(i) else {
                return done;
            };
            done.push((i, work(item)));
        }
    };
    let mut results: Vec<Option<R>> = std::iter::repeat_with(|| None).take(items.len()).collect();
    std::thread::scope(|scope| {
        let others: Vec<_> = (1..threads).map(|_| scope.spawn(take)).collect();
        let own = take();
        let all = others
            .into_iter()
            .flat_map(|other| other.join().expect("a playout thread panicked"));
        for (i, result) in own.into_iter().chain(all) {
            results[i] = Some(result);
        }
    });
    results
        .into_iter()
        .map(|r| r.expect("every item is taken once"))
        .collect()
}

/// The candidates played out, each with its static equity: the best by the hard level's
/// static equity, and `also`.
fn candidates(
    position: &Position<'_>,
    lexicon: &Lexicon,
    judge: &LeaveJudge,
    settings: &SimSettings,
    also: &[Choice],
) -> Vec<(f32, Choice)> {
    let mut candidates = ranked(position, lexicon, judge, settings.candidates.max(1));
    for choice in also {
        if !candidates.iter().any(|(_, c)| c == choice) {
            candidates.push((static_equity(position, judge, choice), choice.clone()));
        }
    }
    candidates
}

/// A candidate as its playouts judged it: mean equity (with its standard error) and win
/// chance, and whether it was dropped.
fn judged(choice: Choice, value: f32, (equity, wins): (&Running, &Running), live: bool) -> Judged {
    Judged {
        choice,
        static_equity: value,
        equity: equity.mean(),
        std_error: equity.std_error(),
        win: wins.mean(),
        iterations: equity.count(),
        pruned: !live,
    }
}

/// Drops the live candidates far behind the best live one (by `values`' means: equity, or
/// win chance); returns how many are left.
fn prune(values: &[Running], live: &mut [bool], z: f64) -> usize {
    let best = (0..values.len())
        .filter(|&i| live[i])
        .max_by(|&a, &b| values[a].mean().total_cmp(&values[b].mean()));
    let Some(best) = best else {
        return 0;
    };
    for i in 0..values.len() {
        if live[i] && i != best && far_behind(&values[i], &values[best], z) {
            live[i] = false;
        }
    }
    live.iter().filter(|&&l| l).count()
}

/// Refuses what a simulation cannot play out: more than one opponent, and variants whose
/// turns score, end or restrict play otherwise than the classic rules (dice, targets, piles of
/// yellow blanks, blockers, star bonuses, paths, own sides of the board).
fn check(position: &Position<'_>) -> Result<(), NotSimulated> {
    if position.opponents != 1 {
        return Err(NotSimulated::Players(position.opponents + 1));
    }
    if !classic(position.variant) || !position.blocked.is_empty() {
        return Err(NotSimulated::Variant(position.variant.name.clone()));
    }
    if position.rack.is_empty() {
        return Err(NotSimulated::NoPlay);
    }
    Ok(())
}

/// Whether `variant` plays by the classic rules the playouts follow.
fn classic(variant: &Variant) -> bool {
    variant.has_exchanges()
        && !variant.uses_dice()
        && !variant.reads_paths()
        && variant.scoring == Scoring::Classic
        && variant.target_score.is_none()
        && !variant.targets_by_level
        && variant.yellow_blanks == 0
        && variant.blockers == 0
        && variant.stars_joined_bonus == 0
        && variant.play_area == PlayArea::Whole
}
