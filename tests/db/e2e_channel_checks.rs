//! End to end, a channel where the bot loses Send Messages (issue 46): its posts there are
//! refused (403 Missing Permissions), the server's owner is told once by DM however many turns
//! follow, the refusals and the unreachable channel show in the metrics, and a moderator's
//! `/settings show` names what is missing; once the permission is given back a post goes
//! through and the flag clears, so a new breakage is told again. In a healthy server
//! `/settings show` says all is well.
// The values compared are counts and 0/1 gauges, written exactly in the exposition.
#![allow(clippy::float_cmp)]

use std::net::SocketAddr;

use serenity::all::Permissions;
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Message, Opt, database_url};
use crate::support::scrape::{self, metrics, value};
use crate::support::table::{Table, best_play};
use crate::support::waits;

/// A table whose bot serves metrics, with a started game in `#general` and the bot given the
/// role a real install has (thread permissions besides @everyone's); the metrics' address.
async fn game_with_metrics(pool: PgPool) -> (Table, SocketAddr) {
    let discord = FakeDiscord::start().await;
    let role = discord.add_role(
        "Lexicord",
        Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS,
    );
    discord.give_bot_role(role);
    let env = [("LEXICORD_OBSERVABILITY_LISTEN", "127.0.0.1:0")];
    let bot = Bot::start_with_env(&discord, &database_url(&pool).await, &env).await;
    let address = scrape::address(&discord).await;
    let table = Table::with(discord, bot, pool);
    let opened = table
        .run(&table.alice, "game new", &[Opt::int("opponents", 1)])
        .await;
    assert!(opened.text().contains("is open"), "{opened:?}");
    table.run(&table.bob, "game join", &[]).await;
    let started = table.run(&table.alice, "game start", &[]).await;
    assert!(started.text().contains("has started"), "{started:?}");
    drained(&table).await;
    (table, address)
}

async fn drained(table: &Table) {
    waits::outbox_drained(&table.pool, || table.discord.summary()).await;
}

/// The player to move plays their best play (or passes), and every row it wrote is done.
async fn turn(table: &Table) {
    let mover = table.to_move().await.expect("a player to move");
    let game = table.game().await;
    let chosen = best_play(&game);
    table.play_or_pass(&mover, &game, chosen).await;
    drained(table).await;
}

fn pings_nobody(message: &Message) -> bool {
    let pings = message.pings();
    pings.users.is_empty() && pings.roles.is_empty() && !pings.everyone
}

/// The alerts the owner was sent by DM so far.
fn alerts(table: &Table, owner: &FakeUser) -> Vec<Message> {
    table
        .discord
        .dms_to(owner)
        .into_iter()
        .filter(|m| m.text().contains("keeps refusing"))
        .collect()
}

async fn flagged(pool: &PgPool) -> i64 {
    sqlx::query_scalar("select count(*) from unreachable_channels")
        .fetch_one(pool)
        .await
        .unwrap()
}

fn refusals(exposition: &str) -> f64 {
    value(
        exposition,
        "lexicord_delivery_permission_refusals_total{kind=\"turn\"}",
    )
}

#[sqlx::test]
async fn a_channel_that_refuses_the_bots_posts_is_told_once_until_it_takes_them_again(
    pool: PgPool,
) {
    let (table, address) = game_with_metrics(pool).await;
    let owner = table.discord.owner();
    let channel = table.channel();
    let before = metrics(address).await;
    assert_eq!(refusals(&before), 0.0, "{before}");
    assert_eq!(value(&before, "lexicord_channels_unreachable"), 0.0);

    // A moderator takes Send Messages from the bot in the game's channel.
    table.discord.deny_bot(channel, Permissions::SEND_MESSAGES);
    let posts = table.channel_messages().len();
    turn(&table).await;
    assert_eq!(
        table.discord.failed_posts(channel),
        vec![403, 403, 403],
        "the turn's post refused on each of its tries"
    );
    let told = alerts(&table, &owner);
    assert_eq!(told.len(), 1, "{}", table.discord.summary());
    let alert = &told[0];
    assert!(
        alert.text().contains(&format!(
            "Discord keeps refusing Lexicord's posts in <#{channel}>"
        )),
        "{}",
        alert.text()
    );
    assert!(
        alert.text().contains(&format!(
            "Lexicord cannot post in <#{channel}>: give it Send Messages there."
        )),
        "{}",
        alert.text()
    );
    assert!(pings_nobody(alert), "{alert:?}");
    assert_eq!(flagged(&table.pool).await, 1);
    let broken = metrics(address).await;
    assert_eq!(refusals(&broken), 3.0, "{broken}");
    assert_eq!(value(&broken, "lexicord_channels_unreachable"), 1.0);

    // More turns: still refused, still told once.
    turn(&table).await;
    turn(&table).await;
    assert_eq!(table.discord.failed_posts(channel).len(), 9);
    assert_eq!(alerts(&table, &owner).len(), 1, "told once");
    let still = metrics(address).await;
    assert_eq!(refusals(&still), 9.0, "{still}");
    assert_eq!(value(&still, "lexicord_channels_unreachable"), 1.0);
    assert_eq!(table.channel_messages().len(), posts, "nothing was posted");

    // The owner, a moderator, asks `/settings show`: it names what is missing, privately.
    let shown = table
        .discord
        .slash(&owner, channel, "settings show", &[])
        .await;
    let shown = table.discord.reply(shown).await;
    assert!(shown.ephemeral, "{shown:?}");
    assert!(
        shown.text().contains(&format!(
            "Lexicord cannot post in <#{channel}>: give it Send Messages there."
        )),
        "{}",
        shown.text()
    );
    assert!(!shown.text().contains("All is well"), "{}", shown.text());
    assert!(pings_nobody(&shown), "{shown:?}");

    // The permission is given back: the next turn's post goes through and the flag clears.
    table.discord.restore_bot(channel);
    turn(&table).await;
    assert_eq!(table.channel_messages().len(), posts + 1, "the turn's post");
    assert_eq!(flagged(&table.pool).await, 0);
    let fixed = metrics(address).await;
    assert_eq!(
        value(&fixed, "lexicord_channels_unreachable"),
        0.0,
        "{fixed}"
    );
    assert_eq!(refusals(&fixed), 9.0);

    // A new breakage is told again.
    table.discord.deny_bot(channel, Permissions::SEND_MESSAGES);
    turn(&table).await;
    assert_eq!(alerts(&table, &owner).len(), 2, "a new breakage, told");
    assert_eq!(flagged(&table.pool).await, 1);
}

#[sqlx::test]
async fn settings_show_says_all_is_well_in_a_healthy_server_and_only_to_moderators(pool: PgPool) {
    let (table, _) = game_with_metrics(pool).await;
    let owner = table.discord.owner();
    let shown = table
        .discord
        .slash(&owner, table.channel(), "settings show", &[])
        .await;
    let shown = table.discord.reply(shown).await;
    assert!(shown.ephemeral, "{shown:?}");
    assert!(
        shown.text().contains(
            "All is well: Lexicord has every permission it needs in the channels with games and \
             events here (1 checked)."
        ),
        "{}",
        shown.text()
    );
    assert!(!shown.text().contains("cannot"), "{}", shown.text());
    assert!(pings_nobody(&shown), "{shown:?}");
    // A player who does not moderate sees the settings without the verdict.
    let player = table.run(&table.alice, "settings show", &[]).await;
    assert!(
        player.text().contains("New games here"),
        "{}",
        player.text()
    );
    assert!(!player.text().contains("All is well"), "{}", player.text());
    assert!(alerts(&table, &owner).is_empty());
}
