//! What a league season's start and end posts say (delivered as tournament posts in the
//! league's channel).

use std::fmt::Write as _;

use crate::service::TournamentPost;
use crate::service::names::markdown as md;
use crate::tournament::league::Move;

/// What a season's start or end post says.
pub fn season_post(post: &TournamentPost) -> String {
    let mut out = String::new();
    match post {
        TournamentPost::SeasonStarted {
            league,
            season,
            divisions,
            ends,
            games_at_once,
        } => {
            let league = md(league);
            let _ = writeln!(
                out,
                "🏅 **{league}**, season {season} has started: a round robin in each division, {games_at_once} games at a time per player, in threads of this channel. It ends <t:{ends}:R>; a game still going then is forfeited by the player on move."
            );
            for (d, names) in divisions.iter().enumerate() {
                let names: Vec<String> = names.iter().map(|n| md(n)).collect();
                let _ = writeln!(out, "__Division {}__: {}", d + 1, names.join(", "));
            }
        }
        TournamentPost::SeasonOver {
            league,
            season,
            divisions,
            next,
        } => {
            let _ = writeln!(out, "🏅 **{}**, season {season} is over.", md(league));
            for (d, lines) in divisions.iter().enumerate() {
                let _ = write!(out, "__Division {}__: ", d + 1);
                let names: Vec<String> = lines
                    .iter()
                    .enumerate()
                    .map(|(i, (name, movement))| {
                        let mark = match movement {
                            Move::Promoted => " ⬆️ promoted",
                            Move::Relegated => " ⬇️ relegated",
                            Move::Stays => "",
                        };
                        format!("{}. {}{mark}", i + 1, md(name))
                    })
                    .collect();
                let _ = writeln!(out, "{}", names.join(", "));
            }
            let _ = write!(
                out,
                "Everyone is carried into season {next} (`/league leave` to sit it out; `/league join` for newcomers); a moderator starts it with `/league start`."
            );
        }
        _ => {}
    }
    out
}
