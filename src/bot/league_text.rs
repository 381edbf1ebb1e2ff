//! What a league season's start and end posts say (delivered as tournament posts in the
//! league's channel).

use fluent_bundle::FluentValue;

use crate::service::TournamentPost;
use crate::service::names::markdown as md;
use crate::tournament::league::Move;

use super::locale::Tr;

/// What a season's start or end post says, in the server's language.
pub fn season_post(post: &TournamentPost, tr: Tr) -> String {
    let mut out = String::new();
    match post {
        TournamentPost::SeasonStarted {
            league,
            season,
            divisions,
            ends,
            games_at_once,
        } => {
            out.push_str(&tr.say(
                "league-post-season-started",
                &[
                    ("league", md(league).into()),
                    ("season", (*season).into()),
                    ("games", (*games_at_once).into()),
                    ("when", format!("<t:{ends}:R>").into()),
                ],
            ));
            out.push('\n');
            for (d, names) in divisions.iter().enumerate() {
                let names: Vec<String> = names.iter().map(|n| md(n)).collect();
                out.push_str(&tr.say(
                    "league-division",
                    &[
                        ("division", (d + 1).into()),
                        ("players", names.join(", ").into()),
                    ],
                ));
                out.push('\n');
            }
        }
        TournamentPost::SeasonOver {
            league,
            season,
            divisions,
            next,
        } => {
            out.push_str(&tr.say(
                "league-post-season-over",
                &[("league", md(league).into()), ("season", (*season).into())],
            ));
            out.push('\n');
            for (d, lines) in divisions.iter().enumerate() {
                let names: Vec<String> = lines
                    .iter()
                    .enumerate()
                    .map(|(i, (name, movement))| {
                        let values = [
                            ("rank", FluentValue::from(i + 1)),
                            ("player", md(name).into()),
                        ];
                        match movement {
                            Move::Promoted => tr.say("league-final-promoted", &values),
                            Move::Relegated => tr.say("league-final-relegated", &values),
                            Move::Stays => tr.say("league-final-stays", &values),
                        }
                    })
                    .collect();
                out.push_str(&tr.say(
                    "league-division",
                    &[
                        ("division", (d + 1).into()),
                        ("players", names.join(", ").into()),
                    ],
                ));
                out.push('\n');
            }
            out.push_str(&tr.say("league-post-next-season", &[("next", (*next).into())]));
        }
        _ => {}
    }
    out
}
