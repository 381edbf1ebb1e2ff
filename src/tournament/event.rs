//! A tournament as tsh keeps it: players in file order, and for each player each round's
//! opponent (or a bye) and score. Building an [`Event`] checks that the rounds agree.

use crate::engine::wording::{Worded, Wording};

/// Who a player met in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// No opponent: a bye or a forfeit; the round's score is the spread credited (tsh: +50 for a
    /// bye, -50 for a forfeit loss).
    Bye,
    /// Another player, by index in file order (0-based).
    Player(usize),
}

/// A `; key values` field after a player's scores (tsh keeps, for example, `p12` there: who
/// went first). Kept as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub key: String,
    pub values: String,
}

/// One line of a tsh file: a player and their rounds so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    /// The rating in the file; 0 means unrated.
    pub rating: u32,
    /// The opponent of each paired round, first round first.
    pub opponents: Vec<Opponent>,
    /// The score of each scored round: points scored in a game, the spread credited for a bye.
    pub scores: Vec<i32>,
    pub fields: Vec<Field>,
}

impl Player {
    /// A player with no rounds yet.
    pub fn new(name: impl Into<String>, rating: u32) -> Player {
        Player {
            name: name.into(),
            rating,
            opponents: Vec::new(),
            scores: Vec::new(),
            fields: Vec::new(),
        }
    }

    /// The values of the field `key`, if the line has it.
    pub fn field(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|f| f.key == key)
            .map(|f| f.values.as_str())
    }
}

/// A round's result for one player: a tie is half a win (the usual tournament rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Win,
    Tie,
    Loss,
}

impl Outcome {
    /// From a spread: positive wins, zero ties, negative loses (byes too: +50 is a win, -50 a
    /// forfeit loss).
    pub fn of_spread(spread: i32) -> Outcome {
        match spread.signum() {
            1 => Outcome::Win,
            0 => Outcome::Tie,
            _ => Outcome::Loss,
        }
    }

    /// Glicko-2's game score: 1, 1/2 or 0.
    pub fn points(self) -> f64 {
        match self {
            Outcome::Win => 1.0,
            Outcome::Tie => 0.5,
            Outcome::Loss => 0.0,
        }
    }
}

/// One scored round of one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundResult {
    /// 0-based.
    pub round: usize,
    pub opponent: Opponent,
    /// Own score minus the opponent's; for a bye, the score itself.
    pub spread: i32,
    pub outcome: Outcome,
}

/// Why a set of player lines is not a consistent event; `player` is 0-based in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventError {
    pub player: usize,
    pub problem: Problem,
}

/// What is wrong with one player's rounds (rounds and player numbers 1-based, as in the file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    UnknownOpponent {
        round: usize,
        opponent: usize,
        players: usize,
    },
    PairedWithSelf {
        round: usize,
    },
    NotMutual {
        round: usize,
        opponent: usize,
        theirs: String,
    },
    ScoreWithoutPairing {
        scores: usize,
        rounds: usize,
    },
    OpponentUnscored {
        round: usize,
        opponent: usize,
    },
}

impl Worded for EventError {
    fn wording(&self) -> Wording {
        self.problem.wording()
    }
}

impl Worded for Problem {
    fn wording(&self) -> Wording {
        match self {
            Problem::UnknownOpponent {
                round,
                opponent,
                players,
            } => Wording::new("cli-event-unknown-opponent")
                .number("round", *round)
                .number("opponent", *opponent)
                .number("players", *players),
            Problem::PairedWithSelf { round } => {
                Wording::new("cli-event-paired-with-self").number("round", *round)
            }
            Problem::NotMutual {
                round,
                opponent,
                theirs,
            } => Wording::new("cli-event-not-mutual")
                .number("round", *round)
                .number("opponent", *opponent)
                .put("theirs", theirs),
            Problem::ScoreWithoutPairing { scores, rounds } => {
                Wording::new("cli-event-score-without-pairing")
                    .number("scores", *scores)
                    .number("rounds", *rounds)
            }
            Problem::OpponentUnscored { round, opponent } => {
                Wording::new("cli-event-opponent-unscored")
                    .number("round", *round)
                    .number("opponent", *opponent)
            }
        }
    }
}

crate::engine::english::said_in_english!(EventError, Problem);

/// A checked tournament: every pairing mutual, every score on a paired round, both sides of a
/// game scored or neither.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    players: Vec<Player>,
}

impl Event {
    /// Checks the lines against each other.
    pub fn new(players: Vec<Player>) -> Result<Event, EventError> {
        let n = players.len();
        for (i, p) in players.iter().enumerate() {
            let fail = |problem| Err(EventError { player: i, problem });
            if p.scores.len() > p.opponents.len() {
                return fail(Problem::ScoreWithoutPairing {
                    scores: p.scores.len(),
                    rounds: p.opponents.len(),
                });
            }
            for (r, opponent) in p.opponents.iter().enumerate() {
                let Opponent::Player(j) = *opponent else {
                    continue;
                };
                if j >= n {
                    return fail(Problem::UnknownOpponent {
                        round: r + 1,
                        opponent: j + 1,
                        players: n,
                    });
                }
                if j == i {
                    return fail(Problem::PairedWithSelf { round: r + 1 });
                }
                let theirs = players[j].opponents.get(r);
                if theirs != Some(&Opponent::Player(i)) {
                    let theirs = match theirs {
                        None => "not paired".to_owned(),
                        Some(Opponent::Bye) => "a bye".to_owned(),
                        Some(Opponent::Player(k)) => format!("against player {}", k + 1),
                    };
                    return fail(Problem::NotMutual {
                        round: r + 1,
                        opponent: j + 1,
                        theirs,
                    });
                }
                if r < p.scores.len() && players[j].scores.len() <= r {
                    return fail(Problem::OpponentUnscored {
                        round: r + 1,
                        opponent: j + 1,
                    });
                }
            }
        }
        Ok(Event { players })
    }

    /// Players in file order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The number of players.
    pub fn len(&self) -> usize {
        self.players.len()
    }

    /// Whether there are no players.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Rounds with every player's score in: the next round to pair is this one (0-based).
    pub fn scored_rounds(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.scores.len())
            .min()
            .unwrap_or(0)
    }

    /// Rounds paired for anyone.
    pub fn paired_rounds(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.opponents.len())
            .max()
            .unwrap_or(0)
    }

    /// The scored rounds of `player` among the first `rounds` rounds.
    pub fn results(&self, player: usize, rounds: usize) -> impl Iterator<Item = RoundResult> + '_ {
        let p = &self.players[player];
        p.scores
            .iter()
            .take(rounds)
            .enumerate()
            .map(move |(round, &score)| {
                let opponent = p.opponents[round];
                let spread = match opponent {
                    Opponent::Bye => score,
                    Opponent::Player(j) => score - self.players[j].scores[round],
                };
                RoundResult {
                    round,
                    opponent,
                    spread,
                    outcome: Outcome::of_spread(spread),
                }
            })
    }

    /// How often `a` and `b` were paired in the first `rounds` rounds.
    pub fn times_met(&self, a: usize, b: usize, rounds: usize) -> u32 {
        self.players[a]
            .opponents
            .iter()
            .take(rounds)
            .filter(|&&o| o == Opponent::Player(b))
            .count() as u32
    }

    /// Byes `player` was given in the first `rounds` scored rounds (a forfeit loss, a bye
    /// scored below zero, is not a bye given).
    pub fn byes(&self, player: usize, rounds: usize) -> u32 {
        self.results(player, rounds)
            .filter(|r| r.opponent == Opponent::Bye && r.spread >= 0)
            .count() as u32
    }

    /// The lines as a mutable list, for writers that add a round and check again.
    pub fn into_players(self) -> Vec<Player> {
        self.players
    }
}
