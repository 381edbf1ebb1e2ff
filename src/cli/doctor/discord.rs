//! The doctor's questions to Discord: whether it takes the token (`GET /users/@me`), whether
//! the application can be installed to servers and to users (the application's
//! `integration_types_config`), and whether the bot may still play in every server channel with
//! a game in progress (`bot::channel_needs`). The token is never said.

use std::collections::BTreeMap;
use std::collections::btree_map::Entry;

use poise::serenity_prelude as serenity;

use super::report::{Check, Finding, Report};
use crate::bot::channel_needs::{Need, Server, Unknown, http_status};
use crate::config::Config;
use crate::engine::wording::Wording;
use crate::store::doctor::ChannelGames;

/// Where the bot asks Discord when no other base is configured.
const DISCORD: &str = "https://discord.com";

/// Checks the token; a client that Discord takes it from, and the bot's user id, when it does.
pub async fn token(
    config: &Config,
    report: &mut Report,
) -> Option<(serenity::Http, serenity::UserId)> {
    if config.discord_token.is_empty() {
        report.add(&Finding::problem(
            Check::Token,
            Wording::new("cli-doctor-token-missing"),
            Wording::new("cli-doctor-token-missing-fix"),
        ));
        return None;
    }
    let http = crate::bot::http_client(config);
    match http.get_current_user().await {
        Ok(user) => {
            report.add(&Finding::ok(
                Check::Token,
                Wording::new("cli-doctor-token-ok")
                    .put("name", &user.name)
                    .put("id", &user.id),
            ));
            Some((http, user.id))
        }
        Err(error) if http_status(&error) == Some(401) => {
            report.add(&Finding::problem(
                Check::Token,
                Wording::new("cli-doctor-token-refused"),
                Wording::new("cli-doctor-token-refused-fix"),
            ));
            None
        }
        Err(error) => {
            let base = config.discord_api_base.as_deref().unwrap_or(DISCORD);
            report.add(&Finding::problem(
                Check::Token,
                Wording::new("cli-doctor-discord-unreachable")
                    .put("base", &base)
                    .put("error", &error),
                Wording::new("cli-doctor-discord-unreachable-fix"),
            ));
            None
        }
    }
}

/// Checks that the application can be installed to servers, and to users (which games in DMs
/// and group DMs need).
pub async fn install_contexts(http: &serenity::Http, report: &mut Report) {
    let check = || Check::InstallContexts;
    let info = match http.get_current_application_info().await {
        Ok(info) => info,
        Err(error) => {
            report.add(&Finding::warning(
                check(),
                Wording::new("cli-doctor-install-unknown").put("error", &error),
                Wording::new("cli-doctor-install-unknown-fix"),
            ));
            return;
        }
    };
    let contexts = &info.integration_types_config;
    let to_servers = contexts.contains_key(&serenity::InstallationContext::Guild);
    let to_users = contexts.contains_key(&serenity::InstallationContext::User);
    if to_servers && to_users {
        report.add(&Finding::ok(check(), Wording::new("cli-doctor-install-ok")));
    }
    if !to_servers {
        report.add(&Finding::warning(
            check(),
            Wording::new("cli-doctor-install-no-guild"),
            Wording::new("cli-doctor-install-no-guild-fix"),
        ));
    }
    if !to_users {
        report.add(&Finding::warning(
            check(),
            Wording::new("cli-doctor-install-no-user"),
            Wording::new("cli-doctor-install-no-user-fix"),
        ));
    }
}

/// Checks every channel of `channels` (servers asked once each).
pub async fn channels(
    http: &serenity::Http,
    bot: serenity::UserId,
    channels: &[ChannelGames],
    report: &mut Report,
) {
    let mut servers: BTreeMap<i64, Result<Server, Unknown>> = BTreeMap::new();
    for place in channels {
        if let Entry::Vacant(slot) = servers.entry(place.guild_id) {
            let guild = serenity::GuildId::new(place.guild_id as u64);
            slot.insert(Server::fetch(http, guild, bot).await);
        }
        let finding = match &servers[&place.guild_id] {
            Ok(server) => {
                let channel = serenity::ChannelId::new(place.channel_id as u64);
                let asked = server.missing_in(http, channel).await;
                channel_finding(place, asked.as_deref())
            }
            Err(unknown) => channel_finding(place, Err(unknown)),
        };
        report.add(&finding);
    }
}

/// What was found in one channel.
fn channel_finding(place: &ChannelGames, asked: Result<&[Need], &Unknown>) -> Finding {
    let check = Check::Channel {
        guild: place.guild_id as u64,
        channel: place.channel_id as u64,
    };
    let games = place.games;
    match asked {
        Ok([]) => Finding::ok(
            check,
            Wording::new("cli-doctor-channel-ok").number("games", games),
        ),
        Ok(missing) => {
            let names = missing
                .iter()
                .map(|need| crate::engine::english::english(&Wording::new(need_key(*need))))
                .collect::<Vec<_>>()
                .join(", ");
            let advice = Wording::new("cli-doctor-channel-missing-fix").put("missing", &names);
            if missing.iter().any(|need| need.stops_games()) {
                Finding::problem(
                    check,
                    Wording::new("cli-doctor-channel-missing")
                        .put("missing", &names)
                        .number("games", games),
                    advice,
                )
            } else {
                Finding::warning(
                    check,
                    Wording::new("cli-doctor-channel-threads").put("missing", &names),
                    advice,
                )
            }
        }
        Err(Unknown::NotInServer) => Finding::problem(
            check,
            Wording::new("cli-doctor-channel-no-server").number("games", games),
            Wording::new("cli-doctor-channel-no-server-fix"),
        ),
        Err(Unknown::Gone) => Finding::problem(
            check,
            Wording::new("cli-doctor-channel-gone").number("games", games),
            Wording::new("cli-doctor-channel-gone-fix"),
        ),
        Err(Unknown::Hidden) => Finding::problem(
            check,
            Wording::new("cli-doctor-channel-hidden").number("games", games),
            Wording::new("cli-doctor-channel-hidden-fix"),
        ),
        Err(Unknown::Failed(error)) => Finding::warning(
            check,
            Wording::new("cli-doctor-channel-unknown").put("error", &error),
            Wording::new("cli-doctor-channel-unknown-fix"),
        ),
    }
}

/// The message naming a need as Discord names its permission.
fn need_key(need: Need) -> &'static str {
    match need {
        Need::View => "cli-doctor-need-view",
        Need::Send => "cli-doctor-need-send",
        Need::SendInThreads => "cli-doctor-need-send-in-threads",
        Need::AttachFiles => "cli-doctor-need-attach",
        Need::CreateThreads => "cli-doctor-need-threads",
    }
}
