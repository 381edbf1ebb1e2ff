//! Helpers for end-to-end tests of the bot: a table (the fake Discord, the real binary, alice and
//! bob in a lobby), commands that wait for their private answer, racks read from DMs, and plays
//! chosen with the move generator on the stored board.

use std::time::{Duration, Instant};

use lexicord::engine::game::Game;
use lexicord::engine::lexicon::Lexicon;
use lexicord::engine::movegen;
use lexicord::engine::notation::{ThroughStyle, format_play};
use lexicord::engine::placement::words_formed;
use lexicord::engine::tiles::TileSet;
use lexicord::service::{PublicView, Service};
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Message, Opt, database_url};
use crate::support;

/// A game table: the fake Discord, the bot, two players and a service reading the same database.
pub struct Table {
    pub discord: FakeDiscord,
    pub bot: Bot,
    pub service: Service,
    pub pool: PgPool,
    pub alice: FakeUser,
    pub bob: FakeUser,
}

impl Table {
    /// Starts the fake and the bot; alice opens a two-player game with `rule` and bob joins.
    pub async fn open(pool: PgPool, rule: &str) -> Self {
        let table = Self::seated(pool).await;
        let opened = table
            .run(
                &table.alice,
                "game new",
                &[Opt::int("opponents", 1), Opt::choice("challenge", rule)],
            )
            .await;
        assert!(
            opened.ephemeral && opened.text().contains("is open"),
            "{opened:?}"
        );
        let joined = table.run(&table.bob, "game join", &[]).await;
        assert!(joined.text().contains("You joined"), "{joined:?}");
        table
    }

    /// Starts the fake and the bot with alice and bob, before any game is opened.
    pub async fn seated(pool: PgPool) -> Self {
        let discord = FakeDiscord::start().await;
        let bot = Bot::start(&discord, &database_url(&pool).await).await;
        Self::with(discord, bot, pool)
    }

    /// A table on a fake and a bot the caller started (with settings of its own).
    pub fn with(discord: FakeDiscord, bot: Bot, pool: PgPool) -> Self {
        let (alice, bob) = (discord.user("alice"), discord.user("bob"));
        Self {
            service: support::service(pool.clone()),
            pool,
            discord,
            bot,
            alice,
            bob,
        }
    }

    pub fn channel(&self) -> u64 {
        self.discord.channel()
    }

    /// Sends a slash command as `user` in the game's channel and returns its answer. Before
    /// `/game start` the lobby gets a seed whose every opening rack has a play (a random deal
    /// can leave a rack with no word, and the tests want plays).
    pub async fn run(&self, user: &FakeUser, command: &str, options: &[Opt]) -> Message {
        if command == "game start" {
            support::seed_lobby_playably(&self.pool, self.channel() as i64).await;
        }
        let id = self
            .discord
            .slash(user, self.channel(), command, options)
            .await;
        self.discord.reply(id).await
    }

    pub fn user(&self, id: i64) -> &FakeUser {
        if self.alice.id as i64 == id {
            &self.alice
        } else {
            assert_eq!(self.bob.id as i64, id, "a player of the table");
            &self.bob
        }
    }

    pub fn other(&self, user: &FakeUser) -> &FakeUser {
        if *user == self.alice {
            &self.bob
        } else {
            &self.alice
        }
    }

    /// The game as stored now.
    pub async fn snapshot(&self) -> PublicView {
        self.service
            .tables()
            .snapshot(self.channel() as i64)
            .await
            .unwrap()
    }

    /// The engine's whole game as stored now (every rack): for the test's own choices.
    pub async fn game(&self) -> Game {
        self.service
            .tables()
            .whole_game(self.channel() as i64)
            .await
            .unwrap()
            .expect("a started game")
    }

    /// The player to move, if any.
    pub async fn to_move(&self) -> Option<FakeUser> {
        let id = support::to_move(&self.service, self.channel() as i64).await?;
        Some(self.user(id).clone())
    }

    /// The stored rack of `user` (`AEINRST?`).
    pub async fn stored_rack(&self, user: &FakeUser) -> String {
        sqlx::query_scalar(
            "select rack from seats where user_id = $1 order by game_id desc limit 1",
        )
        .bind(user.id as i64)
        .fetch_one(&self.pool)
        .await
        .unwrap()
    }

    /// Checks that `user`'s stored rack came to them by DM (an empty rack, or a game waiting
    /// only for a challenge of its last play, has none to send).
    pub async fn assert_rack_came_by_dm(&self, user: &FakeUser) {
        let rack = self.stored_rack(user).await;
        if rack.is_empty() || self.game().await.awaiting_final_challenge() {
            return;
        }
        assert!(
            self.discord
                .dms_to(user)
                .iter()
                .any(|m| rack_in(m).as_deref() == Some(rack.as_str())),
            "{}'s rack {rack} came by DM",
            user.name
        );
    }

    /// Waits for `user`'s turn, checking nobody else is ever to move (the other seats are
    /// computers, which move in their own steps): the game as it stands then, or `None` once
    /// it is over.
    pub async fn next_turn_of(&self, user: &FakeUser) -> Option<Game> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if self.game().await.is_over() {
                return None;
            }
            if let Some(mover) = self.to_move().await {
                assert_eq!(mover.id, user.id);
                // Read after it became their turn: nothing moves until they do.
                return Some(self.game().await);
            }
            assert!(
                Instant::now() < deadline,
                "{}'s turn never came: the computer did not move",
                user.name
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// `user` seats a computer player of `level` and starts the game.
    pub async fn seat_computer_and_start(&self, user: &FakeUser, level: &str) {
        let bot = self
            .run(user, "game add-bot", &[Opt::choice("level", level)])
            .await;
        assert!(!bot.text().contains("went wrong"), "{bot:?}");
        let started = self.run(user, "game start", &[]).await;
        assert!(started.text().contains("has started"), "{started:?}");
    }

    /// `user` plays `chosen` (square, word, as `best_play` gives it) with `/play`, or passes
    /// when there is none or `game` waits only for a challenge of its last play; checks the
    /// reply says it was done.
    pub async fn play_or_pass(
        &self,
        user: &FakeUser,
        game: &Game,
        chosen: Option<(String, String, String)>,
    ) -> Message {
        let reply = match chosen {
            Some((coord, word, _)) if !game.awaiting_final_challenge() => {
                self.run(
                    user,
                    "play",
                    &[Opt::text("word", &word), Opt::text("at", &coord)],
                )
                .await
            }
            _ => self.run(user, "pass", &[]).await,
        };
        assert!(reply.text().starts_with("Done"), "{reply:?}");
        reply
    }

    /// Channel messages so far.
    pub fn channel_messages(&self) -> Vec<Message> {
        self.discord.messages_in(self.channel())
    }

    /// The game-over post, once it is in the channel, checked to name each of `winners` (seats)
    /// on a line that says so: "(wins)", or "(draw)" when several share the win.
    pub async fn game_over_naming(&self, winners: &[usize]) -> Message {
        let over = self
            .discord
            .wait_until("the game over post", |s| {
                s.messages_in(self.channel())
                    .into_iter()
                    .find(|m| m.text().contains("Game over"))
            })
            .await;
        let snapshot = self.snapshot().await;
        let mark = if winners.len() > 1 {
            "(draw)"
        } else {
            "(wins)"
        };
        assert!(!winners.is_empty(), "a game over names a winner");
        for &winner in winners {
            let name = snapshot.seats[winner].name.record_name();
            assert!(
                over.text()
                    .lines()
                    .any(|l| l.contains(&name) && l.contains(mark)),
                "{name} {mark}: {}",
                over.text()
            );
        }
        over
    }

    /// After a game: no channel message ever showed a rack (racks go by DM only), and the
    /// stored state is the replay of the stored log (tiles and awards conserved).
    pub async fn assert_racks_stayed_private_and_the_log_replays(&self) {
        for message in self.channel_messages() {
            assert!(!message.text().contains("Your rack"), "{}", message.text());
        }
        let game_id = self.snapshot().await.game_id;
        support::assert_stored_state_is_the_replay(&self.service, &self.pool, game_id).await;
    }
}

/// The rack a rack message shows: the text in backticks after "Your rack".
pub fn rack_in(message: &Message) -> Option<String> {
    let text = message.text();
    let after = &text[text.find("Your rack")?..];
    let start = after.find('`')? + 1;
    let end = start + after[start..].find('`')?;
    Some(after[start..end].to_owned())
}

/// The best play of the player to move on the stored board as `(coord, word, dotted word)`:
/// typed with through tiles as letters; the dotted form is how GCG writes it.
pub fn best_play(game: &Game) -> Option<(String, String, String)> {
    best_play_in(game, &Lexicon::enable())
}

/// [`best_play`] in `lexicon` (a word list of the game's own tiles).
pub fn best_play_in(game: &Game, lexicon: &Lexicon) -> Option<(String, String, String)> {
    let seat = game.to_move()?;
    let best = movegen::best_move(game.variant(), lexicon, game.board(), game.rack(seat))?;
    Some(typed(game, &best.placement()))
}

/// A play of the player to move whose words are not all in ENABLE (a phony), made of two- and
/// three-letter "words" the move generator finds with a lexicon of every such string.
pub fn phony_play(game: &Game) -> Option<(String, String, String)> {
    let seat = game.to_move()?;
    let tiles = TileSet::english();
    let letters: Vec<char> = ('A'..='Z').collect();
    let mut words = String::new();
    for a in &letters {
        for b in &letters {
            words.push(*a);
            words.push(*b);
            words.push('\n');
        }
    }
    let anything = Lexicon::from_text(&tiles, &words).unwrap();
    let enable = Lexicon::enable();
    let mut moves = movegen::all_moves(game.variant(), &anything, game.board(), game.rack(seat));
    movegen::sort_best_first(&mut moves);
    let phony = moves.into_iter().find(|m| {
        words_formed(game.board(), &m.placement())
            .iter()
            .any(|w| !enable.contains_word(&w.letters()))
    })?;
    Some(typed(game, &phony.placement()))
}

/// The best play of the player to move that puts no tile on a blocker (Blanks & Blockers),
/// preferring, when `take_blocker`, one that covers a Blocker square.
pub fn best_open_play(game: &Game, take_blocker: bool) -> Option<(String, String, String)> {
    use lexicord::engine::layout::SpecialSquare;
    let seat = game.to_move()?;
    let lexicon = Lexicon::enable();
    let layout = &game.variant().layout;
    let mut moves: Vec<_> =
        movegen::all_moves(game.variant(), &lexicon, game.board(), game.rack(seat))
            .into_iter()
            .filter(|m| m.word().all(|(pos, _, new)| !new || !game.is_blocked(pos)))
            .collect();
    movegen::sort_best_first(&mut moves);
    let covers_blocker = |m: &movegen::Move| {
        m.word()
            .any(|(pos, _, new)| new && layout.square(pos).special == Some(SpecialSquare::Blocker))
    };
    let best = moves
        .iter()
        .find(|m| take_blocker && covers_blocker(m))
        .or_else(|| moves.first())?;
    Some(typed(game, &best.placement()))
}

/// The Hyper-Race play the computer's medium level would make for the player to move (on their
/// own side, toward Earth), if it plays a word.
pub fn race_play(game: &Game) -> Option<(String, String, String)> {
    use lexicord::engine::ai::{self, Choice, Level};
    use rand::SeedableRng;
    let seat = game.to_move()?;
    let lexicon = Lexicon::enable();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    match ai::choose(game, seat, Level::Medium, &lexicon, &mut rng) {
        Choice::Play(m) => Some(typed(game, &m.placement())),
        _ => None,
    }
}

/// A Free for All play for the player to move, as `/place` takes it: the tiles
/// (`G8=D H8=I`) and the words the computer would score for them.
pub fn free_play(game: &Game) -> Option<(String, String)> {
    use lexicord::engine::free_for_all;
    let seat = game.to_move()?;
    let lexicon = Lexicon::enable();
    let tiles = &game.variant().tiles;
    let (placed, selection) =
        free_for_all::best_play(game.board(), game.rack(seat), tiles, &lexicon, 50)?;
    let squares: Vec<String> = placed
        .iter()
        .map(|&(pos, tile)| format!("{pos}={}", tiles.spell(&[tile])))
        .collect();
    let words: Vec<String> = selection
        .words
        .iter()
        .map(|w| tiles.spell_letters(&w.letters))
        .collect();
    Some((squares.join(" "), words.join(" ")))
}

/// A placement as `/play` takes it and GCG writes it: `(coord, word with through tiles as
/// letters, word with through tiles as dots)`.
pub fn typed(
    game: &Game,
    placement: &lexicord::engine::placement::Placement,
) -> (String, String, String) {
    let tiles = &game.variant().tiles;
    let letters = format_play(tiles, game.board(), placement, ThroughStyle::Letters);
    let dots = format_play(tiles, game.board(), placement, ThroughStyle::Dots);
    (letters.coord.to_string(), letters.word, dots.word)
}
