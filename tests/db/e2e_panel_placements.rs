//! End to end: the move panel's list of places (issue 28). The Play form sent with only a word
//! answers privately with a menu of where its tiles can go — the `/play at:` autocomplete's list,
//! same order and labels — and choosing one shows the preview, whose Confirm plays it, announced
//! once in the game's channel. Tiles not on the rack are told so privately and change nothing;
//! the lexicon is never consulted (a phony is listed like any word); a menu the game moved past,
//! or a stranger's choice, is answered plainly and changes nothing.

use lexicord::engine::suggest;
use sqlx::PgPool;

use crate::e2e_dm_panel::{announced_once, panel, press, send_form};
use crate::fake_discord::{FakeUser, Message, Opt};
use crate::support::table::{Table, best_play, phony_play};

/// The Play form from `user`'s panel with only `word` typed: the private answer.
async fn places(table: &Table, user: &FakeUser, word: &str) -> Message {
    let panel = panel(table, user).await;
    let fields = [("word", word), ("square", ""), ("direction", "")];
    send_form(table, user, &panel, "Play", &fields).await
}

/// Chooses the option labelled `label` in `menu` as `user`: the private answer.
async fn choose(table: &Table, user: &FakeUser, menu: &Message, label: &str) -> Message {
    let chosen = table.discord.choose(user, menu, label).await;
    let answer = table.discord.reply(chosen).await;
    assert!(answer.ephemeral, "a choice is answered privately");
    answer
}

#[sqlx::test]
async fn a_word_alone_lists_its_places_and_the_chosen_one_plays(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let game = table.game().await;
    let seat = game.to_move().unwrap();
    let (_, word, _) = best_play(&game).unwrap();
    let posts = table.channel_messages().len();
    let version = table.snapshot().await.version;

    // The menu lists what `/play at:` suggests in the channel for the same word, in its order.
    let menu = places(&table, &first, &word).await;
    let listed = menu.menu_options();
    let autocompleted = table
        .discord
        .autocomplete(
            &first,
            table.channel(),
            "play",
            &[Opt::text("word", &word)],
            "at",
            "",
        )
        .await;
    assert!(!listed.is_empty(), "{}", menu.text());
    assert_eq!(
        listed[0].0, autocompleted[0].0,
        "the first choice is the same"
    );
    let listed_labels: Vec<&String> = listed.iter().map(|(label, _)| label).collect();
    let offered_labels: Vec<&String> = autocompleted.iter().map(|(label, _)| label).collect();
    assert_eq!(
        listed_labels, offered_labels,
        "the same list, in the same order"
    );
    assert!(menu.button("Confirm").is_none() && menu.attachment("preview.png").is_none());
    assert_eq!(
        table.channel_messages().len(),
        posts,
        "listing posts nothing"
    );
    assert_eq!(
        table.snapshot().await.version,
        version,
        "listing changes nothing"
    );

    // Choosing the first shows the preview with Confirm; Confirm plays it for that score.
    let expected = suggest::placements(&game, seat, &word).unwrap();
    assert_eq!(listed[0].0, expected[0].label);
    let shown = choose(&table, &first, &menu, &listed[0].0).await;
    assert!(
        shown.text().contains("Preview") && shown.attachment("preview.png").is_some(),
        "{}",
        shown.text()
    );
    let (done, _) = announced_once(&table, press(&table, &first, &shown, "Confirm")).await;
    assert!(done.text().starts_with("Done:"), "{}", done.text());
    let after = table.game().await;
    assert_eq!(
        after.scores()[seat],
        expected[0].score as i32,
        "{}",
        expected[0].label
    );
}

#[sqlx::test]
async fn tiles_not_on_the_rack_are_told_privately_and_the_lexicon_is_never_asked(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let posts = table.channel_messages().len();
    let version = table.snapshot().await.version;

    let missing = places(&table, &first, "ZZZZZZZ").await;
    let text = missing.text();
    assert!(
        text.contains("fits nowhere") && text.contains("rack"),
        "{text}"
    );
    assert!(text.contains("Nothing was played"), "{text}");
    assert!(missing.menu_options().is_empty() && missing.button("Confirm").is_none());
    assert!(!text.to_lowercase().contains("word list") && !text.contains("lexicon"));

    // A phony from the rack is placed like any word: the list says nothing of the dictionary.
    let (_, phony, _) = phony_play(&table.game().await).expect("a phony");
    let listed = places(&table, &first, &phony).await;
    assert!(!listed.menu_options().is_empty(), "{}", listed.text());
    assert_eq!(table.channel_messages().len(), posts, "nothing was posted");
    assert_eq!(table.snapshot().await.version, version, "nothing changed");
}

#[sqlx::test]
async fn a_menu_the_game_moved_past_or_a_strangers_choice_changes_nothing(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let (_, word, _) = best_play(&table.game().await).unwrap();
    let menu = places(&table, &first, &word).await;
    let label = menu.menu_options()[0].0.clone();

    // A stranger choosing on the player's menu.
    let carol = table.discord.user("carol");
    let stranger = choose(&table, &carol, &menu, &label).await;
    assert!(
        stranger.text().contains("not playing"),
        "{}",
        stranger.text()
    );
    assert!(stranger.button("Confirm").is_none());

    // The player passes in the channel; the old menu is then out of date.
    let passed = table.run(&first, "pass", &[]).await;
    assert!(passed.text().starts_with("Done"), "{}", passed.text());
    let posts = table.channel_messages().len();
    let version = table.snapshot().await.version;
    let stale = choose(&table, &first, &menu, &label).await;
    assert!(
        stale.text().starts_with("It is no longer your turn") && stale.text().contains("passed"),
        "{}",
        stale.text()
    );
    assert!(stale.button("Confirm").is_none() && stale.attachment("preview.png").is_none());
    assert_eq!(table.channel_messages().len(), posts, "nothing was posted");
    assert_eq!(table.snapshot().await.version, version, "nothing changed");
}

#[sqlx::test]
async fn a_square_off_the_board_in_the_play_form_is_told_how_to_fill_the_form(pool: PgPool) {
    let table = Table::open(pool, "double").await;
    table.run(&table.alice, "game start", &[]).await;
    let first = table.to_move().await.unwrap();
    let version = table.snapshot().await.version;
    let panel = panel(&table, &first).await;
    let fields = [("word", "AT"), ("square", "P8"), ("direction", "across")];
    let off = send_form(&table, &first, &panel, "Play", &fields).await;
    let text = off.text();
    assert!(text.contains("is off the board"), "{text}");
    assert!(
        text.contains("In the form, type the word") && text.contains("(for example H8)"),
        "the form's own hint: {text}"
    );
    assert!(!text.contains("/play"), "no hint about `/play`: {text}");
    assert!(off.button("Confirm").is_none() && off.attachment("preview.png").is_none());
    assert_eq!(table.snapshot().await.version, version, "nothing changed");
}
