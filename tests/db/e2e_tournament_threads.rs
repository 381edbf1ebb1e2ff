//! End to end, issue 26: a tournament game's thread is only ever one the bot made. Discord
//! fails the thread's creation three times; meanwhile a member makes a thread with the name the
//! bot uses. The bot keeps trying with back-off, tells the director once in the event channel
//! which game waits and why, never adopts the member's thread, and opens the game in its own
//! thread once Discord recovers, both players pinged there.

use std::time::Duration;

use sqlx::PgPool;

use crate::fake_discord::{Bot, Event, FakeDiscord, FakeUser, Message, Opt, database_url};

/// `(thread, game)` of the event's only board, once both are recorded.
async fn opened_board(pool: &PgPool, discord: &FakeDiscord) -> (i64, i64) {
    for _ in 0..600 {
        let board: Option<(Option<i64>, Option<i64>)> =
            sqlx::query_as("select thread_id, game_id from tournament_boards limit 1")
                .fetch_optional(pool)
                .await
                .unwrap();
        if let Some((Some(thread), Some(game))) = board {
            return (thread, game);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the board's game never opened\n{}", discord.summary());
}

/// A one-round tournament "Cup" in the server's channel, with ann and bo registered, its bot
/// running its jobs every second; started by [`Cup::start`].
struct Cup {
    discord: FakeDiscord,
    _bot: Bot,
    channel: u64,
    director: FakeUser,
    ann: FakeUser,
    bo: FakeUser,
}

impl Cup {
    async fn open(pool: &PgPool) -> Self {
        let mut discord = FakeDiscord::start().await;
        discord.set_timeout(Duration::from_mins(1));
        let url = database_url(pool).await;
        let bot = Bot::start_with_env(&discord, &url, &[("LEXICORD_JOB_POLL_SECS", "1")]).await;
        let cup = Cup {
            channel: discord.channel(),
            director: discord.owner(),
            ann: discord.user("ann"),
            bo: discord.user("bo"),
            _bot: bot,
            discord,
        };
        let created = cup
            .run(
                &cup.director,
                "tournament create",
                vec![Opt::text("name", "Cup"), Opt::int("rounds", 1)],
            )
            .await;
        assert!(
            created.text().contains("open for registration"),
            "{created:?}"
        );
        for p in [&cup.ann, &cup.bo] {
            let joined = cup.run(p, "tournament join", vec![]).await;
            assert!(joined.text().contains("You are registered"), "{joined:?}");
        }
        cup
    }

    /// `user`'s command in the channel, and its answer.
    async fn run(&self, user: &FakeUser, command: &str, options: Vec<Opt>) -> Message {
        let id = self
            .discord
            .slash(user, self.channel, command, &options)
            .await;
        self.discord.reply(id).await
    }

    /// The director starts the event.
    async fn start(&self) {
        let started = self.run(&self.director, "tournament start", vec![]).await;
        assert!(started.text().contains("has started"), "{started:?}");
    }
}

#[sqlx::test]
async fn a_members_thread_is_never_adopted_and_a_failing_thread_is_retried(pool: PgPool) {
    let cup = Cup::open(&pool).await;
    let Cup {
        discord,
        channel,
        ann,
        bo,
        ..
    } = &cup;
    let channel = *channel;
    let mallory = discord.user("mal");
    discord.fail_next_threads(channel, 3);
    cup.start().await;
    discord
        .wait_until("the first failed thread", |s| {
            s.events
                .iter()
                .any(|e| matches!(e, Event::ThreadFailed { .. }))
                .then_some(())
        })
        .await;
    // A member makes a thread with the name the bot gives the board's thread.
    let name: String = sqlx::query_scalar(
        "select payload->>'name' from outbox where kind = 'thread' order by id limit 1",
    )
    .fetch_one(&pool)
    .await
    .unwrap();
    let members = discord.member_thread(channel, &name, &mallory);

    // The director is told which game waits, and why, once.
    let waiting = discord
        .wait_until("the director's notice", |s| {
            s.messages
                .values()
                .find(|m| m.channel_id == channel && m.text().contains("cannot open yet"))
                .cloned()
        })
        .await;
    let text = waiting.text();
    assert!(
        text.contains("ann") && text.contains("bo") && text.contains("I keep trying"),
        "{text}"
    );
    assert!(!text.contains("500"), "no internal error text: {text}");

    let (thread, game) = opened_board(&pool, discord).await;
    assert_ne!(
        thread.cast_unsigned(),
        members,
        "the member's thread is not adopted"
    );
    let failures = discord.with_state(|s| {
        s.events
            .iter()
            .filter(|e| matches!(e, Event::ThreadFailed { .. }))
            .count()
    });
    assert_eq!(failures, 3, "retried past three failures");
    let opening = discord.wait_messages_in(thread.cast_unsigned(), 1).await;
    assert!(
        opening[0].text().contains(&format!("<@{}>", ann.id))
            && opening[0].text().contains(&format!("<@{}>", bo.id)),
        "both players pinged in the bot's thread: {:?}",
        opening[0].text()
    );
    assert!(
        discord.messages_in(members).is_empty(),
        "nothing is posted in the member's thread"
    );
    let notices = discord
        .messages_in(channel)
        .iter()
        .filter(|m| m.text().contains("cannot open yet"))
        .count();
    assert_eq!(notices, 1, "the director is told once");
    let threads = discord.with_state(|s| s.threads_of(channel).len());
    assert_eq!(threads, 2, "the member's and the bot's own");
    assert!(game > 0);
}

#[sqlx::test]
async fn tournament_posts_keep_their_order_after_a_discord_error(pool: PgPool) {
    let cup = Cup::open(&pool).await;
    let (discord, channel) = (&cup.discord, cup.channel);
    // Discord fails the next post of the event's channel: "is on" is retried after a second,
    // while the round is paired at once.
    discord.fail_next_posts(channel, 1);
    cup.start().await;
    discord
        .wait_until("the pairings post", |s| {
            s.messages
                .values()
                .any(|m| m.channel_id == channel && m.text().contains("round 1 of 1"))
                .then_some(())
        })
        .await;
    assert_eq!(discord.failed_posts(channel), [500]);
    let texts: Vec<String> = discord
        .messages_in(channel)
        .iter()
        .map(crate::fake_discord::Message::text)
        .collect();
    let is_on = texts
        .iter()
        .position(|t| t.contains("is on: pairings follow"));
    let pairings = texts.iter().position(|t| t.contains("round 1 of 1"));
    assert!(
        matches!((is_on, pairings), (Some(a), Some(b)) if a < b),
        "\"is on\" comes before the pairings: {texts:#?}"
    );
}
