//! End to end: a group-DM game's board that came by DM (the group's conversation took no
//! follow-up: its last answer is too old, or Discord refused the follow-up) keeps working
//! buttons. My rack, Pass and Exchange act on the game for its players, as in the group DM;
//! a friend of the group who does not play is refused there as in the group DM; and the mover
//! is told the board went to every player by DM, or will, rather than "in the channel".

use std::time::Duration;

use sqlx::PgPool;

use crate::e2e_group_dm::GroupDm;
use crate::fake_discord::{FakeUser, Message};
use crate::support::table::rack_in;

/// The first board `user` got by DM, after their first `seen` DMs, whose text contains
/// `what`, once it came.
async fn board_by_dm(dm: &GroupDm, user: &FakeUser, seen: usize, what: &str) -> Message {
    dm.discord
        .wait_until(&format!("a board by DM to {} ({what})", user.name), |s| {
            s.dms_to(user.id)
                .into_iter()
                .skip(seen)
                .find(|m| m.attachment("board.png").is_some() && m.text().contains(what))
        })
        .await
}

/// How many DMs `user` got so far.
fn dms(dm: &GroupDm, user: &FakeUser) -> usize {
    dm.discord.dms_to(user).len()
}

/// Presses the button labelled `label` on `message` as `user`; the final private answer.
async fn press(dm: &GroupDm, user: &FakeUser, message: &Message, label: &str) -> Message {
    let id = message
        .button(label)
        .unwrap_or_else(|| panic!("a {label} button on {:?}", message.text()));
    let pressed = dm.discord.button(user, message, &id).await;
    let answer = dm.answer(pressed).await;
    assert!(answer.ephemeral, "{label}: {}", answer.text());
    answer
}

/// The latest board posted in the group DM.
fn board_in_group(dm: &GroupDm) -> Message {
    dm.shared_posts()
        .into_iter()
        .rev()
        .find(|m| m.attachment("board.png").is_some())
        .expect("a board in the group DM")
}

/// The person to move, and the other player.
async fn mover_and_other(dm: &GroupDm, players: [&FakeUser; 2]) -> (FakeUser, FakeUser) {
    let mover = dm.settled().await.expect("a person to move");
    let [one, other] = players;
    if one.id as i64 == mover {
        (one.clone(), other.clone())
    } else {
        (other.clone(), one.clone())
    }
}

async fn stored_rack(dm: &GroupDm, user: &FakeUser) -> String {
    sqlx::query_scalar("select rack from seats where user_id = $1 order by game_id desc limit 1")
        .bind(user.id as i64)
        .fetch_one(&dm.pool)
        .await
        .unwrap()
}

/// Alice and bob play in a group DM with carol, who watches; one play is made there.
async fn alice_and_bob_with_carol(pool: PgPool) -> GroupDm {
    let dm = GroupDm::open(pool, &["alice", "bob", "carol"]).await;
    let (alice, bob) = (dm.friends[0].clone(), dm.friends[1].clone());
    dm.start_among(&[&alice, &bob], None).await;
    dm.move_once().await;
    dm.settled().await;
    dm
}

#[sqlx::test]
async fn a_board_that_came_by_dm_keeps_working_buttons_for_the_players_only(pool: PgPool) {
    let dm = alice_and_bob_with_carol(pool).await;
    let (alice, bob, carol) = (
        dm.friends[0].clone(),
        dm.friends[1].clone(),
        dm.friends[2].clone(),
    );
    let in_group = board_in_group(&dm);
    // Sixteen minutes pass, for Discord and for the bot's record of the group's last answer:
    // the conversation takes no follow-up, so boards go by DM.
    dm.discord.age_interactions(Duration::from_mins(16));
    sqlx::query("update games set answer_token_at = answer_token_at - interval '16 minutes'")
        .execute(&dm.pool)
        .await
        .unwrap();
    let boards = dm.boards();
    let (mover, next) = mover_and_other(&dm, [&alice, &bob]).await;
    let seen = (dms(&dm, &mover), dms(&dm, &next));
    let done = dm.pass_from_own_dm(&mover).await;
    assert!(done.text().starts_with("Done"), "{}", done.text());
    let by_dm = board_by_dm(&dm, &next, seen.1, "pass").await;
    let movers_copy = board_by_dm(&dm, &mover, seen.0, "pass").await;

    // My rack, for the player to move, under the board in their DM.
    let rack = press(&dm, &next, &by_dm, "My rack").await;
    assert_eq!(
        rack_in(&rack),
        Some(stored_rack(&dm, &next).await),
        "{}",
        rack.text()
    );
    assert!(rack.attachment("rack.png").is_some(), "{}", rack.text());
    // The buttons refuse as in the group DM: carol does not play, the mover's turn is over.
    let stranger_here = press(&dm, &carol, &in_group, "Pass").await;
    let stranger_there = press(&dm, &carol, &by_dm, "Pass").await;
    assert_eq!(stranger_here.text(), "You are not playing in this game.");
    assert_eq!(stranger_there.text(), stranger_here.text());
    let stranger_rack = press(&dm, &carol, &by_dm, "My rack").await;
    assert_eq!(stranger_rack.text(), stranger_here.text());
    assert!(stranger_rack.attachment("rack.png").is_none());
    let early = press(&dm, &mover, &movers_copy, "Pass").await;
    assert_eq!(early.text(), "It is not your turn.");

    // Exchange, from the board in the DM: its form, then the exchange, announced by DM.
    let version = dm
        .service
        .tables()
        .snapshot(dm.channel as i64)
        .await
        .unwrap()
        .version;
    let id = by_dm.button("Exchange").expect("an Exchange button");
    let pressed = dm.discord.button(&next, &by_dm, &id).await;
    let form = dm.discord.modal(pressed).await;
    let form_id = form["custom_id"].as_str().expect("a form id").to_owned();
    let tile: String = stored_rack(&dm, &next).await.chars().take(1).collect();
    let own_dm = dm.discord.dm_channel(&next);
    let seen = dms(&dm, &mover);
    let sent = dm
        .discord
        .submit_modal(&next, own_dm, &form_id, &[("tiles", tile.as_str())])
        .await;
    let exchanged = dm.answer(sent).await;
    assert!(
        exchanged.text().starts_with("Done") && exchanged.text().contains("by DM"),
        "{}",
        exchanged.text()
    );
    let after = dm
        .service
        .tables()
        .snapshot(dm.channel as i64)
        .await
        .unwrap();
    assert_eq!(after.version, version + 1, "one exchange");
    // Pass, from the newest board in the mover's DM.
    let newest = board_by_dm(&dm, &mover, seen, "exchanged").await;
    let seen = dms(&dm, &next);
    let passed = press(&dm, &mover, &newest, "Pass").await;
    assert!(passed.text().starts_with("Done"), "{}", passed.text());
    board_by_dm(&dm, &next, seen, "pass").await;

    assert_eq!(dm.boards(), boards, "nothing more in the group DM");
    assert!(
        done.text()
            .contains("The board was sent to every player by DM."),
        "the mover is told where the board went: {}",
        done.text()
    );
    dm.assert_only_answers();
    for user in [&alice, &bob] {
        assert!(
            dm.discord.dms_to(&carol).len() < dm.discord.dms_to(user).len(),
            "the boards went to the players"
        );
    }
    assert!(
        dm.discord
            .dms_to(&carol)
            .iter()
            .all(|m| m.attachment("board.png").is_none()),
        "carol, who does not play, gets no board"
    );
}

#[sqlx::test]
async fn a_refused_follow_up_tells_the_mover_the_board_comes_by_dm(pool: PgPool) {
    let dm = alice_and_bob_with_carol(pool).await;
    let (alice, bob) = (dm.friends[0].clone(), dm.friends[1].clone());
    // Discord refuses the group's last answer for follow-ups, though the bot still counts it
    // fresh: the board's follow-up is refused and it goes by DM when tried again.
    dm.discord.age_interactions(Duration::from_mins(16));
    let (mover, next) = mover_and_other(&dm, [&alice, &bob]).await;
    let seen = (dms(&dm, &mover), dms(&dm, &next));
    let done = dm.pass_from_own_dm(&mover).await;
    assert!(done.text().starts_with("Done"), "{}", done.text());
    assert!(
        done.text()
            .contains("The board will be sent to every player by DM shortly."),
        "{}",
        done.text()
    );
    assert!(!done.text().contains("channel"), "{}", done.text());
    let by_dm = board_by_dm(&dm, &next, seen.1, "pass").await;
    board_by_dm(&dm, &mover, seen.0, "pass").await;
    // Its buttons work for the player to move.
    let passed = press(&dm, &next, &by_dm, "Pass").await;
    assert!(passed.text().starts_with("Done"), "{}", passed.text());
}
