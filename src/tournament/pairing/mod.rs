//! Pairing the next round: the methods (round robin, king of the hill, Swiss, initial Fontes,
//! random, manual), then the rules every method shares: the bye for odd numbers,
//! Gibsonization, and who goes first.

pub mod byes;
mod error;
pub mod firsts;
pub mod fontes;
pub mod gibson;
pub mod king_of_the_hill;
pub mod manual;
mod method;
mod pairs;
pub mod random;
pub mod round_robin;
pub mod swiss;

use super::event::{Event, EventError, Field, Opponent};
use super::standings::{Record, standings};

pub use error::PairError;
pub use method::{Method, Options};
pub use pairs::{Draft, Pairing};

/// The next round of `event` (the first with a score missing), paired from the scored rounds
/// before it. Games are listed by the better-placed player's standing, byes last.
pub fn pair_next(
    event: &Event,
    method: &Method,
    options: Options,
) -> Result<Vec<Pairing>, PairError> {
    let round = event.scored_rounds();
    if event.is_empty() {
        return Err(PairError::NoPlayers);
    }
    let table = standings(event, round);
    let order: Vec<usize> = table.iter().map(|s| s.player).collect();
    let mut records = vec![Record::default(); event.len()];
    for s in &table {
        records[s.player] = s.record;
    }
    let draft = match method {
        Method::Manual(pairings) => return manual::check(event.len(), pairings),
        Method::RoundRobin { double } => round_robin::pair(event.len(), round, *double)?,
        Method::InitialFontes { rounds } => fontes::pair(event, round, *rounds)?,
        Method::KingOfTheHill | Method::Swiss | Method::Random { .. } => {
            let gibson = match (method, options.total_rounds) {
                (Method::KingOfTheHill | Method::Swiss, Some(total)) if options.gibsonize => {
                    gibson::gibsonized(&order, &records, total.saturating_sub(round))
                }
                _ => None,
            };
            let mut draft = Draft::default();
            let mut pool = order.clone();
            if pool.len() % 2 == 1 {
                let bye = gibson.unwrap_or_else(|| byes::choose(event, round, &pool));
                pool.retain(|&p| p != bye);
                draft.byes.push(bye);
            }
            if let Some(leader) = gibson.filter(|g| pool.contains(g)) {
                let total = options.total_rounds.unwrap_or(round);
                let opponent =
                    gibson::opponent(event, round, &pool, &records, total.saturating_sub(round));
                pool.retain(|&p| p != leader && p != opponent);
                draft.games.push((leader, opponent));
            }
            draft.games.extend(match method {
                Method::KingOfTheHill => king_of_the_hill::pair(&pool),
                Method::Swiss => swiss::pair(&pool, &records, &swiss::meetings(event, round)),
                Method::Random { seed } => random::pair(&pool, *seed, round),
                _ => unreachable!("matched above"),
            });
            draft
        }
    };
    Ok(finish(event, round, &order, &draft))
}

/// Decides who goes first in each game and lists games by standing, byes last.
fn finish(event: &Event, round: usize, order: &[usize], draft: &Draft) -> Vec<Pairing> {
    let mut place = vec![0; order.len()];
    for (i, &p) in order.iter().enumerate() {
        place[p] = i;
    }
    let tally = firsts::Tally::new(event, round);
    let mut games: Vec<(usize, usize)> = draft
        .games
        .iter()
        .map(|&(a, b)| tally.order(a, b, &place))
        .collect();
    games.sort_by_key(|&(a, b)| place[a].min(place[b]));
    let mut byes = draft.byes.clone();
    byes.sort_by_key(|&p| place[p]);
    games
        .into_iter()
        .map(|(first, second)| Pairing::Game { first, second })
        .chain(byes.into_iter().map(Pairing::Bye))
        .collect()
}

/// The event with `pairings` as its next round (the first with a score missing; pairings and
/// scores from that round on are dropped), unscored, and who goes first recorded in each
/// player's `p12` field as tsh does (1 first, 2 second, 0 bye, 4 not known).
pub fn append_round(event: &Event, pairings: &[Pairing]) -> Result<Event, EventError> {
    let round = event.scored_rounds();
    let mut players = event.clone().into_players();
    for p in &mut players {
        p.opponents.truncate(round);
        p.scores.truncate(round);
    }
    let mut set = |p: usize, opponent: Opponent, p12: u8| {
        let player = &mut players[p];
        player.opponents.push(opponent);
        let mut codes: Vec<String> = player
            .field(firsts::P12)
            .map(|v| v.split_whitespace().map(str::to_owned).collect())
            .unwrap_or_default();
        codes.resize(round, "4".to_owned());
        codes.truncate(round);
        codes.push(p12.to_string());
        let values = codes.join(" ");
        match player.fields.iter_mut().find(|f| f.key == firsts::P12) {
            Some(f) => f.values = values,
            None => player.fields.push(Field {
                key: firsts::P12.to_owned(),
                values,
            }),
        }
    };
    for pairing in pairings {
        match *pairing {
            Pairing::Game { first, second } => {
                set(first, Opponent::Player(second), 1);
                set(second, Opponent::Player(first), 2);
            }
            Pairing::Bye(p) => set(p, Opponent::Bye, 0),
        }
    }
    Event::new(players)
}

#[cfg(test)]
mod tests;
