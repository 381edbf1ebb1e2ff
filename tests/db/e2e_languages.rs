//! End to end, issue 29: games on word lists of other languages through the real binary and the
//! fake Discord. The bot's configuration names two system word lists written for the tests
//! (`tests/fixtures/lexicons`): a French one, read with accents dropped, and a Spanish one, with
//! CH, LL, RR and Ñ as tiles of their own. A game opened with either plays its edition's tiles
//! to the end: racks by DM in the edition's letters, the board picture after every turn, the
//! game-over post and a GCG record; the Spanish game has a play with a CH tile and a blank
//! standing for LL, typed as a player would (`CHIllA`). (A player's answers in their own
//! language: `e2e_locale.rs`.)

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use lexicord::engine::formats::gcg::{self, Action};
use lexicord::engine::game::{Game, GameSettings};
use lexicord::engine::lexicon::{Lexicon, read_system_words};
use lexicord::engine::movegen::{self, Move};
use lexicord::engine::tiles::{Edition, Placed, TileSet};
use lexicord::engine::variant::Variant;
use lexicord::service::{Lexicons, Service};
use sqlx::PgPool;

use crate::fake_discord::{Bot, FakeDiscord, FakeUser, Opt, database_url};
use crate::support::table::{Table, best_play_in, rack_in, typed};

/// The fixture lists: (name in the configuration, file, tile set).
const LISTS: [(&str, &str, &str); 2] = [
    ("lexique", "francais.txt", "french"),
    ("palabras", "espanol.txt", "spanish"),
];

fn fixture(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/lexicons")
        .join(file)
}

/// The lexicon the bot builds from a fixture list, built the same way for the test's plays.
fn lexicon_of(file: &str, tiles: &TileSet) -> Lexicon {
    let text = std::fs::read_to_string(fixture(file)).unwrap();
    Lexicon::from_words(&read_system_words(tiles, &text).words).unwrap()
}

/// The fake Discord and the bot, configured with both fixture lists; alice and bob seated. The
/// table's own service (the tests' view of the database) knows the lists too.
pub(crate) async fn table_with_lists(pool: PgPool) -> Table {
    let mut config = String::from("[lexicons]\n");
    for (name, file, tiles) in LISTS {
        let path = fixture(file).display().to_string().replace('\\', "/");
        writeln!(
            config,
            "{name} = {{ path = \"{path}\", tiles = \"{tiles}\" }}"
        )
        .unwrap();
    }
    let discord = FakeDiscord::start().await;
    let bot = Bot::start_with_config(&discord, &database_url(&pool).await, &config).await;
    let mut lexicons = Lexicons::new();
    lexicons.insert("enable", Arc::new(Lexicon::enable()));
    for (name, file, tiles) in LISTS {
        let edition = Edition::named(tiles).unwrap();
        let lexicon = lexicon_of(file, &edition.tile_set());
        lexicons.insert_in(name, Arc::new(lexicon), edition);
    }
    let mut table = Table::with(discord, bot, pool.clone());
    table.service = Service::new(pool, lexicons, crate::support::defaults());
    table
}

/// Alice opens a two-player game on `lexicon` (words checked as played) and bob joins.
async fn open(table: &Table, lexicon: &str) {
    let opened = table
        .run(
            &table.alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::choice("challenge", "void"),
                Opt::text("lexicon", lexicon),
            ],
        )
        .await;
    assert!(
        opened.ephemeral && opened.text().contains("is open"),
        "{opened:?}"
    );
    let joined = table.run(&table.bob, "game join", &[]).await;
    assert!(joined.text().contains("You joined"), "{joined:?}");
}

/// Sets the lobby's seed and starts the game (without `Table::run`, which would choose an
/// English seed).
async fn start_with_seed(table: &Table, seed: i64) {
    sqlx::query("update games set seed = $1 where channel_id = $2 and status = 'lobby'")
        .bind(seed)
        .bind(table.channel() as i64)
        .execute(&table.pool)
        .await
        .unwrap();
    let id = table
        .discord
        .slash(&table.alice, table.channel(), "game start", &[])
        .await;
    let started = table.discord.reply(id).await;
    assert!(started.text().contains("has started"), "{started:?}");
}

/// The engine's deal for `seed` in `variant`, as the bot deals a two-player game.
fn dealt(variant: &Variant, seed: i64) -> Game {
    Game::new(
        variant.clone(),
        GameSettings::default(),
        2,
        seed.cast_unsigned(),
    )
    .unwrap()
    .0
}

/// The first seed whose deal lets both players open with a word of `lexicon`.
fn playable_seed(variant: &Variant, lexicon: &Lexicon) -> i64 {
    (1..10_000)
        .find(|&seed| {
            let game = dealt(variant, seed);
            (0..2).all(|seat| {
                movegen::best_move(variant, lexicon, game.board(), game.rack(seat)).is_some()
            })
        })
        .expect("a seed with openings")
}

/// Plays the game to its end, each player making their best play in `lexicon` (or passing);
/// checks each turn's private answer and board picture. Returns the plays as GCG writes them.
async fn play_to_the_end(table: &Table, lexicon: &Lexicon) -> Vec<(String, String)> {
    let mut plays = Vec::new();
    for _ in 0..200 {
        let game = table.game().await;
        if game.is_over() {
            return plays;
        }
        let mover = table.to_move().await.expect("someone to move");
        let before = table.channel_messages().len();
        let reply = match best_play_in(&game, lexicon) {
            Some((coord, word, dots)) => {
                plays.push((coord.clone(), dots));
                table
                    .run(
                        &mover,
                        "play",
                        &[Opt::text("word", &word), Opt::text("at", &coord)],
                    )
                    .await
            }
            None => table.run(&mover, "pass", &[]).await,
        };
        assert!(
            reply.ephemeral && reply.text().starts_with("Done"),
            "{reply:?}"
        );
        let posted = table
            .discord
            .wait_messages_in(table.channel(), before + 1)
            .await;
        assert!(
            posted[before]
                .attachment("board.png")
                .is_some_and(|a| a.bytes.starts_with(b"\x89PNG")),
            "the board after the turn: {}",
            posted[before].text()
        );
    }
    panic!("the game did not end in 200 turns");
}

/// The game's GCG record, as `/gcg` gives it to `user`.
async fn record(table: &Table, user: &FakeUser) -> (String, gcg::GcgRecord) {
    let answer = table.run(user, "gcg", &[]).await;
    let file = answer
        .attachments
        .iter()
        .find(|a| a.filename.to_ascii_lowercase().ends_with(".gcg"))
        .unwrap_or_else(|| panic!("a .gcg file: {answer:?}"));
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let read = gcg::read(&text).unwrap();
    (text, read)
}

/// The plays of a record, as (coordinate, word).
fn plays_of(record: &gcg::GcgRecord) -> Vec<(String, String)> {
    record
        .events()
        .filter_map(|e| match &e.action {
            Action::Play { coord, word } => Some((coord.to_string(), word.clone())),
            _ => None,
        })
        .collect()
}

#[sqlx::test]
async fn a_french_game_plays_to_the_end_in_french_tiles(pool: PgPool) {
    let table = table_with_lists(pool).await;
    let french = Edition::named("french").unwrap();
    let variant = Variant::classic().with_edition(&french);
    let lexicon = lexicon_of("francais.txt", &variant.tiles);
    // The list's accents are dropped: the bot knows ETE (été) and FORET (forêt).
    for word in ["ETE", "FORET", "ECOLE"] {
        assert!(lexicon.contains_word(&variant.tiles.parse_letters(word).unwrap()));
    }

    // Another language's tiles play the bag games only: the dice game is refused, nothing opened.
    let refused = table
        .run(
            &table.alice,
            "game new",
            &[
                Opt::int("opponents", 1),
                Opt::text("lexicon", "lexique"),
                Opt::choice("variant", "dice"),
            ],
        )
        .await;
    assert!(
        refused.ephemeral && refused.text().contains("other languages"),
        "{refused:?}"
    );
    let games: i64 = sqlx::query_scalar("select count(*) from games")
        .fetch_one(&table.pool)
        .await
        .unwrap();
    assert_eq!(games, 0, "nothing opened");

    open(&table, "lexique").await;
    table
        .discord
        .wait_until("the lobby naming the tiles", |s| {
            s.messages_in(table.channel())
                .into_iter()
                .find(|m| m.text().contains("lexicon lexique (French tiles)"))
        })
        .await;
    let stored: String = sqlx::query_scalar("select tiles from games")
        .fetch_one(&table.pool)
        .await
        .unwrap();
    assert_eq!(stored, "french", "the game keeps its word list's tiles");
    start_with_seed(&table, playable_seed(&variant, &lexicon)).await;
    let game = table.game().await;
    assert_eq!(game.variant().tiles.name(), "french");
    // 102 tiles in the French bag: 14 dealt, 88 left.
    assert_eq!(game.bag_len(), 102 - 14);

    let plays = play_to_the_end(&table, &lexicon).await;
    assert!(plays.len() >= 2, "both players made plays: {plays:?}");
    table.game_over_naming(&winners(&table).await).await;
    for user in [&table.alice, &table.bob] {
        table.assert_rack_came_by_dm(user).await;
    }
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
    let (_, gcg_record) = record(&table, &table.alice).await;
    assert_eq!(plays_of(&gcg_record), plays);
}

/// The first seed whose first player can open with a play that puts down a CH or LL tile and a
/// blank standing for CH or LL, with that play.
fn seed_with_digraph_blank(variant: &Variant, lexicon: &Lexicon) -> (i64, Move) {
    let tiles = &variant.tiles;
    let digraph = |placed: &Placed| tiles.label(placed.letter).chars().count() == 2;
    (1..50_000)
        .find_map(|seed| {
            let game = dealt(variant, seed);
            let seat = game.to_move()?;
            let rack = game.rack(seat);
            let has_digraph = rack.to_text(tiles).contains('[');
            if !has_digraph || !rack.to_text(tiles).contains('?') {
                return None;
            }
            movegen::all_moves(variant, lexicon, game.board(), rack)
                .into_iter()
                .find(|m| {
                    let new: Vec<Placed> =
                        m.word().filter(|w| w.2).map(|(_, tile, _)| tile).collect();
                    new.iter().any(|t| !t.blank && digraph(t))
                        && new.iter().any(|t| t.blank && digraph(t))
                })
                .map(|m| (seed, m))
        })
        .expect("a seed dealing CH or LL and a blank")
}

#[sqlx::test]
async fn a_spanish_game_plays_digraph_tiles_and_a_blank_as_one(pool: PgPool) {
    let table = table_with_lists(pool).await;
    let spanish = Edition::named("spanish").unwrap();
    let variant = Variant::classic().with_edition(&spanish);
    let tiles = variant.tiles.clone();
    let lexicon = lexicon_of("espanol.txt", &tiles);
    open(&table, "palabras").await;
    let (seed, opening) = seed_with_digraph_blank(&variant, &lexicon);
    start_with_seed(&table, seed).await;
    let game = table.game().await;
    let first = table.to_move().await.unwrap();

    // The first player's rack came by DM with its two-letter tile in brackets.
    let rack = game.rack(game.to_move().unwrap()).to_text(&tiles);
    let dm = table
        .discord
        .dms_to(&first)
        .into_iter()
        .rev()
        .find(|m| rack_in(m).is_some())
        .expect("a rack DM");
    assert_eq!(rack_in(&dm).as_deref(), Some(rack.as_str()));
    assert!(rack.contains('['), "{rack}");

    // The play, typed as a player types it: the tile's letters in capitals, the blank's in
    // lower case (`CHIllA`: CH, I, a blank LL, A).
    let (coord, word, dots) = typed(&game, &opening.placement());
    assert!(
        word.chars().any(char::is_lowercase),
        "a blank in the word: {word}"
    );
    let reply = table
        .run(
            &first,
            "play",
            &[Opt::text("word", &word), Opt::text("at", &coord)],
        )
        .await;
    assert!(reply.text().starts_with("Done"), "{reply:?}");
    let after = table.game().await;
    let placed: Vec<Placed> = opening
        .word()
        .filter(|w| w.2)
        .map(|(pos, _, _)| after.board().get(pos).expect("a tile put down"))
        .collect();
    let labels: Vec<(String, bool)> = placed
        .iter()
        .map(|t| (tiles.label(t.letter).to_owned(), t.blank))
        .collect();
    assert!(
        labels
            .iter()
            .any(|(l, blank)| !blank && (l == "CH" || l == "LL")),
        "a CH or LL tile: {labels:?}"
    );
    assert!(
        labels
            .iter()
            .any(|(l, blank)| *blank && (l == "CH" || l == "LL")),
        "a blank as CH or LL: {labels:?}"
    );

    let mut plays = vec![(coord, dots)];
    plays.extend(play_to_the_end(&table, &lexicon).await);
    table.game_over_naming(&winners(&table).await).await;
    table
        .assert_racks_stayed_private_and_the_log_replays()
        .await;
    let (text, gcg_record) = record(&table, &table.bob).await;
    assert_eq!(plays_of(&gcg_record), plays);
    assert!(
        text.contains("[ll]") || text.contains("[ch]"),
        "the blank written as its tile: {text}"
    );
}

/// The seats with the highest final score.
async fn winners(table: &Table) -> Vec<usize> {
    let snapshot = table.snapshot().await;
    let best = snapshot.seats.iter().map(|s| s.score).max().unwrap();
    (0..snapshot.seats.len())
        .filter(|&s| snapshot.seats[s].score == best)
        .collect()
}
