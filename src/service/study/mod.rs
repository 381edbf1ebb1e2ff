//! The study area: a game's review, practice positions, the daily puzzle, players' records and
//! ratings (`Study`). It reads games through the games area; nothing stands on it.

mod area;
mod practice;
mod puzzles;
mod ratings;
mod records;
mod review;

pub use area::Study;
pub use practice::{PracticeOffer, PracticeRecord, PracticeVerdict, PracticeView};
pub use puzzles::{
    AnswerView, PuzzleStandings, PuzzleVerdict, PuzzleView, Reveal, SolverLine, Streak, streak,
};
pub use ratings::{PlayerProfile, PoolRating, RatedLine, RatingBoard, RatingHistory};
pub use records::{LeaderboardLine, PlayerRecord};
pub use review::{GameReview, JudgedTurn, PlayerLosses, ReviewedTurn};
