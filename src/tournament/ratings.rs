//! A director's rating estimate for one event: everyone enters at the file's rating (0 means
//! unrated: 1500) with deviation 350 and volatility 0.06, the whole event is one Glicko-2
//! rating period, wins score 1, ties 1/2, losses 0, and byes are not games.

use super::event::{Event, Opponent};
use super::glicko2::{self, Config, Game, Rating};

/// The rating each player enters the event with.
pub fn entry_rating(file_rating: u32) -> Rating {
    if file_rating == 0 {
        Rating::default()
    } else {
        Rating::at(f64::from(file_rating))
    }
}

/// Every player's rating after the event's scored rounds, in file order.
pub fn event_ratings(event: &Event) -> Vec<Rating> {
    let before: Vec<Rating> = event
        .players()
        .iter()
        .map(|p| entry_rating(p.rating))
        .collect();
    (0..event.len())
        .map(|p| {
            let games: Vec<Game> = event
                .results(p, usize::MAX)
                .filter_map(|r| match r.opponent {
                    Opponent::Bye => None,
                    Opponent::Player(o) => Some(Game {
                        opponent: before[o],
                        score: r.outcome.points(),
                    }),
                })
                .collect();
            glicko2::update(before[p], &games, Config::default())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::tsh;

    #[test]
    fn byes_are_not_games_and_unrated_enter_at_1500() {
        let event = tsh::read(
            "Ann 1600 2 0; 400 50\n\
             Bo 0 1 3; 300 390\n\
             Cy 1400 0 2; 50 380\n",
        )
        .unwrap();
        let r = event_ratings(&event);
        // Ann beat Bo (unrated, 1500) and had a bye: only the win counts.
        let ann = glicko2::update(
            Rating::at(1600.0),
            &[Game {
                opponent: Rating::default(),
                score: 1.0,
            }],
            Config::default(),
        );
        assert_eq!(r[0], ann);
        // Bo lost to 1600 and beat 1400 at equal deviations: exactly as expected, no change.
        assert!((r[1].rating - 1500.0).abs() < 1e-6, "{:?}", r[1]);
        assert!(r[2].rating < 1400.0, "Cy's loss counts, the bye does not");
        assert!(r.iter().all(|x| x.deviation < 350.0));
    }

    #[test]
    fn a_player_without_games_only_grows_uncertain() {
        let event = tsh::read("Ann 1600 0; 50\nBo 0 0; -50\n").unwrap();
        let r = event_ratings(&event);
        assert!((r[0].rating - 1600.0).abs() < f64::EPSILON);
        assert!(r[0].deviation > 350.0);
        assert!((r[1].rating - 1500.0).abs() < f64::EPSILON);
    }
}
