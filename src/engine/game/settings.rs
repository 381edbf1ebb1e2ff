//! The choices players make per game: how challenges work and how unplayed tiles are counted.

use std::fmt;

use crate::engine::names::{Named, read_by_name};

/// How phony words are dealt with (rule 8: "any word may be challenged before the next player
/// starts a turn").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ChallengeRule {
    /// Words are checked when played: a play with a word not in the dictionary is refused and
    /// the same player plays again. There are no challenges.
    Void,
    /// The rule books: a challenged play with an unacceptable word is taken back and its player
    /// loses the turn; if every word is acceptable the challenger loses their next turn.
    #[default]
    Double,
    /// An unacceptable play is taken back; a failed challenge costs nothing.
    Single,
    /// An unacceptable play is taken back; a failed challenge gives the challenged player 5 points.
    FivePoint,
    /// An unacceptable play is taken back; a failed challenge gives the challenged player 10 points.
    TenPoint,
}

impl ChallengeRule {
    /// Points the challenged player earns when a challenge fails.
    pub fn failed_challenge_bonus(self) -> i32 {
        match self {
            ChallengeRule::FivePoint => 5,
            ChallengeRule::TenPoint => 10,
            ChallengeRule::Void | ChallengeRule::Double | ChallengeRule::Single => 0,
        }
    }
}

/// How unplayed tiles change the scores at the end (rules/README.md, "two conventions with the
/// same spread").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum EndAdjustment {
    /// Rule 18: every player loses the value of their own unplayed tiles, and a player who went
    /// out gains the sum of the others' unplayed tiles.
    #[default]
    RuleBook,
    /// North American tournament play: the player who went out gains twice the opponents'
    /// unplayed tiles and the opponents lose nothing; when the game ends on scoreless turns each
    /// player loses the value of their own rack.
    Tournament,
}

/// A player's level in Finish Line (rule book 003): "this variant allows mixed play-level
/// groups, as the score needed to win depends on the level of the player".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PlayerLevel {
    Beginner,
    #[default]
    Intermediate,
    Expert,
}

impl PlayerLevel {
    /// The score this player needs to win, from rule book 003's table ("Two Players 70 120
    /// 200; Three Players 60 100 180; Four Players 50 90 160").
    pub fn finish_line_target(self, players: usize) -> u32 {
        let row = match players {
            0..=2 => [70, 120, 200],
            3 => [60, 100, 180],
            _ => [50, 90, 160],
        };
        match self {
            PlayerLevel::Beginner => row[0],
            PlayerLevel::Intermediate => row[1],
            PlayerLevel::Expert => row[2],
        }
    }
}

impl crate::engine::names::Named for PlayerLevel {
    const KIND: &'static str = "level";
    const MESSAGE: &'static str = "unknown-level";
    const TABLE: &'static [(Self, &'static str)] = &[
        (PlayerLevel::Beginner, "beginner"),
        (PlayerLevel::Intermediate, "intermediate"),
        (PlayerLevel::Expert, "expert"),
    ];
}

/// A player's role in Blanks & Blockers (rule book 004): "Rookies can take advantage of the
/// Blanks and Blockers, while Pros must play by the classic SCRABBLE rules!"
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Role {
    /// No Pro versus Rookie game: everyone takes blanks and blockers, nobody replaces a
    /// blocker ("Blockers act as obstacles: no tile can be played on a square with a Blocker").
    #[default]
    Standard,
    /// "Pros must play by the classic SCRABBLE rules": no blanks, no blockers taken.
    Pro,
    /// Takes blanks and blockers, and "may replace a Blocker tile with a letter tile or a tan
    /// or yellow blank, to form a word that covers that square".
    Rookie,
    /// "You may allow that player to follow the rules for Blanks, but not for Blockers."
    Intermediate,
}

impl Role {
    /// Whether covering a Blank square gives this player a yellow blank.
    pub fn takes_blanks(self) -> bool {
        self != Role::Pro
    }

    /// Whether covering a Blocker square gives this player a blocker.
    pub fn takes_blockers(self) -> bool {
        matches!(self, Role::Standard | Role::Rookie)
    }

    /// Whether this player may play a tile on a square with a blocker (taking it off).
    pub fn replaces_blockers(self) -> bool {
        self == Role::Rookie
    }
}

impl crate::engine::names::Named for Role {
    const KIND: &'static str = "role";
    const MESSAGE: &'static str = "unknown-role";
    const TABLE: &'static [(Self, &'static str)] = &[
        (Role::Standard, "standard"),
        (Role::Pro, "pro"),
        (Role::Rookie, "rookie"),
        (Role::Intermediate, "intermediate"),
    ];
}

/// A game's settings chosen by the players before it starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameSettings {
    pub challenge: ChallengeRule,
    pub adjustment: EndAdjustment,
    /// Each seat's level (Finish Line by level: their target comes from it; other games
    /// ignore it).
    pub levels: [PlayerLevel; 4],
    /// Each seat's role (Blanks & Blockers; other games ignore it).
    pub roles: [Role; 4],
    /// The seat that plays first, when it was decided before the game (a tournament pairing
    /// says who goes first). `None`: the draw for first play decides (setting up, rule 2).
    pub first_player: Option<super::Seat>,
}

impl Named for ChallengeRule {
    const KIND: &'static str = "challenge rule";
    const MESSAGE: &'static str = "unknown-challenge-rule";
    const TABLE: &'static [(Self, &'static str)] = &[
        (ChallengeRule::Void, "void"),
        (ChallengeRule::Double, "double"),
        (ChallengeRule::Single, "single"),
        (ChallengeRule::FivePoint, "5pt"),
        (ChallengeRule::TenPoint, "10pt"),
    ];
    const ALIASES: &'static [(Self, &'static str)] = &[
        (ChallengeRule::FivePoint, "5"),
        (ChallengeRule::FivePoint, "five"),
        (ChallengeRule::TenPoint, "10"),
        (ChallengeRule::TenPoint, "ten"),
    ];
}

impl Named for EndAdjustment {
    const KIND: &'static str = "end-of-game convention";
    const MESSAGE: &'static str = "unknown-end-convention";
    const TABLE: &'static [(Self, &'static str)] = &[
        (EndAdjustment::RuleBook, "rulebook"),
        (EndAdjustment::Tournament, "tournament"),
    ];
}

impl fmt::Display for ChallengeRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

read_by_name!(ChallengeRule, EndAdjustment);
