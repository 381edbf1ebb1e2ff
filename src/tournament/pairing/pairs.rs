//! A round's pairs: each game or bye as paired (`Pairing`), and a method's draft before who goes
//! first is decided (`Draft`).

/// One game, or one player's bye, of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pairing {
    Game { first: usize, second: usize },
    Bye(usize),
}

/// Pairs before who goes first is decided: games as unordered pairs, and byes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Draft {
    pub games: Vec<(usize, usize)>,
    pub byes: Vec<usize>,
}
