//! An event as the bot stores it (entrants in sign-up order, and boards: each round's games and
//! byes with their scores once in) turned into the pure [`Event`], and back: the event of the
//! players still in it, for pairing, with boards against withdrawn players kept as byes scored
//! with their spread (standings, rematches and firsts stay as they were).

use super::event::{Event, EventError, Field, Opponent, Player};
use super::pairing::{self, Method, Options, PairError, Pairing, firsts};
use std::fmt::Write as _;

/// A player of the event, in sign-up order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub name: String,
    pub rating: u32,
    /// Still paired: a withdrawn (removed) player is not.
    pub active: bool,
}

/// One game or bye of a round, with its scores once in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// 0-based.
    pub round: usize,
    /// Index in sign-up order; the player who goes first.
    pub first: usize,
    /// `None` for a bye (or a forfeit scored as one).
    pub second: Option<usize>,
    /// `(first's, second's)`; for a bye the spread credited, the second ignored.
    pub scores: Option<(i32, i32)>,
}

/// The event with every board, and who went first in tsh's `p12` field.
pub fn event(entrants: &[Entrant], boards: &[Board]) -> Result<Event, EventError> {
    let rounds = boards.iter().map(|b| b.round + 1).max().unwrap_or(0);
    let n = entrants.len();
    let mut opponents = vec![vec![None; rounds]; n];
    let mut scores = vec![vec![None; rounds]; n];
    let mut p12 = vec![vec!["4"; rounds]; n];
    for b in boards {
        if let Some(s) = b.second {
            opponents[b.first][b.round] = Some(Opponent::Player(s));
            opponents[s][b.round] = Some(Opponent::Player(b.first));
            p12[b.first][b.round] = "1";
            p12[s][b.round] = "2";
            if let Some((x, y)) = b.scores {
                scores[b.first][b.round] = Some(x);
                scores[s][b.round] = Some(y);
            }
        } else {
            opponents[b.first][b.round] = Some(Opponent::Bye);
            p12[b.first][b.round] = "0";
            if let Some((x, _)) = b.scores {
                scores[b.first][b.round] = Some(x);
            }
        }
    }
    let players = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let mut player = Player::new(e.name.clone(), e.rating);
            let paired = opponents[i].iter().take_while(|o| o.is_some()).count();
            player.opponents = opponents[i].iter().take(paired).map_while(|&o| o).collect();
            player.scores = scores[i].iter().take(paired).map_while(|&s| s).collect();
            if paired > 0 {
                player.fields.push(Field {
                    key: firsts::P12.to_owned(),
                    values: p12[i][..paired].join(" "),
                });
            }
            player
        })
        .collect();
    Event::new(players)
}

/// The next round's pairings (in sign-up indices) of the players still in the event: the
/// pure pairing run on the event of active players only.
pub fn pair_active(
    event: &Event,
    active: &[bool],
    method: &Method,
    options: Options,
) -> Result<Vec<Pairing>, PairError> {
    let (sub, map) = active_event(event, active);
    let method = match method {
        Method::Manual(list) => {
            let back: Vec<Option<usize>> = (0..event.len())
                .map(|i| map.iter().position(|&m| m == i))
                .collect();
            let mut local = Vec::new();
            for p in list {
                local.push(match *p {
                    Pairing::Game { first, second } => Pairing::Game {
                        first: back[first].ok_or(PairError::ManualUnknown(first))?,
                        second: back[second].ok_or(PairError::ManualUnknown(second))?,
                    },
                    Pairing::Bye(p) => Pairing::Bye(back[p].ok_or(PairError::ManualUnknown(p))?),
                });
            }
            Method::Manual(local)
        }
        other => other.clone(),
    };
    let pairings = pairing::pair_next(&sub, &method, options)?;
    Ok(pairings
        .into_iter()
        .map(|p| match p {
            Pairing::Game { first, second } => Pairing::Game {
                first: map[first],
                second: map[second],
            },
            Pairing::Bye(p) => Pairing::Bye(map[p]),
        })
        .collect())
}

/// The event of one division's players (`members` by sign-up index), in sign-up order, as
/// tsh keeps one `.t` file per division.
pub fn division_event(event: &Event, members: &[bool]) -> Event {
    active_event(event, members).0
}

/// The event of the active players (and the sign-up index of each): a board against a
/// withdrawn player becomes a bye scored with its spread.
fn active_event(event: &Event, active: &[bool]) -> (Event, Vec<usize>) {
    let map: Vec<usize> = (0..event.len()).filter(|&i| active[i]).collect();
    let all = event.players();
    let players = map
        .iter()
        .map(|&i| {
            let mut p = all[i].clone();
            for (r, o) in p.opponents.iter_mut().enumerate() {
                if let Opponent::Player(j) = *o {
                    if let Some(k) = map.iter().position(|&m| m == j) {
                        *o = Opponent::Player(k);
                    } else {
                        *o = Opponent::Bye;
                        if let (Some(mine), Some(theirs)) =
                            (p.scores.get(r).copied(), all[j].scores.get(r))
                        {
                            p.scores[r] = mine - theirs;
                        }
                    }
                }
            }
            p
        })
        .collect();
    let sub = Event::new(players).expect("a sub-event of a consistent event is consistent");
    (sub, map)
}

/// The event as CSV, one line per player and round: `player,name,rating,round,opponent,
/// opponent_name,first,score,opponent_score,spread` (opponent 0 for a bye; names quoted).
pub fn csv(event: &Event) -> String {
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    let mut out = String::from(
        "player,name,rating,round,opponent,opponent_name,first,score,opponent_score,spread\n",
    );
    let players = event.players();
    for (i, p) in players.iter().enumerate() {
        let p12: Vec<&str> = p.field(firsts::P12).unwrap_or("").split(' ').collect();
        for (r, o) in p.opponents.iter().enumerate() {
            let (num, name, theirs) = match *o {
                Opponent::Bye => (0, String::new(), None),
                Opponent::Player(j) => (
                    j + 1,
                    players[j].name.clone(),
                    players[j].scores.get(r).copied(),
                ),
            };
            let mine = p.scores.get(r).copied();
            let spread = match (o, mine, theirs) {
                (Opponent::Bye, Some(m), _) => Some(m),
                (_, Some(m), Some(t)) => Some(m - t),
                _ => None,
            };
            let show = |v: Option<i32>| v.map(|v| v.to_string()).unwrap_or_default();
            let first = match p12.get(r).copied() {
                Some("1") => "yes",
                Some("2") => "no",
                _ => "",
            };
            let _ = writeln!(
                out,
                "{},{},{},{},{num},{},{first},{},{},{}",
                i + 1,
                quote(&p.name),
                p.rating,
                r + 1,
                quote(&name),
                show(mine),
                show(if *o == Opponent::Bye { None } else { theirs }),
                show(spread),
            );
        }
    }
    out
}

/// The scores recorded for a game the loser did not lose on the board (resigned, forfeited on
/// time, at the round's deadline, or withdrawn): the scores so far if the winner leads; else the
/// winner's score is raised to the loser's plus the forfeit margin (`forfeit_spread` is
/// negative, -50 by default), so the spread shows the win. Returns `(winner's, loser's)`.
pub fn forfeit_scores(winner: i32, loser: i32, forfeit_spread: i32) -> (i32, i32) {
    if winner > loser {
        (winner, loser)
    } else {
        (loser - forfeit_spread.min(-1), loser)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_forfeit_shows_as_a_win_for_the_other_player() {
        assert_eq!(
            forfeit_scores(400, 300, -50),
            (400, 300),
            "the winner led: as played"
        );
        assert_eq!(forfeit_scores(300, 400, -50), (450, 400));
        assert_eq!(forfeit_scores(0, 0, -50), (50, 0));
        assert_eq!(
            forfeit_scores(10, 10, 0),
            (11, 10),
            "a zero margin still decides it"
        );
    }

    use super::*;
    use crate::tournament::pairing::firsts::P12;
    use crate::tournament::standings::standings;
    use crate::tournament::tsh;

    fn entrants(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant {
                name: format!("P{i}"),
                rating: 1500,
                active: true,
            })
            .collect()
    }

    #[test]
    fn boards_become_an_event_with_firsts_and_survive_tsh() {
        let boards = [
            Board {
                round: 0,
                first: 1,
                second: Some(0),
                scores: Some((400, 350)),
            },
            Board {
                round: 0,
                first: 2,
                second: None,
                scores: Some((50, 0)),
            },
            Board {
                round: 1,
                first: 0,
                second: Some(2),
                scores: None,
            },
            Board {
                round: 1,
                first: 1,
                second: None,
                scores: None,
            },
        ];
        let event = event(&entrants(3), &boards).unwrap();
        assert_eq!(event.scored_rounds(), 1);
        assert_eq!(event.paired_rounds(), 2);
        assert_eq!(event.players()[1].field(P12), Some("1 0"));
        assert_eq!(event.players()[0].field(P12), Some("2 1"));
        let back = tsh::read(&tsh::write(&event)).unwrap();
        assert_eq!(back, event);
        let table = standings(&event, 1);
        assert_eq!(
            table[0].player, 1,
            "P1 won by 50, P2's bye is +50 too: file order"
        );
    }

    #[test]
    fn a_withdrawn_player_is_not_paired_and_their_results_stand() {
        let boards = [
            Board {
                round: 0,
                first: 0,
                second: Some(1),
                scores: Some((300, 400)),
            },
            Board {
                round: 0,
                first: 2,
                second: Some(3),
                scores: Some((380, 320)),
            },
        ];
        let ev = event(&entrants(4), &boards).unwrap();
        let active = [true, false, true, true];
        let pairings = pair_active(&ev, &active, &Method::Swiss, Options::default()).unwrap();
        assert_eq!(pairings.len(), 2);
        assert!(pairings.contains(&Pairing::Bye(0)), "{pairings:?}");
        assert!(pairings.iter().all(|p| !matches!(
            p,
            Pairing::Game { first: 1, .. } | Pairing::Game { second: 1, .. } | Pairing::Bye(1)
        )));
        let manual = Method::Manual(vec![
            Pairing::Game {
                first: 2,
                second: 0,
            },
            Pairing::Bye(3),
        ]);
        let pairings = pair_active(&ev, &active, &manual, Options::default()).unwrap();
        assert_eq!(
            pairings,
            [
                Pairing::Game {
                    first: 2,
                    second: 0
                },
                Pairing::Bye(3)
            ]
        );
        let bad = Method::Manual(vec![Pairing::Game {
            first: 1,
            second: 0,
        }]);
        assert!(pair_active(&ev, &active, &bad, Options::default()).is_err());
    }

    #[test]
    fn csv_has_a_line_per_player_and_round() {
        let boards = [
            Board {
                round: 0,
                first: 0,
                second: Some(1),
                scores: Some((300, 400)),
            },
            Board {
                round: 0,
                first: 2,
                second: None,
                scores: Some((50, 0)),
            },
        ];
        let text = csv(&event(&entrants(3), &boards).unwrap());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4);
        assert_eq!(lines[1], "1,\"P0\",1500,1,2,\"P1\",yes,300,400,-100");
        assert_eq!(lines[3], "3,\"P2\",1500,1,0,\"\",,50,,50");
    }
}
