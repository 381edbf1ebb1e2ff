//! The work one `/play` costs, command and delivery together: games replayed from their log,
//! counted while the command runs and its outbox rows are read as the bot's delivery reads them.

use lexicord::engine::board::Board;
use lexicord::service::{Claimed, Delivered, Outgoing, RackToSend, Service};
use sqlx::PgPool;

use crate::support::{best_play, request, service, started};

/// Reads what the bot's delivery of `claimed` reads (views, settings, language), then marks it
/// delivered.
async fn read_as_delivery(claimed: Claimed) {
    match claimed.outgoing.clone() {
        Outgoing::Turn { report, drawn, .. } => {
            claimed
                .public_view(drawn.as_ref(), report.game_id, report.version)
                .await
                .unwrap();
        }
        Outgoing::Rack {
            game_id,
            user_id,
            version,
            drawn,
            ..
        } => {
            let sent = claimed
                .rack_to_send(drawn.as_ref(), (game_id, user_id, version))
                .await
                .unwrap();
            assert!(matches!(sent, RackToSend::Send(_)), "{sent:?}");
        }
        // A lobby's notices (before the play) read nothing of the game.
        _ => {}
    }
    let _ = claimed.language();
    claimed.done(Delivered::Sent, None).await.unwrap();
}

/// Plays one move and delivers its rows; (replays, rack rows) it cost.
async fn one_play(service: &Service, channel: i64) -> (u64, usize) {
    let game_id = started(service, channel, &[1, 2], "double")
        .await
        .report
        .game_id;
    // The start's own rows are delivered first, so the count is the play's alone.
    while let Some(claimed) = service
        .delivery()
        .claim_outgoing(Some(game_id))
        .await
        .unwrap()
    {
        Box::pin(read_as_delivery(claimed)).await;
    }
    let (user, coord, word) = best_play(service, channel).await.unwrap();
    let replays = service.replays();
    let played = service
        .games()
        .play(&request(user, channel), &coord, &word)
        .await
        .unwrap();
    let mut racks = 0;
    while let Some(claimed) = service
        .delivery()
        .claim_outgoing(Some(played.game_id))
        .await
        .unwrap()
    {
        racks += usize::from(matches!(claimed.outgoing, Outgoing::Rack { .. }));
        Box::pin(read_as_delivery(claimed)).await;
    }
    (service.replays() - replays, racks)
}

#[sqlx::test]
async fn one_play_with_two_rack_rows_replays_the_game_once(pool: PgPool) {
    let service = service(pool.clone());
    let (replays, racks) = Box::pin(one_play(&service, 40)).await;
    println!("one /play with {racks} rack rows: {replays} replays");
    assert_eq!(racks, 2, "the mover's new rack and the next player's turn");
    assert_eq!(
        replays, 1,
        "the command replays the game; its delivery does not"
    );
}

/// A row's views as its command wrote them read the same as the game replayed to the row's
/// version: what a row written before rows carried views (delivered by replaying) shows too.
#[sqlx::test]
async fn a_rows_written_view_is_the_replayed_one(pool: PgPool) {
    let service = service(pool.clone());
    let game_id = started(&service, 41, &[1, 2], "double")
        .await
        .report
        .game_id;
    let mut compared = 0;
    for _ in 0..3 {
        while let Some(claimed) = service
            .delivery()
            .claim_outgoing(Some(game_id))
            .await
            .unwrap()
        {
            match claimed.outgoing.clone() {
                Outgoing::Turn { report, drawn, .. } => {
                    let at = (report.game_id, report.version);
                    let written = claimed.public_view(drawn.as_ref(), at.0, at.1).await;
                    let replayed = claimed.public_view(None, at.0, at.1).await;
                    assert_eq!(format!("{written:?}"), format!("{replayed:?}"));
                }
                Outgoing::Rack {
                    game_id,
                    user_id,
                    version,
                    drawn,
                    ..
                } => {
                    let at = (game_id, user_id, version);
                    let written = claimed.rack_to_send(drawn.as_ref(), at).await;
                    let replayed = claimed.rack_to_send(None, at).await;
                    // A rack's row leaves out what its DM does not show (the board, the last
                    // play, the tiles off the board, the unseen tiles); the rest is the same.
                    if let Ok(RackToSend::Send(player)) = &written {
                        let table = player.public.table.as_ref().expect("a started game");
                        assert_eq!(table.board.tiles().count(), 0, "no board in a rack's row");
                        assert!(!player.rack.is_empty());
                    }
                    assert_eq!(
                        format!("{:?}", written.map(without_board)),
                        format!("{:?}", replayed.map(without_board))
                    );
                }
                _ => {}
            }
            compared += 1;
            claimed.done(Delivered::Sent, None).await.unwrap();
        }
        let (user, coord, word) = best_play(&service, 41).await.unwrap();
        service
            .games()
            .play(&request(user, 41), &coord, &word)
            .await
            .unwrap();
    }
    assert!(compared >= 6, "{compared} rows compared");
}

/// A rack's view without what a rack's row leaves out.
fn without_board(rack: RackToSend) -> RackToSend {
    let RackToSend::Send(mut player) = rack else {
        return rack;
    };
    player.unseen.clear();
    player.public.last_play.clear();
    if let Some(table) = &mut player.public.table {
        table.board = Board::empty(table.board.rows(), table.board.cols());
        table.off_board.clear();
    }
    RackToSend::Send(player)
}
