//! End to end: games outside a server. In a group DM the app (installed by its users) is no
//! member and may only answer interactions, as the fake Discord enforces. Three friends play a
//! whole game there: every board is an answer in the group DM (announced once, never a channel
//! post), the player to move is told by DM, racks stay in DMs. A player against the computer sees
//! the computer's plays as answers too. Once Discord's 15 minutes for answers have run out, a move
//! made from the bot's DM reaches every player by DM, and nothing is tried in the group DM.

use std::time::Duration;

use lexicord::engine::game::Game;
use lexicord::service::Service;
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Message, Opt, database_url};
use crate::support::table::{best_play, rack_in};
use crate::support::{self, seed_lobby_playably};

/// Friends in a group DM with the fake Discord and the real bot.
pub(crate) struct GroupDm {
    pub(crate) discord: FakeDiscord,
    _bot: Bot,
    pub(crate) service: Service,
    pub(crate) pool: PgPool,
    pub(crate) channel: u64,
    pub(crate) friends: Vec<FakeUser>,
}

impl GroupDm {
    pub(crate) async fn open(pool: PgPool, names: &[&str]) -> Self {
        let discord = FakeDiscord::start().await;
        let bot = Bot::start(&discord, &database_url(&pool).await).await;
        let friends: Vec<FakeUser> = names.iter().map(|n| discord.user(n)).collect();
        let members: Vec<&FakeUser> = friends.iter().collect();
        let channel = discord.group_dm(&members);
        Self {
            service: support::service(pool.clone()),
            pool,
            discord,
            _bot: bot,
            channel,
            friends,
        }
    }

    /// `user`'s slash command in the group DM; its private answer.
    pub(crate) async fn run(&self, user: &FakeUser, command: &str, options: &[Opt]) -> Message {
        if command == "game start" {
            seed_lobby_playably(&self.pool, self.channel as i64).await;
        }
        let id = self
            .discord
            .slash(user, self.channel, command, options)
            .await;
        let answer = self.answer(id).await;
        assert!(answer.ephemeral, "{command}: {}", answer.text());
        answer
    }

    /// The private answer to interaction `id` once it is final (a command that announces
    /// something first fills its answer with a placeholder, then edits it).
    pub(crate) async fn answer(&self, id: u64) -> Message {
        self.discord
            .reply_where(id, "the final answer", |m| !m.text().starts_with('⏳'))
            .await
    }

    pub(crate) fn user(&self, id: i64) -> &FakeUser {
        self.friends
            .iter()
            .find(|f| f.id as i64 == id)
            .expect("a friend of the group")
    }

    pub(crate) async fn game(&self) -> Game {
        self.service
            .tables()
            .whole_game(self.channel as i64)
            .await
            .unwrap()
            .expect("a started game")
    }

    /// What everyone in the group DM sees (private answers left out).
    pub(crate) fn shared_posts(&self) -> Vec<Message> {
        self.discord
            .messages_in(self.channel)
            .into_iter()
            .filter(|m| !m.ephemeral)
            .collect()
    }

    pub(crate) fn boards(&self) -> usize {
        self.shared_posts()
            .iter()
            .filter(|m| m.attachment("board.png").is_some())
            .count()
    }

    /// Opens a game of every friend (and `computer`, a level, if given) and starts it.
    async fn start(&self, computer: Option<&str>) {
        let everyone: Vec<&FakeUser> = self.friends.iter().collect();
        self.start_among(&everyone, computer).await;
    }

    /// Opens a game of `players` (friends of the group, the first its host; and `computer`, a
    /// level, if given) and starts it.
    pub(crate) async fn start_among(&self, players: &[&FakeUser], computer: Option<&str>) {
        let opponents = players.len() as i64 - 1 + i64::from(computer.is_some());
        let host = players[0];
        let opened = self
            .run(host, "game new", &[Opt::int("opponents", opponents)])
            .await;
        assert!(opened.text().contains("is open"), "{}", opened.text());
        let lobby = self
            .discord
            .wait_until("the lobby's post in the group DM", |s| {
                s.messages_in(self.channel)
                    .into_iter()
                    .find(|m| !m.ephemeral && m.button("Join").is_some())
            })
            .await;
        for &friend in &players[1..] {
            // The lobby's Join button works for anyone in the group DM.
            let id = lobby.button("Join").unwrap();
            let pressed = self.discord.button(friend, &lobby, &id).await;
            let joined = self.answer(pressed).await;
            assert!(joined.text().contains("joined"), "{}", joined.text());
        }
        if let Some(level) = computer {
            let seated = self
                .run(host, "game add-bot", &[Opt::choice("level", level)])
                .await;
            assert!(seated.text().contains("seated"), "{}", seated.text());
        }
        let started = self.run(host, "game start", &[]).await;
        assert!(started.text().contains("has started"), "{}", started.text());
    }

    /// Waits until a person is to move (a computer player moves in its own step) or the game is
    /// over, with every post of the game delivered; the person to move, if any.
    pub(crate) async fn settled(&self) -> Option<i64> {
        let deadline = std::time::Instant::now() + Duration::from_secs(30);
        let game_id = self
            .service
            .tables()
            .snapshot(self.channel as i64)
            .await
            .unwrap()
            .game_id;
        loop {
            let mover = support::to_move(&self.service, self.channel as i64).await;
            let over = self.game().await.is_over();
            let pending = self
                .service
                .delivery()
                .channel_posts_pending(game_id)
                .await
                .unwrap();
            if (mover.is_some() || over) && !pending {
                return mover;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "the game never settled"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The person to move plays the best play (or passes) with `/play` in the group DM.
    pub(crate) async fn move_once(&self) {
        let mover = self.settled().await.expect("a person to move");
        let game = self.game().await;
        let mover = self.user(mover).clone();
        let answer = match best_play(&game) {
            Some((coord, word, _)) if !game.awaiting_final_challenge() => {
                self.run(
                    &mover,
                    "play",
                    &[Opt::text("word", &word), Opt::text("at", &coord)],
                )
                .await
            }
            _ => self.run(&mover, "pass", &[]).await,
        };
        assert!(answer.text().starts_with("Done"), "{}", answer.text());
    }

    /// Nothing was refused: no channel post, no late answer.
    pub(crate) fn assert_only_answers(&self) {
        assert!(
            self.discord.refusals().is_empty(),
            "refused: {:?}\n{}",
            self.discord.refusals(),
            self.discord.summary()
        );
        for post in self.discord.messages_in(self.channel) {
            assert!(
                post.origin.interaction().is_some(),
                "not an answer: {}",
                post.text()
            );
            assert!(!post.text().contains("Your rack"), "{}", post.text());
        }
    }

    /// The game's number.
    pub(crate) async fn game_id(&self) -> i64 {
        self.service
            .tables()
            .snapshot(self.channel as i64)
            .await
            .unwrap()
            .game_id
    }

    /// `mover` passes from the bot's DM, through `/games` and the panel; the answer.
    pub(crate) async fn pass_from_own_dm(&self, mover: &FakeUser) -> Message {
        let own_dm = self.discord.dm_channel(mover);
        let listed = self.discord.slash(mover, own_dm, "games", &[]).await;
        let list = self.discord.reply(listed).await;
        assert!(list.text().contains("a DM or group DM"), "{}", list.text());
        let game_id = self.game_id().await;
        let open = list.button(&format!("Game #{game_id}")).unwrap();
        let pressed = self.discord.button(mover, &list, &open).await;
        let panel = self.discord.reply(pressed).await;
        let pass = panel.button("Pass").unwrap();
        let pressed = self.discord.button(mover, &panel, &pass).await;
        self.answer(pressed).await
    }
}

#[sqlx::test]
async fn three_friends_play_a_whole_game_in_a_group_dm(pool: PgPool) {
    let dm = GroupDm::open(pool, &["alice", "bob", "carol"]).await;
    dm.start(None).await;
    assert_eq!(dm.boards(), 1, "the start is announced once");
    let mut turns = 0;
    while !dm.game().await.is_over() {
        dm.move_once().await;
        turns += 1;
        assert!(turns < 300, "the game ends");
        assert_eq!(dm.boards(), turns + 1, "every turn announced once");
    }
    dm.discord
        .wait_until("the game-over post", |s| {
            s.messages_in(dm.channel)
                .into_iter()
                .find(|m| m.text().contains("Game over"))
        })
        .await;
    dm.assert_only_answers();
    for friend in &dm.friends {
        let dms = dm.discord.dms_to(friend);
        assert!(
            dms.iter().any(|m| m.text().contains("Your turn")
                && m.button("Play").is_some()
                && rack_in(m).is_some()),
            "{} is told of their turn by DM, with their rack and the panel",
            friend.name
        );
    }
    let game_id = dm
        .service
        .tables()
        .snapshot(dm.channel as i64)
        .await
        .unwrap()
        .game_id;
    support::assert_stored_state_is_the_replay(&dm.service, &dm.pool, game_id).await;
}

#[sqlx::test]
async fn the_computers_plays_are_answers_in_the_conversation(pool: PgPool) {
    let dm = GroupDm::open(pool, &["alice"]).await;
    dm.start(Some("easy")).await;
    dm.settled().await;
    for _ in 0..3 {
        let before = dm.boards();
        dm.move_once().await;
        dm.settled().await;
        if dm.game().await.is_over() {
            break;
        }
        // Alice's board, then the computer's, both answers in the group DM.
        assert_eq!(dm.boards(), before + 2, "{}", dm.discord.summary());
    }
    dm.assert_only_answers();
}

#[sqlx::test]
async fn after_the_answer_window_a_move_reaches_everyone_by_dm(pool: PgPool) {
    let dm = GroupDm::open(pool, &["alice", "bob"]).await;
    dm.start(None).await;
    dm.move_once().await;
    let boards = dm.boards();
    // Sixteen minutes pass, for Discord and for the bot's record of the group's last answer.
    dm.discord.age_interactions(Duration::from_mins(16));
    sqlx::query("update games set answer_token_at = answer_token_at - interval '16 minutes'")
        .execute(&dm.pool)
        .await
        .unwrap();

    // The player to move passes from the bot's DM, through `/games` and the panel.
    let mover = support::to_move(&dm.service, dm.channel as i64)
        .await
        .unwrap();
    let mover = dm.user(mover).clone();
    let done = dm.pass_from_own_dm(&mover).await;
    assert!(done.text().starts_with("Done"), "{}", done.text());

    for friend in &dm.friends {
        dm.discord
            .wait_until("the pass's board by DM", |s| {
                s.dms_to(friend.id)
                    .into_iter()
                    .find(|m| m.attachment("board.png").is_some() && m.text().contains("pass"))
            })
            .await;
    }
    assert_eq!(dm.boards(), boards, "nothing more in the group DM");
    dm.assert_only_answers();
}
