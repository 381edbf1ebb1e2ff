//! Leagues (issue 16): correspondence seasons in a channel. A moderator creates the league;
//! players register for the next season; a moderator starts it, and the season is played as a
//! tournament (a round robin per division, a few games open at a time per player); at its end
//! the divisions' tops go up and bottoms go down, and everyone is carried into the next season.

mod registration;
mod season;
mod season_end;
mod settings;
mod view;

pub use settings::LeagueOptions;
pub use view::LeagueView;
